import Testing
import VetNetMapping
import VetNetPipeline

@testable import VetNetInspect

/// Drafts of dog registers and impound exports: one species and no species column, docket numbers, birth years,
/// yes/no columns named as dates.
@Suite struct RegisterDraftTests {
    /// Unique docket numbers of 5 to 9 digits, shuffled in a fixed order, one written with a space as a typo.
    static func dockets(_ count: Int) -> [String] {
        (0..<count).map { row in
            row == count / 2 ? "332 10760" : String(10_000 + (row * 7_919) % 90_000 + (row % 3) * 10_000_000)
        }
    }

    /// A register of `rows` animals of `breeds` in turn, with `header` columns and cells from `cells(row)`.
    func register(_ header: String, rows: Int, _ cells: (Int) -> String) -> String {
        (0..<rows).reduce(header + "\n") { $0 + cells($1) + "\n" }
    }

    static let dogBreeds = ["Labrador Retriever", "Border Collie", "German Shepherd", "Beagle", "Pit Bull Terrier"]

    @Test("A column whose only sex word is Unknown (a register's Classification) is no sex column; M, F and Unknown is")
    func unknownAloneNamesNoSex() {
        func kinds(_ values: [(String, Int)]) -> [ColumnKind] {
            var profiler = ColumnProfiler(name: "Classification", position: 1)
            for (value, count) in values { for _ in 0..<count { profiler.observe(value) } }
            return profiler.profile().kinds
        }
        let classification = kinds([
            ("Unknown", 950), ("Menacing - dog of breed/type in schedule 4", 40),
            ("Dangerous - threat based on sworn evidence", 10),
        ])
        #expect(!classification.contains(.sex), "\(classification)")
        #expect(kinds([("M", 500), ("F", 450), ("Unknown", 50)]).contains(.sex))
    }

    @Test("Unique docket numbers, a stray space among 19,699 of them, are IDs: the sourceId, not phone numbers")
    func docketNumbers() throws {
        let dockets = Self.dockets(19_699)
        #expect(Set(dockets).count == dockets.count)
        var profiler = ColumnProfiler(name: "Docket #", position: 1)
        for value in dockets { profiler.observe(value) }
        let column = profiler.profile()
        #expect(column.kind == .id)
        #expect(!column.kinds.contains(.phone))
        let csv = register("Docket #,Dog Name", rows: dockets.count) { "\(dockets[$0]),Rex" }
        let draft = try draftOf(csv)
        #expect(draft.field("sourceId", of: "animals")?.columns == ["Docket #"])
    }

    @Test("Bare numbers with one number written with a space are no phone numbers; phones written with punctuation are")
    func phoneEvidence() {
        var bare = ColumnProfiler(name: "column", position: 1)
        for row in 0..<500 { bare.observe(row == 7 ? "555 2013344" : "5552\(String(100_000 + row))") }
        #expect(!bare.profile().kinds.contains(.phone))
        var written = ColumnProfiler(name: "column", position: 1)
        for row in 0..<500 { written.observe(row % 10 == 0 ? "(555) 201-\(1000 + row)" : "555201\(1000 + row)") }
        #expect(written.profile().kinds.contains(.phone))
    }

