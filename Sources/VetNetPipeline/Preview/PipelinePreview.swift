public import VetNetCore
import VetNetMapping

/// The first records of each source of a pipeline as a run maps and checks them, beside the rows they were read
/// from: what `vetnet run --preview N` prints. Runs the real reading, mapping and checking (`PipelineRunner`),
/// writes nothing, and reads to the end only the sources that others refer to (owners, for their patients).
public struct PipelinePreview: Sendable {
    /// One record: its row as read, what it became, and the findings on it.
    public struct Record: Sendable {
        public var line: Int?
        public var accepted: Bool
        /// The other lines of the source whose rows became one record with this one (`repeatedIds`).
        public var mergedWith: [Int] = []
        /// Every column of the row with its value.
        public var raw: [(column: String, value: String?)]
        /// The record's fields as a run writes them (accepted) or as the mapping read them (rejected), each
        /// with the pipeline's field keys that feed it.
        public var mapped: [MappedField]
        public var findings: [Diagnostic]
    }

    /// One source's records.
    public struct Source: Sendable {
        public var name: String
        public var entity: String
        public var file: String
        public var records: [Record]
        /// Findings on the source as a whole (its header, its encoding, its dates' order).
        public var findings: [Diagnostic]
        /// The pipeline's field keys and the columns each reads.
        public var columnsByKey: [String: [String]]
    }

    public var sources: [Source]

    /// Reads the first `count` records of every source of `config`.
    public init(config: PipelineConfig, asOf: LocalDate, count: Int) throws(Diagnostic) {
        var runner = PipelineRunner(config: config, asOf: asOf)
        let referenced = Set(
            config.sources.flatMap { [$0.mapping.ownerSource, $0.mapping.vetSource, $0.mapping.patientSource] }
                .compactMap { $0 })
        for source in config.sources where !referenced.contains(source.name) {
            runner.recordLimits[source.name] = count
        }
        let result = try runner.readSources(prior: nil, diagnostics: DiscardingCollector())
        var sources: [Source] = []
        for source in config.sources {
            guard let stats = result.sources.first(where: { $0.name == source.name }) else { continue }
            sources.append(
                try Self.preview(source, stats: stats, result: result, runner: runner, asOf: asOf, count: count))
        }
        self.sources = sources
    }

    private static func preview(
        _ source: SourceConfig, stats: SourceStats, result: RunResult, runner: PipelineRunner, asOf: LocalDate,
        count: Int
    ) throws(Diagnostic) -> Source {
        let reader = try SourceInput(source).makeReader(diagnostics: DiscardingCollector())
        var raws: [RawRecord] = []
        do throws(Diagnostic) {
            while raws.count < count, let raw = try reader.next() { raws.append(raw) }
        } catch {
            // The run's own read reported the failure among the source's findings.
        }
        let rejectedLines = Set(result.rejected[source.name]?.lines.compactMap { $0 } ?? [])
        let mapper = try? RecordMapper(
            mapping: source.mapping, columns: reader.columns, asOf: asOf, file: source.shownPath)
        let stored = StoredRecords(result: result, source: source.name, lines: Set(raws.compactMap(\.location.line)))
        var records: [Record] = []
        for raw in raws {
            let accepted = !rejectedLines.contains(raw.location.line ?? -1)
            let findings = stats.findings.filter {
                $0.location?.recordIndex != nil && $0.location?.recordIndex == raw.location.recordIndex
            }
            var mapped: [MappedField] = []
            var ignored: [Diagnostic] = []
            switch source.entity {
            case .owner:
                if let owner = accepted
                    ? stored.owners[raw.location.line ?? -1] : mapper?.mapOwner(raw, findings: &ignored)
                {
                    mapped = MappedField.fields(of: owner)
                }
            case .patient:
                if let patient = accepted
                    ? stored.patients[raw.location.line ?? -1] : mapper?.mapPatient(raw, findings: &ignored)?.patient
                {
                    mapped = MappedField.fields(
                        of: patient, asOf: asOf,
                        ownerSourceId: mapper?.columnIndex(of: "ownerSourceId").flatMap { raw.field(at: $0) })
                }
            case .vet, .rota, .appointment, .vaccination, .visit, .medication, .alert: break
            }
            // A repeated XML element (several <Phone>) shows every value.
            let row = reader.columns.enumerated().map { index, column in
                let values = raw.values(at: index)
                return (column, values.count > 1 ? values.joined(separator: "\", \"") : raw.field(at: index))
            }
            let line = raw.location.line ?? -1
            records.append(
                Record(
                    line: raw.location.line, accepted: accepted,
                    mergedWith: accepted ? (stored.lines[line] ?? []).filter { $0 != line } : [], raw: row,
                    mapped: mapped, findings: findings))
        }
        let sourceFindings = stats.findings.filter { $0.location?.recordIndex == nil }
        return Source(
            name: source.name, entity: source.entity.rawValue, file: source.declaredPath, records: records,
            findings: sourceFindings,
            columnsByKey: source.mapping.fields.mapValues { $0.columns + ($0.unitColumn.map { [$0] } ?? []) })
    }
}

/// The accepted owners and patients of one source read at the given lines, by line: a record that rows of
/// several lines became (`repeatedIds`) is found at each of them.
private struct StoredRecords {
    var owners: [Int: Owner] = [:]
    var patients: [Int: Patient] = [:]
    /// Every line of the source that a record found here was read from, by each of those lines.
    var lines: [Int: [Int]] = [:]

    init(result: RunResult, source: String, lines wanted: Set<Int>) {
        func place(_ sources: [SourceRef]) -> [Int] {
            let read = sources.compactMap { $0.source == source ? $0.line : nil }
            let found = read.filter(wanted.contains)
            for line in found { lines[line] = read.sorted() }
            return found
        }
        for owner in result.owners where owner.sources.first?.source == source {
            for line in place(owner.sources) { owners[line] = owner }
            if owners.count == wanted.count { break }
        }
        for patient in result.patients where patient.sources.first?.source == source {
            for line in place(patient.sources) { patients[line] = patient }
            if patients.count == wanted.count { break }
        }
    }
}
