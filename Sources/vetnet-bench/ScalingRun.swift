import Foundation

/// Runs each phase in a child process of its own, for several sizes, and tabulates the peak RSS of each.
///
/// Peak RSS only ever grows within a process, so one process cannot tell how much each phase needs; a child per
/// phase can. A streaming reader shows the same peak whatever the size; the full run keeps every record.
struct ScalingRun {
    var sizes: [Int]
    var seed: UInt64
    var phases: [BenchPhase]
    var repeats: Int
    /// Passed on to the children as `--ndjson`.
    var ndjson: Bool
    /// The generated data's profile, passed on to the children as `--profile`.
    var profile = DataProfile.clean
    /// History rows per patient, passed on as `--history`.
    var history = 0
    var workspace: Workspace
    var log: Log

    /// One child's measurements.
    struct Cell {
        var result: PhaseResult
        var startRSS: Int
    }

    func run() throws -> ResultTable {
        let executable = Self.executablePath()
        var cells: [String: [Int: Cell]] = [:]
        var labels: [String] = []
        var startRSS: [Int: Int] = [:]
        for size in sizes {
            var data = DataSet(
                directory: workspace.directory + "/n\(size)" + (profile == .clean ? "" : "-" + profile.rawValue)
                    + (history > 0 ? "-h\(history)" : ""),
                patients: size,
                seed: seed, profile: profile)
            data.history = history
            try prepare(data)
            for phase in phases where phase.usesDataSet {
                let arguments =
                    [
                        "--patients", "\(size)", "--seed", "\(seed)", "--dir", data.directory, "--keep",
                        "--phase", phase.rawValue, "--repeat", "\(repeats)", "--profile", profile.rawValue, "--quiet",
                        "--history", "\(history)",
                    ] + (ndjson ? ["--ndjson"] : [])
                log.progress("child: \(executable) \(arguments.joined(separator: " "))")
                for (result, start) in try Self.runChild(executable, arguments) {
                    if !labels.contains(result.label) { labels.append(result.label) }
                    cells[result.label, default: [:]][size] = Cell(result: result, startRSS: start)
                    startRSS[size] = min(startRSS[size] ?? .max, start)
                }
            }
        }
        return table(labels: labels, cells: cells, startRSS: startRSS)
    }

    /// Generates a size's data once, in the parent, so the children only measure.
    private func prepare(_ data: DataSet) throws {
        guard !data.isPresent else {
            log.progress("reusing the data in \(data.directory)")
            return
        }
        try FileManager.default.createDirectory(atPath: data.directory, withIntermediateDirectories: true)
        workspace.created(data)
        log.progress("generating \(data.patients) patients in \(data.directory)")
        _ = try DataGenerator(dataSet: data).generate()
    }

    private func table(labels: [String], cells: [String: [Int: Cell]], startRSS: [Int: Int]) -> ResultTable {
        let first = sizes[0]
        let last = sizes[sizes.count - 1]
        var headers = ["phase"]
        headers += sizes.map { "RSS MiB N=\($0)" }
        headers.append("growth \(Self.short(first))→\(Self.short(last))")
        headers += sizes.map { "records/s N=\($0)" }
        var table = ResultTable(headers: headers)
        var baseline = ["(process start)"] + sizes.map { startRSS[$0].map(ResultTable.mebibytes) ?? "-" }
        baseline.append(ratio(startRSS[first], startRSS[last]))
        table.add(baseline + sizes.map { _ in "" })
        for label in labels {
            let row = cells[label] ?? [:]
            var line = [label] + sizes.map { row[$0].map { ResultTable.mebibytes($0.result.peakRSS) } ?? "-" }
            line.append(ratio(row[first]?.result.peakRSS, row[last]?.result.peakRSS))
            line += sizes.map { row[$0].map { ResultTable.format($0.result.recordsPerSecond, 0) } ?? "-" }
            table.add(line)
        }
        return table
    }

    private func ratio(_ small: Int?, _ large: Int?) -> String {
        guard let small, let large, small > 0 else { return "-" }
        return ResultTable.format(Double(large) / Double(small), 2) + "x"
    }

    /// `100k`, `1M`.
    private static func short(_ size: Int) -> String {
        if size >= 1_000_000, size % 1_000_000 == 0 { return "\(size / 1_000_000)M" }
        if size >= 1_000, size % 1_000 == 0 { return "\(size / 1_000)k" }
        return "\(size)"
    }

    /// This executable: `/proc/self/exe` resolved, else the path it was started by.
    static func executablePath() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }

    /// Runs the child to its end; its stderr goes to ours, its stdout is parsed.
    private static func runChild(_ executable: String, _ arguments: [String]) throws -> [(
        result: PhaseResult, startRSS: Int
    )] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Read before waiting, so a child with much output cannot block on a full pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw BenchError("the child failed (exit status \(process.terminationStatus)):\n\(text)")
        }
        let results = ChildReport.parse(text)
        guard !results.isEmpty else { throw BenchError("the child reported no results:\n\(text)") }
        return results
    }
}
