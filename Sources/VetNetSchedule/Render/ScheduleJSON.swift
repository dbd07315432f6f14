import Foundation
import VetNetCore

/// The plan as `schedule/<date>.json` (`schemas/schedule.schema.json`): sorted keys, two-space pretty
/// printing, no timings, so the same request and seed give the same bytes.
public enum ScheduleJSON {
    public static func render(_ plan: SchedulePlan, seed: UInt64) -> [UInt8] {
        let document = Document(plan: plan, seed: seed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain structs of strings and integers cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        // Foundation on Linux prints an empty array as "[", a blank line, "]"; string values cannot contain a
        // raw newline, so the pattern only ever matches an empty array.
        let text = String(decoding: data, as: UTF8.self).replacing(/\[\n\s*\n\s*\]/, with: "[]")
        return Array(text.utf8) + [0x0A]
    }

    private struct Document: Encodable {
        var scheduleVersion = 1
        var date: String
        var slotMinutes: Int
        var seed: UInt64
        var assignments: [AssignmentRow]
        var unscheduled: [UnscheduledRow]
        var conflicts: [ConflictRow]
        var metrics: MetricsRow

        init(plan: SchedulePlan, seed: UInt64) {
            date = plan.date.description
            slotMinutes = plan.slotMinutes
            self.seed = seed
            assignments = plan.assignments.map(AssignmentRow.init)
            unscheduled = plan.unscheduled.map(UnscheduledRow.init)
            conflicts = plan.conflicts.map(ConflictRow.init)
            metrics = MetricsRow(plan.metrics)
        }
    }

    private struct AssignmentRow: Encodable {
        var requestId, patientId, specialistId, species, specialty, start, end: String
        var vtl: Int
        var vtlSource: String
        var triageReasons: [String]
        var fixed: Bool

        init(_ item: Assignment) {
            requestId = item.requestId
            patientId = item.patientId
            specialistId = item.specialistId
            species = item.species
            specialty = item.specialty
            start = ClockTime.text(item.start)
            end = ClockTime.text(item.end)
            vtl = item.triage.vtl
            vtlSource = item.triage.source.rawValue
            triageReasons = item.triage.reasons
            fixed = item.fixed
        }
    }

    private struct UnscheduledRow: Encodable {
        var requestId, patientId, vtlSource, reason, detail: String
        var vtl: Int
        var triageReasons: [String]

        init(_ item: Unscheduled) {
            requestId = item.requestId
            patientId = item.patientId
            vtl = item.triage.vtl
            vtlSource = item.triage.source.rawValue
            triageReasons = item.triage.reasons
            reason = item.reason.rawValue
            detail = item.detail
        }
    }

    private struct ConflictRow: Encodable {
        var requestId, specialistId, start, reason: String
        var conflictsWith: [String]

        init(_ item: Conflict) {
            requestId = item.requestId
            specialistId = item.specialistId
            start = ClockTime.text(item.start)
            reason = item.reason.rawValue
            conflictsWith = item.conflictsWith
        }
    }

    private struct MetricsRow: Encodable {
        var keptFixedPriority, scheduledPriority, weightedDelay, priorityBound, bookedMinutes, availableMinutes: Int
        /// How `priorityBound` was computed, so readers know what efficiency means.
        var boundMethod: String
        var efficiency, utilization: Double
        var scheduledByVTL, requestedByVTL: [String: Int]

        init(_ metrics: PlanMetrics) {
            keptFixedPriority = metrics.keptFixedPriority
            scheduledPriority = metrics.scheduledPriority
            weightedDelay = metrics.weightedDelay
            priorityBound = metrics.priorityBound
            boundMethod = metrics.boundMethod.rawValue
            bookedMinutes = metrics.bookedMinutes
            availableMinutes = metrics.availableMinutes
            efficiency = (metrics.efficiency * 10_000).rounded() / 10_000
            utilization = (metrics.utilization * 10_000).rounded() / 10_000
            scheduledByVTL = Dictionary(
                uniqueKeysWithValues: (1...5).map { (String($0), metrics.scheduledByVTL[$0 - 1]) })
            requestedByVTL = Dictionary(
                uniqueKeysWithValues: (1...5).map { (String($0), metrics.requestedByVTL[$0 - 1]) })
        }
    }
}
