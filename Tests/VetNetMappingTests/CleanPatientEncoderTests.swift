import Testing
@testable import VetNetCore
@testable import VetNetMapping
import VetNetValidation
import VetNetTestSupport

/// The clean path makes exactly what mapping, checking and encoding make of a row, or leaves the row to them. The
/// reference encodes through `PatientField`'s table (`EncodedRecord`), so the clean path's fields, written out by hand
/// in the table's order, are held to the table here, byte for byte over thousands of generated rows.
@Suite("Clean patient rows encoded from their bytes")
struct CleanPatientEncoderTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!
    static let columns = [
        "ID", "Owner", "Name", "Species", "Breed", "Sex", "Fixed", "DOB", "Weight", "Chip", "Notes", "Dead", "Active",
        "Inactive", "Created", "Updated", "Second ID", "Color",
    ]

    static func mapping(birthDateFormat: String = "MM/dd/yyyy", unit: WeightUnit? = .lb) -> SourceMapping {
        SourceMapping(
            source: "patients", entity: .patient, ownerSource: "clients",
            fields: [
                "sourceId": FieldSpec(columns: ["ID", "Second ID"]), "ownerSourceId": FieldSpec(column: "Owner"),
                "name": FieldSpec(column: "Name"),
                "species": FieldSpec(
                    columns: ["Species"],
                    valueMap: [
                        "K9": "dog", "FEL": "cat", "Guinea Pig": "guinea-pig", "Snek": "dragon", "Pocket Pet": "rodent",
                        "Small animal": "other",
                    ]),
                "breed": FieldSpec(columns: ["Breed"], valueMap: ["GR": "Golden Retriever"]),
                "sex": FieldSpec(
                    columns: ["Sex"], valueMap: ["MN": "male-neutered", "FS": "female-spayed", "X": "hermaphrodite"]),
                "neutered": FieldSpec(column: "Fixed"),
                "birthDate": FieldSpec(
                    columns: ["DOB"], formats: [DatePattern(birthDateFormat)!, DatePattern("yyyy-MM-dd")!]),
                "weight": FieldSpec(columns: ["Weight"], unit: unit),
                "microchip": FieldSpec(column: "Chip"), "notes": FieldSpec(column: "Notes"),
                "deceased": FieldSpec(column: "Dead"), "active": FieldSpec(column: "Active"),
                "inactive": FieldSpec(column: "Inactive"),
                "createdAt": FieldSpec(column: "Created"),
                "updatedAt": FieldSpec(columns: ["Updated"], formats: [DatePattern("MM/dd/yyyy hh:mm a")!]),
                "color": FieldSpec(column: "Color"),
            ])
    }

    /// Per column: values the clean path takes, then values it must leave to the mapper (or that the checks
    /// report), so that every way out is drawn.
    static let clean: [[String?]] = [
        ["5001", " 77 ", "PAT-2019-000001", "x"], ["1001", "OWN-7", " 42\t"],
        ["Bella", "Max Junior", "Luna-Mae", "O'Malley", "Mr. Pickles", " Biscuit "],
        // `Rat` and `Hamster` are written `rodent` by both paths, and both keep the word as written, as do `Chicken`,
        // `Budgie`, `Goat` and the mapped `Small animal`; `Dog`, `DOG`, `Canine` and the mapped `Pocket Pet` keep none.
        [
            "K9", "k9", "dog", "Dog", "DOG", "Canine", "FEL", "Feline", "Guinea Pig", "Reptile", "bunny", "Rat",
            "Hamster",
            "Chicken", "Budgie", "Goat", "Pocket Pet", "Small animal",
        ],
        [
            "Labrador Retriever", "Lab", "Retriever, Labrador", "GR", "gr", "Domestic Shorthair", "DSH", "Mixed Breed",
            "Poodle/Bichon",
            "Lab X", "Holland Lop", "Ball Python", "Persian", "Beagle ", "Fancy Rat", "Dumbo Rat", "Hen", "Budgerigar",
        ],
        ["MN", "mn", "FS", "M", "F", "female-spayed", "U", "", nil],
        ["Y", "N", "", nil],
        ["03/14/2019", "2019-03-14", "11/20/2026", "11/20/1996"],
        ["65.2", "12", "0.3", "", nil],
        ["985141000123456", "900142940167377", "", "N/A", "0", "985 141 000 123 456", nil],
        ["", "Heart murmur grade 2/6", "Bites; muzzle before exams", nil],
        ["N", "", nil], ["Y", "", nil], ["N", "", nil],
        ["2024-01-02T03:04:05", "2024-01-02", "", nil], ["10/26/2024 10:17 PM", "", nil],
        // Read only without a first ID: text beyond ASCII here leaves the row clean.
        [nil, "", "9001", "Zoë"],
        ["Black", "Brown Tabby/White", " TABBY-BRN ", "BLK/WHT", "", nil],
    ]

    static let dirty: [[String?]] = [
        ["", "  ", nil, "Zoë-1"], ["", nil, "Zoë"],
        ["", "A", "Bella123", String(repeating: "a", count: 51), "Zoë", "Pickles\r", nil],
        ["", "dragon", "Snek", "K9\r", "Kätzchen", nil],
        ["", "Unknown", "Labradoodle Supreme", "Persian", "Siamese", "N/A", "Zwergpinscher ä", nil],
        ["Q", "hermaphrodite", "X", "é"],
        ["maybe", "ja", "é"],
        ["", "14/03/2019", "11/21/2026", "01/01/1970", "2019-3-4", "tomorrow", nil],
        ["0", "-3", "12 lb", "4,2", "abc", "900", "1e3"],
        ["9.85E+14", "123456789", "12345", "98514100012345", "985141000123456789", "AVID*123*456*789"],
        [String(repeating: "n", count: 501), "Zoë's notes", "line\r"],
        ["Y", "maybe"], ["N", "nope"], ["Y", "sure"],
        ["2024-13-01", "yesterday"], ["10/26/2024 22:17"],
        ["9002", "é"],
        // Whitespace the mapper collapses, text beyond ASCII.
        ["Brown  Tabby", "Black\tWhite", "Schwarz/Weiß", "Black\r"],
    ]

    /// What the mapper and the validator make of a row: the encoded patient and its IDs, when nothing was found.
    static func reference(_ raw: RawRecord, mapper: RecordMapper, validator: RecordValidator) -> (
        CleanPatient?, [Diagnostic]
    ) {
        var findings: [Diagnostic] = []
        guard case (var patient, let ownerSourceId)? = mapper.mapPatientParts(raw, findings: &findings) else {
            return (nil, findings)
        }
        validator.validate(&patient, at: raw.location, columns: [:], findings: &findings)
        let encoded = EncodedRecord(patient, into: EncodingArena())
        let made = CleanPatient(
            id: IDKey(patient.id), sourceId: IDKey(patient.sources[0].sourceId), ownerId: IDKey(patient.ownerId),
            ownerSourceId: IDKey(ownerSourceId), medicalId: IDKey(patient.medicalId), encoded: encoded)
        return (made, findings)
    }

    static func expectSame(_ clean: CleanPatient, _ reference: CleanPatient, _ fields: [String?]) {
        #expect(clean.encoded.bytes == reference.encoded.bytes, "\(fields)")
        #expect(clean.id == reference.id && clean.sourceId == reference.sourceId, "\(fields)")
        #expect(clean.ownerId == reference.ownerId && clean.ownerSourceId == reference.ownerSourceId, "\(fields)")
        #expect(clean.medicalId == reference.medicalId, "\(fields)")
    }

    @Test(
        "a row encoded from its bytes is the mapper's and validator's patient, byte for byte, and one they found nothing in"
    )
    func agreesWithTheReference() throws {
        let validator = RecordValidator(asOf: Self.asOf)
        for (seed, mapping) in [(1, Self.mapping()), (2, Self.mapping(birthDateFormat: "M/d/yyyy", unit: nil))] {
            let mapper = try RecordMapper(mapping: mapping, columns: Self.columns, asOf: Self.asOf, file: "in.csv")
            let encoder = try #require(CleanPatientEncoder(mapper: mapper, validator: validator))
            var random = SplitMix64(seed: 0xC1EA + UInt64(seed))
            var encoded = 0
            var leftCleanAlone = 0
            // One arena for every row, as a chunk's rows share one: each row's bytes are its own all the same.
            let arena = EncodingArena()
            for line in 2..<6_000 {
                // Mostly clean columns, a few dirty ones: every way out of the clean path is taken.
                let fields = zip(Self.clean, Self.dirty).map { clean, dirty in
                    random.pick(random.chance(0.03) ? dirty : clean)
                }
                let raw = packedRecord(fields, line: line)
                let (reference, findings) = Self.reference(raw, mapper: mapper, validator: validator)
                guard let clean = encoder.encode(raw, into: arena) else {
                    if findings.isEmpty { leftCleanAlone += 1 }
                    continue
                }
                encoded += 1
                #expect(findings.isEmpty, "\(fields): \(findings.map(\.code))")
                guard let reference else {
                    Issue.record("the clean path encoded a row the mapper could not build: \(fields)")
                    continue
                }
                Self.expectSame(clean, reference, fields)
            }
            // Species and breeds are drawn apart, so many rows pair a cat with a Labrador and are left alone.
            #expect(encoded > 500, "many rows are encoded from their bytes, so the two are compared")
            // Rows the reference finds nothing in but the clean path leaves: weights such as `12 lb`.
            #expect(leftCleanAlone < encoded / 4)
        }
    }

    @Test("every row of clean values is encoded from its bytes")
    func takesEveryCleanRow() throws {
        let validator = RecordValidator(asOf: Self.asOf)
        let mapper = try RecordMapper(mapping: Self.mapping(), columns: Self.columns, asOf: Self.asOf, file: "in.csv")
        let encoder = try #require(CleanPatientEncoder(mapper: mapper, validator: validator))
        var random = SplitMix64(seed: 0xC1EA)
        var skipped: [[String?]] = []
        for line in 2..<2_000 {
            let fields = Self.clean.map { random.pick($0) }
            let raw = packedRecord(fields, line: line)
            let (_, findings) = Self.reference(raw, mapper: mapper, validator: validator)
            // A cat that is a Labrador, a budgie of 65 lb: the checks have something to say.
            guard findings.isEmpty else { continue }
            if encoder.encode(raw, into: EncodingArena()) == nil { skipped.append(fields) }
        }
        #expect(skipped.isEmpty, "\(skipped.prefix(5))")
    }

    @Test(
        "a clean row keeps the species as written as the mapper does: a kind, never a plain name or a mapped code",
        arguments: [
            ("Rat", "Fancy Rat", "Rat"), ("Hamster", "Hamster", "Hamster"), ("Pocket Pet", "Dumbo Rat", nil),
            ("Budgie", "Budgerigar", "Budgie"), ("Dog", "Beagle", nil), ("K9", "Lab", nil), ("Canine", "GR", nil),
            ("bunny", "Holland Lop", nil),
        ] as [(String, String, String?)])
    func speciesAsWritten(species: String, breed: String, written: String?) throws {
        let validator = RecordValidator(asOf: Self.asOf)
        let mapper = try RecordMapper(mapping: Self.mapping(), columns: Self.columns, asOf: Self.asOf, file: "in.csv")
        let encoder = try #require(CleanPatientEncoder(mapper: mapper, validator: validator))
        let fields: [String?] = [
            "5001", "1001", "Remy", species, breed, "F", "N", "03/14/2019", nil, nil, nil, nil, nil, nil, nil, nil, nil,
            "Black",
        ]
        let raw = packedRecord(fields, line: 2)
        let (reference, findings) = Self.reference(raw, mapper: mapper, validator: validator)
        #expect(findings.isEmpty, "\(findings.map(\.code))")
        let clean = try #require(encoder.encode(raw, into: EncodingArena()))
        Self.expectSame(clean, try #require(reference), fields)
        #expect(clean.encoded.record.speciesOriginal == written)
    }

    @Test("a source mapped with a default value, or a value map the clean path does not read, is left to the mapper")
    func declinesMappingsBeyondIt() throws {
        let validator = RecordValidator(asOf: Self.asOf)
        var withDefault = Self.mapping()
        withDefault.fields["sex"] = FieldSpec(columns: ["Sex"], defaultValue: "unknown")
        var withNameMap = Self.mapping()
        withNameMap.fields["name"] = FieldSpec(columns: ["Name"], valueMap: ["?": "Unnamed"])
        var withDecimalComma = Self.mapping()
        withDecimalComma.fields["weight"] = FieldSpec(columns: ["Weight"], decimal: .comma)
        var withJoinedColor = Self.mapping()
        var joinedColor = FieldSpec(columns: ["Color", "Notes"])
        joinedColor.join = "/"
        withJoinedColor.fields["color"] = joinedColor
        for mapping in [withDefault, withNameMap, withDecimalComma, withJoinedColor] {
            let mapper = try RecordMapper(mapping: mapping, columns: Self.columns, asOf: Self.asOf, file: "in.csv")
            #expect(CleanPatientEncoder(mapper: mapper, validator: validator) == nil)
        }
        var owners = Self.mapping()
        owners.entity = .owner
        let ownerMapper = try RecordMapper(mapping: owners, columns: Self.columns, asOf: Self.asOf, file: "in.csv")
        #expect(CleanPatientEncoder(mapper: ownerMapper, validator: validator) == nil)
    }
}

