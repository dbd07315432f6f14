import Testing
import VetNetCore
import VetNetValidation

/// Shelters file rabbits, ferrets and rats under the species `Other`, with the species in the breed: no
/// contradiction, unlike a breed of one known species on an animal of another.
@Suite("Record rules: a breed of a known species on an animal whose species is Other")
struct SpeciesOtherBreedTests {
    let validator = RecordValidator(asOf: LocalDate(year: 2026, month: 11, day: 20)!, defaultCountry: .us)
    let location = SourceLocation(file: "p.csv", line: 3, recordIndex: 2)

    func check(species: String, breed: String) -> (Patient, [Diagnostic]) {
        var patient = Patient(
            id: "PAT-1", medicalId: "VN-0000-0000-000", name: "Thumper", species: species, breed: breed,
            birthDate: LocalDate(year: 2015, month: 3, day: 1), ownerId: "OWN-1",
            sources: [SourceRef(source: "animals", sourceId: "A1", line: 3)])
        var findings: [Diagnostic] = []
        validator.validate(&patient, at: location, columns: ["breed": "breed"], findings: &findings)
        return (patient, findings)
    }

    @Test("Other with a breed of one known species is kept as Other, with a warning that names that species")
    func oneSpecies() throws {
        let (patient, findings) = check(species: "other", breed: "Ferret Mix")
        #expect(findings.map(\.code) == ["patient.species-other-breed-names-species"])
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "The species is Other, but the breed {value} is a breed of ferret; the species was kept as Other. Map it to ferret in the pipeline's species map if these animals are ferrets."
        )
        #expect(finding.value == "Ferret Mix")
        #expect(patient.species == "other")
        #expect(patient.breed == "Ferret Mix")
    }

    @Test("Other with a breed that several species have (Rex: rabbits and guinea pigs) names them all")
    func severalSpecies() throws {
        let (patient, findings) = check(species: "Other", breed: "Rex Mix")
        #expect(findings.map(\.code) == ["patient.species-other-breed-names-species"])
        #expect(
            findings.first?.message
                == "The species is Other, but the breed {value} is a breed of rabbit or guinea pig; the species was kept as Other. Map it to the right one in the pipeline's species map if these animals are all of one species."
        )
        #expect(patient.species == "Other")
    }

    @Test("A known species with another species' breed is still an error that names both")
    func knownSpeciesContradicts() throws {
        let (_, findings) = check(species: "dog", breed: "Ferret Mix")
        #expect(findings.map(\.code) == ["patient.breed-other-species"])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("is a breed of ferret, but the patient is a dog;") == true)
    }

    @Test("An unknown breed of an animal whose species is Other says so in those words")
    func unknownBreedOfOther() throws {
        let (_, findings) = check(species: "other", breed: "Moon Hopper")
        #expect(findings.map(\.code) == ["patient.breed-unknown"])
        #expect(
            findings.first?.message.hasPrefix(
                "The breed {value} is not in the breed catalog for an animal whose species is Other; it was kept as written."
            ) == true)
    }
}
