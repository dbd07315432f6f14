import Foundation
import VetNetCore
import VetNetMapping
import VetNetState
import VetNetWrite

/// Where a nightly run's records come from besides tonight's mapping: the state's stored records and snapshot,
/// and last night's record files.
extension NightlyRun {
    /// The last committed run's merged records and what went with them, as of `asOf`; nil when `stop` is raised
    /// before they are all read.
    static func lastMerge(
        _ store: StateStore, statePath: String, asOf: LocalDate, stop: StateChangeSeen? = nil
    ) throws(Diagnostic) -> PriorMerge? {
        func state<T>(_ body: () throws(StateError) -> T) throws(Diagnostic) -> T {
            try NightlyRun.state(statePath, body)
        }
        var owners: RecordStore<Owner> = []
        var patients: RecordStore<Patient> = []
        let scratch = EncodingArena(capacity: 4096)
        // A record that cannot be read is reported as itself, not as the state's failure to read.
        var failure: Diagnostic?
        var stopped = false
        do throws(Diagnostic) {
            try state { () throws(StateError) in
                try store.forEachSnapshotRecord { record in
                    if stop?.isRaised == true {
                        stopped = true
                        throw CancellationError()
                    }
                    do throws(Diagnostic) {
                        switch record.kind {
                        case .owner:
                            try CompactRecordCodec.appendStored(
                                record.record, to: &owners, sources: nil, scratch: scratch)
                        case .patient:
                            try CompactRecordCodec.appendStored(
                                record.record, to: &patients, sources: nil, asOf: asOf, scratch: scratch)
                        }
                    } catch {
                        failure = error
                        throw error
                    }
                }
            }
        } catch {
            if stopped { return nil }
            throw failure ?? error
        }
        if stop?.isRaised == true { return nil }
        // Read as stored or not at all: a merge reused without its merged IDs or its report would publish owners
        // and animals as though nothing had been merged.
        let unreadable = { (name: String) in
            Diagnostic.error(
                "state.corrupt-record",
                "The state file's record of the last run's merge (\(name)) is not in a form this vetnet writes; the state file is damaged.",
                at: SourceLocation(file: statePath))
        }
        let canonicalData = try state { () throws(StateError) in
            try store.artifact(PriorState.canonicalIdsArtifact)
        }
        guard let canonicalIds = canonicalData.flatMap(CanonicalIdsArtifact.decode) else {
            throw unreadable(PriorState.canonicalIdsArtifact)
        }
        var duplicates: DuplicatesReport?
        if let data = try state({ () throws(StateError) in try store.artifact(PriorState.duplicatesArtifact) }) {
            guard let report = DuplicatesReport(stored: data) else { throw unreadable(PriorState.duplicatesArtifact) }
            duplicates = report
        }
        return PriorMerge(owners: owners, patients: patients, duplicates: duplicates, canonicalIds: canonicalIds)
    }

    /// On a night when nothing changed, the record files and duplicates reports in the output directory are the
    /// last committed run's (its manifest carries that run's number) and are what this run would write:
    /// the owners' file and the duplicates reports always, the patients' and the history's when the date is the
    /// same (ages follow it) and the clinical history did not change (the animals' summaries follow it). A file is
    /// reused only when its bytes still have the hash the manifest gives them.
    func reusableOutputs(_ prior: PriorState, _ result: RunResult, historyChanged: Bool) -> [String: ReusedOutput] {
        guard let last = prior.lastFinished,
            let data = FileManager.default.contents(atPath: outputDirectory + "/manifest.json"),
            let manifest = try? JSONDecoder().decode(RunManifest.self, from: data),
            manifest.run.number == last.id, manifest.pipeline == runner.config.name
        else { return [:] }
        let patientsAsBefore = last.asOf == runner.asOf.description && !historyChanged
        let format = result.config.recordFormat
        let historyFiles = Dictionary(
            uniqueKeysWithValues: result.historyFiles.values.map {
                ($0.kind.fileStem + "." + format.rawValue, $0.count)
            })
        var reused: [String: ReusedOutput] = [:]
        for output in manifest.outputs {
            let records: Int? =
                switch output.file {
                case format.ownersFile: result.owners.count
                case format.patientsFile where patientsAsBefore: result.patients.count
                // Sorted by the animals' IDs, which the reused merge keeps.
                case let file where patientsAsBefore && historyFiles[file] != nil: historyFiles[file]
                // The history's merges are in them too.
                case "reports/duplicates.json", "reports/duplicates.csv",
                    "reports/duplicates.html" where !historyChanged:
                    nil
                default: -1
                }
            guard records != -1, output.records == records,
                Self.sha256(ofFile: outputDirectory + "/" + output.file) == output.sha256
            else { continue }
            reused[output.file] = ReusedOutput(path: outputDirectory + "/" + output.file, sha256: output.sha256)
        }
        return reused
    }

