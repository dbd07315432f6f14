import Foundation
import VetNetCore
import VetNetSchedule

/// The optimizer on generated days of several sizes (`ScheduleInstanceGenerator.realistic`): each day is written
/// as a request file, read back as `vetnet schedule` reads it, then planned twice — by the full optimizer and by
/// its greedy construction alone (confirmed bookings first, then most urgent first at the earliest free start),
/// the baseline.
struct SchedulePhase {
    var sizes: [Int]
    var seed: UInt64
    /// The optimizer's time budget; nil uses `Scheduler.budget(forRequests:)`.
    var budget: Duration?
    var repeats: Int
    var directory: String
    var workspace: Workspace
    var log: Log

    /// One size's measurements.
    struct Row {
        var size: Int
        var readSeconds: Double
        var seconds: Double
        var plan: SchedulePlan
        var greedySeconds: Double
        var greedy: SchedulePlan
    }

    func run() throws -> [Row] {
        let folder = directory + "/schedule-requests"
        if !FileManager.default.fileExists(atPath: folder) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            workspace.created(folder)
        }
        var rows: [Row] = []
        for size in sizes {
            var generator = ScheduleInstanceGenerator(seed: seed &+ UInt64(size))
            let path = "\(folder)/requests-\(size).json"
            try Data(ScheduleRequestFile.encode(generator.realistic(requests: size))).write(
                to: URL(fileURLWithPath: path))
            workspace.created(path)
            let reading = Stopwatch()
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw BenchError("cannot read \(path)")
            }
            let day: ScheduleRequest
            do {
                day = try ScheduleRequestFile.decode(Array(bytes), path: path)
            } catch {
                throw BenchError("\(path) does not decode: \(error.diagnostics.map(\.message).joined(separator: "; "))")
            }
            let readSeconds = reading.seconds
            let limit = budget ?? Scheduler.budget(forRequests: size)
            let (plan, seconds) = Self.fastest(repeats) { Scheduler.plan(day, seed: 1, budget: limit) }
            let (greedy, greedySeconds) = Self.fastest(repeats) {
                Scheduler.plan(day, seed: 1, budget: limit, maxIterations: 0)
            }
            log.progress(
                "  \(size) requests: \(ResultTable.format(seconds * 1000, 1)) ms, efficiency \(ResultTable.format(plan.metrics.efficiency * 100, 2)) %"
            )
            rows.append(
                Row(
                    size: size, readSeconds: readSeconds, seconds: seconds, plan: plan, greedySeconds: greedySeconds,
                    greedy: greedy))
        }
        return rows
    }

    /// Runs `body` `times` times; the first result and the fastest time.
    private static func fastest(_ times: Int, _ body: () -> SchedulePlan) -> (SchedulePlan, Double) {
        var plan: SchedulePlan?
        var best = Double.infinity
        for _ in 0..<max(1, times) {
            let clock = Stopwatch()
            let result = body()
            best = min(best, clock.seconds)
            if plan == nil { plan = result }
        }
        return (plan!, best)
    }

    /// The table: per size the optimizer's time, objectives (1) and (2), the bound, efficiency and scheduled
    /// count, then the greedy baseline's time, objective (1) and efficiency.
    static func table(_ rows: [Row]) -> ResultTable {
        var table = ResultTable(headers: [
            "requests", "read ms", "plan ms", "obj (1)", "obj (2)", "bound", "efficiency", "scheduled", "greedy ms",
            "greedy (1)",
            "greedy eff.",
        ])
        for row in rows {
            let metrics = row.plan.metrics
            let scheduled = row.plan.assignments.count
            table.add([
                "\(row.size)", ResultTable.format(row.readSeconds * 1000, 1), ResultTable.format(row.seconds * 1000, 1),
                "\(metrics.scheduledPriority)", "\(metrics.weightedDelay)", "\(metrics.priorityBound)",
                ResultTable.format(metrics.efficiency * 100, 2) + " %",
                "\(scheduled)/\(scheduled + row.plan.unscheduled.count)",
                ResultTable.format(row.greedySeconds * 1000, 1), "\(row.greedy.metrics.scheduledPriority)",
                ResultTable.format(
                    Double(row.greedy.metrics.scheduledPriority) / Double(max(metrics.priorityBound, 1)) * 100, 2)
                    + " %",
            ])
        }
        return table
    }
}
