import VetNetCore

/// Turns element events into `RawRecord`s: follows the record path outside records and the compiled field
/// paths inside one, and queues each record when its element ends. Holds the open record's data and the
/// records completed from the current chunk, nothing more.
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
    /// Text gathered per open element of the record, reused across records.
    private var textBuffers: [[UInt8]] = []
    /// Whether the innermost open element is one whose text a column takes.
    private var collecting = false
    /// For each open element outside a record: its values of `plan.ancestorAttributeNames`, flattened.
    private var ancestorValues: [String?] = []

    private var fields: [String?] = []
    private var repeats: [Int: [String]] = [:]
    private var recordLine = 0
    private var recordCount = 0

    private var queue: [RawRecord] = []
    private var queueHead = 0

    init(plan: XMLExtractionPlan, file: String) {
        self.plan = plan
        self.file = file
    }

    /// Returns true when this element starts a record; the caller then reports its line with `setRecordLine`.
    mutating func startElement(_ name: UnsafePointer<UInt8>, _ attributes: XMLAttributes) -> Bool {
        depth += 1
        if recordDepth > 0 {
            let parent = nodeStack[nodeStack.count - 1]
            let node = parent < 0 ? -1 : child(of: parent, named: name)
            nodeStack.append(node)
            if node < 0 {
                collecting = false
            } else {
                enter(node, attributes)
            }
            return false
        }
        if isRecordElement(name) {
            beginRecord()
            enter(0, attributes)
            return true
        }
        if !plan.ancestorAttributeNames.isEmpty {
            for name in plan.ancestorAttributeNames {
                ancestorValues.append(attributes.value(named: name).flatMap(XMLName.attributeString))
            }
        }
        return false
    }

    mutating func endElement() {
        if recordDepth > 0 {
            let node = nodeStack.removeLast()
            if node >= 0, plan.nodes[node].collectsText { flushText(of: node, level: nodeStack.count) }
            if depth == recordDepth {
                finishRecord()
            } else {
                let parent = nodeStack[nodeStack.count - 1]
                collecting = parent >= 0 && plan.nodes[parent].collectsText
            }
        } else {
            for _ in plan.ancestorAttributeNames { ancestorValues.removeLast() }
        }
        if matchedDepth == depth { matchedDepth -= 1 }
        depth -= 1
    }

    /// Text or CDATA of the innermost open element.
    @inline(__always)
    mutating func characters(_ bytes: UnsafePointer<UInt8>, count: Int) {
        guard collecting else { return }
        textBuffers[nodeStack.count - 1].append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    mutating func setRecordLine(_ line: Int) { recordLine = line }

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

    private mutating func enter(_ node: Int, _ attributes: XMLAttributes) {
        for (name, column) in plan.nodes[node].attributeColumns {
            if let raw = attributes.value(named: name), let value = XMLName.attributeString(raw) {
                add(value, to: column)
            }
        }
        collecting = plan.nodes[node].collectsText
        if collecting {
            let level = nodeStack.count - 1
            while textBuffers.count <= level { textBuffers.append([]) }
            textBuffers[level].removeAll(keepingCapacity: true)
        }
    }

    // MARK: - Records

    private mutating func beginRecord() {
        recordDepth = depth
        recordCount += 1
        nodeStack.removeAll(keepingCapacity: true)
        nodeStack.append(0)
        fields = Array(repeating: nil, count: plan.columnCount)
        repeats = [:]
        let names = plan.ancestorAttributeNames.count
        // Elements outside records push their values; the record's ancestors are exactly those open now.
        let ancestors = ancestorValues.count / max(names, 1)
        for ancestor in plan.ancestorColumns where ancestor.level <= ancestors {
            let slot = (ancestors - ancestor.level) * names + ancestor.nameIndex
            if let value = ancestorValues[slot] { add(value, to: ancestor.column) }
        }
    }

    private mutating func flushText(of node: Int, level: Int) {
        guard let value = textBuffers[level].withUnsafeBufferPointer(XMLName.trimmedString) else { return }
        for column in plan.nodes[node].textColumns { add(value, to: column) }
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
        collecting = false
        let location = SourceLocation(file: file, line: recordLine, recordIndex: recordCount)
        queue.append(RawRecord(location: location, fields: fields, repeats: repeats))
    }
}
