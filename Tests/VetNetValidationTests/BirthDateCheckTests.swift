import Testing
import VetNetCore
import VetNetValidation

@Suite("Birth dates")
struct BirthDateCheckTests {
    let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    func check(_ year: Int, _ month: Int, _ day: Int, max: Int = 30) -> BirthDateCheck {
        BirthDateCheck(birthDate: LocalDate(year: year, month: month, day: day)!, asOf: asOf, maxAgeYears: max)
    }

    @Test("the run date itself is valid, the day after is in the future")
    func future() {
        #expect(check(2026, 11, 20) == .valid(PatientAge(years: 0, months: 0)))
        #expect(check(2026, 11, 21) == .inFuture)
    }

    @Test("exactly the limit back is valid, one day more is too old")
    func limit() {
        #expect(check(1996, 11, 20) == .valid(PatientAge(years: 30, months: 0)))
        #expect(check(1996, 11, 19) == .tooOld(maxAgeYears: 30, earliest: LocalDate(year: 1996, month: 11, day: 20)!))
    }

    @Test("long-lived species use their own limit: the sample's 28-year-old tortoise and a 60-year-old parrot")
    func longLived() {
        let catalog = SpeciesCatalog.standard
        #expect(
            check(1998, 8, 12, max: catalog[id: "reptile"]!.maxAgeYears) == .valid(PatientAge(years: 28, months: 3)))
        #expect(check(1966, 1, 1, max: catalog[id: "bird"]!.maxAgeYears).isValidDate)
        #expect(!check(1966, 1, 1, max: catalog[id: "dog"]!.maxAgeYears).isValidDate)
    }

    @Test("from 29 February the years end on 28 February")
    func leapDay() {
        let leap = LocalDate(year: 2024, month: 2, day: 29)!
        let earliest = LocalDate(year: 2023, month: 2, day: 28)!
        #expect(BirthDateCheck(birthDate: earliest, asOf: leap, maxAgeYears: 1).isValidDate)
        #expect(
            !BirthDateCheck(birthDate: LocalDate(year: 2023, month: 2, day: 27)!, asOf: leap, maxAgeYears: 1)
                .isValidDate)
    }

    @Test("the sample's puppy is five months old")
    func puppy() {
        #expect(check(2026, 6, 18) == .valid(PatientAge(years: 0, months: 5)))
    }
}

extension BirthDateCheck {
    var isValidDate: Bool {
        if case .valid = self { return true }
        return false
    }
}
