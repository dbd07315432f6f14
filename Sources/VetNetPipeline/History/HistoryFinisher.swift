import VetNetCore
import VetNetValidation
import VetNetWrite

/// The history's last stage, after animals are merged: each kind's records sorted by animal and date, the
/// same record twice merged (`history.repeated-record`; for vaccinations the same vaccine on the same day,
/// `vaccination.same-day-duplicate`), the checks that need the animal (dates before its birth, a vaccine of
/// another species), each animal's summary for `patients.json`, and the reminders.
struct HistoryFinisher {
    let asOf: LocalDate
    let reminderDays: Int
    let sources: [String: SourceConfig]
    let workspace: HistoryWorkspace
    let canonicalIds: [String: String]
    var chunkRecords = HistorySorter.defaultChunkRecords

    /// What the stage gives the run.
    struct Outcome {
        var files: [HistoryKind: HistoryRecordFile] = [:]
        /// By the animal's position in the run's (sorted) patients.
        var summaries: [Int: HistorySummary] = [:]
        var reminders: RemindersReport
        /// Per source: findings made here, and records merged into another.
        var findings: [String: [Diagnostic]] = [:]
        var merged: [String: Int] = [:]
        /// The merges for the duplicates report, the first `DuplicatesReport.historyMergeListLimit` of them.
        var merges: [DuplicatesReport.HistoryMerge] = []
        var mergesNotListed = 0
    }

    func finish(_ spools: HistorySpools, patients: RecordStore<Patient>, owners: RecordStore<Owner>)
        throws(Diagnostic) -> Outcome
    {
        try spools.finishWriting()
        var outcome = Outcome(reminders: RemindersReport(asOf: asOf, days: reminderDays))
        let sorter = HistorySorter(workspace: workspace, chunkRecords: chunkRecords, canonicalIds: canonicalIds)
        for kind in HistoryKind.allCases {
            guard let spool = spools.writers[kind] else { continue }
            let output = try SpoolWriter(path: workspace.newFile("final-" + kind.rawValue))
            var group = HistoryGroup(kind: kind)
            var encoder = CompactWriter()
            func flush() throws(Diagnostic) {
                let position = group.patientId.flatMap { patients.position(ofSortedID: $0) }
                let facts = position.map { patients[$0] }
                check(&group, patient: facts, outcome: &outcome)
                summarize(group, patient: facts, at: position, owners: owners, outcome: &outcome)
                for (record, bytes) in zip(group.kept, group.keptBytes) {
                    if let bytes {
                        try output.append(bytes)
                    } else {
                        encoder.removeAll()
                        record.encode(to: &encoder)
                        try output.append(encoder)
                    }
                }
                group = HistoryGroup(kind: kind)
            }
            try sorter.sort(spool: spool.path) { (item) throws(Diagnostic) in
                let record = try item.record()
                if !group.holds(record) { try flush() }
                let carried = spools.firstCarried.map { item.key.sequence >= $0 } ?? false
                group.add(record, bytes: item.bytes, carried: carried, merging: &outcome, location: location)
            }
            try flush()
            try output.finish()
            workspace.remove(spool.path)
            outcome.files[kind] = HistoryRecordFile(kind: kind, path: output.path, count: output.count)
        }
        outcome.reminders.sort()
        return outcome
    }

    /// Where a record's row is, for findings about it.
    func location(of record: HistoryRecord, field: String?) -> (source: String, location: SourceLocation)? {
        guard let first = record.sources.first, let source = sources[first.source] else { return nil }
        let column = field.flatMap { source.fieldColumns[$0] } ?? field
        return (first.source, SourceLocation(file: source.shownPath, line: first.line, field: column))
    }

