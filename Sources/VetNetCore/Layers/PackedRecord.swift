/// One record of a `PackedFields` batch, for reading its fields as byte ranges of the batch's bytes: a stage that
/// reads many fields of a record works on one buffer, with no closure per field.
package struct PackedRecord {
    let batch: PackedFields
    let record: Int

    /// The batch's bytes, which the ranges below index.
    package var bytes: [UInt8] { batch.bytes }

    /// Where the value of column `index` lies in `bytes`; nil for an absent field or one past the record's last.
    package func range(ofField index: Int) -> Range<Int>? {
        batch.byteRange(index, of: record)
    }
}
