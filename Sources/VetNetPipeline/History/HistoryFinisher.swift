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
        var summaries: HistorySummaries
        var reminders: HistoryReminders
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
        var outcome = Outcome(
            summaries: HistorySummaries(patients: patients.count),
            reminders: HistoryReminders(asOf: asOf, days: reminderDays))
        var weighings: [(date: LocalDate, kg: Double)] = []
        let sorter = HistorySorter(workspace: workspace, chunkRecords: chunkRecords, canonicalIds: canonicalIds)
        for kind in HistoryKind.allCases {
            guard let spool = spools.writers[kind] else { continue }
            let output = try SpoolWriter(in: workspace, name: "finished " + kind.rawValue)
            var group = HistoryGroup(kind: kind)
            let wanted = Self.wantedFields[kind]
            var encoder = CompactWriter()
            // The records come sorted by animal, as the patients are: each animal is searched from the last.
            var lastPosition = 0
            func flush() throws(Diagnostic) {
                let position = group.patientId.flatMap { patients.position(ofSortedID: $0, from: lastPosition) }
                if let position { lastPosition = position }
                let facts = position.map { patients.read(at: $0, Patient.historyFacts) }
                try check(group, patient: facts, outcome: &outcome)
                summarize(
                    group, patient: facts, at: position, owners: owners, weighings: &weighings, outcome: &outcome)
                for (record, bytes) in zip(group.kept, group.keptBytes) {
                    if let bytes {
                        try output.append(bytes)
                    } else {
                        encoder.removeAll()
                        record.encode(to: &encoder)
                        try output.append(encoder)
                    }
                }
                group.removeAll()
            }
            try sorter.sort(spool: spool) { (item) throws(Diagnostic) in
                let record = try item.record(only: wanted)
                if !group.holds(record) { try flush() }
                let carried = spools.firstCarried.map { item.key.sequence >= $0 } ?? false
                try group.add(record, item, carried: carried, merging: &outcome, location: location)
            }
            try flush()
            try output.finish()
            spools.release(kind)
            outcome.files[kind] = HistoryRecordFile(kind: kind, spool: output, count: output.count)
        }
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
    private func check(_ group: HistoryGroup, patient: Patient.HistoryFacts?, outcome: inout Outcome)
        throws(Diagnostic)
    {
        guard let patient else { return }
        let birth = patient.birthDate
        let fields = group.kind.table.fields
        let dates = birth == nil ? [] : Self.datesAfterBirth[group.kind] ?? []
        let species =
            group.kind == .vaccination ? patient.species.map { SpeciesCatalog.standard.resolve($0)?.id ?? $0 } : nil
        for (position, record) in group.kept.enumerated() where !group.keptCarried[position] {
            for index in dates {
                guard let birth, let date = record.values[index]?.date, date < birth else { continue }
                let field = fields[index]
                let record = try group.fullRecord(at: position)
                report(
                    "history.date-before-birth",
                    "The date {value} is before the animal's birth on \(Diagnostic.derived(birth.description)); check the date or the birth date.",
                    record: record, field: field.mappedFrom, value: date.description, outcome: &outcome)
            }
            if record.kind == .vaccination, let code = record.values[Self.vaccineTypeIndex]?.text,
                let type = VaccineCatalog.type(code: code), !type.fits(species: species)
            {
                let record = try group.fullRecord(at: position)
                report(
                    "vaccination.species-mismatch",
                    "The vaccine {value} is not given to a \(patient.species ?? "animal") (\(type.name)); check the vaccine or the animal's species.",
                    record: record, field: "vaccine", value: record["vaccine"]?.text, outcome: &outcome)
            }
        }
    }

    /// Per kind, the fields this stage reads of every record (`HistoryRecord.decode(_:only:)`): its date, the dates
    /// checked against the animal's birth, and what the summaries and reminders take (a visit's weight, a
    /// vaccination's vaccine and due date). A record is read whole only when it is merged or a finding names it.
    static let wantedFields: [HistoryKind: [Bool]] = Dictionary(
        uniqueKeysWithValues: HistoryKind.allCases.map { kind in
            let table = kind.table
            var wanted = [Bool](repeating: false, count: table.fields.count)
            var indexes = (datesAfterBirth[kind] ?? []) + [table.dateIndex].compactMap { $0 }
            switch kind {
            case .visit: indexes.append(weightIndex)
            case .vaccination: indexes += [dueIndex, vaccineTypeIndex, vaccineIndex]
            case .medication, .alert: break
            }
            for index in indexes { wanted[index] = true }
            return (kind, wanted)
        })

    /// Per kind, the positions of its dates that cannot be before the animal's birth: all but a due date and an
    /// expiry date.
    private static let datesAfterBirth: [HistoryKind: [Int]] = Dictionary(
        uniqueKeysWithValues: HistoryKind.allCases.map { kind in
            let fields = kind.table.fields
            return (
                kind,
                fields.indices.filter {
                    fields[$0].kind == .date && fields[$0].key != "expiresOn" && fields[$0].key != "dueOn"
                }
            )
        })

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

    /// The animal's summary and reminders from its visits and vaccinations. `weighings` is room to gather the
    /// animal's weighings in, kept from animal to animal.
    private func summarize(
        _ group: HistoryGroup, patient: Patient.HistoryFacts?, at position: Int?, owners: RecordStore<Owner>,
        weighings: inout [(date: LocalDate, kg: Double)], outcome: inout Outcome
    ) {
        guard let position else { return }
        switch group.kind {
        case .visit:
            weighings.removeAll(keepingCapacity: true)
            for record in group.kept where record.isActive {
                guard let date = record.date else { continue }
                outcome.summaries.noteVisit(at: position, on: date)
                if let weight = record.values[Self.weightIndex]?.number { weighings.append((date, weight)) }
            }
            outcome.summaries.addWeighings(at: position, weighings)
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
            for record in latest.values.sorted(by: { $0.vaccineKey < $1.vaccineKey }) {
                // A due date not after the date given is reported (`vaccination.due-before-given`), not reminded of.
                guard let due = record.values[Self.dueIndex]?.date, let given = record.date, due > given else {
                    continue
                }
                let vaccine =
                    record.values[Self.vaccineTypeIndex]?.text.flatMap { VaccineCatalog.type(code: $0)?.name }
                    ?? record.values[Self.vaccineIndex]?.text ?? ""
                outcome.summaries.offerNextDue(at: position, on: due, vaccine: vaccine)
                remind(
                    due: due, given: given, vaccine: vaccine, patient: patient, at: position, owners: owners,
                    outcome: &outcome)
            }
        case .medication, .alert: break
        }
    }

    private static let weightIndex = HistoryTable.visit.index(of: "weightKg")!
    private static let dueIndex = HistoryTable.vaccination.index(of: "dueOn")!
    private static let vaccineTypeIndex = HistoryTable.vaccination.index(of: "vaccineType")!
    private static let vaccineIndex = HistoryTable.vaccination.index(of: "vaccine")!

    /// Adds a reminder, or counts why there is none; the animal's and owner's names and contact details are
    /// looked up when the report is written.
    private func remind(
        due: LocalDate, given: LocalDate, vaccine: String, patient: Patient.HistoryFacts?, at position: Int,
        owners: RecordStore<Owner>, outcome: inout Outcome
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
        if let owner = owners.position(ofSortedID: patient.ownerId), !owners[owner].isActive {
            outcome.reminders.skippedInactiveOwners += 1
            return
        }
        outcome.reminders.append(due: due, given: given, vaccine: vaccine, patient: position)
    }
}

