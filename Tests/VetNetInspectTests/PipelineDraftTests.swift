import Foundation
import Testing
import VetNetCore
import VetNetMapping
import VetNetPipeline
import VetNetTestSupport

@testable import VetNetInspect

@Suite struct PipelineDraftTests {
    func draft(_ files: [(String, Entity?)]) throws -> PipelineDraft {
        let inputs = try files.map { file, entity in
            (
                profile: try FileProfiler.profile(path: packageRoot.appendingPathComponent(file).path, name: file),
                entity: entity, path: "../" + file
            )
        }
        return PipelineDraft(inputs: inputs, name: "draft")
    }

    func decode(_ draft: PipelineDraft) throws -> PipelineConfig {
        try PipelineFileDecoder.decode(
            yaml: draft.yaml, file: packageRoot.appendingPathComponent("pipelines/draft.yml").path)
    }

    @Test(
        "An owner and a patient export become two linked sources that decode as a pipeline",
        arguments: [
            "us-clinic/clients.csv", "legacy-clinic/owners.csv", "nightly-clinic/owners.csv",
            "shelter-animals/owners.csv",
        ])
    func linkedSources(owners: String) throws {
        let patients = owners.replacingOccurrences(of: "clients.csv", with: "patients.csv").replacingOccurrences(
            of: "owners.csv", with: "patients.csv")
        let draft = try draft([("samples/" + owners, nil), ("samples/" + patients, nil)])
        #expect(draft.sources.map(\.entity) == [.owner, .patient])
        let config = try decode(draft)
        #expect(config.sources[1].mapping.ownerSource == config.sources[0].name)
        for key in ["sourceId", "ownerSourceId", "name", "species", "breed", "sex", "birthDate"] {
            #expect(config.sources[1].mapping.fields[key] != nil, "patients' \(key)")
        }
        #expect(config.sources[0].mapping.fields["sourceId"] != nil)
    }

    @Test(
        "The entity is guessed from the columns when not given: species, breed, birth date or chip columns are animals")
    func entityGuess() throws {
        let draft = try draft([
            ("samples/nightly-clinic/patients.csv", nil), ("samples/nightly-clinic/owners.csv", nil),
        ])
        #expect(draft.sources.map(\.name) == ["owners", "patients"])
        #expect(draft.sources.map(\.entity) == [.owner, .patient])
    }

    @Test(
        "People with birth dates are owners; animals with birth dates, and a birth date with one name, are patients",
        arguments: [
            ("rec_id, given_name, surname, street_number, address_1, suburb, postcode, date_of_birth", Entity.owner),
            ("ClientID,First Name,Last Name,DOB,Phone", .owner),
            ("ID,Name,DOB,Owner", .patient),
            ("ID,First Name,Last Name,DOB,Species", .patient),
            ("ID,Owner First,Owner Last,Pet Name,Age,Microchip", .patient),
        ])
    func personBirthDates(header: String, entity: Entity) throws {
        let draft = try draftOf(
            header + "\n" + header.split(separator: ",").map { _ in "1" }.joined(separator: ","), entity: nil)
        #expect(draft.sources.first { $0.name == "animals" }?.entity == entity, "\(header)")
    }

    @Test(
        "A house number in a column of its own joins the street line, before it or after it as the language writes it",
        arguments: [
            ("street_number", "address_1", ["street_number", "address_1"]),
            ("House No", "Street", ["House No", "Street"]),
            ("Hausnummer", "Straße", ["Straße", "Hausnummer"]),
            ("huisnummer", "straatnaam", ["straatnaam", "huisnummer"]),
        ])
    func houseNumberColumn(number: String, street: String, columns: [String]) throws {
        let csv = "ID,First Name,Last Name,\(street),\(number),City\n1,Anna,Berger,Main Street,12,Springfield\n"
        let draft = try draftOf(csv, entity: .owner, file: "clients.csv")
        let line = try #require(draft.field("address.line1", of: "clients"))
        #expect(line.columns == columns)
        #expect(line.join == " ")
        #expect(draft.sources.first?.unmapped.map(\.column).contains(number) == false)
        let mapping = try #require(try draft.decoded().sources.first?.mapping.fields["address.line1"])
        #expect(mapping.columns == columns)
    }

    @Test("A secondary breed column joins the primary one with a slash, as the breed catalog reads a cross")
    func secondaryBreed() throws {
        let csv = """
            license_number,animal_name,species,primary_breed,secondary_breed
            S1,Wall-E,Dog,"Retriever, Labrador","Poodle, Standard"
            S2,Andre,Dog,Beagle,

            """
        let draft = try draftOf(csv)
        let breed = try #require(draft.field("breed", of: "animals"))
        #expect(breed.columns == ["primary_breed", "secondary_breed"])
        #expect(breed.join == "/")
        #expect(try draft.decoded().sources.last?.mapping.fields["breed"]?.join == "/")
    }

