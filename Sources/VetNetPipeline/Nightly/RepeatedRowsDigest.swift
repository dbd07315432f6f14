import Foundation
import VetNetCore
import VetNetState

/// A digest of the rows merged into a record because they repeat its source ID (`repeatedIds`), each by its
/// source, ID and line. A night whose records are all unchanged reuses the last run's merge, whose records list
/// the merged rows the last run read: only when tonight's are the same rows at the same lines (a row of an ID
/// added, dropped or moved changes none of the kept rows).
enum RepeatedRowsDigest {
    /// The state's artifact holding the last run's digest.
    static let artifact = "repeatedRows"

    /// Tonight's merged rows of records found unchanged (on a night when every record is, all of them).
    static func of(_ mergedRows: [String: [IDKey: [SourceRef]]]) -> UInt64 {
        var digest: UInt64 = 0
        for rows in mergedRows.values {
            for refs in rows.values { for ref in refs { digest &+= hash(ref) } }
        }
        return digest
    }

    /// The merged rows among the records' sources: those read tonight (with a line) repeating the source key of a
    /// source before them.
    static func of(owners: RecordStore<Owner>, patients: RecordStore<Patient>) -> UInt64 {
        var digest: UInt64 = 0
        func add(_ sources: [SourceRef]) {
            guard sources.count > 1 else { return }
            for (index, ref) in sources.enumerated().dropFirst()
            where ref.line != nil
                && sources[..<index].contains(where: { $0.source == ref.source && $0.sourceId == ref.sourceId })
            {
                digest &+= hash(ref)
            }
        }
        for index in owners.indices {
            add(
                owners.read(at: index) { reader throws(CompactReader.Damaged) in
                    try reader.sources(toSources: Owner.skipToSources)
                })
        }
        for index in patients.indices {
            add(
                patients.read(at: index) { reader throws(CompactReader.Damaged) in
                    try reader.sources(toSources: Patient.skipToSources)
                })
        }
        return digest
    }

    static func encode(_ digest: UInt64) -> Data { withUnsafeBytes(of: digest.littleEndian) { Data($0) } }

    /// The digest `encode` wrote; 0, the digest of no merged rows, for a state without one.
    static func decode(_ data: Data?) -> UInt64? {
        guard let data else { return 0 }
        guard data.count == 8 else { return nil }
        return data.reduce(into: (UInt64(0), UInt64(0))) { state, byte in
            state.0 |= UInt64(byte) << state.1
            state.1 += 8
        }.0
    }

    /// FNV-1a of the source, its ID and its line: the same on every machine and in every run.
    private static func hash(_ ref: SourceRef) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        for byte in ref.source.utf8 { mix(byte) }
        mix(0)
        for byte in ref.sourceId.utf8 { mix(byte) }
        mix(0)
        var line = UInt64(ref.line ?? 0)
        for _ in 0..<8 {
            mix(UInt8(line & 0xff))
            line >>= 8
        }
        return hash
    }
}
