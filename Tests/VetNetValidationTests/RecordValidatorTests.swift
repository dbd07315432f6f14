import Testing
import VetNetCore
import VetNetValidation

@Suite("Record rules: codes, boundaries and normalized values")
struct RecordValidatorTests {
    let validator = RecordValidator(asOf: LocalDate(year: 2026, month: 11, day: 20)!, defaultCountry: .us)
    let location = SourceLocation(file: "p.csv", line: 7, recordIndex: 6)
    let columns = ["weight": "Weight", "breed": "Breed", "name": "Name"]

    func patient(_ edit: (inout Patient) -> Void = { _ in }) -> Patient {
        var patient = Patient(
            id: "PAT-1", medicalId: "VN-0000-0000-000", name: "Bella", species: "dog", breed: "Labrador Retriever",
            birthDate: LocalDate(year: 2019, month: 3, day: 14), weightKg: 30, ownerId: "OWN-1",
            sources: [SourceRef(source: "patients", sourceId: "5001", line: 7)])
        edit(&patient)
        return patient
    }

    func check(_ patient: Patient) -> (Patient, [Diagnostic]) {
        var copy = patient
        var findings: [Diagnostic] = []
        validator.validate(&copy, at: location, columns: columns, findings: &findings)
        return (copy, findings)
    }

    @Test("a clean patient has no findings")
    func clean() {
        #expect(check(patient()).1.isEmpty)
    }

    @Test(
        "dog weights are checked at the seed's bounds",
        arguments: [(0.5, true), (0.49, false), (100, true), (100.01, false)])
    func dogWeights(_ weight: Double, _ valid: Bool) {
        let findings = check(patient { $0.weightKg = weight }).1
        #expect(findings.map(\.code) == (valid ? [] : ["patient.weight-out-of-range"]))
        if !valid {
            #expect(findings.first?.location?.field == "Weight")
            #expect(findings.first?.location?.line == 7)
            #expect(findings.first?.recordID == "5001")
            #expect(findings.first?.severity == .error)
        }
    }

    @Test(
        "the seed's names",
        arguments: [
            ("Bella", true), ("Max Junior", true), ("Luna-Mae", true), ("O'Malley", true), ("Zoë", true), ("A", false),
            ("Bella123", false), (String(repeating: "a", count: 51), false),
        ])
    func names(_ name: String, _ valid: Bool) {
        #expect(check(patient { $0.name = name }).1.map(\.code) == (valid ? [] : ["patient.name-invalid"]))
    }

    @Test(
        "a call name in parentheses or quotes becomes another name with a note; one that is no name stays invalid",
        arguments: [
            ("Cassie (Kasper)", "Cassie", ["Kasper"], "patient.name-second"),
            ("Jimmy Chew \"Chewie\"", "Jimmy Chew", ["Chewie"], "patient.name-second"),
            ("Cat (2)", "Cat (2)", [], "patient.name-invalid"),
            ("Blackie #3", "Blackie #3", [], "patient.name-invalid"),
        ])
    func secondName(_ written: String, _ name: String, _ others: [String], _ code: String) {
        let (checked, findings) = check(patient { $0.name = written })
        #expect(checked.name == name)
        #expect(checked.alternateNames == others)
        #expect(findings.map(\.code.rawValue) == [code])
        let severity: Diagnostic.Severity = code == "patient.name-second" ? .note : .error
        #expect(findings.first?.severity == severity)
    }

    @Test(
        "a breed that names none alone is read with the kind written as the species after it: a Dumbo Rat",
        arguments: [
            ("rodent", "Rat", "Dumbo", "Fancy Rat"), ("rodent", "Rat", "Fancy", "Fancy Rat"),
            ("rodent", "Rat", "Standard", "Fancy Rat"), ("rodent", nil, "Dumbo", "Dumbo"),
            ("dog", "Dog", "Fancy", "Fancy"),
        ])
    func breedWithKind(_ species: String, _ kind: String?, _ breed: String, _ expected: String) {
        let (checked, findings) = check(
            patient {
                $0.species = species
                $0.speciesOriginal = kind
                $0.breed = breed
            })
        #expect(checked.breed == expected)
        #expect(findings.contains { $0.code == "patient.breed-unknown" } == (expected == breed))
    }

    @Test("breeds are normalized with the original kept; another species' breed is an error; unknown ones warn")
    func breeds() {
        let (normalized, none) = check(patient { $0.breed = "lab x" })
        #expect(none.isEmpty)
        #expect(normalized.breed == "Labrador Retriever Mix")
        #expect(normalized.breedOriginal == "lab x")
        #expect(check(patient { $0.breed = "Persian" }).1.map(\.code) == ["patient.breed-other-species"])
        let unknown = check(patient { $0.breed = "Moon Hound" }).1
        #expect(unknown.map(\.code) == ["patient.breed-unknown"])
        #expect(unknown.first?.severity == .warning)
    }

    @Test(
        "a breed message names one animal of the species in plain words",
        arguments: [
            ("dog", "for a dog;"), ("guinea-pig", "for a guinea pig;"),
            ("other", "for an animal whose species is Other;"),
        ])
    func breedMessageSpecies(_ species: String, _ phrase: String) {
        let findings = check(
            patient {
                $0.species = species; $0.breed = "Moon Hound"
            }
        ).1
        #expect(findings.first { $0.code == "patient.breed-unknown" }?.message.contains(phrase) == true)
    }

