import VetNetCore
import Yams

/// Reads typed values out of composed YAML, collecting a located diagnostic for each problem.
struct YAMLReading {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    func location(_ node: Node?) -> SourceLocation {
        SourceLocation(file: file, line: node?.mark?.line, column: node?.mark?.column)
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, at node: Node?, value: String? = nil) {
        diagnostics.append(.error(code, message, at: location(node), value: value))
    }

    /// The members of a mapping in order, keyed by their text. Unknown keys are reported with the nearest
    /// allowed one; a repeated key is reported too.
    mutating func members(of node: Node, in context: String, allowed: [String]) -> [(
        key: String, keyNode: Node, value: Node
    )] {
        guard let mapping = node.mapping else {
            error("pipeline.wrong-type", "\(context) must be a mapping of keys to values.", at: node)
            return []
        }
        var seen: Set<String> = []
        var result: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                error("pipeline.wrong-type", "Keys in \(context) must be plain words.", at: keyNode)
                continue
            }
            guard allowed.contains(key) else {
                var message = "Unknown key \"\(key)\" in \(context)."
                if let near = closestMatch(to: key, in: allowed) { message += " Did you mean \"\(near)\"?" }
                message += " Allowed: \(allowed.joined(separator: ", "))."
                error("pipeline.unknown-key", message, at: keyNode, value: key)
                continue
            }
            guard seen.insert(key).inserted else {
                error(
                    "pipeline.duplicate-key", "The key \"\(key)\" appears twice in \(context).", at: keyNode, value: key
                )
                continue
            }
            result.append((key, keyNode, value))
        }
        return result
    }

    mutating func string(_ node: Node, _ what: String) -> String? {
        guard let scalar = node.scalar else {
            error("pipeline.wrong-type", "\(what) must be a single value, not a list or mapping.", at: node)
            return nil
        }
        return scalar.string
    }

    mutating func strings(_ node: Node, _ what: String) -> [String]? {
        if node.scalar != nil { return string(node, what).map { [$0] } }
        guard let sequence = node.sequence else {
            error("pipeline.wrong-type", "\(what) must be a value or a list of values.", at: node)
            return nil
        }
        var values: [String] = []
        for item in sequence {
            guard let value = string(item, what) else { return nil }
            values.append(value)
        }
        return values
    }

    mutating func choice<Value>(_ node: Node, _ what: String, _ options: [String: Value]) -> Value? {
        guard let text = string(node, what) else { return nil }
        if let value = options[text] ?? options[text.lowercased()] { return value }
        var message = "\(what) \"\(text)\" is not one of: \(options.keys.sorted().joined(separator: ", "))."
        if let near = closestMatch(to: text, in: Array(options.keys)) { message += " Did you mean \"\(near)\"?" }
        error("pipeline.invalid-value", message, at: node, value: text)
        return nil
    }
}