    static func sha256(ofFile path: String) -> String? {
        guard let source = try? FileByteSource(path: path) else { return nil }
        do {
            while try !source.read(maxCount: 1 << 20).isEmpty {}
        } catch {
            return nil
        }
        return source.sha256Hex()
    }

    /// What a later night needs to reuse this run's merge, but for the duplicates report (stored in parts as it is
    /// packed, `DuplicatesReport.compactParts`).
    static func artifacts(_ result: RunResult) -> [String: [UInt8]] {
        var artifacts = [PriorState.canonicalIdsArtifact: CanonicalIdsArtifact.encode(result.canonicalIds)]
        let repeats =
            result.sources.contains { $0.repeatedRowsMerged > 0 }
            ? RepeatedRowsDigest.of(owners: result.owners, patients: result.patients) : 0
        artifacts[RepeatedRowsDigest.artifact] = [UInt8](RepeatedRowsDigest.encode(repeats))
        return artifacts
    }

    /// The records accepted unchanged tonight, as stored, at tonight's lines, with the rows of their IDs merged into
    /// them tonight.
    func loadUnchanged(
        _ tracking: RecordTracking, store: StateStore
    ) throws(Diagnostic) -> (owners: RecordStore<Owner>, patients: RecordStore<Patient>) {
        let (unchanged, mergedRows) = (tracking.unchanged, tracking.mergedRows)
        return try loadStored(
            unchanged.mapValues { lines in
                WantedRecords(count: lines.count, contains: { lines[$0] != nil }) { Array(lines.keys) }
            },
            store: store
        ) { source, sourceId in
            (
                [SourceRef(source: source, sourceId: sourceId.string, line: unchanged[source]?[sourceId])]
                    + (mergedRows[source]?[sourceId] ?? []),
                nil
            )
        }
    }

    /// Stored records that were not accepted tonight (stored without a line: they have none in tonight's
    /// files); those the night deactivates (`NightDelta.deactivated`) and those the state holds inactive come back
    /// deactivated, the others as stored: a record after the point where a file stopped early is not gone.
    func carry(
        prior: PriorState, night: NightRecords, deactivated: [SourceKey], store: StateStore
    ) throws(Diagnostic) -> (owners: RecordStore<Owner>, patients: RecordStore<Patient>) {
        let sources = Set(runner.config.sources.map(\.name))
        var wanted: [String: WantedRecords] = [:]
        for (sourceName, records) in prior.known where sources.contains(sourceName) {
            let carried = Set(records.keys.lazy.filter { !night.contains(source: sourceName, sourceId: $0) })
            wanted[sourceName] = WantedRecords(count: carried.count, contains: carried.contains) { Array(carried) }
        }
        let gone = Set(deactivated)
        let known = prior.known
        return try loadStored(wanted, store: store) { source, sourceId in
            let isActive =
                known[source]?[sourceId]?.isActive == true
                && !gone.contains(SourceKey(source: source, sourceId: sourceId.string))
            return (nil, isActive ? nil : false)
        }
    }

    /// The source IDs a load wants of one source: how many, whether an ID is one, and (to name one the state
    /// lacks) all of them.
    private struct WantedRecords: Sendable {
        var count: Int
        var contains: @Sendable (IDKey) -> Bool
        var all: @Sendable () -> [IDKey]
    }

    /// What the state changes of a stored record tonight: its sources (as stored when nil) and whether it is active
    /// (as stored when nil).
    private typealias Decision =
        @Sendable (_ source: String, _ sourceId: IDKey) -> (
            sources: [SourceRef]?, isActive: Bool?
        )

