import ArgumentParser
import Foundation
import VetNetCore
import VetNetPipeline
import VetNetSchedule

struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Plan a day's appointments from a self-contained request file.",
        discussion: """
            Reads REQUEST (JSON, schemas/schedule-request.schema.json: the date, the slot size, the specialists \
            with their specialties, species, shifts and breaks, and the requests), derives a triage level (VTL) \
            for requests without one, plans the day, and writes into DIR/schedule/:
              <date>.json          the plan (schemas/schedule.schema.json): assignments, unscheduled requests
                                   with the reason, conflicting confirmed bookings, metrics
              <date>/<vet>.ics     one iCalendar file per specialist (floating local times)
              <date>.html          a self-contained day view for the front desk

            The plan is the same for the same request and --seed whenever the iteration cap, not the time \
            budget, ends the search.

            Exit codes:
              0   success (some requests may be unscheduled; see the plan)
              64  the command line is wrong
              66  the request file does not exist or cannot be read
              73  an output file cannot be written
              78  the request file is invalid (not JSON, an unknown key, a malformed time, a duration that is \
            not positive, earliest after latest, a confirmed booking with an unknown specialist, …); every \
            problem is printed as file: error: [code] message
            """)

    @Argument(help: "The request file (JSON), e.g. samples/schedule/request.json.")
    var request: String

    @Option(name: .long, help: "Output directory; the outputs go to DIR/schedule/.")
    var out: String

    @Option(name: .long, help: "Seed for the local search's random choices.")
    var seed: UInt64 = 1

    @Option(
        name: .customLong("time-budget-ms"),
        help:
            "Wall-clock limit for the plan, in milliseconds (default: 200, or 0.4 per request on days of more than 1,000 requests, at most 4,000)."
    )
    var timeBudgetMs: Int?

    @Option(
        name: .long, help: "Local-search rounds (default 200 per request + 1,000; 0 keeps the greedy construction).")
    var iterations: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if let timeBudgetMs, timeBudgetMs < 0 { throw ValidationError("--time-budget-ms cannot be negative.") }
        if let iterations, iterations < 0 { throw ValidationError("--iterations cannot be negative.") }
    }

    func run() throws {
        failWritesOverFileSizeLimit()
        guard let data = FileManager.default.contents(atPath: request) else {
            printError(
                "\(request): error: [schedule.request-missing] The request file does not exist or cannot be read.")
            throw ExitStatus.inputMissing.exitCode
        }
        let day: ScheduleRequest
        do {
            day = try ScheduleRequestFile.decode(Array(data), path: request)
        } catch {
            for diagnostic in error.diagnostics { printError(renderedProblem(diagnostic)) }
            throw ExitStatus.badPipelineFile.exitCode
        }
        let budget =
            timeBudgetMs.map { Duration.milliseconds($0) }
            ?? max(Scheduler.defaultBudget, Scheduler.budget(forRequests: day.requests.count))
        let plan = Scheduler.plan(day, seed: seed, budget: budget, maxIterations: iterations)
        do throws(Diagnostic) {
            try ScheduleFiles(plan: plan, request: day, seed: seed).write(to: out + "/schedule")
        } catch {
            printError(error.description)
            throw ExitStatus.cannotWriteOutput.exitCode
        }
        if !quiet { print(summary(plan)) }
    }

    private func renderedProblem(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.location.map { "\($0.file)" } ?? request
        if let field = diagnostic.location?.field { text += " (\(field))" }
        return escapeInvisibles(text + ": error: [\(diagnostic.code)] \(diagnostic.message(showingValue: false))")
    }

    private func summary(_ plan: SchedulePlan) -> String {
        let metrics = plan.metrics
        let perVTL = (1...5).map { "VTL \($0) \(metrics.scheduledByVTL[$0 - 1])/\(metrics.requestedByVTL[$0 - 1])" }
            .joined(separator: ", ")
        return """
            Planned \(plan.date): \(plan.assignments.count) of \(plan.assignments.count + plan.unscheduled.count) requests scheduled (\(perVTL)); \(plan.conflicts.count) confirmed bookings in conflict.
            Priority \(metrics.scheduledPriority) of bound \(metrics.priorityBound) (efficiency \(percent(metrics.efficiency))), weighted delay \(metrics.weightedDelay) min, utilization \(percent(metrics.utilization)).
            Wrote \(out)/schedule/\(plan.date).json, \(plan.date).html and \(plan.date)/*.ics.
            """
    }

    private func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }
}
