import ArgumentParser
import Foundation
import VetNetCore
import VetNetPipeline
import VetNetState

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the past runs of a pipeline that has a state file.",
        discussion: """
            One line per run, newest first: its number, when it started (UTC), how long it took, its exit \
            status, and per source the records read, accepted, rejected, merged and unchanged. A run with no \
            end was killed or is still running. Reading the history does not wait for a running run.
            """)

    @Argument(help: "The pipeline file (YAML) whose state file to read.")
    var pipeline: String

    @Option(name: .long, help: "The output directory the runs wrote to, when it is not the pipeline's output.dir.")
    var out: String?

    @Option(name: .long, help: "Show at most this many runs.")
    var limit = 20

    func run() throws {
        let (config, directory) = try loadPipeline(pipeline, out: out)
        guard let state = config.state else {
            printError(
                "\(pipeline): error: [pipeline.missing-key] The pipeline has no state file (state:), so it keeps no history."
            )
            throw ExitStatus.badPipelineFile.exitCode
        }
        let path = state.resolvedPath(outputDirectory: directory)
        guard FileManager.default.fileExists(atPath: path) else {
            print("No runs yet: \(path) does not exist.")
            return
        }
        do {
            let runs = try StateStore.openReadOnly(path: path).runs(limit: limit)
            print(HistoryTable(runs: runs).text)
        } catch {
            printError("\(path): error: [state.unavailable] \(error.description)")
            throw ExitStatus.stateUnavailable.exitCode
        }
    }
}

/// `vetnet history`'s table.
struct HistoryTable {
    let runs: [RunRecord]

    var text: String {
        guard !runs.isEmpty else { return "No runs yet." }
        var lines: [String] = []
        for run in runs {
            let duration = run.finishedAt.map { String(format: "%.1f s", $0.timeIntervalSince(run.startedAt)) } ?? "-"
            let status =
                run.exitStatus.map { "exit \($0)" } ?? (run.finishedAt == nil ? "no end (killed, or running)" : "-")
            lines.append("run \(run.id)  \(Self.timestamp(run.startedAt))  \(duration)  \(status)")
            for input in run.inputs {
                let counts =
                    run.counts[input.name].map {
                        "read \($0.read), accepted \($0.accepted), rejected \($0.rejected), merged \($0.merged), unchanged \($0.unchanged)"
                    } ?? "no counts"
                lines.append("  \(input.name): \(input.path) — \(counts)")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
