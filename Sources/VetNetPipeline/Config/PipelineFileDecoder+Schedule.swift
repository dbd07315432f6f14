import VetNetCore
import VetNetMapping
import Yams

extension PipelineFileDecoder {
    static let scheduleKeys = ["date", "slotMinutes", "seed", "timeBudgetMs"]

    /// `schedule:` sets the day to plan (default: the day after `asOf`), the slot size, the seed and the time budget.
    static func decodeSchedule(_ node: Node, reading: inout YAMLReading) -> ScheduleSettings {
        var settings = ScheduleSettings()
        for (key, _, value) in reading.members(of: node, in: "schedule", allowed: scheduleKeys) {
            guard let text = reading.string(value, "schedule.\(key)") else { continue }
            switch key {
            case "date":
                settings.date = LocalDate(iso: text)
                if settings.date == nil {
                    reading.error(
                        "pipeline.invalid-value", "schedule.date \"\(text)\" is not a date in the form yyyy-MM-dd.",
                        at: value, value: text)
                }
            case "slotMinutes":
                if let minutes = Int(text), (1...240).contains(minutes), 1440 % minutes == 0 {
                    settings.slotMinutes = minutes
                } else {
                    reading.error(
                        "pipeline.invalid-value",
                        "schedule.slotMinutes \"\(text)\" must be a number of minutes from 1 to 240 that divides the day, such as 5, 10 or 15.",
                        at: value, value: text)
                }
            case "seed":
                if let seed = UInt64(text) {
                    settings.seed = seed
                } else {
                    reading.error(
                        "pipeline.invalid-value", "schedule.seed \"\(text)\" must be a whole number of 0 or more.",
                        at: value, value: text)
                }
            default:
                if let budget = Int(text), budget >= 0 {
                    settings.timeBudgetMs = budget
                } else {
                    reading.error(
                        "pipeline.invalid-value",
                        "schedule.timeBudgetMs \"\(text)\" must be a number of milliseconds of 0 or more.", at: value,
                        value: text)
                }
            }
        }
        return settings
    }

    /// Rota and appointment sources refer to a vet source (`vetSource`), appointments to a patient source
    /// (`patientSource`); when the pipeline has exactly one such source, it need not be named.
    static func resolveScheduleSources(_ sources: inout [SourceConfig], reading: inout YAMLReading, node: Node?) {
        let vets = sources.filter { $0.entity == .vet }.map(\.name)
        let patients = sources.filter { $0.entity == .patient }.map(\.name)
        for index in sources.indices {
            let source = sources[index]
            let needsVets =
                source.entity == .rota
                || (source.entity == .appointment && source.mapping.fields["fixedVetSourceId"] != nil)
            let isHistory = source.entity.historyKind != nil
            let takesVets = source.entity == .rota || source.entity == .appointment || isHistory
            sources[index].mapping.vetSource = resolve(
                "vetSource", named: source.mapping.vetSource, in: vets, kind: "vet", for: source,
                needed: needsVets, allowed: takesVets, reading: &reading, node: node)
            let needsPatients =
                source.entity == .appointment || (isHistory && source.mapping.fields["patientSourceId"] != nil)
            sources[index].mapping.patientSource = resolve(
                "patientSource", named: source.mapping.patientSource, in: patients, kind: "patient", for: source,
                needed: needsPatients, allowed: source.entity == .appointment || isHistory, reading: &reading,
                node: node)
        }
    }

    private static func resolve(
        _ key: String, named: String?, in candidates: [String], kind: String, for source: SourceConfig, needed: Bool,
        allowed: Bool, reading: inout YAMLReading, node: Node?
    ) -> String? {
        if let named {
            guard allowed else {
                reading.error(
                    "pipeline.invalid-value",
                    "Source '\(source.name)' is a \(source.entity.rawValue) source; `\(key)` applies to \(key == "vetSource" ? "rota, appointment and history" : "appointment and history") sources only.",
                    at: node)
                return nil
            }
            guard candidates.contains(named) else {
                var message =
                    "Source '\(source.name)' names \(key) '\(named)', which is not a \(kind) source of this pipeline."
                if let near = closestMatch(to: named, in: candidates) { message += " Did you mean '\(near)'?" }
                reading.error("pipeline.unknown-source", message, at: node)
                return nil
            }
            return named
        }
        guard needed else { return candidates.count == 1 && allowed ? candidates[0] : nil }
        if candidates.count == 1 { return candidates[0] }
        reading.error(
            "pipeline.missing-key",
            "Source '\(source.name)' needs `\(key)`: the pipeline has \(candidates.isEmpty ? "no \(kind) source" : "several \(kind) sources") to take \(kind)s from.",
            at: node)
        return nil
    }

    /// A `schedule:` key without vet, rota and appointment sources would plan nothing; say so.
    static func checkScheduleSources(_ sources: [SourceConfig], scheduleNode: Node?, reading: inout YAMLReading) {
        guard let scheduleNode else { return }
        let present = Set(sources.map(\.entity))
        let missing = [Entity.vet, .rota, .appointment].filter { !present.contains($0) }.map(\.rawValue)
        guard !missing.isEmpty else { return }
        reading.error(
            "pipeline.missing-key",
            "`schedule` plans from vet, rota and appointment sources, but the pipeline has no \(missing.joined(separator: ", ")) source.",
            at: scheduleNode)
    }
}
