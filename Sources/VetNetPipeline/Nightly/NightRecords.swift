import Foundation
import VetNetCore
import VetNetMapping
import VetNetState

/// Tonight's owner and patient records by source record: those mapped and accepted (new, changed, or all of
/// them when the pipeline changed), and those accepted unchanged without mapping, which are looked up in the
/// state's records rather than listed again (a night may have millions).
struct NightRecords: Sendable {
    var owners: RecordStore<Owner>
    var patients: RecordStore<Patient>
    /// The mapped records, with their kind and index in `owners` or `patients`.
    private var positions: [SourceKey: (kind: RecordKind, index: Int)] = [:]
    private let unchanged: [String: [String: Int]]
    private let known: [String: [String: KnownRecord]]
    private let kinds: [String: RecordKind]

    init(
        owners: RecordStore<Owner>, patients: RecordStore<Patient>, tracking: RecordTracking, prior: PriorState,
        config: PipelineConfig
    ) {
        self.owners = owners
        self.patients = patients
        for (index, owner) in owners.enumerated() { positions[Self.key(owner.sources)] = (.owner, index) }
        for (index, patient) in patients.enumerated() { positions[Self.key(patient.sources)] = (.patient, index) }
        unchanged = tracking.unchanged
        known = prior.known
        kinds = Dictionary(
            uniqueKeysWithValues: config.sources.map { ($0.name, $0.entity == .patient ? RecordKind.patient : .owner) })
    }

    var mapped: Dictionary<SourceKey, (kind: RecordKind, index: Int)>.Keys { positions.keys }
    var unchangedCount: Int { unchanged.values.reduce(0) { $0 + $1.count } }

    /// Whether the record was accepted tonight, mapped or unchanged.
    func contains(_ key: SourceKey) -> Bool {
        positions[key] != nil || unchanged[key.source]?[key.sourceId] != nil
    }

    /// Kind and output ID (before merging) of a record accepted tonight.
    func record(_ key: SourceKey) -> (RecordKind, String)? {
        if let (kind, index) = positions[key] { return (kind, kind == .owner ? owners[index].id : patients[index].id) }
        guard unchanged[key.source]?[key.sourceId] != nil, let id = known[key.source]?[key.sourceId]?.id else {
            return nil
        }
        return (kinds[key.source] ?? .owner, id)
    }

    /// The stored form of a mapped record: compact, without its line (kept beside it) or age (computed each night).
    func compact(of key: SourceKey) -> Data? {
        guard let (kind, index) = positions[key] else { return nil }
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

    /// What the state stores for each mapped record `including` takes, one at a time.
    func forEachStoredRecord(
        tracking: RecordTracking, including: (SourceKey) -> Bool, _ body: (StoredRecord) throws -> Void
    ) rethrows {
        func make(_ key: SourceKey, _ kind: RecordKind, _ id: String, _ compact: Data, line: Int?) -> StoredRecord {
            StoredRecord(
                key: key, kind: kind, fingerprint: tracking.fingerprints[key.source]?[key.sourceId]?.hex ?? "",
                canonicalID: id, json: "", line: line, findings: tracking.findings[key.source]?[key.sourceId],
                record: compact)
        }
        for owner in owners {
            let key = Self.key(owner.sources)
            guard including(key) else { continue }
            try body(make(key, .owner, owner.id, Self.compact(owner), line: owner.sources.first?.line))
        }
        for patient in patients {
            let key = Self.key(patient.sources)
            guard including(key) else { continue }
            try body(make(key, .patient, patient.id, Self.compact(patient), line: patient.sources.first?.line))
        }
    }

    /// Sources count tonight's records only: records carried from the state and merged away are not theirs.
    func recountMerged(in result: inout RunResult) {
        var merged: [String: Int] = [:]
        for (key, position) in positions {
            let id = position.kind == .owner ? owners[position.index].id : patients[position.index].id
            if result.canonicalIds[id] != nil { merged[key.source, default: 0] += 1 }
        }
        if !result.canonicalIds.isEmpty {
            for (source, lines) in unchanged {
                guard let records = known[source] else { continue }
                var count = 0
                for sourceId in lines.keys {
                    if let id = records[sourceId]?.id, result.canonicalIds[id] != nil { count += 1 }
                }
                merged[source, default: 0] += count
            }
        }
        for index in result.sources.indices
        where [Entity.owner.rawValue, Entity.patient.rawValue].contains(result.sources[index].entity) {
            let tonight = merged[result.sources[index].name] ?? 0
            let repeated = result.sources[index].repeatedRowsMerged
            result.sources[index].accepted += result.sources[index].merged - repeated - tonight
            result.sources[index].merged = repeated + tonight
        }
    }
}
