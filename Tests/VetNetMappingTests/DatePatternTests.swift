import Testing
import VetNetCore
import VetNetMapping

@Suite("Date patterns")
struct DatePatternTests {
    func parse(_ text: String, _ pattern: String, pivot: Int = 2026) -> String? {
        DatePattern(pattern)?.parse(text, pivotYear: pivot)?.description
    }

    @Test("common legacy layouts read to ISO dates")
    func layouts() {
        #expect(parse("03/14/2019", "MM/dd/yyyy") == "2019-03-14")
        #expect(parse("3/4/2019", "M/d/yyyy") == "2019-03-04")
        #expect(parse("14.03.2019", "dd.MM.yyyy") == "2019-03-14")
        #expect(parse("2019-03-14", "yyyy-MM-dd") == "2019-03-14")
        #expect(parse("20190314", "yyyyMMdd") == "2019-03-14")
        #expect(parse("December 18 2015", "MMMM d yyyy") == "2015-12-18")
        #expect(parse("18-Dec-15", "dd-MMM-yy") == "2015-12-18")
        #expect(parse(" 03/14/2019 ", "MM/dd/yyyy") == "2019-03-14")
    }

    @Test("a year alone reads as 1 January of that year; a pattern with a month, a day or a time is no year alone")
    func yearAlone() {
        #expect(parse("2020", "yyyy") == "2020-01-01")
        #expect(parse(" 1998 ", "yyyy") == "1998-01-01")
        #expect(parse("19", "yy") == "2019-01-01")
        #expect(parse("202", "yyyy") == nil)
        #expect(parse("2020-05", "yyyy") == nil)
        #expect(DatePattern("yyyy")?.isYearOnly == true)
        for pattern in ["yyyy-MM-dd", "MM/yyyy", "yyyy HH:mm", "MMM yyyy", "dd yyyy"] {
            #expect(DatePattern(pattern)?.isYearOnly == false, "\(pattern)")
        }
    }

    @Test(
        "a period written in the pattern, plain or quoted, matches the period after the month",
        arguments: ["MMM. d, yyyy", "MMM'.' d, yyyy", "MMM'. 'd', 'yyyy"])
    func periodAfterMonth(_ pattern: String) {
        #expect(parse("Feb. 28, 2021", pattern) == "2021-02-28")
        #expect(parse("SEP. 5, 2019", pattern) == "2019-09-05")
        #expect(parse("Sept. 5, 2019", pattern) == "2019-09-05")
        #expect(parse("Feb 28, 2021", pattern) == nil)
        #expect(parse("May 5, 2021", pattern) == nil)
        #expect(parse("Feb.. 28, 2021", pattern) == nil)
    }

    @Test("without a period in the pattern, `MMM` reads an abbreviation with or without one, and full names")
    func optionalPeriod() {
        for (text, date) in [
            ("Feb. 28, 2021", "2021-02-28"), ("Feb 28, 2021", "2021-02-28"), ("May 5, 2021", "2021-05-05"),
            ("February 28, 2021", "2021-02-28"), ("Sept. 5, 2019", "2019-09-05"),
        ] {
            #expect(parse(text, "MMM d, yyyy") == date, "\(text)")
        }
        #expect(parse("14.Mar.2019", "dd.MMM.yyyy") == "2019-03-14")
        #expect(parse("Febr. 28, 2021", "MMM d, yyyy") == nil)
    }

    @Test("quoted text is literal, letters included")
    func quotedLiterals() {
        #expect(parse("2021-02-28 at 10:05", "yyyy-MM-dd 'at' HH:mm") == "2021-02-28T10:05:00")
        #expect(parse("D2021-02-28", "'D'yyyy-MM-dd") == "2021-02-28")
        #expect(parse("2021-02-28 on 10:05", "yyyy-MM-dd 'at' HH:mm") == nil)
        #expect(DatePattern("yyyy-MM-dd 'at HH:mm") == nil)
    }

    @Test("times of day, with AM/PM, are kept")
    func times() {
        #expect(parse("03/14/2025 02:30 PM", "MM/dd/yyyy hh:mm a") == "2025-03-14T14:30:00")
        #expect(parse("03/14/2025 12:05 AM", "MM/dd/yyyy hh:mm a") == "2025-03-14T00:05:00")
        #expect(parse("2025-03-14T08:09:10", "yyyy-MM-dd'T'HH:mm:ss") == "2025-03-14T08:09:10")
    }