    /// Loads the stored records `wanted` (source name → its wanted source IDs), patients with their age for
    /// tonight, reading each source's stored forms once in one pass. `decide` gives what tonight changes. The
    /// sources are read two at a time, one through a connection of its own on another thread (the stored records
    /// of a night with a few changes, 2 s on one core at a million patients), and come back in the order of
    /// their names, as read one after the other.
    private func loadStored(
        _ wanted: [String: WantedRecords], store: StateStore, decide: @escaping Decision
    ) throws(Diagnostic) -> (owners: RecordStore<Owner>, patients: RecordStore<Patient>) {
        let kinds = Dictionary(uniqueKeysWithValues: runner.config.sources.map { ($0.name, $0.entity) })
        let sources = wanted.filter { $0.value.count > 0 }.keys.sorted()
        let (statePath, asOf) = (statePath, runner.asOf)
        typealias Loaded = Result<(owners: RecordStore<Owner>, patients: RecordStore<Patient>), Diagnostic>
        let load = { @Sendable (source: String, store: StateStore) -> Loaded in
            Result { () throws(Diagnostic) in
                try Self.loadStored(
                    source: source, wanted: wanted[source]!, isPatient: kinds[source] == .patient, store: store,
                    statePath: statePath, asOf: asOf, decide: decide)
            }
        }
        // Every other source, from the second on, on the other thread; a failure is the first source's in order.
        let beside =
            sources.count > 1
            ? try NightlyRun.state(statePath) { () throws(StateError) in try store.readerBeside() } : nil
        let besideSources = beside == nil ? [] : sources.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let besideWork = beside.map { reader in
            BackgroundWork(name: "vetnet.load-stored") { besideSources.map { load($0, reader) } }
        }
        var loaded: [String: Loaded] = [:]
        for source in sources where !besideSources.contains(source) { loaded[source] = load(source, store) }
        for (source, records) in zip(besideSources, besideWork?.wait() ?? []) { loaded[source] = records }
        var owners = RecordStore<Owner>()
        var patients = RecordStore<Patient>()
        for source in sources {
            guard let records = try loaded.removeValue(forKey: source)?.get() else { continue }
            if owners.isEmpty { owners = records.owners } else { owners.append(contentsOf: records.owners) }
            if patients.isEmpty { patients = records.patients } else { patients.append(contentsOf: records.patients) }
        }
        return (owners, patients)
    }

    /// `loadStored` of one source, through `store`. A record of the current layout whose activity stays is copied
    /// from its stored bytes; the others are decoded and changed.
    private static func loadStored(
        source: String, wanted sourceIds: WantedRecords, isPatient: Bool, store: StateStore, statePath: String,
        asOf: LocalDate, decide: Decision
    ) throws(Diagnostic) -> (owners: RecordStore<Owner>, patients: RecordStore<Patient>) {
        func state<T>(_ body: () throws(StateError) -> T) throws(Diagnostic) -> T {
            try NightlyRun.state(statePath, body)
        }
        var owners = RecordStore<Owner>()
        var patients = RecordStore<Patient>()
        let scratch = EncodingArena(capacity: 4096)
        let isWanted = sourceIds.contains
        var found = 0
        // The source's stored records in one pass, each wanted one taken as it comes: a night may want millions.
        try state { () throws(StateError) in
            try store.forEachCompactRecord(source: source) { sourceId, data in
                guard isWanted(sourceId) else { return }
                found += 1
                let (sources, isActive) = decide(source, sourceId)
                switch (isPatient, isActive) {
                case (true, nil):
                    try CompactRecordCodec.appendStored(
                        data, to: &patients, sources: sources, asOf: asOf, scratch: scratch)
                case (false, nil):
                    try CompactRecordCodec.appendStored(data, to: &owners, sources: sources, scratch: scratch)
                case (true, let isActive?):
                    var patient = try CompactRecordCodec.decodePatient(data, asOf: asOf)
                    if let sources { patient.sources = sources }
                    patient.isActive = patient.isActive && isActive
                    patients.append(patient)
                case (false, let isActive?):
                    var owner = try CompactRecordCodec.decodeOwner(data)
                    if let sources { owner.sources = sources }
                    owner.isActive = owner.isActive && isActive
                    owners.append(owner)
                }
            }
        }
        if found < sourceIds.count {
            var stored = Set<IDKey>()
            try state { () throws(StateError) in
                try store.forEachCompactRecord(source: source) { id, _ in stored.insert(id) }
            }
            let missing = sourceIds.all().filter { !stored.contains($0) }.map(\.string).min() ?? "?"
            throw .error(
                "state.corrupt-record",
                "The state file has no stored form of \(source) record \(missing); the state file is damaged.",
                at: SourceLocation(file: statePath))
        }
        return (owners, patients)
    }
}
