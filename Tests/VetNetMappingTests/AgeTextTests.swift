import Testing
import VetNetCore
import VetNetMapping

@Suite("Ages written as text, and birth dates counted back from them")
struct AgeTextTests {
    @Test(
        "ages as exports write them are read into years, months and days",
        arguments: [
            ("9 years 2 months.", 9, 2, 0), ("3 yrs", 3, 0, 0), ("6 mo", 0, 6, 0), ("10 weeks", 0, 0, 70),
            ("1.5", 1, 6, 0), ("11", 11, 0, 0), ("1y6m", 1, 6, 0), ("2 Jahre 3 Monate", 2, 3, 0), ("3 ans", 3, 0, 0),
            ("4 jaar en 2 maanden", 4, 2, 0), ("2 years, 3 months old", 2, 3, 0), ("5 days", 0, 0, 5),
            ("1,5 years", 1, 6, 0), ("0", 0, 0, 0), ("1 YEAR", 1, 0, 0), ("2.5 months", 0, 2, 15),
        ])
    func reads(text: String, years: Int, months: Int, days: Int) throws {
        let age = try #require(AgeText(text))
        #expect((age.years, age.months, age.days) == (years, months, days))
    }

    @Test(
        "text that is not an age is not read",
        arguments: [
            "", "adult", "young", "3 parsecs", "2 years 5", "years", "-2", "101", "200 years", "1.2.3 years",
            "3 years old male",
        ])
    func refuses(text: String) {
        #expect(AgeText(text) == nil)
    }

    @Test("an age counted back from a date gives a birth date of exactly that age on it")
    func birthDateRoundTrip() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let on = try #require(
                LocalDate(
                    year: 1990 + Int(random.next() % 40), month: 1 + Int(random.next() % 12),
                    day: 1 + Int(random.next() % 28)))
            let (years, months) = (Int(random.next() % 25), Int(random.next() % 12))
            let age = try #require(AgeText("\(years) years \(months) months"))
            let born = try #require(age.birthDate(on: on))
            #expect(
                born.age(on: on) == PatientAge(years: years, months: months),
                "\(years)y\(months)m on \(on) gave \(born)")
        }
    }

    @Test("day numbers count days: a date comes back from its number, and consecutive days differ by one")
    func dayNumbers() throws {
        var random = SplitMix64(seed: 11)
        for _ in 0..<5_000 {
            let year = 1 + Int(random.next() % 9998)
            let month = 1 + Int(random.next() % 12)
            let date = try #require(
                LocalDate(
                    year: year, month: month,
                    day: 1 + Int(random.next() % UInt64(LocalDate.daysIn(month: month, year: year)))))
            #expect(LocalDate(dayNumber: date.dayNumber) == date)
            if let next = date.adding(days: 1) {
                #expect(next > date && next.dayNumber == date.dayNumber + 1)
            }
        }
        #expect(
            LocalDate(year: 2024, month: 3, day: 31)?.adding(months: -1) == LocalDate(year: 2024, month: 2, day: 29))
        #expect(
            LocalDate(year: 2024, month: 1, day: 15)?.adding(months: -13) == LocalDate(year: 2022, month: 12, day: 15))
    }
}
