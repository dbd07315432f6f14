import VetNetCore

/// The field paths compiled into a tree keyed by element local names, so each element event costs a few
/// byte comparisons instead of a path lookup.
struct XMLExtractionPlan {
    /// One element the paths reach, relative to the record element (node 0).
    struct Node {
        var name: [UInt8]
        var children: [Int] = []
        /// Columns that take this element's text.
        var textColumns: [Int] = []
        /// Columns that take one of this element's attributes.
        var attributeColumns: [(name: [UInt8], column: Int)] = []

        var collectsText: Bool { !textColumns.isEmpty }
    }

    /// A column taken from an attribute of an element enclosing the record.
    struct AncestorColumn {
        var column: Int
        /// 1 for the record's parent.
        var level: Int
        /// Index into `ancestorAttributeNames`.
        var nameIndex: Int
    }

    let record: XMLRecordPath
    private(set) var nodes: [Node] = [Node(name: [])]
    /// The distinct attribute names asked of ancestors; every open element outside a record keeps these values.
    private(set) var ancestorAttributeNames: [[UInt8]] = []
    private(set) var ancestorColumns: [AncestorColumn] = []
    let columnCount: Int

    /// Compiles the paths, or throws `read.xml-unsupported-path` naming the first one it cannot follow.
    init(file: String, recordPath: String, fieldPaths: [String]) throws(Diagnostic) {
        guard let record = XMLRecordPath(parsing: recordPath) else {
            throw .xmlUnsupportedPath(recordPath, isRecordPath: true, file: file)
        }
        self.record = record
        columnCount = fieldPaths.count
        for (column, path) in fieldPaths.enumerated() {
            guard let field = XMLFieldPath(parsing: path) else {
                throw .xmlUnsupportedPath(path, isRecordPath: false, file: file)
            }
            add(field, column: column)
        }
    }

    private mutating func add(_ field: XMLFieldPath, column: Int) {
        if field.ancestorLevel > 0, case .attribute(let name) = field.target {
            let nameIndex = ancestorAttributeNames.firstIndex(of: name) ?? ancestorAttributeNames.count
            if nameIndex == ancestorAttributeNames.count { ancestorAttributeNames.append(name) }
            ancestorColumns.append(AncestorColumn(column: column, level: field.ancestorLevel, nameIndex: nameIndex))
            return
        }
        var node = 0
        for step in field.steps {
            if let existing = nodes[node].children.first(where: { nodes[$0].name == step }) {
                node = existing
            } else {
                nodes.append(Node(name: step))
                nodes[node].children.append(nodes.count - 1)
                node = nodes.count - 1
            }
        }
        switch field.target {
        case .text: nodes[node].textColumns.append(column)
        case .attribute(let name): nodes[node].attributeColumns.append((name, column))
        }
    }
}