    @Test(
        "Names a run rejects (numbered littermates, one letter) are counted in the name's comment, with how to keep them"
    )
    func rejectedNames() throws {
        let names = ["Rex", "Pup 1", "Pup 2", "Bella", "Q", "Pup 1"]
        let csv = register("Docket #,Dog Name", rows: 60) { "\(1000 + $0),\(names[$0 % names.count])" }
        let name = try #require(try draftOf(csv).field("name", of: "animals"))
        let reason = name.reasons.joined(separator: "; ")
        #expect(reason.contains("40 rows have names a run rejects (patient.name-invalid"), "\(reason)")
        #expect(reason.contains("such as \"Pup 1\" ×20, \"Pup 2\" ×10, \"Q\" ×10"), "\(reason)")
        #expect(reason.contains("patient.name-invalid: warning"))
        let clean = try #require(
            try draftOf(register("Docket #,Dog Name", rows: 10) { "\(1000 + $0),Rex" }).field(
                "name", of: "animals"))
        #expect(!clean.reasons.joined().contains("name-invalid"))
    }

    @Test("Of two columns named as IDs, the one whose values are all different is the sourceId, whichever comes first")
    func uniqueIDWins() throws {
        let csv = register("Dog ID,Docket #,Dog Name", rows: 30) { "\(4000 + $0 % 10),\(26_912_494 + $0 * 37),Rex" }
        let draft = try draftOf(csv)
        #expect(draft.field("sourceId", of: "animals")?.columns == ["Docket #"])
    }

    @Test("A register whose breeds the catalog knows as dogs' drafts species dog, with the count in its comment")
    func oneSpecies() throws {
        let csv = register("Animal ID,Pet Name,Primary Breed,Secondary Breed", rows: 40) {
            "A\($0),Rex,\(Self.dogBreeds[$0 % 5]),\($0 % 2 == 0 ? "Cross" : "")"
        }
        let draft = try draftOf(csv)
        let species = try #require(draft.field("species", of: "animals"))
        #expect(species.value == "dog")
        #expect(species.reasons.first?.contains("40 of the 40 breeds of \"Primary Breed\"") == true)
        #expect(draft.yaml.contains("      species: { value: dog }\n"))
        #expect(try draft.decoded().sources[1].mapping.fields["species"] == FieldSpec(constant: "dog"))
    }

    @Test(
        "No species is drafted from breeds of two species, or from fewer than 20 known breeds; the commented line says why"
    )
    func noSpecies() throws {
        let mixed = register("Animal ID,Pet Name,Breed", rows: 40) {
            "A\($0),Rex,\($0 % 4 == 0 ? "Persian" : Self.dogBreeds[$0 % 5])"
        }
        let both = try draftOf(mixed)
        #expect(both.field("species", of: "animals") == nil)
        #expect(both.yaml.contains("of the 40 breeds the breed catalog knows, 30 dog, 10 cat: more than one species"))
        let few = register("Animal ID,Pet Name,Breed", rows: 40) { "A\($0),Rex,\($0 < 10 ? "Beagle" : "Fluffy")" }
        let unknown = try draftOf(few)
        #expect(unknown.field("species", of: "animals") == nil)
        #expect(unknown.yaml.contains("the breed catalog knows 10 of its breeds, 20 are needed"))
    }

    @Test("A yes/no column named as a date (Registered) is no createdAt; a column of dates by that name is")
    func registeredYesNo() throws {
        let yesNo = try draftOf(
            register("Animal ID,Dog Name,Registered", rows: 20) { "A\($0),Rex,\($0 % 3 == 0 ? "Yes" : "No")" })
        #expect(yesNo.field("createdAt", of: "animals") == nil)
        let dated = try draftOf(register("Animal ID,Dog Name,Registered", rows: 20) { "A\($0),Rex,2021-03-\(10 + $0)" })
        #expect(dated.field("createdAt", of: "animals")?.formats == ["yyyy-MM-dd"])
    }

    @Test("A birth year column is the birth date with format yyyy, read as 1 January, estimated")
    func birthYear() throws {
        let draft = try draftOf(
            register(
                "Animal ID,Animal Name,AnimalBirthYear,Animal Gender Description,Animal Breed2 Description", rows: 20
            ) {
                "A\($0),Rex,\(2010 + $0 % 10),\($0 % 2 == 0 ? "Male" : "Female"),\($0 % 2 == 0 ? "Poodle" : "")"
            })
        let born = try #require(draft.field("birthDate", of: "animals"))
        #expect(born.columns == ["AnimalBirthYear"])
        #expect(born.formats == ["yyyy"])
        #expect(draft.field("sex", of: "animals")?.columns == ["Animal Gender Description"])
        #expect(draft.field("breed", of: "animals")?.columns == ["Animal Breed2 Description"])
        #expect(draft.field("name", of: "animals")?.columns == ["Animal Name"])
        #expect(try draft.decoded().sources[1].mapping.fields["birthDate"]?.formats.map(\.isYearOnly) == [true])
    }
}
