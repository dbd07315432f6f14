import Testing
import VetNetCore

@Suite("History summaries kept flat, by animal position")
struct HistorySummariesTests {
    static func day(_ offset: Int) -> LocalDate { LocalDate(year: 2025, month: 1, day: 1)!.adding(days: offset)! }

    @Test("an animal weighed in two batches keeps its last ten weighings, oldest first; the others are untouched")
    func weighingsInBatches() throws {
        var summaries = HistorySummaries(patients: 3)
        summaries.addWeighings(at: 1, (0..<6).map { (Self.day($0), Double($0)) })
        summaries.addWeighings(at: 2, [(Self.day(40), 7.5)])
        summaries.addWeighings(at: 1, (6..<13).map { (Self.day($0), Double($0)) })
        let first = try #require(summaries[1])
        #expect(first.weightHistory.map(\.weightKg) == (3..<13).map(Double.init))
        #expect(first.weightHistory.map(\.date) == (3..<13).map(Self.day))
        #expect(summaries[2]?.weightHistory.map(\.weightKg) == [7.5])
        #expect(summaries[0] == nil)
        #expect(!summaries.isEmpty)
    }

    @Test("weights come back to the last bit, those not in tenths of a gram too")
    func exactWeights() throws {
        let weights = [4.2, 0.1234, 1.1793, 250_000.5, 0.000_01, -0.0, 1e300, 3.3333333333333335, 214_748.3647]
        var summaries = HistorySummaries(patients: 1)
        summaries.addWeighings(at: 0, weights.suffix(10).enumerated().map { (Self.day($0.offset), $0.element) })
        let kept = try #require(summaries[0]).weightHistory.map(\.weightKg.bitPattern)
        #expect(kept == weights.map(\.bitPattern))
    }

    @Test("the last visit is the latest noted; the next due is the earliest offered, the first of a day")
    func lastVisitAndNextDue() throws {
        var summaries = HistorySummaries(patients: 1)
        #expect(summaries.isEmpty)
        summaries.noteVisit(at: 0, on: Self.day(5))
        summaries.noteVisit(at: 0, on: Self.day(2))
        summaries.offerNextDue(at: 0, on: Self.day(30), vaccine: "Rabies")
        summaries.offerNextDue(at: 0, on: Self.day(20), vaccine: "DHPP")
        summaries.offerNextDue(at: 0, on: Self.day(20), vaccine: "FVRCP")
        let summary = try #require(summaries[0])
        #expect(summary.lastVisit == Self.day(5))
        #expect(summary.nextDue?.dueOn == Self.day(20))
        #expect(summary.nextDue?.vaccine == "DHPP")
        #expect(summary.weightHistory.isEmpty)
    }
}
