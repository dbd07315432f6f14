import Testing
import VetNetCore
import VetNetMapping
import VetNetValidation

@Suite("Species values written as the catalog's species IDs")
struct SpeciesNameTests {
    let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    @Test(
        "A word the catalog knows is written as its species' ID, whatever its case and spacing",
        arguments: [
            ("Rat", "rodent"), ("hamster", "rodent"), ("GERBIL", "rodent"), ("Mouse", "rodent"),
            ("Chinchilla", "rodent"), ("Chicken", "bird"), ("Goat", "other"), ("Pig", "other"),
            ("Wildlife", "other"), ("Livestock", "other"), ("Opossum", "other"), ("Raccoon", "other"),
            ("House Rabbit", "rabbit"), ("domestic rabbit", "rabbit"), ("Pet Rabbit", "rabbit"), ("K9", "dog"),
            ("Guinea Pig", "guinea-pig"), (" Feline ", "cat"),
        ])
    func catalogID(word: String, species: String) {
        #expect(SpeciesName.normalize(word) == species)
    }

    @Test("A word the catalog does not know is kept lower-cased, for validation to report")
    func unknownWord() {
        #expect(SpeciesName.normalize(" Axolotl ") == "axolotl")
        #expect(SpeciesName.normalize("Rabbit Hound") == "rabbit hound")
        #expect(SpeciesCatalog.standard.resolve(SpeciesName.normalize("Axolotl")) == nil)
    }

    @Test("Every spelling of every catalog species, in any case, is written as that species' ID and read back by it")
    func everySpelling() {
        for species in SpeciesCatalog.standard.all {
            for spelling in [species.id, species.name] + species.synonyms {
                for form in [spelling, spelling.uppercased(), "  " + spelling.lowercased() + " "] {
                    let written = SpeciesName.normalize(form)
                    #expect(written == SpeciesCatalog.standard.resolve(spelling)?.id, "\(form)")
                    #expect(SpeciesCatalog.standard.resolve(written)?.id == written, "\(form)")
                }
            }
        }
    }

    @Test("A word naming a kind the breed catalog knows for the species is read as that kind; names and synonyms not")
    func kinds() {
        #expect(SpeciesName.read("Rat").species == "rodent")
        #expect(SpeciesName.read("Rat").kind == "Rat")
        #expect(SpeciesName.read(" Hamster ").kind == "Hamster")
        #expect(SpeciesName.read("Chicken").species == "bird")
        #expect(SpeciesName.read("Chicken").kind == "Chicken")
        for word in ["Rodent", "rodents", "K9", "Kitten", "Ferret", "Bird", "Goat", "Axolotl"] {
            #expect(SpeciesName.read(word).kind == nil, "\(word)")
        }
    }

    var mapping: SourceMapping {
        SourceMapping(
            source: "patients", entity: .patient, ownerSource: "clients",
            fields: [
                "sourceId": FieldSpec(column: "ID"), "ownerSourceId": FieldSpec(column: "Owner"),
                "name": FieldSpec(column: "Name"), "species": FieldSpec(column: "Species"),
                "breed": FieldSpec(column: "Breed"),
            ])
    }

    func mapped(_ species: String, breed: String?) throws -> Patient {
        let mapper = try RecordMapper(
            mapping: mapping, columns: ["ID", "Owner", "Name", "Species", "Breed"], asOf: asOf, file: "in.csv")
        var findings: [Diagnostic] = []
        let raw = RawRecord(
            location: SourceLocation(file: "in.csv", line: 2, recordIndex: 1),
            fields: ["P1", "O1", "Remy", species, breed])
        return try #require(mapper.mapPatient(raw, findings: &findings)?.patient)
    }

    @Test("A kind in the species column is the breed of a record without one, and leaves a given breed alone")
    func kindAsBreed() throws {
        let rat = try mapped("Rat", breed: nil)
        #expect(rat.species == "rodent")
        #expect(rat.breed == "Rat")
        let dumbo = try mapped("Rat", breed: "Dumbo Rat")
        #expect(dumbo.species == "rodent")
        #expect(dumbo.breed == "Dumbo Rat")
        let goat = try mapped("Goat", breed: nil)
        #expect(goat.species == "other")
        #expect(goat.breed == nil)
    }

    @Test("A rat and a rodent are mapped to the same species, so matching compares them as one")
    func ratAndRodentAgree() throws {
        #expect(try mapped("Rat", breed: "Fancy Rat").species == mapped("rodent", breed: "Fancy Rat").species)
    }
}
