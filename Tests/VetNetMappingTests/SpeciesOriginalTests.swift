import Testing
import VetNetCore
import VetNetMapping
import VetNetValidation

/// The species as the export wrote it is kept (`speciesOriginal`) exactly when it says more than the species.
@Suite("The species as the export wrote it")
struct SpeciesOriginalTests {
    let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    func mapped(_ species: String, breed: String?, map: [String: String] = [:]) throws -> Patient {
        let mapping = SourceMapping(
            source: "patients", entity: .patient, ownerSource: "clients",
            fields: [
                "sourceId": FieldSpec(column: "ID"), "ownerSourceId": FieldSpec(column: "Owner"),
                "name": FieldSpec(column: "Name"), "species": FieldSpec(columns: ["Species"], valueMap: map),
                "breed": FieldSpec(column: "Breed"),
            ])
        let mapper = try RecordMapper(
            mapping: mapping, columns: ["ID", "Owner", "Name", "Species", "Breed"], asOf: asOf, file: "in.csv")
        var findings: [Diagnostic] = []
        let raw = RawRecord(
            location: SourceLocation(file: "in.csv", line: 2, recordIndex: 1),
            fields: ["P1", "O1", "Remy", species, breed])
        return try #require(mapper.mapPatient(raw, findings: &findings)?.patient)
    }

    static let pipelineMap = [
        "Small animal": "other", "EXO": "other", "Gerbil": "other", "LAG": "rabbit", "Pocket pet": "rodent",
        "Canine": "dog", "Doggo": "Dog", "Ratte": "Rat",
    ]

    @Test(
        "species, species as written and breed of a species word, with and without a breed and the pipeline's map",
        arguments: [
            // `other`: every word but `other` itself.
            ("Goat", nil, "other", "Goat", nil), (" pig ", nil, "other", "pig", nil),
            ("Wildlife", "Raccoon", "other", "Wildlife", "Raccoon"), ("Horse", nil, "other", "Horse", nil),
            ("Other", nil, "other", nil, nil), ("OTHER", nil, "other", nil, nil),
            // Through the map: anything for `other`, a kind as the map makes it, the species' own name not.
            ("Small animal", nil, "other", "Small animal", nil), ("EXO", nil, "other", "EXO", nil),
            ("Gerbil", nil, "other", "Gerbil", nil), ("Ratte", nil, "rodent", "Ratte", "Rat"),
            ("LAG", "Holland Lop", "rabbit", nil, "Holland Lop"),
            ("Pocket pet", "Fancy Rat", "rodent", nil, "Fancy Rat"),
            // A kind within the species: kept whether or not the breed takes it too.
            ("Rat", "Dumbo", "rodent", "Rat", "Dumbo"), ("Rat", nil, "rodent", "Rat", "Rat"),
            ("Hamster", nil, "rodent", "Hamster", "Hamster"), ("Chicken", "Silkie", "bird", "Chicken", "Silkie"),
            ("Budgie", nil, "bird", "Budgie", "Budgie"),
            // Plain names and synonyms of the species, mapped or not: nothing more to keep.
            ("Dog", "Beagle", "dog", nil, "Beagle"), ("DOG", nil, "dog", nil, nil), ("Canine", nil, "dog", nil, nil),
            ("K9", nil, "dog", nil, nil), ("Doggo", nil, "dog", nil, nil), ("Feline", nil, "cat", nil, nil),
            ("Rabbit", nil, "rabbit", nil, nil), ("House Rabbit", "Holland Lop", "rabbit", nil, "Holland Lop"),
            ("Rodent", "Fancy Rat", "rodent", nil, "Fancy Rat"),
        ] as [(String, String?, String, String?, String?)])
    func word(written: String, breed: String?, species: String, original: String?, breedAfter: String?) throws {
        let patient = try mapped(written, breed: breed, map: Self.pipelineMap)
        #expect(patient.species == species)
        #expect(patient.speciesOriginal == original)
        #expect(patient.breed == breedAfter)
    }

    @Test("a kind the map makes the species' own name of is still kept as written, the breed left to the record")
    func kindMappedToItsSpecies() throws {
        let rat = try mapped("Rat", breed: nil, map: ["Rat": "rodent"])
        #expect(rat.species == "rodent")
        #expect(rat.speciesOriginal == "Rat")
        #expect(rat.breed == nil)
    }

    @Test("a species the catalog does not know keeps no word: the species holds it, lower-cased, for validation")
    func unknownWord() throws {
        let axolotl = try mapped("Axolotl", breed: nil)
        #expect(axolotl.species == "axolotl")
        #expect(axolotl.speciesOriginal == nil)
        let mappedAway = try mapped("Snek", breed: nil, map: ["Snek": "dragon"])
        #expect(mappedAway.species == "dragon")
        #expect(mappedAway.speciesOriginal == nil)
    }

    @Test("every spelling in the species catalog keeps no word exactly when it is a plain name of its species")
    func everySpelling() throws {
        let catalog = SpeciesCatalog.standard
        var kept = 0
        for species in catalog.all {
            for (position, spelling) in ([species.id, species.name] + species.synonyms).enumerated() {
                // A spelling an earlier species claims is that species' (`SpeciesCatalog.init`).
                guard catalog.resolve(spelling) == species else { continue }
                let namesKind =
                    position >= 2 && BreedCatalog.standard.resolve(spelling, species: species.id).canonical != nil
                let isPlain = position < 2 || !(namesKind || species.isOther)
                for form in [spelling, spelling.uppercased(), " " + spelling + "  "] {
                    let reading = SpeciesName.read(form)
                    #expect(reading.species == species.id, "\(form)")
                    #expect(
                        reading.original == (isPlain ? nil : form.trimmingWhitespace()), "\(form)")
                    let patient = try mapped(form, breed: "Mixed")
                    #expect(patient.speciesOriginal == reading.original, "\(form)")
                }
                if !isPlain { kept += 1 }
            }
        }
        #expect(kept > 40, "the catalog has kinds and animals of other to keep")
    }
}
