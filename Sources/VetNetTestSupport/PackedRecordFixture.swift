public import VetNetCore

/// One record in a batch of its own, its bytes packed as a CSV reader packs them: of a UTF-8 source (read from
/// its bytes where they are ASCII) or not (read as text).
public func packedRecord(_ fields: [String?], line: Int = 2, isUTF8: Bool = true) -> RawRecord {
    var bytes: [UInt8] = []
    var ends: [UInt32] = []
    for field in fields {
        if let field {
            bytes += Array(field.utf8)
            ends.append(UInt32(bytes.count))
        } else {
            ends.append(UInt32(bytes.count) | PackedFields.nullBit)
        }
    }
    let batch = PackedFields(
        bytes: bytes, fieldEnds: ends, recordStarts: [0, fields.count], fallbackRecords: [], isUTF8: isUTF8,
        decode: { bytes, _ in String(decoding: bytes, as: UTF8.self) })
    return RawRecord(location: SourceLocation(file: "in.csv", line: line), packed: batch, record: 0)
}
