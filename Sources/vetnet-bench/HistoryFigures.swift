import VetNetCore
import VetNetPipeline

/// What the clinical history cost a run: its sources' counts, the time spent reading them and sorting their
/// records (with the peak RSS at the end of each), and the record files written.
struct HistoryFigures {
    var sources: [SourceStats]
    var readSeconds: Double
    var readCPU: Double
    var readPeak: Int
    /// From the runner's `sorted N history records by animal and date in …` step; nil without it.
    var sort: (records: Int, seconds: Double, cpuSeconds: Double, peakRSS: Int)?
    var files: [(file: String, records: Int, bytes: Int)]

    /// Nil when the run read no history source.
    init?(
        _ all: [SourceStats], timeline: RunTimeline, outputs: [RunManifest.Output], outputDirectory: String
    ) {
        let entities = Set(HistoryKind.allCases.map(\.rawValue))
        sources = all.filter { entities.contains($0.entity) }
        guard !sources.isEmpty else { return nil }
        let names = Set(sources.map(\.name))
        let reads = timeline.sourceReads.filter { names.contains($0.name) }
        readSeconds = reads.reduce(0) { $0 + $1.seconds }
        readCPU = reads.reduce(0) { $0 + $1.cpuSeconds }
        readPeak = reads.last?.peakRSS ?? 0
        if let step = timeline.step(startingWith: "sorted "),
            let records = step.mark.label.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        {
            sort = (records, step.seconds, step.cpuSeconds, step.mark.peakRSS)
        }
        let stems = Set(HistoryKind.allCases.map(\.fileStem))
        files = outputs.compactMap { output in
            guard let stem = output.file.split(separator: ".").first, stems.contains(String(stem)) else { return nil }
            return (output.file, output.records ?? 0, DataSet.size(of: outputDirectory + "/" + output.file))
        }
    }

    /// Rows for the phase table, after `run read+map`, which includes them.
    var rows: [PhaseResult] {
        var rows = [
            PhaseResult(
                label: "run read+map: history read", records: sources.reduce(0) { $0 + $1.read },
                bytes: sources.reduce(0) { $0 + $1.bytes }, seconds: readSeconds, cpuSeconds: readCPU,
                peakRSS: readPeak)
        ]
        if let sort {
            rows.append(
                PhaseResult(
                    label: "run read+map: history sort", records: sort.records, bytes: 0, seconds: sort.seconds,
                    cpuSeconds: sort.cpuSeconds, peakRSS: sort.peakRSS))
        }
        return rows
    }

    /// The lines for under the table.
    func note(runSeconds: Double) -> String {
        var lines = ["History sources:"]
        for source in sources {
            lines.append(
                "  \(source.name): read \(source.read), accepted \(source.accepted), rejected \(source.rejected), "
                    + "merged \(source.merged); \(source.warnings) warnings, \(source.errors) errors; "
                    + ResultTable.format(Double(source.bytes) / 1e6, 1) + " MB")
        }
        let sortSeconds = sort?.seconds ?? 0
        let share = runSeconds > 0 ? (readSeconds + sortSeconds) / runSeconds * 100 : 0
        lines.append(
            "History's share of the run: reading its sources " + ResultTable.format(readSeconds, 3) + " s + sorting "
                + "its records " + ResultTable.format(sortSeconds, 3) + " s = "
                + ResultTable.format(readSeconds + sortSeconds, 3) + " s of " + ResultTable.format(runSeconds, 3)
                + " s (" + ResultTable.format(share, 1) + " %); its record files are written side by side with the"
                + " others, in the write row.")
        lines.append(
            "History record files: "
                + files.map { "\($0.file) \(ResultTable.format(Double($0.bytes) / 1e6, 1)) MB (\($0.records) records)" }
                .joined(separator: ", ") + ".")
        return lines.joined(separator: "\n")
    }
}