@Suite("Values remembered by their bytes")
struct ByteMemoTests {
    @Test("a kept value is found again by its key, for keys beyond the memo's room and past its length limit too")
    func findsWhatWasKept() {
        var memo = ByteMemo<Int>()
        var random = SplitMix64(seed: 0x3E30)
        var kept: [[UInt8]: Int] = [:]
        var found = 0
        for _ in 0..<20_000 {
            // Mostly keys of up to 6 bytes from a small alphabet, which repeat and are more than the memo has room
            // for; some of up to 80 bytes.
            let key = (0..<random.below(random.chance(0.8) ? 7 : 81)).map { _ in UInt8(random.below(3)) + 0x61 }
            if let value = memo.value(for: key.span) {
                #expect(value == kept[key], "\(key)")
                found += 1
                continue
            }
            #expect(kept[key] == nil || kept.count >= ByteMemo<Int>.capacity || key.count > ByteMemo<Int>.maxKeyLength)
            let value = Self.checksum(key)
            memo.keep(value, for: key.span)
            if kept[key] == nil, kept.count < ByteMemo<Int>.capacity, key.count <= ByteMemo<Int>.maxKeyLength {
                kept[key] = value
            }
        }
        #expect(memo.count == ByteMemo<Int>.capacity, "the memo fills up, and no further")
        #expect(found > 10_000, "repeated keys are found")
    }

    @Test("keys that differ in one byte, or are prefixes of one another, are kept apart")
    func keepsNearKeysApart() {
        var memo = ByteMemo<String>()
        let keys = ["", "a", "ab", "abc", "abd", "abc ", "ABC", "bac"]
        for key in keys {
            #expect(memo.value(for: Array(key.utf8).span) == nil)
            memo.keep(key, for: Array(key.utf8).span)
        }
        for key in keys { #expect(memo.value(for: Array(key.utf8).span) == key) }
        #expect(memo.count == keys.count)
    }

    static func checksum(_ bytes: [UInt8]) -> Int {
        bytes.reduce(bytes.count) { $0 &* 31 &+ Int($1) }
    }
}
