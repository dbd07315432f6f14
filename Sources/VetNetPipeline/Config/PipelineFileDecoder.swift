import VetNetCore
import VetNetCSV
import VetNetMapping
import VetNetDedupe
import VetNetValidation
import VetNetWrite
import VetNetZip
import Yams

/// Reads a pipeline file (YAML) into a `PipelineConfig`, reporting every problem with its line.
public enum PipelineFileDecoder {
    static let topKeys = [
        "version", "name", "asOf", "reportLanguage", "sources", "output", "validation", "dedupe", "schedule", "state",
        "reminders",
    ]
    static let dedupeKeys = ["enabled", "mergeThreshold", "reviewThreshold", "estimateWeights"]
    static let validationKeys = ["severity", "maxRejectRate", "maxDeactivateRate", "defaultCountry"]
    static let sourceKeys = [
        "name", "entity", "path", "format", "encoding", "delimiter", "record", "ownerSource", "vetSource",
        "patientSource",
        "maxFieldBytes", "export", "sheet", "headerRow", "repeatedIds", "fields", "wide",
    ]
    static let repeatedIdsKeys = ["keep", "orderBy", "format", "formats"]
    static let fieldSpecKeys = [
        "column", "columns", "value", "join", "present", "asOfColumn", "map", "format", "formats", "unit", "unitColumn",
        "decimal", "default",
    ]
    static let outputKeys = ["dir", "format"]
    /// Pipeline files are small; a larger one is a mistake (or a YAML bomb).
    static let maximumBytes = 1 << 20

