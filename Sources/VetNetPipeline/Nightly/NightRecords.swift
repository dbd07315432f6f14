import Foundation
import VetNetCore
import VetNetDedupe
import VetNetMapping
import VetNetState

/// Tonight's owner and patient records by source record: those mapped and accepted (new, changed, or all of
/// them when the pipeline changed), and those accepted unchanged without mapping, which are looked up in the
/// state's records rather than listed again (a night may have millions).
struct NightRecords: Sendable {
    var owners: RecordStore<Owner>
    var patients: RecordStore<Patient>
    /// The mapped records with their kind and index in `owners` or `patients`, sorted by key: a sorted list, not a
    /// dictionary, which at a million and a half records took 200 MB of a first night's peak (`heaptrack`) and
    /// was sorted into this list anyway.
    private var byKey: MappedKeys
    /// The source of each record of `owners` and `patients`, as an index into `sourceNames` (its rank in name
    /// order); `notMapped` for one whose key a later record of tonight's took.
    private var ownerSources: [UInt16]
    private var patientSources: [UInt16]
    private var sourceNames: [String] { byKey.sourceNames }
    private static let notMapped = UInt16.max
    /// The fingerprint of each record of `owners` and `patients`, kept in their order.
    private var fingerprints: RecordFingerprints
    private let unchanged: [String: [IDKey: Int]]
    private let known: [String: [IDKey: KnownRecord]]

    /// `tracking`'s fingerprints are the records'; its other tables are shared, not copied.
    init(owners: RecordStore<Owner>, patients: RecordStore<Patient>, tracking: RecordTracking, prior: PriorState) {
        self.owners = owners
        self.patients = patients
        fingerprints = tracking.fingerprints
        precondition(
            fingerprints.match(owners: owners.count, patients: patients.count),
            "the fingerprints do not match tonight's records one for one")
        unchanged = tracking.unchanged
        known = prior.known
        var (names, ordinals): ([String], [String: UInt16]) = ([], [:])
        func ordinal(of source: String) -> UInt16 {
            if let ordinal = ordinals[source] { return ordinal }
            names.append(source)
            ordinals[source] = UInt16(names.count - 1)
            return UInt16(names.count - 1)
        }
        precondition(max(owners.count, patients.count) <= Int(UInt32.max), "more records in one night than fit")
        var all: [MappedKeys.Entry] = []
        all.reserveCapacity(owners.count + patients.count)
        var ownerSources = [UInt16](repeating: 0, count: owners.count)
        for index in owners.indices {
            let key = Self.idAndKey(at: index, of: owners).key
            ownerSources[index] = ordinal(of: key.source)
            all.append(
                .init(sourceId: key.sourceId, sourceRank: ownerSources[index], kind: .owner, index: UInt32(index)))
        }
        var patientSources = [UInt16](repeating: 0, count: patients.count)
        for index in patients.indices {
            let key = Self.idAndKey(at: index, of: patients).key
            patientSources[index] = ordinal(of: key.source)
            all.append(
                .init(sourceId: key.sourceId, sourceRank: patientSources[index], kind: .patient, index: UInt32(index)))
        }
        // The sources numbered in name order, so that entries sort as their keys do.
        let byName = names.indices.sorted { names[$0] < names[$1] }
        var rank = [UInt16](repeating: 0, count: names.count)
        for (place, ordinal) in byName.enumerated() { rank[ordinal] = UInt16(place) }
        for place in all.indices { all[place].sourceRank = rank[Int(all[place].sourceRank)] }
        for index in ownerSources.indices { ownerSources[index] = rank[Int(ownerSources[index])] }
        for index in patientSources.indices { patientSources[index] = rank[Int(patientSources[index])] }
        // In read order within a key, so that a key read twice keeps its last record; the earlier ones are no
        // longer mapped records.
        let ownerCount = owners.count
        func readOrder(_ entry: MappedKeys.Entry) -> Int {
            entry.kind == .owner ? Int(entry.index) : ownerCount + Int(entry.index)
        }
        all.sort { ($0.sourceRank, $0.sourceId, readOrder($0)) < ($1.sourceRank, $1.sourceId, readOrder($1)) }
        var kept = 0
        for next in all.indices {
            if kept > 0, all[kept - 1].sourceRank == all[next].sourceRank, all[kept - 1].sourceId == all[next].sourceId
            {
                let replaced = all[kept - 1]
                if replaced.kind == .owner {
                    ownerSources[Int(replaced.index)] = Self.notMapped
                } else {
                    patientSources[Int(replaced.index)] = Self.notMapped
                }
                all[kept - 1] = all[next]
            } else {
                all[kept] = all[next]
                kept += 1
            }
        }
        all.removeLast(all.count - kept)
        byKey = MappedKeys(sorted: all, sourceNames: byName.map { names[$0] })
        self.ownerSources = ownerSources
        self.patientSources = patientSources
    }

