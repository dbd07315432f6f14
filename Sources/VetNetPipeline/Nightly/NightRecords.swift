import Foundation
import VetNetCore
import VetNetMapping
import VetNetState

/// Tonight's owner and patient records by source record: those mapped and accepted (new, changed, or all of
/// them when the pipeline changed), and those accepted unchanged without mapping.
struct NightRecords {
    var owners: [Owner]
    var patients: [Patient]
    /// Source record → its kind and output ID (before merging), for every record accepted tonight.
    var records: [SourceKey: (RecordKind, String)] = [:]
    /// The mapped ones among them, with their index in `owners` or `patients`.
    private var positions: [SourceKey: Int] = [:]
    var mapped: Dictionary<SourceKey, Int>.Keys { positions.keys }

    init(owners: [Owner], patients: [Patient], tracking: RecordTracking, prior: PriorState) {
        self.owners = owners
        self.patients = patients
        for (index, owner) in owners.enumerated() {
            let key = Self.key(owner.sources)
            records[key] = (.owner, owner.id)
            positions[key] = index
        }
        for (index, patient) in patients.enumerated() {
            let key = Self.key(patient.sources)
            records[key] = (.patient, patient.id)
            positions[key] = index
        }
        for (source, lines) in tracking.unchanged {
            for sourceId in lines.keys {
                let key = SourceKey(source: source, sourceId: sourceId)
                if let entry = prior.index[key] { records[key] = (entry.kind, entry.canonicalID) }
            }
        }
    }

    /// The stored form of a mapped record: compact, without its line (kept beside it) or age (computed each night).
    func compact(of key: SourceKey) -> Data? {
        guard let index = positions[key], let (kind, _) = records[key] else { return nil }
        return kind == .owner ? Self.compact(owners[index]) : Self.compact(patients[index])
    }

    static func compact(_ owner: Owner) -> Data {
        var owner = owner
        owner.sources = owner.sources.map { SourceRef(source: $0.source, sourceId: $0.sourceId, line: nil) }
        return CompactRecordCodec.encode(owner)
    }

    static func compact(_ patient: Patient) -> Data {
        var patient = patient
        patient.sources = patient.sources.map { SourceRef(source: $0.source, sourceId: $0.sourceId, line: nil) }
        return CompactRecordCodec.encode(patient)
    }

    /// A record read tonight has exactly one source: itself.
    static func key(_ sources: [SourceRef]) -> SourceKey {
        SourceKey(source: sources.first?.source ?? "", sourceId: sources.first?.sourceId ?? "")
    }

    /// What the state stores for each mapped record.
    func storedRecords(tracking: RecordTracking) -> [StoredRecord] {
        var stored: [StoredRecord] = []
        stored.reserveCapacity(owners.count + patients.count)
        func make(_ key: SourceKey, _ kind: RecordKind, _ id: String, _ compact: Data, line: Int?) {
            stored.append(
                StoredRecord(
                    key: key, kind: kind, fingerprint: tracking.fingerprints[key.source]?[key.sourceId] ?? "",
                    canonicalID: id, json: "", line: line, findings: tracking.findings[key.source]?[key.sourceId],
                    record: compact))
        }
        for owner in owners {
            make(Self.key(owner.sources), .owner, owner.id, Self.compact(owner), line: owner.sources.first?.line)
        }
        for patient in patients {
            make(Self.key(patient.sources), .patient, patient.id, Self.compact(patient), line: patient.sources.first?.line)
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
