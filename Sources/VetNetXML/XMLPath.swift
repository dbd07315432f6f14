/// Where a record is in the document: a fixed path from the root, or an element name at any depth.
enum XMLRecordPath: Equatable {
    /// Local names from the document root down to the record element, root included.
    case absolute([[UInt8]])
    /// The record element's local name, matched at any depth.
    case anywhere([UInt8])

    /// Parses `Export/Clients/Client` (a leading `/` is allowed) or a bare `Client`; nil when unsupported.
    init?(parsing path: String) {
        let isAbsolute = path.contains("/")
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var names: [[UInt8]] = []
        for component in trimmed.split(separator: "/", omittingEmptySubsequences: false) {
            guard component != ".", component != "..", let name = XMLPathSyntax.localName(component) else { return nil }
            names.append(name)
        }
        guard !names.isEmpty else { return nil }
        self = isAbsolute ? .absolute(names) : .anywhere(names[0])
    }
}

/// One column to extract, relative to the record element.
///
/// A path may start at an enclosing element (`../@id`, `../../PatientID`, `../../Owner/@ref`). The reader
/// streams, so of an ancestor it knows only what came before the record's start tag: its attributes, the
/// attributes of the elements started before, and the text of those ended before. Such a path never names the
/// ancestor's own text (`..`), which is not complete until the ancestor ends.
struct XMLFieldPath: Equatable {
    /// What of the addressed element the column takes.
    enum Target: Equatable {
        /// The element's own text and CDATA, not that of its descendants.
        case text
        /// The attribute with this local name.
        case attribute([UInt8])
    }

    /// How many `..` steps lead up from the record element before the path starts.
    var ancestorLevel: Int
    /// Local names of the child elements to descend through, from the record element (or the ancestor).
    var steps: [[UInt8]]
    var target: Target

    /// Parses `@id`, `Name`, `Address/City`, `Owner/@ref`, `.`, `../@id`, `../../PatientID` or `../Owner/@ref`;
    /// nil when unsupported.
    init?(parsing path: String) {
        ancestorLevel = 0
        steps = []
        target = .text
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, component) in components.enumerated() {
            let isLast = index == components.count - 1
            if component == "." {
                continue
            } else if component == ".." {
                guard steps.isEmpty else { return nil }
                ancestorLevel += 1
            } else if component.first == "@" {
                guard isLast, let name = XMLPathSyntax.localName(component.dropFirst()) else { return nil }
                target = .attribute(name)
            } else {
                guard let name = XMLPathSyntax.localName(component) else { return nil }
                steps.append(name)
            }
        }
        if ancestorLevel > 0, steps.isEmpty, target == .text { return nil }
    }
}

/// Rules shared by record and field paths.
enum XMLPathSyntax {
    /// The UTF-8 local name of one path component: any `prefix:` is dropped, since matching ignores namespaces.
    /// Nil for empty components and characters that belong to richer path languages (XPath predicates, wildcards).
    static func localName(_ component: Substring) -> [UInt8]? {
        let local = component.split(separator: ":", omittingEmptySubsequences: false).last ?? component
        guard !local.isEmpty, !local.contains(where: { forbidden.contains($0) }) else { return nil }
        return Array(local.utf8)
    }

    private static let forbidden: Set<Character> = [
        " ", "\t", "\n", "[", "]", "*", "(", ")", "=", "@", "\"", "'", "|", ",",
    ]
}