    /// Puts the records in the order the merge reads them in (`Deduplicator.idOrders`), their keys still finding
    /// them: the night holds its mapped records until its commit has stored them, and the merge's copy of them in
    /// its own order was 300 MB of a first night's peak (`heaptrack`, a million patients). Done after the keys
    /// are sorted, which the read order mostly is already.
    mutating func putInIDOrder() {
        let (ownerOrder, patientOrder) = Deduplicator.idOrders(owners, patients)
        var newOwnerIndex: [Int] = []
        var newPatientIndex: [Int] = []
        if let ownerOrder {
            owners.reorderCopyingBytes(ownerOrder)
            ownerSources = ownerOrder.map { ownerSources[$0] }
            fingerprints.reorder(.owner, ownerOrder)
            newOwnerIndex = Self.inverse(ownerOrder)
        }
        if let patientOrder {
            patients.reorderCopyingBytes(patientOrder)
            patientSources = patientOrder.map { patientSources[$0] }
            fingerprints.reorder(.patient, patientOrder)
            newPatientIndex = Self.inverse(patientOrder)
        }
        guard !newOwnerIndex.isEmpty || !newPatientIndex.isEmpty else { return }
        byKey.move(owners: newOwnerIndex, patients: newPatientIndex)
    }

    /// Where each position of `order` (the old position at each new one) went.
    private static func inverse(_ order: [Int]) -> [Int] {
        var inverse = [Int](repeating: 0, count: order.count)
        for (new, old) in order.enumerated() { inverse[old] = new }
        return inverse
    }

    var mappedCount: Int { byKey.count }

    /// Where a mapped record is: its kind, and its index in `owners` or `patients`.
    typealias Position = (kind: RecordKind, index: Int)

    /// The mapped records with their positions, sorted by key.
    func mappedInKeyOrder() -> MappedKeys { byKey }

    /// Where the mapped record of `key` is.
    private func position(of key: SourceKey) -> Position? {
        byKey.place(of: key).map { byKey[$0].position }
    }

    /// The fingerprint of the raw row the mapped record at `position` was read from.
    func fingerprint(at position: Position) -> Fingerprint? {
        fingerprints.fingerprint(of: position.kind, at: position.index)
    }

    /// The output ID (before merging) of the mapped record at `position`.
    func id(at position: Position) -> String {
        position.kind == .owner ? owners.id(at: position.index) : patients.id(at: position.index)
    }
    var unchangedCount: Int { unchanged.values.reduce(0) { $0 + $1.count } }

    /// Whether the record was accepted tonight, mapped or unchanged.
    func contains(source: String, sourceId: IDKey) -> Bool {
        unchanged[source]?[sourceId] != nil || position(of: SourceKey(source: source, sourceId: sourceId.string)) != nil
    }

    /// The stored form of a mapped record: compact, without its line (kept beside it) or age (computed each night).
    /// `stored`, the state file's form of the record `key` tonight, brought to the current layout when an earlier
    /// vetnet kept it in another: a record stored before a field was added, and not changed since, then has the
    /// bytes `compact(of:)` gives it, instead of counting as changed on the night after an upgrade.
    func inCurrentLayout(_ stored: Data, at position: Position) throws(Diagnostic) -> Data {
        try CompactRecordCodec.inCurrentLayout(stored, isPatient: position.kind == .patient)
    }

    func compact(at position: Position) -> Data {
        let (kind, index) = position
        return kind == .owner
            ? CompactRecordCodec.storedForm(at: index, of: owners, keepingLines: false)
            : CompactRecordCodec.storedForm(at: index, of: patients, keepingLines: false)
    }

    /// The ID, source key and line of the owner at `position`, read from its bytes. A record read tonight has
    /// exactly one source: itself.
    static func idAndKey(at position: Int, of owners: RecordStore<Owner>) -> (id: String, key: SourceKey, line: Int?) {
        idAndKey(
            owners.read(at: position) { reader throws(CompactReader.Damaged) in
                try reader.idAndFirstSource(toSources: Owner.skipToSources)
            })
    }

