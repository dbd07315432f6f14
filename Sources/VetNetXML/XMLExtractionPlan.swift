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

    /// One element the ancestor paths reach, relative to an enclosing element (node 0, the ancestor itself).
    struct AncestorNode {
        /// Index into `ancestorStepNames`; -1 for node 0.
        var name: Int
        var children: [Int] = []
        /// The slot that takes this element's text, if a path asks for it.
        var textSlot: Int?
        /// The slots that take one of this element's attributes.
        var attributeSlots: [(name: [UInt8], slot: Int)] = []
    }

    /// A column taken from an element enclosing the record: the values the ancestor `level` up holds in `slot`.
    struct AncestorColumn {
        var column: Int
        /// 1 for the record's parent.
        var level: Int
        /// Index into the values every open element outside a record keeps, one per distinct ancestor path.
        var slot: Int
    }

    let record: XMLRecordPath
    /// The field paths as given, for diagnostics.
    let fieldPaths: [String]
    private(set) var nodes: [Node] = [Node(name: [])]
    /// The ancestor paths (after their `..` steps), merged; a slot is one distinct path.
    private(set) var ancestorNodes: [AncestorNode] = [AncestorNode(name: -1)]
    /// The distinct element names in the ancestor paths, which the assembler matches each element against.
    private(set) var ancestorStepNames: [[UInt8]] = []
    /// How many values each open element outside a record keeps: one list per distinct ancestor path.
    private(set) var ancestorSlotCount = 0
    private(set) var ancestorColumns: [AncestorColumn] = []
    var columnCount: Int { fieldPaths.count }
    /// Whether some ancestor path reaches below the ancestor (`../../PatientID`), not only its attributes.
    var readsAncestorDescendants: Bool { !ancestorStepNames.isEmpty }

    /// Compiles the paths, or throws `read.xml-unsupported-path` naming the first one it cannot follow.
    init(file: String, recordPath: String, fieldPaths: [String]) throws(Diagnostic) {
        guard let record = XMLRecordPath(parsing: recordPath) else {
            throw .xmlUnsupportedPath(recordPath, isRecordPath: true, file: file)
        }
        self.record = record
        self.fieldPaths = fieldPaths
        for (column, path) in fieldPaths.enumerated() {
            guard let field = XMLFieldPath(parsing: path) else {
                throw .xmlUnsupportedPath(path, isRecordPath: false, file: file)
            }
            if field.ancestorLevel > 0 {
                let slot = addAncestorPath(field)
                ancestorColumns.append(AncestorColumn(column: column, level: field.ancestorLevel, slot: slot))
            } else {
                add(field, column: column)
            }
        }
    }

    private mutating func add(_ field: XMLFieldPath, column: Int) {
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

    /// The slot of the path below the `..` steps, shared by every column (at any level) that asks for it.
    private mutating func addAncestorPath(_ field: XMLFieldPath) -> Int {
        var node = 0
        for step in field.steps {
            let name = ancestorStepNames.firstIndex(of: step) ?? ancestorStepNames.count
            if name == ancestorStepNames.count { ancestorStepNames.append(step) }
            if let existing = ancestorNodes[node].children.first(where: { ancestorNodes[$0].name == name }) {
                node = existing
            } else {
                ancestorNodes.append(AncestorNode(name: name))
                ancestorNodes[node].children.append(ancestorNodes.count - 1)
                node = ancestorNodes.count - 1
            }
        }
        switch field.target {
        case .text:
            if let slot = ancestorNodes[node].textSlot { return slot }
            ancestorNodes[node].textSlot = ancestorSlotCount
        case .attribute(let name):
            if let existing = ancestorNodes[node].attributeSlots.first(where: { $0.name == name }) {
                return existing.slot
            }
            ancestorNodes[node].attributeSlots.append((name, ancestorSlotCount))
        }
        ancestorSlotCount += 1
        return ancestorSlotCount - 1
    }
}