    /// Dates before the animal's birth (an estimated birth date is too rough to judge by), and a vaccine of
    /// another species; of the records read tonight (those carried from the state were checked when read).
    private func check(_ group: inout HistoryGroup, patient: Patient?, outcome: inout Outcome) {
        guard let patient else { return }
        let birth = patient.birthDateEstimated ? nil : patient.birthDate
        for (record, carried) in zip(group.kept, group.keptCarried) where !carried {
            for field in record.kind.table.fields where field.kind == .date && field.key != "expiresOn" {
                guard let birth, field.key != "dueOn", let date = record[field.key]?.date, date < birth else {
                    continue
                }
                report(
                    "history.date-before-birth",
                    "The date {value} is before the animal's birth on \(Diagnostic.derived(birth.description)); check the date or the birth date.",
                    record: record, field: field.mappedFrom, value: date.description, outcome: &outcome)
            }
            let species = patient.species.map { SpeciesCatalog.standard.resolve($0)?.id ?? $0 }
            if record.kind == .vaccination, let code = record["vaccineType"]?.text,
                let type = VaccineCatalog.type(code: code), !type.fits(species: species)
            {
                report(
                    "vaccination.species-mismatch",
                    "The vaccine {value} is not given to a \(patient.species ?? "animal") (\(type.name)); check the vaccine or the animal's species.",
                    record: record, field: "vaccine", value: record["vaccine"]?.text, outcome: &outcome)
            }
        }
    }

    func report(
        _ code: DiagnosticCode, _ message: String, record: HistoryRecord, field: String?, value: String?,
        outcome: inout Outcome
    ) {
        guard let (source, location) = location(of: record, field: field), let config = sources[source] else { return }
        var finding = Diagnostic(
            code: code, severity: RuleCatalog.byCode[code]?.severity ?? .warning, message: message,
            location: location, value: value)
        let sourceId = record.sources.first?.sourceId ?? ""
        finding.recordID = sourceId.isEmpty ? nil : sourceId
        guard let kept = config.policy.apply(finding) else { return }
        outcome.findings[source, default: []].append(kept)
    }

    /// The animal's summary and reminders from its visits and vaccinations.
    private func summarize(
        _ group: HistoryGroup, patient: Patient?, at position: Int?, owners: RecordStore<Owner>,
        outcome: inout Outcome
    ) {
        guard let patientId = position else { return }
        switch group.kind {
        case .visit:
            var summary = outcome.summaries[patientId] ?? HistorySummary()
            for record in group.kept where record.isActive {
                guard let date = record.date else { continue }
                summary.lastVisit = max(summary.lastVisit ?? date, date)
                if let weight = record["weightKg"]?.number {
                    summary.weightHistory.append(HistorySummary.Weighing(date: date, weightKg: weight))
                }
            }
            if summary.weightHistory.count > HistorySummary.weightHistoryLimit {
                summary.weightHistory.removeFirst(summary.weightHistory.count - HistorySummary.weightHistoryLimit)
            }
            if !summary.isEmpty { outcome.summaries[patientId] = summary }
        case .vaccination:
            // The latest vaccination of each vaccine decides when it is due next.
            var latest: [String: HistoryRecord] = [:]
            for record in group.kept where record.isActive {
                let key = record.vaccineKey
                if let earlier = latest[key], let date = record.date, let before = earlier.date, date < before {
                    continue
                }
                latest[key] = record
            }
            var summary = outcome.summaries[patientId] ?? HistorySummary()
            for record in latest.values.sorted(by: { $0.vaccineKey < $1.vaccineKey }) {
                // A due date not after the date given is reported (`vaccination.due-before-given`), not reminded of.
                guard let due = record["dueOn"]?.date, let given = record.date, due > given else { continue }
                let vaccine =
                    record["vaccineType"]?.text.flatMap { VaccineCatalog.type(code: $0)?.name }
                    ?? record["vaccine"]?.text ?? ""
                if summary.nextDue.map({ due < $0.dueOn }) ?? true { summary.nextDue = (due, vaccine) }
                remind(due: due, given: given, vaccine: vaccine, patient: patient, owners: owners, outcome: &outcome)
            }
            if !summary.isEmpty { outcome.summaries[patientId] = summary }
        case .medication, .alert: break
        }
    }

    private func remind(
        due: LocalDate, given: LocalDate, vaccine: String, patient: Patient?, owners: RecordStore<Owner>,
        outcome: inout Outcome
    ) {
        guard let patient, let horizon = asOf.adding(days: reminderDays), due <= horizon else { return }
        if let oldest = asOf.adding(days: -reminderDays), due < oldest {
            outcome.reminders.skippedLongOverdue += 1
            return
        }
        guard patient.isActive else {
            outcome.reminders.skippedInactivePatients += 1
            return
        }
        let owner = owners.position(ofSortedID: patient.ownerId).map { owners[$0] }
        if let owner, !owner.isActive {
            outcome.reminders.skippedInactiveOwners += 1
            return
        }
        let ownerName =
            owner.map { owner in
                owner.organization ?? [owner.firstName, owner.lastName].compactMap { $0 }.joined(separator: " ")
            } ?? ""
        outcome.reminders.reminders.append(
            Reminder(
                dueOn: due, vaccine: vaccine, lastGiven: given, patientId: patient.id, patientName: patient.name,
                species: patient.species, ownerId: patient.ownerId, ownerName: ownerName,
                phone: owner?.phones.first, email: owner?.email,
                preferredCommunication: owner?.preferredCommunication))
    }
}