    /// `idAndKey(at:of:)` of a patient.
    static func idAndKey(at position: Int, of patients: RecordStore<Patient>) -> (
        id: String, key: SourceKey, line: Int?
    ) {
        idAndKey(
            patients.read(at: position) { reader throws(CompactReader.Damaged) in
                try reader.idAndFirstSource(toSources: Patient.skipToSources)
            })
    }

    private static func idAndKey(_ read: (id: String, source: SourceRef?)) -> (id: String, key: SourceKey, line: Int?) {
        (
            read.id, SourceKey(source: read.source?.source ?? "", sourceId: read.source?.sourceId ?? ""),
            read.source?.line
        )
    }

    /// What the state stores for each mapped record whose key is in `keys` (when `inKeys`) or is not, one at a
    /// time, in key order: the order of the state's own table, the quickest to insert. `keys` are keys of mapped
    /// records; nil stands for all of them (a first night's, which need no set).
    func forEachStoredRecord(
        tracking: RecordTracking, keys: Set<SourceKey>?, inKeys: Bool, _ body: (StoredRecord) throws -> Void
    ) rethrows {
        // Which positions the keys are at, looked up once for the few keys rather than once for each record.
        var owners = [Bool](repeating: keys == nil ? inKeys : !inKeys, count: self.owners.count)
        var patients = [Bool](repeating: keys == nil ? inKeys : !inKeys, count: self.patients.count)
        for key in keys ?? [] {
            guard let (kind, index) = position(of: key) else { continue }
            if kind == .owner { owners[index] = inKeys } else { patients[index] = inKeys }
        }
        for index in ownerSources.indices where ownerSources[index] == Self.notMapped { owners[index] = false }
        for index in patientSources.indices where patientSources[index] == Self.notMapped { patients[index] = false }
        // The source's findings, looked up when the source changes rather than for every record.
        var source: String?
        var findings: [IDKey: String] = [:]
        func make(_ key: SourceKey, _ position: Position, _ id: String, _ compact: Data, line: Int?) -> StoredRecord {
            if key.source != source {
                source = key.source
                findings = tracking.findings[key.source] ?? [:]
            }
            return StoredRecord(
                key: key, kind: position.kind, fingerprint: fingerprint(at: position)?.hex ?? "", canonicalID: id,
                json: "", line: line, findings: findings[IDKey(key.sourceId)], record: compact)
        }
        for (key, position) in byKey {
            let (kind, index) = position
            if kind == .owner {
                guard owners[index] else { continue }
                let (id, _, line) = Self.idAndKey(at: index, of: self.owners)
                let compact = CompactRecordCodec.storedForm(at: index, of: self.owners, keepingLines: false)
                try body(make(key, position, id, compact, line: line))
            } else {
                guard patients[index] else { continue }
                let (id, _, line) = Self.idAndKey(at: index, of: self.patients)
                let compact = CompactRecordCodec.storedForm(at: index, of: self.patients, keepingLines: false)
                try body(make(key, position, id, compact, line: line))
            }
        }
    }

    /// Sources count tonight's records only: records carried from the state and merged away are not theirs.
    func recountMerged(in result: inout RunResult) {
        var merged: [String: Int] = [:]
        if !result.canonicalIds.isEmpty {
            let mergedAway = Set(result.canonicalIds.keys.lazy.map(IDKey.init))
            // Tonight's mapped records, by their positions and their keys' sources: no string made per record.
            var counts = [Int](repeating: 0, count: sourceNames.count)
            for index in owners.indices where ownerSources[index] != Self.notMapped {
                if mergedAway.contains(owners.idKey(at: index)) { counts[Int(ownerSources[index])] += 1 }
            }
            for index in patients.indices where patientSources[index] != Self.notMapped {
                if mergedAway.contains(patients.idKey(at: index)) { counts[Int(patientSources[index])] += 1 }
            }
            for (ordinal, count) in counts.enumerated() where count > 0 { merged[sourceNames[ordinal]] = count }
            for (source, lines) in unchanged {
                guard let records = known[source] else { continue }
                var count = 0
                for sourceId in lines.keys {
                    if let id = records[sourceId]?.id, mergedAway.contains(id) { count += 1 }
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
