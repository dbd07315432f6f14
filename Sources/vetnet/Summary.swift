import VetNetCore
import VetNetPipeline
import VetNetSchedule

/// The one-screen summary printed after a run.
struct Summary {
    let result: RunResult
    let directory: String
    /// False for a dry run, which writes nothing.
    var written = true
    /// Set for a night whose exports were byte for byte the last run's, whose outputs it published again.
    var repeated: NightlyRun.Repeated?

    var text: String {
        let header = ["source", "entity", "read", "accepted", "rejected", "merged", "warnings"]
        var rows = result.sources.map { source in
            [
                source.name, source.entity, "\(source.read)", "\(source.accepted)", "\(source.rejected)",
                "\(source.merged)", "\(source.warnings)",
            ]
        }
        let total = result.sources
        rows.append([
            "total", "", "\(total.map(\.read).reduce(0, +))", "\(total.map(\.accepted).reduce(0, +))",
            "\(total.map(\.rejected).reduce(0, +))", "\(total.map(\.merged).reduce(0, +))",
            "\(total.map(\.warnings).reduce(0, +))",
        ])
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        var lines = ["Pipeline \(result.config.name) (as of \(result.asOf))", line(header)]
        lines += rows.dropLast().map(line)
        lines.append(line(rows[rows.count - 1]))
        // Two sources read from one file stop at the same place: the failure is told once.
        var failures: Set<String> = []
        for source in result.sources {
            if let failure = source.failure?.description, failures.insert(failure).inserted {
                lines.append("stopped early: \(failure)")
            }
            if let explanation = source.rejectionExplanation { lines.append(explanation) }
        }
        if let repeated {
            let records = Self.records(owners: repeated.owners, patients: repeated.patients)
            let why = "tonight's exports are byte for byte the ones it read"
            lines.append(
                written
                    ? "Wrote \(records) to \(directory)/: run \(repeated.run)'s files, published again, since \(why) "
                        + "(reports/validation.html lists their findings; --\(NightlyRun.alwaysReadOption) reads them again)."
                    : "Dry run: would publish run \(repeated.run)'s files (\(records)) in \(directory)/ again, since \(why); "
                        + "nothing was written.")
            return lines.joined(separator: "\n")
        }
        let records = Self.records(owners: result.owners.count, patients: result.patients.count)
        lines.append(
            written
                ? "Wrote \(records) to \(directory)/"
                : "Dry run: would write \(records) to \(directory)/; nothing was written."
        )
        if let schedule = result.schedule {
            let plan = schedule.plan
            lines.append(
                "Planned \(plan.date): \(plan.assignments.count) appointments scheduled, \(plan.unscheduled.count) not placed, \(plan.conflicts.count) booking conflicts (\(directory)/schedule/)"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// "1 owner and 2 patients".
    static func records(owners: Int, patients: Int) -> String {
        "\(owners) \(owners == 1 ? "owner" : "owners") and \(patients) \(patients == 1 ? "patient" : "patients")"
    }
}
