import VetNetCore

/// A small random XML document kept as a tree, written out for the reader and searched directly: the reference
/// the streaming reader's field paths are held to.
///
/// Each element remembers when its start and end tags come in the document (one counter for both), so the
/// reference can ask what a record could have seen when its start tag came.
struct ReferenceDocument {
    struct Element {
        var name: String
        var id: String?
        /// Own text, concatenated and trimmed; nil when empty.
        var text: String?
        var parent: Int?
        var children: [Int] = []
        var start = 0
        var end = 0
        var line = 0
    }

    private(set) var elements: [Element] = []
    private(set) var xml = ""
    private var random: SplitMix64
    private var tick = 0
    private var nextValue = 0
    private var line = 1

    static let names = ["P", "R", "N", "A", "B"]

    /// A document `Doc` of random elements named `names`, with `id` attributes, mixed text and line breaks.
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        _ = makeElement(named: "Doc", parent: nil, depth: 0)
    }

    private mutating func makeElement(named name: String, parent: Int?, depth: Int) -> Int {
        let index = elements.count
        elements.append(Element(name: name, parent: parent))
        elements[index].line = line
        tick += 1
        elements[index].start = tick
        var tag = "<\(name)"
        if random.chance(0.5) {
            let value = makeValue()
            tag += " id=\"\(value)\""
            elements[index].id = value.isBlank ? nil : value.trimmed
        }
        write(tag + ">")
        var ownText = ""
        let items = depth >= 5 ? random.below(2) : random.int(in: 0...4)
        for _ in 0..<items {
            if random.chance(0.35) {
                let value = makeValue()
                ownText += value
                write(value)
            } else {
                let child = makeElement(named: random.pick(Self.names), parent: index, depth: depth + 1)
                elements[index].children.append(child)
            }
            if random.chance(0.3) {
                // Part of this element's own text, like any character data between its children.
                ownText += "\n"
                write("\n")
            }
        }
        tick += 1
        elements[index].end = tick
        elements[index].text = ownText.isBlank ? nil : ownText.trimmed
        write("</\(name)>")
        return index
    }

    /// A unique value, sometimes padded with white space, sometimes blank.
    private mutating func makeValue() -> String {
        nextValue += 1
        switch random.below(6) {
        case 0: return " "
        case 1: return " v\(nextValue)\t"
        default: return "v\(nextValue)"
        }
    }

    private mutating func write(_ text: String) {
        xml += text
        line += text.filter { $0 == "\n" }.count
    }

    // MARK: - Reference reading

    /// The elements named `record` that are not inside another such element, in document order.
    func records(named record: String) -> [Int] {
        elements.indices.filter { index in
            elements[index].name == record && !ancestors(of: index).contains { elements[$0].name == record }
        }
    }

    /// A field path's values for `record`, in document order: what a streaming reader can know of it. None when
    /// the path starts above the document root.
    func values(of path: ReferencePath, record: Int) -> [String] {
        var base = record
        for _ in 0..<path.level {
            guard let parent = elements[base].parent else { return [] }
            base = parent
        }
        let recordStart = elements[record].start
        return matches(of: path.steps, below: base).compactMap { index -> String? in
            let element = elements[index]
            if path.level > 0 {
                // Outside the record: attributes of elements started before it, text of elements ended before it.
                let seen = path.attribute ? element.start < recordStart : element.end < recordStart
                guard seen else { return nil }
            }
            return path.attribute ? element.id : element.text
        }
    }

    /// Whether the ancestor `path` starts from ever holds a value for it, at any time.
    func ancestorEverHasValue(_ path: ReferencePath, record: Int) -> Bool {
        var base = record
        for _ in 0..<path.level {
            guard let parent = elements[base].parent else { return false }
            base = parent
        }
        return matches(of: path.steps, below: base).contains { index in
            (path.attribute ? elements[index].id : elements[index].text) != nil
        }
    }

    private func matches(of steps: [String], below base: Int) -> [Int] {
        var found = [base]
        for step in steps {
            found = found.flatMap { elements[$0].children.filter { elements[$0].name == step } }
        }
        return found
    }

    private func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = elements[index].parent
        while let parent = current {
            result.append(parent)
            current = elements[parent].parent
        }
        return result
    }
}

/// A field path taken apart for the reference: `..` steps, element steps, then `@id` or text.
struct ReferencePath {
    var text: String
    var level: Int
    var steps: [String]
    var attribute: Bool

    init(_ text: String) {
        self.text = text
        var parts = text.split(separator: "/").map(String.init)
        attribute = parts.last == "@id"
        if attribute { parts.removeLast() }
        level = parts.prefix { $0 == ".." }.count
        steps = Array(parts.dropFirst(level))
    }
}

extension String {
    /// Without XML white space at either end.
    fileprivate var trimmed: String {
        let space: Set<Character> = [" ", "\t", "\n", "\r"]
        return String(drop { space.contains($0) }.reversed().drop { space.contains($0) }.reversed())
    }

    fileprivate var isBlank: Bool { trimmed.isEmpty }
}