    /// Loads and decodes the pipeline file at `path`. Throws `PipelineFileError`; a missing file is reported
    /// with the code `pipeline.file-missing`.
    public static func load(path: String) throws(PipelineFileError) -> PipelineConfig {
        let text: String
        do throws(Diagnostic) {
            let source = try FileByteSource(path: path)
            var bytes: [UInt8] = []
            while true {
                let chunk = try source.read(maxCount: 1 << 16)
                if chunk.isEmpty { break }
                bytes += chunk
                if bytes.count > maximumBytes {
                    throw Diagnostic.error(
                        "pipeline.too-large", "The pipeline file is larger than 1 MiB; it is not a pipeline file.",
                        at: SourceLocation(file: path))
                }
            }
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                throw Diagnostic.error(
                    "pipeline.invalid-encoding", "The pipeline file is not UTF-8 text.", at: SourceLocation(file: path))
            }
            text = decoded
        } catch {
            var diagnostic = error
            if diagnostic.code == "read.input-missing" {
                diagnostic.code = "pipeline.file-missing"
                diagnostic.message = "The pipeline file does not exist."
            }
            throw PipelineFileError([diagnostic])
        }
        return try decode(yaml: text, file: path)
    }

    /// Decodes pipeline YAML. `file` names the pipeline file in messages and anchors relative paths.
    public static func decode(yaml: String, file: String) throws(PipelineFileError) -> PipelineConfig {
        var reading = YAMLReading(file: file)
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw PipelineFileError([
                    .error("pipeline.empty", "The pipeline file is empty.", at: SourceLocation(file: file))
                ])
            }
            root = node
        } catch let error as PipelineFileError {
            throw error
        } catch {
            throw PipelineFileError([syntaxDiagnostic(error, file: file)])
        }
        var name: String?
        var asOf: LocalDate?
        var sources: [SourceConfig] = []
        var outputDirectory: String?
        var recordFormat = RecordFileFormat.json
        var validation = ValidationSettings()
        var dedupe: DedupeSettings? = .standard
        var schedule = ScheduleSettings()
        var scheduleNode: Node?
        var state: StateSettings?
        var reminderDays = 60
        var reportLanguage = ReportLanguage.en
        var sawVersion = false
        var sourcesNode: Node?
        let baseDirectory = directoryOf(file)
        for (key, _, value) in reading.members(of: root, in: "the pipeline file", allowed: topKeys) {
            switch key {
            case "version":
                sawVersion = true
                if reading.string(value, "version") != "1" {
                    reading.error(
                        "pipeline.unsupported-version", "This vetnet reads pipeline files of version 1.", at: value)
                }
            case "name": name = reading.string(value, "name")
            case "asOf":
                if let text = reading.string(value, "asOf") {
                    asOf = LocalDate(iso: text)
                    if asOf == nil {
                        reading.error(
                            "pipeline.invalid-value", "asOf \"\(text)\" is not a date in the form yyyy-MM-dd.",
                            at: value, value: text)
                    }
                }
            case "reportLanguage":
                let languages = Dictionary(uniqueKeysWithValues: ReportLanguage.allCases.map { ($0.rawValue, $0) })
                reportLanguage = reading.choice(value, "reportLanguage", languages) ?? reportLanguage
            case "sources":
                sourcesNode = value
                guard let list = value.sequence else {
                    reading.error("pipeline.wrong-type", "sources must be a list of sources.", at: value)
                    continue
                }
                for item in list {
                    if let source = decodeSource(item, baseDirectory: baseDirectory, reading: &reading) {
                        sources.append(source)
                    }
                }
            case "validation":
                validation = decodeValidation(value, reading: &reading)
            case "dedupe":
                dedupe = decodeDedupe(value, reading: &reading)
            case "schedule":
                scheduleNode = value
                schedule = decodeSchedule(value, reading: &reading)
            case "state":
                state = decodeState(value, baseDirectory: baseDirectory, reading: &reading)
            case "reminders":
                reminderDays = decodeReminders(value, reading: &reading) ?? reminderDays
            case "output":
                for (outputKey, _, outputValue) in reading.members(of: value, in: "output", allowed: outputKeys) {
                    switch outputKey {
                    case "dir":
                        outputDirectory = reading.string(outputValue, "output.dir").map {
                            normalizePath($0, relativeTo: baseDirectory)
                        }
                    case "format":
                        let formats = Dictionary(
                            uniqueKeysWithValues: RecordFileFormat.allCases.map { ($0.rawValue, $0) })
                        recordFormat = reading.choice(outputValue, "output.format", formats) ?? recordFormat
                    default: break
                    }
                }
            default: break
            }
        }
        if !sawVersion { reading.error("pipeline.missing-key", "The pipeline file needs `version: 1`.", at: root) }
        if name == nil { reading.error("pipeline.missing-key", "The pipeline file needs a `name`.", at: root) }
        if sourcesNode == nil {
            reading.error("pipeline.missing-key", "The pipeline file needs a list of `sources`.", at: root)
        }
        resolveOwnerSources(&sources, reading: &reading, node: sourcesNode)
        resolveScheduleSources(&sources, reading: &reading, node: sourcesNode)
        checkScheduleSources(sources, scheduleNode: scheduleNode, reading: &reading)
        guard reading.diagnostics.isEmpty else { throw PipelineFileError(reading.diagnostics) }
        for index in sources.indices {
            sources[index].policy = validation.policy
            sources[index].fieldColumns = sources[index].mapping.fields.compactMapValues(\.columns.first)
        }
        var config = PipelineConfig(
            name: name ?? "", file: file, asOf: asOf, sources: sources, outputDirectory: outputDirectory,
            validation: validation, dedupe: dedupe, schedule: schedule, state: state)
        config.recordFormat = recordFormat
        config.reminderDays = reminderDays
        config.reportLanguage = reportLanguage
        config.signature = signature(yaml: yaml)
        return config
    }

    /// What a state file compares between runs: the pipeline file's text, the tool's version and the rules
    /// revision. When it differs from the last run's, every record is mapped and checked again.
    public static func signature(yaml: String, rulesRevision: String = RulesRevision.current) -> String {
        SHA256.hexDigest(SHA256.hash(Array((OutputWriter.toolVersion + "\n" + rulesRevision + "\n" + yaml).utf8)))
    }

    /// `state:` is `true` (the state file beside the output directory), `false`, or the state file's path.
    private static func decodeState(_ node: Node, baseDirectory: String, reading: inout YAMLReading) -> StateSettings? {
        guard let text = reading.string(node, "state") else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return StateSettings()
        case "false", "no", "off": return nil
        case "":
            reading.error(
                "pipeline.invalid-value", "state must be true, false, or the path of the state file.", at: node)
            return nil
        default: return StateSettings(path: normalizePath(text, relativeTo: baseDirectory))
        }
    }

    /// `validation:` sets severities per code (`error`, `warning`, `off`), a reject threshold, a deactivation
    /// threshold and a default country.
    private static func decodeValidation(_ node: Node, reading: inout YAMLReading) -> ValidationSettings {
        var settings = ValidationSettings()
        for (key, _, value) in reading.members(of: node, in: "validation", allowed: validationKeys) {
            switch key {
            case "maxRejectRate":
                guard let text = reading.string(value, "maxRejectRate") else { continue }
                if let rate = Double(text), (0...1).contains(rate) {
                    settings.maxRejectRate = rate
                } else {
                    reading.error(
                        "pipeline.invalid-value",
                        "maxRejectRate \"\(text)\" must be a share between 0 and 1, such as 0.05 for 5%.", at: value,
                        value: text)
                }
            case "maxDeactivateRate":
                guard let text = reading.string(value, "maxDeactivateRate") else { continue }
                if let rate = Double(text), (0...1).contains(rate) {
                    settings.maxDeactivateRate = rate
                } else {
                    reading.error(
                        "pipeline.invalid-value",
                        "maxDeactivateRate \"\(text)\" must be a share between 0 and 1, such as 0.2 for 20%.",
                        at: value, value: text)
                }
            case "defaultCountry":
                guard let text = reading.string(value, "defaultCountry") else { continue }
                if let country = Country(text) {
                    settings.defaultCountry = country
                } else {
                    reading.error(
                        "pipeline.invalid-value",
                        "validation.defaultCountry \"\(text)\" is not a country: write its ISO 3166 code (US, AU, DE, AUS) or its English name.",
                        at: value, value: text)
                }
            case "severity":
                let codes = RuleCatalog.all.map(\.code.rawValue)
                let levels = Dictionary(uniqueKeysWithValues: SeverityPolicy.Level.allCases.map { ($0.rawValue, $0) })
                for (code, keyNode, levelNode) in reading.members(of: value, in: "validation.severity", allowed: codes)
                {
                    guard let level = reading.choice(levelNode, "the severity of \(code)", levels) else { continue }
                    if RuleCatalog.byCode[DiagnosticCode(rawValue: code)]?.adjustable == false, level != .error {
                        reading.error(
                            "pipeline.invalid-value",
                            "\(code) cannot be lowered: such a record cannot be imported at all.", at: keyNode,
                            value: code)
                        continue
                    }
                    settings.policy.overrides[DiagnosticCode(rawValue: code)] = level
                }
            default: break
            }
        }
        return settings
    }

    /// `dedupe:` turns the stage off (`enabled: false`) or moves its thresholds (bits of match evidence).
    private static func decodeDedupe(_ node: Node, reading: inout YAMLReading) -> DedupeSettings? {
        var settings = DedupeSettings.standard
        var enabled = true
        for (key, _, value) in reading.members(of: node, in: "dedupe", allowed: dedupeKeys) {
            guard let text = reading.string(value, key) else { continue }
            switch key {
            case "enabled", "estimateWeights":
                guard let flag = Bool(text.lowercased()) else {
                    reading.error("pipeline.invalid-value", "\(key) must be true or false.", at: value, value: text)
                    continue
                }
                if key == "enabled" { enabled = flag } else { settings.estimateWeightsFromOwners = flag ? 1000 : nil }
            default:
                guard let number = Double(text), number.isFinite else {
                    reading.error(
                        "pipeline.invalid-value", "\(key) must be a number of bits of evidence, such as 16.", at: value,
                        value: text)
                    continue
                }
                if key == "mergeThreshold" {
                    settings.mergeThreshold = number
                } else {
                    settings.reviewThreshold = number
                }
            }
        }
        if settings.reviewThreshold > settings.mergeThreshold {
            reading.error(
                "pipeline.invalid-value", "dedupe.reviewThreshold must not be above mergeThreshold.", at: node)
        }
        return enabled ? settings : nil
    }

    private static func decodeSource(_ node: Node, baseDirectory: String, reading: inout YAMLReading) -> SourceConfig? {
        let members = reading.members(of: node, in: "a source", allowed: sourceKeys)
        let errorsBefore = reading.diagnostics.count
        var values: [String: Node] = [:]
        for member in members { values[member.key] = member.value }
        for required in ["name", "entity", "path", "fields"] where values[required] == nil {
            reading.error("pipeline.missing-key", "This source needs `\(required)`.", at: node)
        }
        let name = values["name"].flatMap { reading.string($0, "name") } ?? ""
        let entity = values["entity"].flatMap {
            reading.choice($0, "entity", Dictionary(uniqueKeysWithValues: Entity.allCases.map { ($0.rawValue, $0) }))
        }
        let path = values["path"].flatMap { reading.string($0, "path") } ?? ""
        let (file, member) = splitArchiveMember(path)
        if let member, !ZipEntry.isPlainPath(member) || member.hasSuffix("/"), let node = values["path"] {
            reading.error(
                "pipeline.invalid-value",
                "The archive member \"\(member)\" is not a plain relative file name inside the archive (no leading /, no .. and no \\).",
                at: node, value: member)
        }
        let inferred = SourceFormat(inferredFrom: member ?? file)
        let formats = Dictionary(uniqueKeysWithValues: SourceFormat.allCases.map { ($0.rawValue, $0) })
        let format = values["format"].flatMap { reading.choice($0, "format", formats) } ?? inferred
        let sheet = values["sheet"].flatMap { reading.string($0, "sheet") }
        var headerRow = 1
        if let node = values["headerRow"], let text = reading.string(node, "headerRow") {
            if format != .xlsx {
                reading.error(
                    "pipeline.invalid-value", "headerRow applies to Excel workbooks (format: xlsx) only.", at: node)
            } else if let row = Int(text), row > 0 {
                headerRow = row
            } else {
                reading.error(
                    "pipeline.invalid-value",
                    "headerRow \"\(text)\" must be the number of the sheet's row that holds the column names, such as 3.",
                    at: node, value: text)
            }
        }
        if sheet != nil, format != .xlsx, let node = values["sheet"] {
            reading.error("pipeline.invalid-value", "sheet applies to Excel workbooks (format: xlsx) only.", at: node)
        }
        var encoding = TextEncoding.utf8
        if let node = values["encoding"], let text = reading.string(node, "encoding") {
            if let parsed = TextEncoding(name: text) {
                encoding = parsed
            } else {
                reading.error(
                    "pipeline.invalid-value",
                    "encoding \"\(text)\" is not one of: utf-8, windows-1252, iso-8859-1, auto.", at: node, value: text)
            }
        }
        var delimiter: UInt8?
        if let node = values["delimiter"] {
            let options: [String: UInt8?] = [
                "auto": nil, ",": UInt8(ascii: ","), ";": UInt8(ascii: ";"), "\t": 0x09, "\\t": 0x09, "tab": 0x09,
                "|": UInt8(ascii: "|"),
            ]
            if let chosen = reading.choice(node, "delimiter", options) { delimiter = chosen }
        }
        var maxFieldBytes = CSVOptions().maxFieldBytes
        if let node = values["maxFieldBytes"], let text = reading.string(node, "maxFieldBytes") {
            if let limit = Int(text), limit > 0 {
                maxFieldBytes = limit
            } else {
                reading.error(
                    "pipeline.invalid-value", "maxFieldBytes \"\(text)\" must be a positive number of bytes.", at: node,
                    value: text)
            }
        }
        let export =
            values["export"].flatMap { reading.choice($0, "export", ["full": ExportKind.full, "delta": .delta]) }
            ?? .full
        let repeatedIds = values["repeatedIds"].map { decodeRepeatedIDs($0, reading: &reading) } ?? RepeatedIDPolicy()
        let record = values["record"].flatMap { reading.string($0, "record") }
        if format == .xml, record == nil {
            reading.error(
                "pipeline.missing-key",
                "An XML source needs `record`: the path of the element that holds one record, such as Export/Clients/Client.",
                at: node)
        }
        let ownerSource = values["ownerSource"].flatMap { reading.string($0, "ownerSource") }
        let vetSource = values["vetSource"].flatMap { reading.string($0, "vetSource") }
        let patientSource = values["patientSource"].flatMap { reading.string($0, "patientSource") }
        var fields: [String: FieldSpec] = [:]
        if let entity, let fieldsNode = values["fields"] {
            for (key, _, value) in reading.members(
                of: fieldsNode, in: "the fields of a \(entity.rawValue) source", allowed: entity.fieldKeys)
            {
                if let spec = decodeFieldSpec(value, key: key, entity: entity, reading: &reading) { fields[key] = spec }
            }
            if entity == .rota, fields["vetSourceId"] == nil, reading.diagnostics.count == errorsBefore {
                reading.error(
                    "pipeline.missing-key",
                    "The fields of rota source '\(name)' need `vetSourceId`: the column with the vet's ID.",
                    at: fieldsNode)
            } else if let kind = entity.historyKind, reading.diagnostics.count == errorsBefore {
                checkHistoryReferences(kind, fields: fields, source: name, node: fieldsNode, reading: &reading)
            } else if entity != .rota, fields["sourceId"] == nil, reading.diagnostics.count == errorsBefore {
                reading.error(
                    "pipeline.missing-key",
                    "The fields of source '\(name)' need `sourceId`: the column with each record's ID in the old system.",
                    at: fieldsNode)
            }
        }
        var wide: [WideVaccineColumns] = []
        if let node = values["wide"] {
            if entity == .vaccination {
                wide = decodeWide(node, reading: &reading)
            } else {
                reading.error(
                    "pipeline.invalid-value",
                    "wide applies to vaccination sources only: it names the columns that each hold one vaccine's date.",
                    at: node)
            }
        }
        for (key, spec) in fields.sorted(by: { $0.key < $1.key })
        where wide.isEmpty && spec.columns.isEmpty && spec.defaultValue == nil {
            reading.error(
                "pipeline.missing-key",
                "The field spec of \(key) needs `column` (or `columns`); only a source with `wide:` takes its dates' columns from there.",
                at: values["fields"] ?? node)
        }
        guard let entity, reading.diagnostics.count == errorsBefore else { return nil }
        if repeatedIds.keep != .reject, ![.owner, .patient].contains(entity) {
            reading.error(
                "pipeline.invalid-value", "repeatedIds applies to owner and patient sources.",
                at: values["repeatedIds"] ?? node)
            return nil
        }
        var source = SourceConfig(
            mapping: SourceMapping(
                source: name, entity: entity, ownerSource: ownerSource, vetSource: vetSource,
                patientSource: patientSource,
                fields: fields),
            declaredPath: path, path: normalizePath(file, relativeTo: baseDirectory), member: member, sheet: sheet,
            format: format, encoding: encoding, delimiter: delimiter, recordPath: record, maxFieldBytes: maxFieldBytes,
            export: export)
        source.repeatedIds = repeatedIds
        source.headerRow = headerRow
        source.mapping.wide = wide
        return source
    }

    /// The date layouts of a `format` or `formats` key. `yearAloneRefused` says why a year alone (`yyyy`) is refused
    /// there; nil where it is read (a patient's birthDate, as 1 January of that year).
    private static func datePatterns(
        _ node: Node, _ key: String, yearAloneRefused: String?, reading: inout YAMLReading
    ) -> [DatePattern] {
        var patterns: [DatePattern] = []
        for pattern in reading.strings(node, key) ?? [] {
            if let parsed = DatePattern(pattern), parsed.isYearOnly, let why = yearAloneRefused {
                reading.error(
                    "pipeline.invalid-value", "The date format \"\(pattern)\" holds a year alone, \(why).", at: node,
                    value: pattern)
            } else if let parsed = DatePattern(pattern), parsed.isPartialDate, !parsed.isYearOnly {
                reading.error(
                    "pipeline.invalid-value",
                    "The date format \"\(pattern)\" lacks a year, a month or a day, so no value would be read with it: vetnet reads whole dates",
                    at: node, value: pattern)
            } else if let parsed = DatePattern(pattern) {
                patterns.append(parsed)
            } else {
                reading.error(
                    "pipeline.invalid-value",
                    "The date format \"\(pattern)\" has an unknown letter; use yyyy, yy, MM, M, MMM, dd, d, HH, hh, mm, ss, a, and quote literal letters ('T').",
                    at: node, value: pattern)
            }
        }
        return patterns
    }

    /// `repeatedIds: { keep: first | latest | reject, orderBy: COLUMN, format: … }`.
    private static func decodeRepeatedIDs(_ node: Node, reading: inout YAMLReading) -> RepeatedIDPolicy {
        var policy = RepeatedIDPolicy()
        var orderNode: Node?
        for (key, _, value) in reading.members(of: node, in: "repeatedIds", allowed: repeatedIdsKeys) {
            switch key {
            case "keep":
                let choices = Dictionary(uniqueKeysWithValues: RepeatedIDPolicy.Keep.allCases.map { ($0.rawValue, $0) })
                policy.keep = reading.choice(value, "repeatedIds.keep", choices) ?? policy.keep
            case "orderBy":
                orderNode = value
                policy.orderBy = reading.string(value, "repeatedIds.orderBy")
            default:
                policy.formats += datePatterns(
                    value, key, yearAloneRefused: "which orders no rows; repeatedIds needs a month and a day",
                    reading: &reading)
            }
        }
        if policy.keep != .latest, let orderNode, policy.orderBy != nil {
            reading.error(
                "pipeline.invalid-value",
                "repeatedIds.orderBy picks the row `keep: latest` keeps; with keep: \(policy.keep.rawValue) it does nothing.",
                at: orderNode)
        }
        return policy
    }

    private static func decodeFieldSpec(_ node: Node, key: String, entity: Entity, reading: inout YAMLReading)
        -> FieldSpec?
    {
        if node.scalar != nil { return reading.string(node, key).map { FieldSpec(column: $0) } }
        let what = "the field spec of \(key)"
        var spec = FieldSpec(columns: [])
        var constant: String?
        for (option, _, value) in reading.members(of: node, in: what, allowed: fieldSpecKeys) {
            switch option {
            case "column", "columns": spec.columns += reading.strings(value, option) ?? []
            case "map":
                var map: [String: String] = [:]
                for (mapKey, mapValueNode) in value.mapping ?? Node.Mapping([]) {
                    if let from = mapKey.scalar?.string, let to = reading.string(mapValueNode, "a map value") {
                        map[from] = to
                    }
                }
                if value.mapping == nil {
                    reading.error(
                        "pipeline.wrong-type", "map must be a mapping of source values to VetNet values.", at: value)
                }
                spec.setValueMap(map)
            case "format", "formats":
                let timed = entity.dateFieldKeys.union(entity.timeFieldKeys)
                guard timed.contains(key) else {
                    let kinds = entity.timeFieldKeys.isEmpty ? "date fields" : "date and time fields"
                    let message =
                        timed.isEmpty
                        ? "\(option) applies to date and time fields; a \(entity.rawValue) source has none."
                        : "\(option) applies to \(kinds) (\(timed.sorted().joined(separator: ", "))) only."
                    reading.error("pipeline.invalid-value", message, at: value)
                    continue
                }
                let birthDate = entity == .patient && key == "birthDate"
                spec.formats += datePatterns(
                    value, option,
                    yearAloneRefused: birthDate
                        ? nil
                        : "which only a patient's birthDate reads (as 1 January of that year, marked estimated); \(key) needs a month and a day",
                    reading: &reading)
            case "unit":
                if let text = reading.string(value, "unit") {
                    spec.unit = WeightUnit(name: text)
                    if spec.unit == nil {
                        reading.error(
                            "pipeline.invalid-value", "unit \"\(text)\" is not one of: kg, g, lb, oz.", at: value,
                            value: text)
                    }
                }
            case "unitColumn": spec.unitColumn = reading.string(value, "unitColumn")
            case "value": constant = reading.string(value, "value")
            case "join": spec.join = reading.string(value, "join")
            case "present":
                guard entity.booleanFieldKeys.contains(key) else {
                    reading.error(
                        "pipeline.invalid-value",
                        "present applies to yes/no fields (\(entity.booleanFieldKeys.sorted().joined(separator: ", "))) only.",
                        at: value)
                    continue
                }
                guard let text = reading.string(value, "present") else { continue }
                guard let flag = Bool(text.lowercased()) else {
                    reading.error("pipeline.invalid-value", "present must be true or false.", at: value, value: text)
                    continue
                }
                spec.present = flag
            case "asOfColumn":
                guard key == PatientFieldKey.age.rawValue else {
                    reading.error(
                        "pipeline.invalid-value",
                        "asOfColumn applies to an age only: the column with the date the age was recorded on.",
                        at: value)
                    continue
                }
                spec.asOfColumn = reading.string(value, "asOfColumn")
            case "decimal":
                spec.decimal =
                    reading.choice(
                        value, "decimal",
                        ["auto": DecimalSeparator.auto, "point": .point, ".": .point, "comma": .comma, ",": .comma])
                    ?? .auto
            case "default": spec.defaultValue = reading.string(value, "default")
            default: break
            }
        }
        if let constant {
            guard spec.columns.isEmpty, spec.defaultValue == nil, spec.join == nil, !spec.present,
                spec.asOfColumn == nil,
                spec.unitColumn == nil
            else {
                reading.error(
                    "pipeline.invalid-value",
                    "The field spec of \(key) has a `value`, the same on every record: it takes no column, default, join, present or date column.",
                    at: node)
                return nil
            }
            spec.defaultValue = constant
            return spec
        }
        // A wide vaccination source takes its dates' columns from `wide:`, and may give their layout here.
        if spec.columns.isEmpty, entity == .vaccination, ["givenOn", "dueOn"].contains(key), !spec.formats.isEmpty {
            return spec
        }
        if spec.columns.isEmpty {
            reading.error(
                "pipeline.missing-key",
                "The field spec of \(key) needs `column` (or `columns`), or a `value` for every record.", at: node)
            return nil
        }
        return spec
    }

    /// Patient sources refer to an owner source; when the pipeline has exactly one, it need not be named.
    private static func resolveOwnerSources(_ sources: inout [SourceConfig], reading: inout YAMLReading, node: Node?) {
        let ownerSources = sources.filter { $0.entity == .owner }.map(\.name)
        var seen: Set<String> = []
        for source in sources where !seen.insert(source.name).inserted {
            reading.error(
                "pipeline.duplicate-source", "Two sources are named '\(source.name)'; names must be unique.", at: node)
        }
        let takingOwners = sources.indices.filter {
            sources[$0].entity == .patient
                || (sources[$0].entity == .alert && sources[$0].mapping.fields["ownerSourceId"] != nil)
        }
        for index in takingOwners {
            if let named = sources[index].mapping.ownerSource {
                if !ownerSources.contains(named) {
                    var message =
                        "Source '\(sources[index].name)' names ownerSource '\(named)', which is not an owner source of this pipeline."
                    if let near = closestMatch(to: named, in: ownerSources) { message += " Did you mean '\(near)'?" }
                    reading.error("pipeline.unknown-source", message, at: node)
                }
            } else if ownerSources.count == 1 {
                sources[index].mapping.ownerSource = ownerSources[0]
            } else {
                reading.error(
                    "pipeline.missing-key",
                    "Source '\(sources[index].name)' needs `ownerSource`: the pipeline has \(ownerSources.isEmpty ? "no owner source" : "several owner sources") to take owners from.",
                    at: node)
            }
        }
    }

    private static func syntaxDiagnostic(_ error: any Error, file: String) -> Diagnostic {
        if let yamlError = error as? YamlError {
            switch yamlError {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                return .error(
                    "pipeline.yaml-syntax", "The pipeline file is not valid YAML: \(problem).",
                    at: SourceLocation(file: file, line: mark.line, column: mark.column))
            default: break
            }
        }
        return .error(
            "pipeline.yaml-syntax", "The pipeline file is not valid YAML: \(error).", at: SourceLocation(file: file))
    }
}
