public import VetNetCore
import VetNetDedupe
import VetNetMapping
import VetNetValidation
import VetNetWrite

/// Reads, maps and checks every source of a pipeline, owners first so patients can find their owners (and
/// patients and vets before the rota and appointments that refer to them), merges duplicates, and plans the
/// schedule day when the pipeline has vet, rota and appointment sources.
///
/// Record-level problems become diagnostics and rejects; the run throws only when it cannot go on:
/// an input is missing (`read.input-missing`, …) or a mapped column does not exist (`pipeline.unknown-column`).
/// A file that breaks half-way (malformed XML) stops that file only: its earlier records are kept and the
/// failure is recorded in its `SourceStats`.
public struct PipelineRunner: Sendable {
    public var config: PipelineConfig
    public var asOf: LocalDate
    /// Diagnostics kept per source (the counts go on past it).
    public var diagnosticLimit: Int
    /// How often, in records, progress is reported.
    public var progressInterval: Int
    /// Whether owner and patient records are mapped and checked on a second core while the records before them
    /// are applied (except on nights that skip unchanged records). Off, each record is done before the next is
    /// read: the same result on one core.
    public var readsAhead = true
    /// Whether the usual owner, patient and history rows are mapped, checked and encoded straight from their bytes
    /// (`CleanOwnerEncoder`, `CleanPatientEncoder`, `CleanHistoryEncoder`). Off, every record goes through the
    /// mapper and the validator: the same result, which the tests compare.
    var preparesCleanRowsDirectly = true
    /// Rows read ahead and prepared as one batch. The tests make it small to cross many batches with few rows.
    var readAheadBatchRows = 1024
    /// History records sorted in memory at a time; more are sorted in runs on disk and merged.
    var historyChunkRecords = HistorySorter.defaultChunkRecords
    /// Sources named here are read only up to this many records, for a preview (`vetnet run --preview`).
    public var recordLimits: [String: Int] = [:]

    public init(config: PipelineConfig, asOf: LocalDate, diagnosticLimit: Int = 1000, progressInterval: Int = 100_000) {
        self.config = config
        self.asOf = asOf
        self.diagnosticLimit = diagnosticLimit
        self.progressInterval = progressInterval
    }

    /// - Parameter steps: told each step as it ends, with its time (`read the sources … in 8.0 s`), for a log.
    public func run(
        progress: (ProgressEvent) -> Void = { _ in }, diagnostics: any DiagnosticCollector,
        steps: @escaping (String) -> Void = { _ in }
    ) throws(Diagnostic) -> RunResult {
        var clock = StepClock(log: steps)
        var result = try readSources(prior: nil, progress: progress, diagnostics: diagnostics)
        let held = (result.owners.byteCount + result.patients.byteCount) / 1_000_000
        clock.step("read the sources (\(result.sources.reduce(0) { $0 + $1.read }) records, \(held) MB held)")
        try finish(&result, steps: steps)
        let finished = [
            config.dedupe == nil ? nil : "merged duplicates", config.plansSchedule ? "planned the day" : nil,
        ]
        .compactMap { $0 }
        if !finished.isEmpty { clock.step(finished.joined(separator: " and ")) }
        return result
    }