    @Test(
        "A register of one species without a species column drafts that species when its names and breeds agree, and nothing otherwise",
        arguments: [
            ("dogs.csv", "Animal ID,Animal Name,Breed", "Labrador Retriever", "dog"),
            ("register.csv", "Docket #,Dog Name,Breed", "Terrier, Fox (Smooth)", "dog"),
            ("katzen.csv", "ID,Name,Rasse", "Maine Coon", "cat"),
            // The names say dogs, a breed says cat: the export holds other animals.
            ("dogs.csv", "Animal ID,Animal Name,Breed", "Domestic Shorthair", nil),
            // Names that say two species; names that say none leave it to the breeds, all of them dogs'.
            ("dogs-and-cats.csv", "Animal ID,Animal Name,Breed", "Labrador Retriever", nil),
            ("animals.csv", "Animal ID,Animal Name,Breed", "Labrador Retriever", "dog"),
        ])
    func singleSpecies(file: String, header: String, breed: String, species: String?) throws {
        let rows = (1...30).map { "\($0 * 7 + 100),Rex\($0),\"\($0 % 3 == 0 ? "Beagle" : breed)\"" }
        let csv = ([header] + rows).joined(separator: "\n") + "\n"
        let draft = try draftOf(species == "cat" ? csv.replacing("Beagle", with: "Siamese") : csv, file: file)
        let field = draft.field("species", of: draft.sources.last?.name ?? "")
        #expect(field?.value == species, "\(draft.yaml)")
        if species != nil {
            #expect(try draft.decoded().sources.last?.mapping.fields["species"]?.defaultValue == species)
        }
    }

    @Test("Codes the built-in tables do not read get a value map with a comment; known codes get none")
    func valueMaps() throws {
        let draft = try draft([("samples/legacy-clinic/patients.csv", .patient)])
        let species = try #require(draft.sources[0].fields.first { $0.key == "species" })
        #expect(species.map.map(\.from).contains("LAG"))
        #expect(species.map.first { $0.from == "LAG" }?.to == "rabbit")
        #expect(!species.map.map(\.from).contains("K9"))
        let sex = try #require(draft.sources[0].fields.first { $0.key == "sex" })
        #expect(sex.map.map(\.from) == ["N"])
        #expect(draft.yaml.contains("\"N\": unknown    #"))
    }

    @Test("A column mixing day-first and month-first dates lists both layouts, and ISO dates besides")
    func dateFormats() throws {
        let draft = try draft([("samples/legacy-clinic/patients.csv", .patient)])
        let birth = try #require(draft.sources[0].fields.first { $0.key == "birthDate" })
        #expect(Set(birth.formats) == ["MM/dd/yyyy", "dd/MM/yyyy", "yyyy-MM-dd"])
    }

    @Test("Missing or mostly empty birth dates lower patient.birth-date-missing to a warning, with the reason")
    func severities() throws {
        let shelter = try draft([("samples/shelter-animals/patients.csv", .patient)])
        #expect(shelter.sources[0].severities.map(\.code) == ["patient.birth-date-missing"])
        #expect(shelter.yaml.contains("    patient.birth-date-missing: warning    #"))
        let clinic = try draft([("samples/us-clinic/patients.csv", .patient)])
        #expect(clinic.sources[0].severities.isEmpty)
    }

    @Test("A patient export alone is drafted with a note that it needs an owner source")
    func patientsAlone() throws {
        let draft = try draft([("samples/us-clinic/patients.csv", .patient)])
        #expect(draft.sources[0].ownerSource == nil)
        #expect(draft.yaml.contains("needs an owner source"))
    }

    @Test("Unmapped columns are listed in a comment, the nameless empty one after a trailing delimiter too")
    func unmapped() throws {
        let draft = try draft([("samples/legacy-clinic/owners.csv", .owner)])
        #expect(draft.sources[0].unmapped.map(\.column) == ["Salutation", "Column 16"])
        #expect(draft.sources[0].unmapped.last?.note == "empty")
        #expect(draft.yaml.contains("      #   Salutation (text)"))
    }

    @Test("A Name column beside a Surname column is the first name; alone, the full name")
    func nameBesideSurname() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let both = try directory.write("OwnerID,Name,Surname\n1,Debbie,Metivier\n2,John,Sebastian\n", to: "both.csv")
        let alone = try directory.write("OwnerID,Name\n1,Debbie Metivier\n2,John Sebastian\n", to: "alone.csv")
        var drafts: [PipelineDraft] = []
        for path in [both, alone] {
            drafts.append(
                PipelineDraft(inputs: [(try FileProfiler.profile(path: path), Entity.owner, path)], name: "names"))
        }
        #expect(drafts[0].sources[0].fields.map(\.key) == ["sourceId", "firstName", "lastName"])
        #expect(drafts[1].sources[0].fields.map(\.key) == ["sourceId", "fullName"])
    }

    @Test("Any text written as a YAML scalar reads back as the same text (property)")
    func yamlScalars() throws {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("aZ09 -_./():#'\"\\@&*!?%{}[],|>~`\t\u{7}\u{202E}\u{200B}éß日") + ["\n"]
        for round in 0..<400 {
            var text = String((0..<random.int(in: 1...12)).map { _ in random.pick(alphabet) })
            if round % 10 == 0 { text = random.pick(["yes", "No", "true", "null", "~", "1.5", "12", "y", "-", "?"]) }
            let yaml = "version: 1\nname: \(yamlScalar(text))\nsources: []\n"
            let config = try PipelineFileDecoder.decode(yaml: yaml, file: "/tmp/x.yml")
            #expect(config.name == text, "\(text.debugDescription) written as \(yamlScalar(text))")
        }
    }
}