/// One kind's records of one animal (or one owner's alerts), as the sorted stream gives them, with repeats
/// merged into the first.
struct HistoryGroup {
    let kind: HistoryKind
    private(set) var patientId: String?
    private(set) var ownerId: String?
    private(set) var kept: [HistoryRecord] = []
    /// Each kept record's bytes as read, or nil when a repeat merged into it changed it.
    private(set) var keptBytes: [[UInt8]?] = []
    /// Whether each kept record was carried from the state file rather than read tonight.
    private(set) var keptCarried: [Bool] = []
    private var positionsByID: [String: Int] = [:]

    init(kind: HistoryKind) { self.kind = kind }

    func holds(_ record: HistoryRecord) -> Bool {
        kept.isEmpty || (record.patientId == patientId && record.ownerId == ownerId)
    }

    /// Keeps the record, or merges it into the one it repeats: the same ID, or for a vaccination the same vaccine
    /// on the same day (the one just before it in the sorted order).
    mutating func add(
        _ record: HistoryRecord, bytes: [UInt8], carried: Bool, merging outcome: inout HistoryFinisher.Outcome,
        location: (HistoryRecord, String?) -> (source: String, location: SourceLocation)?
    ) {
        if kept.isEmpty {
            patientId = record.patientId
            ownerId = record.ownerId
        }
        var into: Int?
        var code: DiagnosticCode = "history.repeated-record"
        if let position = positionsByID[record.id] {
            into = position
        } else if kind == .vaccination, let last = kept.last, last.date == record.date,
            last.vaccineKey == record.vaccineKey
        {
            into = kept.count - 1
            code = "vaccination.same-day-duplicate"
        }
        guard let into else {
            positionsByID[record.id] = kept.count
            kept.append(record)
            keptBytes.append(bytes)
            keptCarried.append(carried)
            return
        }
        var survivor = kept[into]
        for index in survivor.values.indices where survivor.values[index] == nil {
            survivor.values[index] = record.values[index]
        }
        survivor.sources += record.sources
        kept[into] = survivor
        keptBytes[into] = nil
        // A carried record was counted, and its repeat reported, on the night it was read.
        guard !carried, let (source, place) = location(record, nil) else { return }
        outcome.merged[source, default: 0] += 1
        let first = survivor.sources[0]
        if outcome.merges.count < DuplicatesReport.historyMergeListLimit {
            outcome.merges.append(
                DuplicatesReport.HistoryMerge(
                    kind: kind.rawValue, rule: code == "history.repeated-record" ? "sameRecord" : "sameVaccineSameDay",
                    patientId: survivor.patientId, ownerId: survivor.ownerId, date: record.date?.description,
                    vaccine: kind == .vaccination ? record["vaccine"]?.text : nil,
                    kept: DuplicatesReport.Member(id: survivor.id, sources: [first]),
                    merged: DuplicatesReport.Member(id: record.id, sources: record.sources)))
        } else {
            outcome.mergesNotListed += 1
        }
        let message =
            code == "history.repeated-record"
            ? "The same record as \(first.source) line \(first.line.map(String.init) ?? "?"); merged into it."
            : "The same vaccine {value} on the same day as \(first.source) line \(first.line.map(String.init) ?? "?"); merged into it."
        var finding = Diagnostic(
            code: code, severity: .note, message: message, location: place,
            value: code == "history.repeated-record" ? nil : record["vaccine"]?.text)
        finding.recordID = record.sources.first?.sourceId
        outcome.findings[source, default: []].append(finding)
    }
}

/// A kind's records as the record files list them, in a file of the run's workspace.
struct HistoryRecordFile: Sendable {
    let kind: HistoryKind
    let path: String
    let count: Int
}
