import VetNetCore

/// Keeps, for each open element outside a record, the values of the plan's ancestor paths (`../@id`,
/// `../../PatientID`) found in it so far, so that a record starting inside it can take them.
///
/// Only those values are kept, never a subtree: the attributes of each element started inside the ancestor and the
/// text of each element ended inside it, where a path leads there. What comes after a record's start tag is not
/// known to that record; when an ancestor later gets a value one of its records found missing, a single
/// `read.xml-ancestor-after-record` warning names the first record that missed it.
struct XMLAncestorTracker {
    /// What one open ancestor holds for one path.
    private struct Slot {
        var values: [String] = []
        /// The first record that found no value here, until the warning is given.
        var miss: Miss?
    }

    private struct Miss {
        var column: Int
        var recordIndex: Int
        /// 0 until the record's line is known.
        var line = 0
    }

    /// An ancestor path part-way down: the element it has reached is below `ancestor` (an index into the open
    /// ancestors, outermost first) at `node` of the plan's ancestor nodes.
    private struct Cursor {
        var ancestor: Int
        var node: Int
    }

    private let nodes: [XMLExtractionPlan.AncestorNode]
    private let slotCount: Int
    private let followsDescendants: Bool
    private let fieldPaths: [String]

    /// `slotCount` per open ancestor, outermost first.
    private var slots: [Slot] = []
    private var ancestorCount = 0
    /// The cursors of every open element, innermost last; `cursorStarts` holds where each element's cursors begin.
    private var cursors: [Cursor] = []
    private var cursorStarts: [Int] = []
    /// Slots the record just started missed, whose line is not known yet.
    private var pendingMisses: [Int] = []
    /// The miss to warn about, once an ancestor got the value after it.
    private var late: Miss?
    private var warned = false

    /// Whether the plan reads anything of enclosing elements; if not, the tracker must not be called.
    let isActive: Bool

    init(plan: XMLExtractionPlan) {
        nodes = plan.ancestorNodes
        slotCount = plan.ancestorSlotCount
        followsDescendants = plan.readsAncestorDescendants
        fieldPaths = plan.fieldPaths
        isActive = slotCount > 0
    }

    /// An element starts, named `name` of the plan's `ancestorStepNames` (-1 for any other name); `isAncestor`
    /// when it is outside a record (and not a record element), so that records may start inside it. Returns
    /// whether an ancestor path takes its text, which `elementEnds` then wants.
    mutating func elementStarts(named name: Int, _ attributes: XMLAttributes, isAncestor: Bool) -> Bool {
        var wantsText = false
        if followsDescendants {
            let parentCursors = (cursorStarts.last ?? 0)..<cursors.count
            cursorStarts.append(cursors.count)
            if name >= 0 {
                for index in parentCursors {
                    let cursor = cursors[index]
                    guard let node = nodes[cursor.node].children.first(where: { nodes[$0].name == name }) else {
                        continue
                    }
                    cursors.append(Cursor(ancestor: cursor.ancestor, node: node))
                    for (attribute, slot) in nodes[node].attributeSlots {
                        if let value = attributes.string(named: attribute) {
                            add(value, ancestor: cursor.ancestor, slot: slot)
                        }
                    }
                    if nodes[node].textSlot != nil { wantsText = true }
                }
            }
        }
        if isAncestor {
            slots.append(contentsOf: repeatElement(Slot(), count: slotCount))
            for (attribute, slot) in nodes[0].attributeSlots {
                if let value = attributes.string(named: attribute) { add(value, ancestor: ancestorCount, slot: slot) }
            }
            if followsDescendants { cursors.append(Cursor(ancestor: ancestorCount, node: 0)) }
            ancestorCount += 1
        }
        return wantsText
    }

    /// The innermost open element ends, with its own text if `elementStarts` asked for it and it has any.
    mutating func elementEnds(text: String?, wasAncestor: Bool) {
        if followsDescendants {
            let start = cursorStarts.removeLast()
            if let text {
                for index in start..<cursors.count {
                    let cursor = cursors[index]
                    if let slot = nodes[cursor.node].textSlot { add(text, ancestor: cursor.ancestor, slot: slot) }
                }
            }
            cursors.removeSubrange(start...)
        }
        if wasAncestor {
            slots.removeLast(slotCount)
            ancestorCount -= 1
        }
    }

    /// The values a column takes for the record starting now (record number `recordIndex`), in document order.
    /// No values while the ancestor could still get some marks a miss, reported if the ancestor does get one.
    mutating func values(
        for column: XMLExtractionPlan.AncestorColumn, recordIndex: Int
    ) -> [String] {
        let ancestor = ancestorCount - column.level
        guard ancestor >= 0 else { return [] }
        let index = ancestor * slotCount + column.slot
        if slots[index].values.isEmpty, !warned, slots[index].miss == nil {
            slots[index].miss = Miss(column: column.column, recordIndex: recordIndex)
            pendingMisses.append(index)
        }
        return slots[index].values
    }

    /// The line of the record that started last, for the misses it left.
    mutating func setRecordLine(_ line: Int) {
        for index in pendingMisses { slots[index].miss?.line = line }
        pendingMisses.removeAll(keepingCapacity: true)
        if late?.line == 0 { late?.line = line }
    }

    /// The `read.xml-ancestor-after-record` warning, the one time it is due.
    mutating func takeWarning(file: String) -> Diagnostic? {
        guard let miss = late, miss.line > 0 else { return nil }
        late = nil
        return .xmlAncestorAfterRecord(
            path: fieldPaths[miss.column], file: file, line: miss.line, recordIndex: miss.recordIndex)
    }

    private mutating func add(_ value: String, ancestor: Int, slot: Int) {
        let index = ancestor * slotCount + slot
        if let miss = slots[index].miss, !warned {
            warned = true
            late = miss
            pendingMisses.removeAll()
        }
        slots[index].values.append(value)
    }

}
