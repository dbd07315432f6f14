/// One record of a `PackedFields` batch, for reading its fields as byte ranges of the batch's bytes: a stage that
/// reads many fields of a record works on one buffer, with no closure per field.
package struct PackedRecord {
    let batch: PackedFields
    /// The record's fields are `batch.fieldEnds[first..<end]`.
    private let first: Int
    private let end: Int
    /// Set once every byte of the record's values is found to be ASCII other than a carriage return, so that its
    /// fields need no such check.
    package var isKnownPlainASCII = false

    init(batch: PackedFields, record: Int) {
        self.batch = batch
        first = batch.recordStarts[record]
        end = batch.recordStarts[record + 1]
    }

    /// The batch's bytes, which the ranges below index.
    package var bytes: [UInt8] { batch.bytes }

    /// Where the value of column `index` lies in `bytes`; nil for an absent field or one past the record's last.
    package func range(ofField index: Int) -> Range<Int>? {
        let position = first + index
        guard index >= 0, position < end else { return nil }
        let fieldEnd = batch.fieldEnds[position]
        if fieldEnd & PackedFields.nullBit != 0 { return nil }
        return start(of: position)..<Int(fieldEnd)
    }

    /// Where the record's values lie in `bytes`, from its first value's start to its last one's end.
    package var valuesRange: Range<Int> {
        guard end > first else { return 0..<0 }
        return start(of: first)..<Int(batch.fieldEnds[end - 1] & ~PackedFields.nullBit)
    }

    private func start(of position: Int) -> Int {
        position == 0 ? 0 : Int(batch.fieldEnds[position - 1] & ~PackedFields.nullBit)
    }
}
