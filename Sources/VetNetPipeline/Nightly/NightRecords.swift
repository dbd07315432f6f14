import VetNetCore
import VetNetMapping
import VetNetState

/// The owners and patients accepted from tonight's files, as read (before merging), by source record.
struct NightRecords {
    var owners: [Owner]
    var patients: [Patient]
    /// Source record → its kind and output ID (before merging).
    var records: [SourceKey: (RecordKind, String)] = [:]

    init(owners: [Owner], patients: [Patient]) {
        self.owners = owners
        self.patients = patients
        for owner in owners { records[Self.key(owner.sources)] = (.owner, owner.id) }
        for patient in patients { records[Self.key(patient.sources)] = (.patient, patient.id) }
    }

    var keys: Dictionary<SourceKey, (RecordKind, String)>.Keys { records.keys }

    /// A record read tonight has exactly one source: itself.
    static func key(_ sources: [SourceRef]) -> SourceKey {
        SourceKey(source: sources.first?.source ?? "", sourceId: sources.first?.sourceId ?? "")
    }

    /// What the state stores for each of tonight's records.
    func storedRecords(tracking: RecordTracking) -> [StoredRecord] {
        func fingerprint(_ key: SourceKey) -> String { tracking.fingerprints[key.source]?[key.sourceId] ?? "" }
        var stored: [StoredRecord] = []
        stored.reserveCapacity(owners.count + patients.count)
        for owner in owners {
            let key = Self.key(owner.sources)
            stored.append(
                StoredRecord(
                    key: key, kind: .owner, fingerprint: fingerprint(key), canonicalID: owner.id,
                    json: StoredRecordCodec.encode(owner)))
        }
        for patient in patients {
            let key = Self.key(patient.sources)
            stored.append(
                StoredRecord(
                    key: key, kind: .patient, fingerprint: fingerprint(key), canonicalID: patient.id,
                    json: StoredRecordCodec.encode(patient)))
        }
        return stored
    }

    /// Sources count tonight's records only: records carried from the state and merged away are not theirs.
    func recountMerged(in result: inout RunResult) {
        var merged: [String: Int] = [:]
        for (key, (_, id)) in records where result.canonicalIds[id] != nil { merged[key.source, default: 0] += 1 }
        for index in result.sources.indices
        where [Entity.owner.rawValue, Entity.patient.rawValue].contains(result.sources[index].entity) {
            let tonight = merged[result.sources[index].name] ?? 0
            result.sources[index].accepted += result.sources[index].merged - tonight
            result.sources[index].merged = tonight
        }
    }
}
