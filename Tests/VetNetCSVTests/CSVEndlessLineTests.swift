import Foundation
import Testing
import VetNetTestSupport
@testable import VetNetCSV
import VetNetCore

@Suite(
    "A 1 GiB line without a line end is streamed, rejected, and does not grow memory",
    .enabled(if: TestTier.runsSlowTests, Comment(rawValue: TestTier.slowReason)))
struct CSVEndlessLineTests {
    @Test(
        "the record on a 1 GiB line is rejected as too large at its line, the record before is kept, and memory stays bounded"
    )
    func oneGibibyteLine() throws {
        let source = EndlessLineSource(head: "ID,Note\n1,ok\n2,", count: 1 << 30)
        let collector = RecordingCollector()
        let reader = CSVRecordReader(source: source, file: "endless.csv", options: CSVOptions(), diagnostics: collector)
        source.heldBytes = { [weak reader] in reader?.heldByteCount ?? 0 }
        let started = ContinuousClock.now
        var kept: [RawRecord] = []
        var problems: [Diagnostic] = []
        while let record = try reader.next() {
            if let problem = record.problem { problems.append(problem) } else { kept.append(record) }
        }
        let elapsed = ContinuousClock.now - started
        #expect(source.bytesHandedOut > 1 << 30, "the whole line was read")
        #expect(kept.map(\.fields) == [["1", "ok"]])
        #expect(kept.first?.location.line == 2)
        #expect(problems.map(\.code.rawValue) == ["read.field-too-large"])
        #expect(problems.first?.location?.line == 3)
        #expect(problems.first?.message.contains("larger than the limit of 1048576 bytes") == true)
        #expect(reader.readCount == 2)
        #expect(collector.diagnostics.isEmpty)
        // What the reader itself holds is exact: its buffers stay within the field limit (1 MiB) and a chunk.
        #expect(source.peakHeld < 4 << 20, "the reader held \(source.peakHeld >> 10) KiB while streaming")
        // The process's resident memory is the figure a user sees, but other tests run in this process at the
        // same time and allocate too (one run saw 153 MiB of growth), and under AddressSanitizer freed chunks wait
        // in its quarantine (256 MiB by default): the bound only shows the line was never held whole.
        let bound = (runsUnderAddressSanitizer ? 768 : 512) << 20
        #expect(source.peakGrowth < bound, "resident memory grew by \(source.peakGrowth >> 20) MiB while streaming")
        print(
            "1 GiB line: \(elapsed), the reader held at most \(source.peakHeld >> 10) KiB, resident memory grew by at most \(source.peakGrowth >> 20) MiB"
        )
    }
}
