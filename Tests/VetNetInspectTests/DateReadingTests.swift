import Testing
import VetNetCore
import VetNetMapping

@testable import VetNetInspect

@Suite struct DateReadingTests {
    @Test("A first number over 12 can only be a day, a second over 12 only a day after the month; 12 and 12 is either")
    func dayMonthBoundary() {
        #expect(DateReading("13/01/2020")?.order == .dayFirst)
        #expect(DateReading("01/13/2020")?.order == .monthFirst)
        #expect(DateReading("12/12/2020")?.order == .either)
        #expect(DateReading("12/01/2020")?.order == .either)
        #expect(DateReading("31/12/2020")?.order == .dayFirst)
        #expect(DateReading("13/13/2020") == nil)
        #expect(DateReading("00/10/2020") == nil)
    }

    @Test("Impossible calendar days are not dates: 30 February, 29 February of a common year")
    func calendarDays() {
        #expect(DateReading("2020-02-30") == nil)
        #expect(DateReading("29/02/2021") == nil)
        #expect(DateReading("29/02/2020")?.order == .dayFirst)
        #expect(DateReading("2020-02-29")?.order == .fixed)
    }

    @Test(
        "Values that are not dates are not read as dates",
        arguments: [
            "1001", "985112003456789", "(555) 201-3344", "555-201-4410", "12.5", "2020-1-1-1", "Bella", "05/12",
            "2024-02-03 25:00",
            "03/14/2025 13:30 PM", "03/14/2025 02:30PM", "1.234.567", "20200101",
        ])
    func notDates(text: String) {
        #expect(DateReading(text) == nil)
    }

    @Test(
        "Each layout is written as the pattern DatePattern reads",
        arguments: [
            ("2024-02-03", "yyyy-MM-dd"),
            ("2024/2/3", "yyyy/M/d"),
            ("14.03.2019", "dd.MM.yyyy"),
            ("3/4/19", "M/d/yy"),
            ("03/14/2025 02:30 PM", "MM/dd/yyyy hh:mm a"),
            ("03/14/2025 2:30 pm", "MM/dd/yyyy h:mm a"),
            ("2024-02-03T10:00:00", "yyyy-MM-dd'T'HH:mm:ss"),
            ("2024-02-03 9:05", "yyyy-MM-dd H:mm"),
            ("14 Mar 2025", "dd MMM yyyy"),
            ("14-Mar-25", "dd-MMM-yy"),
            ("March 14, 2025", "MMMM dd, yyyy"),
        ])
    func patterns(text: String, pattern: String) throws {
        let reading = try #require(DateReading(text))
        let written = reading.layout.pattern(
            dayFirst: reading.order == .dayFirst, short: reading.shortDayOrMonth, shortHour: reading.shortHour)
        #expect(written == pattern)
        #expect(DatePattern(written)?.parse(text, pivotYear: 2026) != nil)
    }

    @Test("Any date written in any layout reads back as the same date with the pattern found (property)")
    func roundTrip() throws {
        var random = SplitMix64(seed: 36)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        for _ in 0..<2_000 {
            let year = random.int(in: 1950...2049)
            let month = random.int(in: 1...12)
            let day = random.int(in: 1...28)
            let pad: (Int) -> String = { $0 < 10 && random.chance(0.7) ? "0\($0)" : "\($0)" }
            let separator = random.pick(["/", "-", "."])
            let dd = pad(day)
            let mm = pad(month)
            var text: String
            switch random.below(4) {
            case 0: text = "\(year)\(separator)\(mm)\(separator)\(dd)"
            case 1: text = "\(dd)\(separator)\(mm)\(separator)\(year)"
            case 2: text = "\(mm)\(separator)\(dd)\(separator)\(year)"
            default: text = "\(dd) \(months[month - 1]) \(year)"
            }
            if random.chance(0.3) { text += " \(random.int(in: 0...23)):\(random.int(in: 10...59))" }
            let reading = try #require(DateReading(text), "\(text)")
            let patterns =
                reading.order == .either
                ? [true, false].map {
                    reading.layout.pattern(dayFirst: $0, short: reading.shortDayOrMonth, shortHour: reading.shortHour)
                }
                : [
                    reading.layout.pattern(
                        dayFirst: reading.order == .dayFirst, short: reading.shortDayOrMonth,
                        shortHour: reading.shortHour)
                ]
            let dates = patterns.compactMap { DatePattern($0)?.parse(text, pivotYear: 2026)?.date }
            #expect(dates.contains(LocalDate(year: year, month: month, day: day)!), "\(text) read as \(patterns)")
        }
    }

    @Test("A column's layout is day first, month first, undecided or mixed as its values show")
    func columnOrder() {
        func summary(_ values: [String]) -> DateLayoutFound? {
            var tally = DateLayoutTally()
            for value in values { tally.observe(value) }
            return tally.summary.first
        }
        #expect(summary(["01/02/2020", "25/03/2020"])?.order == .dayFirst)
        #expect(summary(["01/02/2020", "25/03/2020"])?.layout == "dd/MM/yyyy")
        #expect(summary(["01/02/2020", "03/25/2020"])?.order == .monthFirst)
        #expect(summary(["01/02/2020", "03/04/2020"])?.order == .undecided)
        #expect(summary(["01/02/2020", "03/04/2020"])?.otherOrder == "dd/MM/yyyy")
        #expect(summary(["25/03/2020", "03/25/2020"])?.order == .conflict)
        #expect(summary(["2020-03-25", "2020-03-26"])?.order == .fixed)
        #expect(summary(["1/2/2020", "25/03/2020"])?.layout == "d/M/yyyy")
    }
}