    @Test(
        "a birth date too far back names one animal of the species with its article",
        arguments: [
            ("dog", "older than a dog lives;"), ("other", "older than an animal whose species is Other lives;"),
        ])
    func birthDateMessageSpecies(_ species: String, _ phrase: String) {
        let findings = check(
            patient {
                $0.species = species; $0.breed = nil; $0.birthDate = LocalDate(year: 1900, month: 1, day: 1)
            }
        ).1
        #expect(findings.first { $0.code == "patient.birth-date-too-old" }?.message.contains(phrase) == true)
    }

    @Test("birth dates: the run date is fine, the next day is in the future, long-lived species may be old")
    func birthDates() {
        #expect(check(patient { $0.birthDate = LocalDate(year: 2026, month: 11, day: 20) }).1.isEmpty)
        #expect(
            check(patient { $0.birthDate = LocalDate(year: 2026, month: 11, day: 21) }).1.map(\.code) == [
                "patient.birth-date-in-future"
            ])
        #expect(
            check(patient { $0.birthDate = LocalDate(year: 1990, month: 1, day: 1) }).1.map(\.code) == [
                "patient.birth-date-too-old"
            ])
        let parrot = patient {
            $0.species = "bird"
            $0.breed = "African Grey"
            $0.weightKg = 0.45
            $0.birthDate = LocalDate(year: 1980, month: 1, day: 1)
        }
        #expect(check(parrot).1.isEmpty)
    }

    @Test("microchips: valid ones are written without separators; damage, legacy and nonsense are named")
    func microchips() {
        #expect(check(patient { $0.microchip = "985 112-003.456 789" }).0.microchip == "985112003456789")
        #expect(check(patient { $0.microchip = "9,85112003456789E+14" }).1.map(\.code) == ["patient.microchip-damaged"])
        #expect(check(patient { $0.microchip = "123456789" }).1.map(\.code) == ["patient.microchip-legacy"])
        #expect(check(patient { $0.microchip = "12345" }).1.map(\.code) == ["patient.microchip-invalid"])
    }

    @Test("a coordinate in the chip column is rejected as a decimal number, not written as a chip")
    func coordinateAsMicrochip() {
        let (checked, findings) = check(patient { $0.microchip = "30.4139760508221" })
        #expect(findings.map(\.code) == ["patient.microchip-invalid"])
        #expect(
            findings.first?.message
                == "The microchip {value} is not a valid chip number: it looks like a decimal number (such as a coordinate or a weight), not a microchip. ISO chips have 15 digits."
        )
        #expect(checked.microchip == "30.4139760508221")
    }

    @Test("notes over 500 characters are kept whole with a warning")
    func notes() {
        let long = String(repeating: "x", count: 501)
        let (kept, findings) = check(patient { $0.notes = long })
        #expect(kept.notes == long)
        #expect(findings.map(\.code) == ["patient.notes-too-long"])
        #expect(check(patient { $0.notes = String(repeating: "x", count: 500) }).1.isEmpty)
    }

    @Test("owners: phones in E.164, invalid email left out, postal code shape, a way to reach them")
    func owners() {
        var owner = Owner(
            id: "OWN-1", firstName: "Ann", lastName: "Lee", email: "ann@@example", phones: ["(555) 201-3344", "12"],
            address: PostalAddress(line1: "1 Main St", postalCode: "2139"),
            sources: [SourceRef(source: "o", sourceId: "1", line: 2)])
        var findings: [Diagnostic] = []
        validator.validate(&owner, at: location, columns: [:], findings: &findings)
        #expect(owner.phones == ["+15552013344", "12"])
        #expect(owner.email == nil)
        #expect(findings.map(\.code) == ["owner.email-invalid", "owner.phone-invalid", "owner.postal-code-invalid"])
        var unreachable = Owner(id: "OWN-2", lastName: "Lee")
        findings = []
        validator.validate(&unreachable, at: location, columns: [:], findings: &findings)
        #expect(findings.map(\.code) == ["owner.first-name-missing", "owner.no-contact"])
    }

    @Test("owners: a number written twice is kept once, placeholders are dropped, the order of the rest is kept")
    func repeatedPhones() {
        var owner = Owner(
            id: "OWN-1", firstName: "Ann", lastName: "Lee",
            phones: ["n/a", "(555) 201-3344", "12", "555.201.3344", "-", "+1 555 201 3344", "12", "(555) 201-9999"],
            sources: [SourceRef(source: "o", sourceId: "1", line: 2)])
        var findings: [Diagnostic] = []
        validator.validate(&owner, at: location, columns: [:], findings: &findings)
        #expect(owner.phones == ["+15552013344", "12", "+15552019999"])
        #expect(findings.map(\.code) == ["owner.phone-invalid", "owner.phone-invalid"])
        var placeholdersOnly = Owner(
            id: "OWN-2", firstName: "Bo", lastName: "Lee", email: "bo@example.com", phones: ["n/a", "-"],
            sources: [SourceRef(source: "o", sourceId: "2", line: 3)])
        findings = []
        validator.validate(&placeholdersOnly, at: location, columns: [:], findings: &findings)
        #expect(placeholdersOnly.phones.isEmpty)
        #expect(findings.isEmpty)
    }
}
