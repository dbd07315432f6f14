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

    @Test("a date's text is yyyy-MM-dd, zero-padded, and reads back as the date", arguments: 0..<20)
    func textRoundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let year = random.below(4) == 0 ? random.int(in: 1...999) : random.int(in: 1000...9999)
            let date = try #require(LocalDate(year: year, month: random.int(in: 1...12), day: random.int(in: 1...28)))
            let padded = String(repeating: "0", count: 4 - String(date.year).count) + String(date.year)
            let expected =
                padded + "-" + (date.month < 10 ? "0" : "") + String(date.month) + "-" + (date.day < 10 ? "0" : "")
                + String(date.day)
            #expect(date.description == expected)
            #expect(LocalDate(iso: date.description) == date)
        }
    }

    @Test("only exactly yyyy-MM-dd in ASCII digits reads as a date")
    func strictText() {
        for text in [
            "2026-1-20", "+026-01-20", "2026-13-01", "2026-02-30", "2026/01/20", "2026-01-2x", "２０２６-01-20",
            "20260-01-2", "",
        ] {
            #expect(LocalDate(iso: text) == nil, "\(text)")
        }
        #expect(LocalDate(iso: "0001-01-01") == LocalDate(year: 1, month: 1, day: 1))
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
