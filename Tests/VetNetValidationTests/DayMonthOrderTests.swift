import Testing
import VetNetValidation

@Suite("Day/month order per column")
struct DayMonthOrderTests {
    @Test("a first number over 12 makes the column day-first")
    func dayFirst() {
        let decision = DayMonthOrderDetector.decide(["03/04/2019", "14.03.2019", "02.06.2020"], default: .monthFirst)
        #expect(decision == .decided(.dayFirst, example: DateExample(value: "14.03.2019", line: nil)))
        #expect(decision.order == .dayFirst)
    }

    @Test("a second number over 12 makes the column month-first")
    func monthFirst() {
        let decision = DayMonthOrderDetector.decide(["05/12/2018", "09/30/2019", "02/14/2021"], default: .dayFirst)
        #expect(decision == .decided(.monthFirst, example: DateExample(value: "09/30/2019", line: nil)))
        #expect(decision.order == .monthFirst)
    }

    @Test("both kinds in one column are a conflict, with the first example of each and their lines")
    func conflict() {
        var detector = DayMonthOrderDetector()
        detector.observe("05/12/2018", line: 2)
        detector.observe("31/01/2019", line: 3)
        detector.observe("09/30/2019", line: 4)
        detector.observe("25/02/2019", line: 5)
        let decision = detector.decision(default: .monthFirst)
        #expect(
            decision
                == .conflict(
                    dayFirst: DateExample(value: "31/01/2019", line: 3),
                    monthFirst: DateExample(value: "09/30/2019", line: 4),
                    assumed: .monthFirst))
        #expect(decision.order == .monthFirst)
        #expect(detector.ambiguousShapeCount == 4)
    }

    @Test("no deciding value leaves it undecidable, with the default named")
    func undecidable() {
        let decision = DayMonthOrderDetector.decide(["01/02/2019", "12-11-2020", "3.4.21"], default: .dayFirst)
        #expect(decision == .undecidable(assumed: .dayFirst))
        #expect(decision.order == .dayFirst)
        #expect(DayMonthOrderDetector.decide([], default: .monthFirst) == .undecidable(assumed: .monthFirst))
    }

    @Test(
        "12 decides nothing, 13 does",
        arguments: [
            ("12/12/2020", nil), ("13/12/2020", DayMonthOrder.dayFirst), ("12/13/2020", .monthFirst),
        ])
    func boundary(_ value: String, _ order: DayMonthOrder?) {
        let decision = DayMonthOrderDetector.decide([value], default: .monthFirst)
        if let order {
            #expect(decision == .decided(order, example: DateExample(value: value, line: nil)))
        } else {
            #expect(decision == .undecidable(assumed: .monthFirst))
        }
    }

    @Test(
        "other shapes are ignored",
        arguments: [
            "2019-03-14", "2019/03/14", "December 18 2015", "31.13.2020", "14/03", "14/03/019", "14/03-2019", "", "n/a",
            "14/03/2019x",
        ])
    func ignored(_ value: String) {
        var detector = DayMonthOrderDetector()
        detector.observe(value)
        #expect(detector.decision(default: .monthFirst) == .undecidable(assumed: .monthFirst))
    }

    @Test("a time after the date does not hide it")
    func withTime() {
        let decision = DayMonthOrderDetector.decide(["03/14/2025 02:30 PM"], default: .dayFirst)
        #expect(decision.order == .monthFirst)
        #expect(DayMonthOrderDetector.decide(["14.03.2025T10:00"], default: .monthFirst).order == .dayFirst)
    }

    @Test(
        "two-digit years fall in the hundred years up to the pivot year",
        arguments: [
            (19, 2026, 2019), (26, 2026, 2026), (27, 2026, 1927), (0, 2026, 2000), (99, 2026, 1999), (48, 2026, 1948),
            (0, 2000, 2000), (1, 2000, 1901),
        ])
    func twoDigitYears(_ value: Int, _ pivot: Int, _ year: Int) {
        #expect(expandTwoDigitYear(value, pivotYear: pivot) == year)
    }
}
