import Testing
import VetNetCore

@Suite("Dates and ages")
struct LocalDateTests {
    @Test("only real calendar days exist")
    func validity() {
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2023, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(iso: "2026-11-20")?.description == "2026-11-20")
        #expect(LocalDate(iso: "2026-1-20") == nil)
    }

    @Test("age counts whole months, a day short of the birthday included")
    func ages() throws {
        let born = try #require(LocalDate(year: 2019, month: 3, day: 14))
        #expect(born.age(on: LocalDate(year: 2026, month: 11, day: 20)!) == PatientAge(years: 7, months: 8))
        #expect(born.age(on: LocalDate(year: 2020, month: 3, day: 13)!) == PatientAge(years: 0, months: 11))
        #expect(born.age(on: LocalDate(year: 2020, month: 3, day: 14)!) == PatientAge(years: 1, months: 0))
        #expect(born.age(on: LocalDate(year: 2019, month: 3, day: 1)!) == nil)
    }

    @Test("edit distance counts a swap of neighbours as one edit")
    func nearest() {
        #expect(editDistance(Array("Nmae"), Array("Name")) == 1)
        #expect(closestMatch(to: "encodign", in: ["encoding", "entity"]) == "encoding")
        #expect(closestMatch(to: "xyz", in: ["encoding", "entity"]) == nil)
    }
}