    /// Reads, maps and checks every source: the result holds the accepted records as read, before merging.
    /// With `prior` (a run with a state file), earlier runs' owners count as present, animals keep their
    /// medical IDs, and the result tracks source IDs and fingerprints.
    public func readSources(
        prior: PriorIdentities?, progress: (ProgressEvent) -> Void = { _ in }, diagnostics: any DiagnosticCollector
    ) throws(Diagnostic) -> RunResult {
        try checkInputsExist()
        var state = RunState(prior: prior)
        let validator = RecordValidator(asOf: asOf, defaultCountry: config.validation.defaultCountry)
        var stats: [SourceStats] = []
        var uncheckedPostalCodes = UncheckedPostalCodes(defaultCountry: validator.defaultCountry)
        // Referenced records come first: owners, patients, vets, then the rota and appointments that refer to them.
        let ordered = Entity.allCases.flatMap { entity in config.sources.filter { $0.entity == entity } }
        for source in ordered {
            let collector = SourceDiagnostics(limit: diagnosticLimit, source: source.name, forwardingTo: diagnostics)
            var sourceStats = try read(
                source, into: &state, validator: validator, postalCodes: &uncheckedPostalCodes, progress: progress,
                diagnostics: collector)
            sourceStats.warnings = collector.warnings
            sourceStats.errors = collector.errors
            sourceStats.findings = collector.kept
            sourceStats.unlistedFindings = collector.dropped
            sourceStats.unlistedRows = collector.unlistedRows
            sourceStats.findingCounts = collector.countsByCode
            sourceStats.errorCounts = collector.errorsByCode
            guard sourceStats.isBalanced else {
                throw .error(
                    "internal.unbalanced",
                    "Internal error: source '\(source.name)' read \(sourceStats.read) records but accounted for \(sourceStats.accepted + sourceStats.rejected + sourceStats.merged)."
                )
            }
            stats.append(sourceStats)
        }
        let bySourceOrder = Dictionary(uniqueKeysWithValues: config.sources.enumerated().map { ($1.name, $0) })
        stats.sort { (bySourceOrder[$0.name] ?? 0) < (bySourceOrder[$1.name] ?? 0) }
        var result = RunResult(
            config: config, asOf: asOf, sources: stats, owners: state.owners, patients: state.patients,
            rejected: state.rejected)
        result.vets = state.vets
        result.rota = state.rota
        result.appointments = state.appointments
        result.tracking = state.tracking
        result.historySpools = state.history
        return result
    }

    /// Merges duplicates (keeping `established` IDs as the IDs of the clusters they are in) and plans the day.
    /// - Parameter steps: told each step of the dedupe stage as it ends, with its time, for a log.
    public func finish(
        _ result: inout RunResult, established: Set<String> = [], steps: @escaping (String) -> Void = { _ in }
    ) throws(Diagnostic) {
        // Reading a clinical history makes and frees much on every core; what the allocator keeps of it would
        // otherwise lie under the merge's own memory.
        if result.historySpools != nil { releaseFreedMemory() }
        if let settings = config.dedupe {
            merge(into: &result, settings: settings, established: established, steps: steps)
        } else {
            // The record files list the records in ID order, which the dedupe stage would otherwise have put them in.
            var clock = StepClock(log: steps)
            let (owners, patients) = (result.owners, result.patients)
            (result.owners, result.patients) = ([], [])
            (result.owners, result.patients) = Deduplicator.inIDOrder(consume owners, consume patients)
            clock.step("put \(result.owners.count) owners and \(result.patients.count) patients in ID order")
        }
        try finishHistory(&result, steps: steps)
        if config.plansSchedule { result.schedule = ScheduleStep(settings: config.schedule, asOf: asOf).plan(result) }
    }

