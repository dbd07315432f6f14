import Testing
import VetNetCore
import VetNetMapping

@testable import VetNetInspect

/// Dates written `Feb. 28, 2021` beside `May 5, 2021`: a month abbreviated with a period, and May, which has none.
@Suite struct MonthAbbreviationDraftTests {
    @Test(
        "A month abbreviated with a period is read as an abbreviation; a full name with one is not a date",
        arguments: [
            ("Feb. 28, 2021", "MMM dd, yyyy"), ("Sept. 5, 2019", "MMM d, yyyy"), ("May. 5, 2021", "MMM d, yyyy"),
            ("Feb 28 2021", "MMM dd yyyy"), ("May 5, 2021", "MMMM d, yyyy"),
        ])
    func abbreviationWithPeriod(_ text: String, _ pattern: String) throws {
        let reading = try #require(DateReading(text))
        let written = reading.layout.pattern(dayFirst: false, short: reading.shortDayOrMonth, shortHour: false)
        #expect(written == pattern)
        #expect(DatePattern(written)?.parse(text, pivotYear: 2026) != nil)
        #expect(DateReading("March. 5, 2021") == nil)
        #expect(DateReading("Feb.. 28, 2021") == nil)
    }

    @Test("The drafted formats read every date of a column mixing `Feb. 28, 2021` and `May 5, 2021`")
    func draftReadsEveryValue() throws {
        let dates = ["Feb. 28, 2021", "May 5, 2021", "Sep. 27, 2019", "Dec. 1, 2020", "Jan. 14, 2022", "May 30, 2020"]
        let rows = dates.enumerated().map { "P\($0.offset),Rex,Dog,Beagle,\"\($0.element)\"" }
        let draft = try draftOf((["Pet ID,Pet Name,Species,Breed,DOB"] + rows).joined(separator: "\n") + "\n")
        let birth = try #require(draft.field("birthDate", of: "animals"))
        let patterns = birth.formats.compactMap(DatePattern.init)
        #expect(patterns.count == birth.formats.count && !patterns.isEmpty)
        for date in dates {
            #expect(patterns.contains { $0.parse(date, pivotYear: 2026) != nil }, "\(date) with \(birth.formats)")
        }
        #expect(birth.formats.first == "MMM d, yyyy")
        _ = try draft.decoded()
    }
}
