import Testing
import VetNetCore
import VetNetWrite

@testable import VetNetPipeline

@Suite("Rejected records are kept as the rows of their file")
struct RejectedRowsTests {
    @Test(
        "rows come back in order, byte for byte as the file written whole, in memory and past a megabyte",
        arguments: [3, 40_000])
    func rowsAsWrittenWhole(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let rows = RejectedRows()
        var whole = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)
        var lines: [Int?] = []
        for index in 0..<count {
            let values = ["=SUM(A1)", "Rex, the dog", "say \"hi\"", "", "line\nbreak", "Ünïcødé", "42"]
            let fields: [String?] = (0..<(1 + random.below(6))).map { _ in
                random.chance(0.2) ? nil : values[random.below(values.count)]
            }
            let reasons = (0..<random.below(3)).map { "[code.\($0)] reason \(index), with a comma" }
            let line: Int? = random.chance(0.1) ? nil : index + 2
            rows.append(line: line, fields: fields, reasons: reasons)
            whole.row([reasons.joined(separator: " | ")] + fields)
            lines.append(line)
        }
        var bytes: [UInt8] = []
        rows.forEachChunk { bytes += $0 }
        #expect(bytes == whole.bytes)
        #expect(rows.lines == lines)
        #expect(rows.count == count)
        if count > 3 { #expect(bytes.count > 1 << 20) }
    }
}
