import VetNetCore

/// Turns element events into `RawRecord`s: follows the record path outside records and the compiled field
/// paths inside one, and queues each record when its element ends. Holds the open record's data, the records
/// completed from the current chunk, and the values of the ancestor paths in the open elements, nothing more.
///
/// It knows nothing of libxml2; `XMLStreamReader` feeds it bytes that are valid only during each call.
struct XMLRecordAssembler {
    private let plan: XMLExtractionPlan
    private let file: String

    /// Open elements, the current one included.
    private var depth = 0
    /// For an absolute record path: how many open elements, from the root, lie on the path.
    private var matchedDepth = 0
    /// The depth of the open record element, or 0 outside records.
    private var recordDepth = 0
    /// For each open element of the record: its node in `plan.nodes`, or -1 when no path goes there.
    private var nodeStack: [Int] = []
    /// The own text of each open element that gathers it (for a column or an ancestor path), innermost last;
    /// buffers past `textDepths.count` are kept for reuse.
    private var textBuffers: [[UInt8]] = []
    /// The depth of each element gathering text, innermost last.
    private var textDepths: [Int] = []
    /// Whether the innermost open element gathers its text.
    private var collecting = false
    /// What the open elements outside records hold for the ancestor paths (`../@id`, `../../PatientID`).
    private var ancestors: XMLAncestorTracker

    private var fields: [String?] = []
    private var repeats: [Int: [String]] = [:]
    private var recordLine = 0
    private var recordCount = 0

    private var queue: [RawRecord] = []
    private var queueHead = 0

    init(plan: XMLExtractionPlan, file: String) {
        self.plan = plan
        self.file = file
        ancestors = XMLAncestorTracker(plan: plan)
    }

    /// Returns true when this element starts a record; the caller then reports its line with `setRecordLine`.
    mutating func startElement(_ name: UnsafePointer<UInt8>, _ attributes: XMLAttributes) -> Bool {
        depth += 1
        var wantsText = false
        var startsRecord = false
        if recordDepth > 0 {
            let parent = nodeStack[nodeStack.count - 1]
            let node = parent < 0 ? -1 : child(of: parent, named: name)
            nodeStack.append(node)
            if node >= 0 { wantsText = enter(node, attributes) }
        } else if isRecordElement(name) {
            // The record takes its ancestors' values before its own start tag adds to them.
            beginRecord()
            wantsText = enter(0, attributes)
            startsRecord = true
        }
        if ancestors.isActive,
            ancestors.elementStarts(named: ancestorStepName(name), attributes, isAncestor: recordDepth == 0)
        {
            wantsText = true
        }
        collecting = wantsText
        if wantsText { beginText() }
        return startsRecord
    }

    mutating func endElement() {
        var text: String?
        if collecting {
            textDepths.removeLast()
            text = textBuffers[textDepths.count].withUnsafeBufferPointer(XMLName.trimmedString)
        }
        if ancestors.isActive { ancestors.elementEnds(text: text, wasAncestor: recordDepth == 0) }
        if recordDepth > 0 {
            let node = nodeStack.removeLast()
            if let text, node >= 0 {
                for column in plan.nodes[node].textColumns { add(text, to: column) }
            }
            if depth == recordDepth { finishRecord() }
        }
        if matchedDepth == depth { matchedDepth -= 1 }
        depth -= 1
        collecting = textDepths.last == depth
    }

    /// Text or CDATA of the innermost open element.
    @inline(__always)
    mutating func characters(_ bytes: UnsafePointer<UInt8>, count: Int) {
        guard collecting else { return }
        textBuffers[textDepths.count - 1].append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    mutating func setRecordLine(_ line: Int) {
        recordLine = line
        if ancestors.isActive { ancestors.setRecordLine(line) }
    }

    /// Hands over the warnings found so far: at most one `read.xml-ancestor-after-record` per file.
    mutating func takeWarnings() -> [Diagnostic] {
        guard ancestors.isActive, let warning = ancestors.takeWarning(file: file) else { return [] }
        return [warning]
    }

    /// The oldest completed record not yet handed out.
    mutating func dequeue() -> RawRecord? {
        guard queueHead < queue.count else {
            if !queue.isEmpty {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
            }
            return nil
        }
        defer { queueHead += 1 }
        return queue[queueHead]
    }

    // MARK: - Matching

    private mutating func isRecordElement(_ name: UnsafePointer<UInt8>) -> Bool {
        switch plan.record {
        case .anywhere(let recordName):
            return XMLName.equals(name, recordName)
        case .absolute(let names):
            if matchedDepth == depth - 1, depth <= names.count, XMLName.equals(name, names[depth - 1]) {
                matchedDepth = depth
            }
            return matchedDepth == names.count && depth == names.count
        }
    }

    private func child(of parent: Int, named name: UnsafePointer<UInt8>) -> Int {
        for candidate in plan.nodes[parent].children where XMLName.equals(name, plan.nodes[candidate].name) {
            return candidate
        }
        return -1
    }

    /// The element name's index in `plan.ancestorStepNames`, or -1.
    private func ancestorStepName(_ name: UnsafePointer<UInt8>) -> Int {
        for (index, step) in plan.ancestorStepNames.enumerated() where XMLName.equals(name, step) { return index }
        return -1
    }

    /// Takes the attributes the columns ask of this element; returns whether a column takes its text.
    private mutating func enter(_ node: Int, _ attributes: XMLAttributes) -> Bool {
        for (name, column) in plan.nodes[node].attributeColumns {
            if let raw = attributes.value(named: name), let value = XMLName.attributeString(raw) {
                add(value, to: column)
            }
        }
        return plan.nodes[node].collectsText
    }

    /// Starts gathering the text of the element that just started.
    private mutating func beginText() {
        let index = textDepths.count
        if index == textBuffers.count {
            textBuffers.append([])
        } else {
            textBuffers[index].removeAll(keepingCapacity: true)
        }
        textDepths.append(depth)
    }

    // MARK: - Records

    private mutating func beginRecord() {
        recordDepth = depth
        recordCount += 1
        nodeStack.removeAll(keepingCapacity: true)
        nodeStack.append(0)
        fields = Array(repeating: nil, count: plan.columnCount)
        repeats = [:]
        guard ancestors.isActive else { return }
        for ancestor in plan.ancestorColumns {
            for value in ancestors.values(for: ancestor, recordIndex: recordCount) { add(value, to: ancestor.column) }
        }
    }

    /// Records one value; a column that gets several keeps the first in `fields` and all in `repeats`.
    private mutating func add(_ value: String, to column: Int) {
        guard let first = fields[column] else {
            fields[column] = value
            return
        }
        repeats[column, default: [first]].append(value)
    }

    private mutating func finishRecord() {
        recordDepth = 0
        let location = SourceLocation(file: file, line: recordLine, recordIndex: recordCount)
        queue.append(RawRecord(location: location, fields: fields, repeats: repeats))
    }
}
