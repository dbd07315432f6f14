import VetNetCore
import VetNetMapping

/// The records one source's file gave the state, as a row is found among them unchanged: an active stored record
/// whose fingerprint the row has, read without a problem. The reading accepts such a row as stored, and the thread
/// that prepares rows ahead leaves it unprepared; both ask here, so they agree.
struct StoredRows: Sendable {
    /// A row found unchanged: the stored record it is, and its source ID.
    struct Match: Sendable {
        let key: IDKey
        let record: KnownRecord
    }

    let records: [IDKey: KnownRecord]

    /// The stored record `raw` is, unchanged; nil when the row is to be mapped and checked.
    func unchanged(_ raw: borrowing RawRecord, mapper: RecordMapper) -> Match? {
        guard !raw.hasProblem, let id = mapper.sourceID(of: raw) else { return nil }
        let key = IDKey(id)
        guard let record = records[key], record.isActive, RecordTracking.fingerprint(of: raw) == record.fingerprint
        else { return nil }
        return Match(key: key, record: record)
    }
}
