import VetNetXML

/// Reads a relationships part (`_rels/.rels`, `xl/_rels/workbook.xml.rels`): for each relationship its ID, the
/// last word of its type (`worksheet`, `sharedStrings`, `styles`, `officeDocument`) and its target part.
final class RelationshipsHandler: XMLEventHandler {
    struct Relationship {
        var id: String
        var kind: String
        var target: String
    }

    static let elements = ["Relationship"]
    static let attributes = ["Id", "Type", "Target", "TargetMode"]
    private(set) var relationships: [Relationship] = []

    func start(_ element: Int, _ attributes: XMLEventAttributes) -> Bool {
        guard element == 0, attributes.string(3) != "External", let id = attributes.string(0),
            let type = attributes.string(1), let target = attributes.string(2)
        else { return false }
        let kind = type.split(separator: "/").last.map(String.init) ?? type
        relationships.append(Relationship(id: id, kind: kind, target: target))
        return false
    }

    func end(_ element: Int, text: [UInt8]) {}

    /// The part a relationship of the part `source` points at, as a member name: `Target` is relative to the
    /// source part's folder unless it starts with `/`. nil when it climbs out of the package.
    static func resolve(_ target: String, from source: String) -> String? {
        var parts: [Substring] = target.hasPrefix("/") ? [] : source.split(separator: "/").dropLast()
        for component in target.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(component)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