    @Test("AM and PM are a, am, p or pm in any case, as a whole word")
    func meridiems() {
        for (text, time) in [
            ("02:30 pm", "14:30"), ("02:30 P", "14:30"), ("02:30 a", "02:30"), ("02:30 aM", "02:30"),
            ("12:30 AM", "00:30"),
        ] {
            #expect(parse("03/14/2025 " + text, "MM/dd/yyyy hh:mm a") == "2025-03-14T\(time):00", "\(text)")
        }
        for text in ["02:30 pmx", "02:30 apm", "02:30 m", "02:30 ", "02:30 AMé", "02:30 ám", "02:30 p.m."] {
            #expect(parse("03/14/2025 " + text, "MM/dd/yyyy hh:mm a") == nil, "\(text)")
        }
    }

    @Test("impossible dates and leftovers are refused")
    func refusals() {
        #expect(parse("31/02/2019", "MM/dd/yyyy") == nil)
        #expect(parse("02/29/2019", "MM/dd/yyyy") == nil)
        #expect(parse("02/29/2020", "MM/dd/yyyy") == "2020-02-29")
        #expect(parse("31.13.2020", "dd.MM.yyyy") == nil)
        #expect(parse("03/14/2019x", "MM/dd/yyyy") == nil)
        #expect(parse("not known", "MM/dd/yyyy") == nil)
        #expect(parse("13:00 PM", "hh:mm a") == nil)
    }

    @Test("two-digit years up to the pivot's are this century, later ones the last")
    func twoDigitYears() {
        #expect(DatePattern.twoDigitYear(19, pivotYear: 2026) == 2019)
        #expect(DatePattern.twoDigitYear(26, pivotYear: 2026) == 2026)
        #expect(DatePattern.twoDigitYear(27, pivotYear: 2026) == 1927)
        #expect(parse("03/04/48", "MM/dd/yy") == "1948-03-04")
    }

    @Test("unknown pattern letters are refused so typos surface in the pipeline file")
    func badPatterns() {
        #expect(DatePattern("MM/dd/yyyyy") == nil)
        #expect(DatePattern("QQ-yyyy") == nil)
        #expect(DatePattern("yyyy-MM-dd") != nil)
    }

    @Test(
        "any valid date written in a layout reads back to itself",
        arguments: ["MM/dd/yyyy", "dd.MM.yyyy", "yyyy-MM-dd", "M/d/yyyy", "yyyyMMdd"])
    func roundTrip(_ pattern: String) throws {
        let parsed = try #require(DatePattern(pattern))
        var state: UInt64 = 7
        for _ in 0..<500 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let year = 1900 + Int(state >> 33) % 200
            let month = 1 + Int(state >> 20) % 12
            let day = 1 + Int(state >> 8) % LocalDate.daysIn(month: month, year: year)
            let date = try #require(LocalDate(year: year, month: month, day: day))
            let text = format(date, pattern)
            #expect(parsed.parse(text, pivotYear: 2026)?.date == date, "\(text)")
        }
    }

    @Test(
        "any valid date written with an abbreviated month and a period reads back to itself (property)",
        arguments: ["MMM. d, yyyy", "MMM'.' d, yyyy", "dd.MMM.yyyy", "MMM d, yyyy"])
    func abbreviatedRoundTrip(_ pattern: String) throws {
        let parsed = try #require(DatePattern(pattern))
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var state: UInt64 = 11
        for _ in 0..<500 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let year = 1900 + Int(state >> 33) % 200
            let month = 1 + Int(state >> 20) % 12
            let day = 1 + Int(state >> 8) % LocalDate.daysIn(month: month, year: year)
            let date = try #require(LocalDate(year: year, month: month, day: day))
            let text =
                pattern.hasPrefix("dd")
                ? "\(day < 10 ? "0" : "")\(day).\(months[month - 1]).\(year)" : "\(months[month - 1]). \(day), \(year)"
            #expect(parsed.parse(text, pivotYear: 2026)?.date == date, "\(text)")
        }
    }

    private func format(_ date: LocalDate, _ pattern: String) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return pattern.replacing("yyyy", with: "\(date.year)").replacing("MM", with: two(date.month))
            .replacing("dd", with: two(date.day)).replacing("M/", with: "\(date.month)/").replacing(
                "d/", with: "\(date.day)/")
    }
}
