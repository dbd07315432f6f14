import Testing
@testable import VetNetCore
@testable import VetNetMapping
import VetNetValidation
import VetNetTestSupport

/// The clean path for owners makes exactly what mapping, checking and encoding make of a row, or leaves it to them.
/// The reference encodes through `OwnerField`'s table (`EncodedRecord`), so the clean path's fields, written out by
/// hand in the table's order, are held to the table here, byte for byte over thousands of generated rows.
@Suite("Clean owner rows encoded from their bytes")
struct CleanOwnerEncoderTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!
    static let columns = [
        "ID", "First", "Last", "Email", "Home", "Mobile", "Street", "Street 2", "City", "State", "Zip", "Country",
        "Inactive", "Modified", "Created", "Contact by", "Emergency", "Emergency Phone", "Full",
    ]

    static let mapping = SourceMapping(
        source: "clients", entity: .owner,
        fields: [
            "sourceId": FieldSpec(column: "ID"), "firstName": FieldSpec(column: "First"),
            "lastName": FieldSpec(column: "Last"),
            "fullName": FieldSpec(column: "Full"), "email": FieldSpec(column: "Email"),
            "phone": FieldSpec(columns: ["Home", "Mobile"]), "address.line1": FieldSpec(column: "Street"),
            "address.line2": FieldSpec(column: "Street 2"), "address.city": FieldSpec(column: "City"),
            "address.region": FieldSpec(column: "State"), "address.postalCode": FieldSpec(column: "Zip"),
            "address.country": FieldSpec(column: "Country"), "inactive": FieldSpec(column: "Inactive"),
            "updatedAt": FieldSpec(columns: ["Modified"], formats: [DatePattern("MM/dd/yyyy hh:mm a")!]),
            "createdAt": FieldSpec(column: "Created"), "preferredCommunication": FieldSpec(column: "Contact by"),
            "emergencyContact.name": FieldSpec(column: "Emergency"),
            "emergencyContact.phone": FieldSpec(column: "Emergency Phone"),
        ])

    /// Per column: values the clean path takes, then values it must leave to the mapper or that the checks report.
    static let clean: [[String?]] = [
        ["100001", " 42 ", "C-7"], ["Alan", "Mary Ann", " Zed "], ["Nelson", "O'Brien", "", nil],
        ["palmerm5453@aol.com", "Henry_Williams3@Comcast.NET", " a.b@example.org ", "", "none", "mailto:x@y.de", nil],
        [
            "+1 703 433 4481", "883-471-4856", "(208) 555-0100", "", "0", "n/a", "703-433-4481 x12", "+61 414 026 380",
            nil,
        ],
        ["883-471-4856", "+44 20 7946 0958", "", nil],
        ["649 Church Circle", "", nil], ["Apt 4", "", nil], ["Fairview", "", nil], ["IL", "", nil],
        ["17805", "02134", "12345-6789", "", nil], ["", "US", "us", "DE", "Australia", nil],
        ["N", "", "Y", nil], ["10/26/2024 10:17 PM", "", nil], ["2024-01-02T03:04:05", "2024-01-02", "", nil],
        ["Email", "SMS", "", nil], ["Jo Nelson", "", nil], ["555-201-3344", "", nil],
        // Read only without a first and last name: text beyond ASCII here leaves the row clean.
        ["", nil, "Nelson, Alan", "Zoë Nelson"],
    ]

    static let dirty: [[String?]] = [
        ["", nil, "Zoë"],
        ["", nil, "Zoë", "<script>", "A\u{1B}[2J", "Al\u{7F}", "R2D2", String(repeating: "A", count: 101)],
        ["Nelsoñ", "Nel\tson", "-", "Nel\u{1B}son", "Smith & Sons", String(repeating: "B", count: 101)],
        ["not-an-email", "a@b", "é@example.org", "x@y.de\r"],
        ["12", "call me", "+1 (0) 555", "ext 12", "0414 026 380"], ["555-0100 x12", "+0", "(041) 402-6380"],
        ["Rue Zoë 1"], ["\u{A0}"], ["Zürich"], ["é"],
        ["1780", "ABCDE", "2134", "SW1A 1AA", "2000"], ["Atlantis", "GB", "CA", "JP"],
        ["maybe"], ["13/45/2024 10:17 PM", "yesterday"], ["2024-13-01"],
        ["Fax ☎"], ["Zoë"], ["tel"], [""],
    ]

    static func reference(_ raw: RawRecord, mapper: RecordMapper, validator: RecordValidator) -> (
        CleanOwner?, [Diagnostic]
    ) {
        var findings: [Diagnostic] = []
        guard var owner = mapper.mapOwner(raw, findings: &findings) else { return (nil, findings) }
        validator.validate(&owner, at: raw.location, columns: [:], findings: &findings)
        let encoded = EncodedRecord(owner, into: EncodingArena())
        return (CleanOwner(id: IDKey(owner.id), sourceId: IDKey(owner.sources[0].sourceId), encoded: encoded), findings)
    }

    @Test(
        "an owner row encoded from its bytes is the mapper's and validator's owner, byte for byte, and one they found nothing in",
        arguments: ["US", "DE", "AU"])
    func agreesWithTheReference(defaultCountry: String) throws {
        let validator = RecordValidator(asOf: Self.asOf, defaultCountry: try #require(Country(defaultCountry)))
        let mapper = try RecordMapper(mapping: Self.mapping, columns: Self.columns, asOf: Self.asOf, file: "in.csv")
        let encoder = try #require(CleanOwnerEncoder(mapper: mapper, validator: validator))
        var random = SplitMix64(seed: 0x0A1E + UInt64(defaultCountry.utf8.first ?? 0))
        var encoded = 0
        var leftCleanAlone = 0
        // One arena for every row, as a chunk's rows share one: each row's bytes are its own all the same.
        let arena = EncodingArena()
        // Mostly clean values, now and then another: every way out of the clean path is taken.
        for line in 2..<6_000 {
            var usesDirty = false
            let fields = zip(Self.clean, Self.dirty).map { clean, dirty in
                guard random.chance(0.03) else { return random.pick(clean) }
                usesDirty = true
                return random.pick(dirty)
            }
            let raw = packedRecord(fields, line: line)
            let (reference, findings) = Self.reference(raw, mapper: mapper, validator: validator)
            guard let clean = encoder.encode(raw, into: arena) else {
                if findings.isEmpty, !usesDirty { leftCleanAlone += 1 }
                continue
            }
            encoded += 1
            #expect(findings.isEmpty, "\(fields): \(findings.map(\.code))")
            guard let reference else {
                Issue.record("the clean path encoded a row the mapper could not build: \(fields)")
                continue
            }
            #expect(clean.encoded.bytes == reference.encoded.bytes, "\(fields)")
            #expect(clean.id == reference.id && clean.sourceId == reference.sourceId, "\(fields)")
        }
        #expect(encoded > 1_500, "many rows are encoded from their bytes, so the two are compared")
        // Drawn from the clean values alone, a row the checks find nothing in is one the clean path takes.
        #expect(leftCleanAlone == 0)
    }

    @Test("a source mapped with a default value or a value map is left to the mapper")
    func declinesMappingsBeyondIt() throws {
        let validator = RecordValidator(asOf: Self.asOf)
        var withDefault = Self.mapping
        withDefault.fields["address.country"] = FieldSpec(columns: ["Country"], defaultValue: "US")
        var withMap = Self.mapping
        withMap.fields["preferredCommunication"] = FieldSpec(columns: ["Contact by"], valueMap: ["E": "email"])
        for mapping in [withDefault, withMap] {
            let mapper = try RecordMapper(mapping: mapping, columns: Self.columns, asOf: Self.asOf, file: "in.csv")
            #expect(CleanOwnerEncoder(mapper: mapper, validator: validator) == nil)
        }
    }
}
