import Foundation

/// A plain-text table: the first column left-aligned, the others right-aligned, two spaces between columns.
struct ResultTable {
    var headers: [String]
    var rows: [[String]] = []

    init(headers: [String]) { self.headers = headers }

    mutating func add(_ row: [String]) { rows.append(row) }

    var rendered: String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            .joined(separator: "  ")
            .trimmingCharacters(in: .whitespaces)
        }
        .joined(separator: "\n")
    }

    /// The phase table: throughput and the peak RSS after each phase, after a row for the RSS at the start.
    static func phases(_ results: [PhaseResult], startRSS: Int) -> ResultTable {
        var table = ResultTable(headers: [
            "phase", "records", "MB", "seconds", "CPU s", "MB/s", "records/s", "peak RSS MiB",
        ])
        table.add(["(process start)", "", "", "", "", "", "", mebibytes(startRSS)])
        for result in results {
            table.add([
                result.label, "\(result.records)", format(result.megabytes, 1), format(result.seconds, 3),
                format(result.cpuSeconds, 2),
                format(result.megabytesPerSecond, 1), format(result.recordsPerSecond, 0), mebibytes(result.peakRSS),
            ])
        }
        return table
    }

    static func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

    static func mebibytes(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, 1) }
}