/// One kind's records of one animal (or one owner's alerts), as the sorted stream gives them, with repeats
/// merged into the first.
struct HistoryGroup {
    let kind: HistoryKind
    private(set) var patientId: String?
    private(set) var ownerId: String?
    /// The kept records, each read in part (`HistoryFinisher.wantedFields`) while its bytes are kept, whole once a
    /// repeat is merged into it.
    private(set) var kept: [HistoryRecord] = []
    /// Each kept record's bytes as read, or nil when a repeat merged into it changed it.
    private(set) var keptBytes: [[UInt8]?] = []
    /// Whether each kept record was carried from the state file rather than read tonight.
    private(set) var keptCarried: [Bool] = []
    private var positionsByID: [String: Int] = [:]

    init(kind: HistoryKind) { self.kind = kind }

    /// Empties the group for the next animal's records, keeping its room: an animal's group is a few records, and a
    /// group made anew for each animal, its arrays and dictionary allocated and freed, cost 5,000 instructions.
    mutating func removeAll() {
        patientId = nil
        ownerId = nil
        kept.removeAll(keepingCapacity: true)
        keptBytes.removeAll(keepingCapacity: true)
        keptCarried.removeAll(keepingCapacity: true)
        positionsByID.removeAll(keepingCapacity: true)
    }

    func holds(_ record: HistoryRecord) -> Bool {
        kept.isEmpty || (record.patientId == patientId && record.ownerId == ownerId)
    }

    /// The kept record at `position`, read whole.
    func fullRecord(at position: Int) throws(Diagnostic) -> HistoryRecord {
        guard let bytes = keptBytes[position] else { return kept[position] }
        return try SortedHistory.record(from: bytes)
    }

    /// Keeps the record, or merges it into the one it repeats: the same ID, or for a vaccination the same vaccine
    /// on the same day (the one just before it in the sorted order). `record` is `item` read in part; `carried`,
    /// whether it was carried from the state file rather than read tonight.
    mutating func add(
        _ record: HistoryRecord, _ item: SortedHistory, carried: Bool, merging outcome: inout HistoryFinisher.Outcome,
        location: (HistoryRecord, String?) -> (source: String, location: SourceLocation)?
    ) throws(Diagnostic) {
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
            keptBytes.append(item.bytes)
            keptCarried.append(carried)
            return
        }
        let record = try item.record()
        var survivor = try fullRecord(at: into)
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

/// A kind's records as the record files list them, in a working file of the run.
struct HistoryRecordFile: Sendable {
    let kind: HistoryKind
    let spool: SpoolWriter
    let count: Int
}