    /// Sorts and merges the history records by canonical animal, makes the animals' summaries and the
    /// reminders, and adds this stage's findings and merges to their sources.
    func finishHistory(_ result: inout RunResult, steps: @escaping (String) -> Void = { _ in }) throws(Diagnostic) {
        guard let spools = result.historySpools else { return }
        var clock = StepClock(log: steps)
        result.historySpools = nil
        let finisher = HistoryFinisher(
            asOf: asOf, reminderDays: config.reminderDays,
            sources: Dictionary(config.sources.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            workspace: spools.workspace, canonicalIds: result.canonicalIds, chunkRecords: historyChunkRecords)
        let outcome = try finisher.finish(spools, patients: result.patients, owners: result.owners)
        releaseFreedMemory()
        result.historyRejectedRows = spools.rejectedRows
        result.historyFiles = outcome.files
        result.historySummaries = outcome.summaries
        if outcome.files[.vaccination] != nil { result.historyReminders = outcome.reminders }
        result.duplicates?.historyMerges = outcome.merges
        result.duplicates?.historyMergesNotListed = outcome.mergesNotListed
        for index in result.sources.indices {
            let name = result.sources[index].name
            let merged = outcome.merged[name] ?? 0
            result.sources[index].merged += merged
            result.sources[index].accepted -= merged
            result.sources[index].add(outcome.findings[name] ?? [], limit: diagnosticLimit)
        }
        let count = outcome.files.values.reduce(0) { $0 + $1.count }
        clock.step("sorted \(count) history records by animal and date")
    }

    /// Merges duplicate owners and animals; records merged into another count as `merged` for their source.
    private func merge(
        into result: inout RunResult, settings: DedupeSettings, established: Set<String>,
        steps: @escaping (String) -> Void
    ) {
        // Handed over, not shared: the stage rewrites patients' owner IDs and would otherwise copy every record.
        let owners = result.owners
        let patients = result.patients
        result.owners = []
        result.patients = []
        let dedupe = Deduplicator.run(
            owners: consume owners, patients: consume patients, settings: settings, established: established,
            steps: steps)
        var clock = StepClock { steps("merge: " + $0) }
        var merge = PriorMerge(
            owners: dedupe.owners, patients: dedupe.patients, duplicates: nil, canonicalIds: dedupe.canonicalIds)
        let mergedAway = dedupe.mergedAway
        merge.duplicates = DuplicatesReport(consume dedupe, pipeline: config.name)
        clock.step("made the duplicates report")
        apply(merge, mergedAway: mergedAway, to: &result)
    }

    /// Takes an earlier run's merge result in place of running the dedupe stage (a night on which none of the
    /// records it was made from changed), and plans the day. The sources' merged counts are left to the caller.
    public func finish(_ result: inout RunResult, reusing merge: PriorMerge) throws(Diagnostic) {
        apply(merge, mergedAway: [:], to: &result)
        try finishHistory(&result)
        if config.plansSchedule { result.schedule = ScheduleStep(settings: config.schedule, asOf: asOf).plan(result) }
    }

    private func apply(_ merge: PriorMerge, mergedAway: [String: Int], to result: inout RunResult) {
        result.owners = merge.owners
        result.patients = merge.patients
        for index in result.sources.indices {
            let merged = mergedAway[result.sources[index].name] ?? 0
            result.sources[index].merged = result.sources[index].repeatedRowsMerged + merged
            result.sources[index].accepted -= merged
        }
        result.duplicates = merge.duplicates
        result.canonicalIds = merge.canonicalIds
        for index in result.appointments.indices {
            if let canonical = merge.canonicalIds[result.appointments[index].patientId] {
                result.appointments[index].patientId = canonical
            }
        }
    }

    /// Fails before anything is read or written when an input (or an archive's member) is missing.
    private func checkInputsExist() throws(Diagnostic) {
        for source in config.sources { try SourceInput.checkExists(source) }
    }

    private func read(
        _ declared: SourceConfig, into state: inout RunState, validator: RecordValidator,
        postalCodes: inout UncheckedPostalCodes, progress: (ProgressEvent) -> Void, diagnostics: SourceDiagnostics
    ) throws(Diagnostic) -> SourceStats {
        let (source, orderFindings) = try resolveDayMonthOrder(declared) { column throws(Diagnostic) in
            try columnValues(declared, column)
        }
        for finding in orderFindings { diagnostics.emit(finding) }
        var stats = SourceStats(
            name: source.name, entity: source.entity.rawValue, path: source.declaredPath, format: source.format.rawValue
        )
        stats.file = source.shownPath
        let input: SourceInput
        do throws(Diagnostic) {
            input = try SourceInput(source)
        } catch {
            // A damaged archive, or a member refused (encrypted, a bomb), stops this source as a malformed file does.
            try stop(at: error, stats: &stats, diagnostics: diagnostics)
            return stats
        }
        let bytes = input.bytes
        // Rows of owner and patient exports run to 60–150 bytes. The guess errs towards more rows, so that the
        // run's sets and lists do not grow (which copies them) while reading, where a reservation too large costs
        // little; capped so that a huge file that is not a real export (one endless line) reserves little.
        let expected = min(bytes.sizeAtOpen / 64, 4_000_000)
        state.expect(expected, of: source.entity)
        var repeats = try repeatTracker(source, diagnostics: diagnostics)
        let reader: any RecordReader
        var historyRecords: Int?
        if source.entity.historyKind != nil {
            let readerFindings = BufferingCollector()
            reader = input.makeReader(diagnostics: readerFindings)
            defer { for finding in readerFindings.drain() { diagnostics.emit(finding) } }
            historyRecords = try readHistory(
                source, reader: reader, readerFindings: readerFindings, into: &state, validator: validator,
                stats: &stats, progress: progress, diagnostics: diagnostics)
        } else if readsAhead, recordLimits[source.name] == nil, PreparedRecord.applies(to: source) {
            reader = try readAhead(
                source, input: input, expected: expected, into: &state, validator: validator,
                postalCodes: &postalCodes, repeats: &repeats, stats: &stats, progress: progress,
                diagnostics: diagnostics)
        } else {
            reader = input.makeReader(diagnostics: diagnostics)
            try readInTurn(
                source, reader: reader, expected: expected, into: &state, validator: validator,
                postalCodes: &postalCodes, repeats: &repeats, stats: &stats, progress: progress,
                diagnostics: diagnostics)
        }
        if stats.failure == nil, let cut = state.cutLastRows[source.name] {
            try stop(at: FileEndsInsideRow.failure(at: cut), stats: &stats, diagnostics: diagnostics)
        }
        // A history row is read as the records it gives (a wide row, one per vaccine it dates).
        stats.read = historyRecords ?? reader.readCount
        stats.repeatedRowsMerged = repeats?.merged ?? 0
        stats.merged = stats.repeatedRowsMerged
        stats.rejected = stats.read - stats.accepted - stats.merged
        stats.columns = reader.columns
        // First the digest: a workbook's file is read to its end for it.
        stats.sha256 = stats.failure == nil ? input.sha256Hex() : nil
        stats.bytes = bytes.byteCount
        progress(ProgressEvent(source: source.name, recordsRead: reader.readCount, finished: true))
        return stats
    }

    /// Reads a source record by record, mapping and checking each before the next is read.
    private func readInTurn(
        _ source: SourceConfig, reader: any RecordReader, expected: Int, into state: inout RunState,
        validator: RecordValidator, postalCodes: inout UncheckedPostalCodes, repeats: inout RepeatTracker?,
        stats: inout SourceStats, progress: (ProgressEvent) -> Void, diagnostics: SourceDiagnostics
    ) throws(Diagnostic) {
        var mapper: RecordMapper?
        var countries: UncheckedPostalCodes.Source?
        // Owners and patients are prepared here as they would be ahead, unless most are to be skipped unchanged.
        var preparer: RecordPreparer?
        var seenSourceIDs = [IDKey: Int](minimumCapacity: expected)
        do throws(Diagnostic) {
            while let raw = try reader.next() {
                if mapper == nil {
                    mapper = try RecordMapper(
                        mapping: source.mapping, columns: reader.columns, asOf: asOf, file: source.shownPath)
                    if let mapper, PreparedRecord.applies(to: source), !state.skipsUnchanged {
                        preparer = RecordPreparer(
                            source: source, mapper: mapper, validator: validator, directly: preparesCleanRowsDirectly)
                    }
                    if let mapper, let (reading, note) = postalCodes.start(source, mapper: mapper) {
                        countries = reading
                        if let note { diagnostics.emit(note) }
                    }
                }
                guard let mapper else { break }
                if state.accept(
                    raw, prepared: preparer?.prepareAlone(raw), from: source, mapper: mapper, validator: validator,
                    seen: &seenSourceIDs, repeats: &repeats, diagnostics: diagnostics)
                {
                    stats.accepted += 1
                }
                if countries != nil, let note = postalCodes.see(raw, in: &countries!) { diagnostics.emit(note) }
                if reader.readCount % progressInterval == 0 {
                    progress(ProgressEvent(source: source.name, recordsRead: reader.readCount, finished: false))
                }
                if let limit = recordLimits[source.name], reader.readCount >= limit { break }
            }
            if mapper == nil, source.format != .xml, !reader.columns.isEmpty {
                // A header-only file still has its mapping checked against the header.
                _ = try RecordMapper(
                    mapping: source.mapping, columns: reader.columns, asOf: asOf, file: source.shownPath)
            }
        } catch {
            try stop(at: error, stats: &stats, diagnostics: diagnostics)
        }
    }

    /// Reads a history source in batches of rows, each prepared (mapped and checked) on every core while the next
    /// is read, then applied in file order, with what the reader found in its rows (`readerFindings`) reported
    /// before it: the same outcome as row by row. Returns how many records its rows were read as.
    private func readHistory(
        _ source: SourceConfig, reader: any RecordReader, readerFindings: BufferingCollector,
        into state: inout RunState, validator: RecordValidator, stats: inout SourceStats,
        progress: (ProgressEvent) -> Void, diagnostics: SourceDiagnostics
    ) throws(Diagnostic) -> Int {
        var preparer: HistoryRowPreparer?
        var records = 0
        var batch: [RawRecord] = []
        batch.reserveCapacity(Self.historyBatch)
        var preparing: BackgroundWork<[PreparedHistoryRow]>?
        func applyPrepared() throws(Diagnostic) {
            guard let work = preparing else { return }
            preparing = nil
            for row in work.wait() {
                let (read, accepted) = try state.apply(row, of: source, diagnostics: diagnostics)
                records += read
                stats.accepted += accepted
            }
        }
        // Applies the batch before, reports what the reader found in this one, and hands this one to other threads.
        func prepareBatch() throws(Diagnostic) {
            try applyPrepared()
            for finding in readerFindings.drain() { diagnostics.emit(finding) }
            guard let preparer, !batch.isEmpty else { return }
            let rows = batch
            batch.removeAll(keepingCapacity: true)
            preparing = BackgroundWork(name: "vetnet.history-rows") { Self.prepare(rows, with: preparer) }
        }
        func finish() throws(Diagnostic) {
            try prepareBatch()
            try applyPrepared()
        }
        do throws(Diagnostic) {
            while let raw = try reader.next() {
                if preparer == nil {
                    let mapper = try RecordMapper(
                        mapping: source.mapping, columns: reader.columns, asOf: asOf, file: source.shownPath)
                    preparer = state.historyPreparer(
                        for: source, mapper: mapper, validator: validator,
                        directly: preparesCleanRowsDirectly)
                }
                if state.tracking != nil, raw.hasProblem, let problem = raw.problem,
                    FileEndsInsideRow.isCut(raw, rejectedWith: [problem])
                {
                    state.cutLastRows[source.name] = raw.location
                }
                batch.append(raw)
                if batch.count == Self.historyBatch { try prepareBatch() }
                if reader.readCount % progressInterval == 0 {
                    progress(ProgressEvent(source: source.name, recordsRead: reader.readCount, finished: false))
                }
                if let limit = recordLimits[source.name], reader.readCount >= limit { break }
            }
            try finish()
            if preparer == nil, source.format != .xml, !reader.columns.isEmpty {
                _ = try RecordMapper(
                    mapping: source.mapping, columns: reader.columns, asOf: asOf, file: source.shownPath)
            }
        } catch {
            if error.code.rawValue.hasPrefix("internal.") || error.code.rawValue.hasPrefix("write.") { throw error }
            // The rows read before the failure are kept, as for any source.
            try finish()
            try stop(at: error, stats: &stats, diagnostics: diagnostics)
        }
        return records
    }

    /// A batch of history rows prepared on every core, each chunk encoding its records in a writer of its own.
    private static func prepare(_ rows: [RawRecord], with preparer: HistoryRowPreparer) -> [PreparedHistoryRow] {
        rows.parallelMapChunks(minimumChunk: 256) { chunk in
            var writer = CompactWriter()
            var prepared: [PreparedHistoryRow] = []
            prepared.reserveCapacity(chunk.count)
            for index in chunk.indices { prepared.append(preparer.prepare(chunk[index], using: &writer)) }
            return prepared
        }
    }

    /// History rows prepared side by side at a time.
    static let historyBatch = 8192

    /// Reads an owner or patient source on another thread, which maps and checks records ahead while this
    /// one applies the checks that need the records before (see `PreparingReader`): the same outcome as
    /// `readInTurn`, on two cores. Returns the reader, finished with.
    private func readAhead(
        _ source: SourceConfig, input: SourceInput, expected: Int, into state: inout RunState,
        validator: RecordValidator, postalCodes: inout UncheckedPostalCodes, repeats: inout RepeatTracker?,
        stats: inout SourceStats, progress: (ProgressEvent) -> Void, diagnostics: SourceDiagnostics
    ) throws(Diagnostic) -> any RecordReader {
        let readerFindings = BufferingCollector()
        let reader = input.makeReader(diagnostics: readerFindings)
        let asOf = asOf
        // A night's rows found unchanged are accepted as stored: preparing them would be wasted.
        let stream = PreparingReader(
            reader: reader, readerFindings: readerFindings, source: source, validator: validator,
            batchSize: readAheadBatchRows, preparesDirectly: preparesCleanRowsDirectly,
            storedRows: state.storedRows(of: source)
        ) {
            columns throws(Diagnostic) in
            try RecordMapper(mapping: source.mapping, columns: columns, asOf: asOf, file: source.shownPath)
        }
        var seenSourceIDs = [IDKey: Int](minimumCapacity: expected)
        var applied = 0
        var countries: UncheckedPostalCodes.Source?
        var startedCountries = false
        while true {
            var (batch, prepared) = stream.nextBatch()
            var nextFinding = 0
            for (index, raw) in batch.records.enumerated() {
                while nextFinding < batch.readerFindings.count, batch.readerFindings[nextFinding].before <= index {
                    diagnostics.emit(batch.readerFindings[nextFinding].diagnostic)
                    nextFinding += 1
                }
                guard let mapper = batch.mapper else { break }
                if !startedCountries {
                    startedCountries = true
                    if let (reading, note) = postalCodes.start(source, mapper: mapper) {
                        countries = reading
                        if let note { diagnostics.emit(note) }
                    }
                }
                var (record, match): (PreparedRecord?, StoredRows.Match?) = (nil, nil)
                switch prepared.take(index) {
                case .prepared(let prepared): record = prepared
                case .storedUnchanged(let found): match = found
                case .taken: break
                }
                if state.accept(
                    raw, prepared: record, storedUnchanged: match, from: source, mapper: mapper,
                    validator: validator, seen: &seenSourceIDs, repeats: &repeats, diagnostics: diagnostics)
                {
                    stats.accepted += 1
                }
                if countries != nil, let note = postalCodes.see(raw, in: &countries!) { diagnostics.emit(note) }
                applied += 1
                if applied % progressInterval == 0 {
                    progress(ProgressEvent(source: source.name, recordsRead: applied, finished: false))
                }
            }
            for finding in batch.readerFindings[nextFinding...] { diagnostics.emit(finding.diagnostic) }
            if let failure = batch.failure { try stop(at: failure, stats: &stats, diagnostics: diagnostics) }
            if batch.isLast { return reader }
        }
    }

    /// A pipeline error ends the run; any other error ends the source's reading, its records so far kept.
    private func stop(at error: Diagnostic, stats: inout SourceStats, diagnostics: SourceDiagnostics) throws(Diagnostic)
    {
        if error.code.rawValue.hasPrefix("pipeline.") { throw error }
        diagnostics.emit(error)
        stats.failure = error
    }

    /// One column's values with their lines, read in a pass of their own (findings of that pass are dropped:
    /// the real pass reports them).
    private func columnValues(_ source: SourceConfig, _ column: String) throws(Diagnostic) -> [(String, Int?)] {
        // The real pass reports an input that cannot be opened.
        guard let input = try? SourceInput(source) else { return [] }
        let reader = input.makeReader(diagnostics: DiscardingCollector())
        var values: [(String, Int?)] = []
        var index: Int?
        do throws(Diagnostic) {
            while let raw = try reader.next() {
                if index == nil { index = reader.columns.firstIndex(of: column) }
                guard let index else { break }
                if raw.problem == nil, let value = raw.field(at: index) { values.append((value, raw.location.line)) }
            }
        } catch {
            // The real pass reports the failure; the values before it still count.
        }
        return values
    }
}
