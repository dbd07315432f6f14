import Testing
import VetNetCore
import VetNetTestSupport

/// Records kept in an earlier layout have no bytes for the fields added since (`FieldEntry.addedInLayout`); read
/// with their layout, such fields take their defaults. The earlier forms are made here from the current one by the
/// table alone, so a field added to a table is held to this without a test of its own.
@Suite("Records of earlier compact layouts")
struct FieldLayoutTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    /// The bytes of each field of a record (its ID first) in its current form, found by the table's kinds; none
    /// for a field the state file does not keep, when `inStateFile`.
    static func fieldBytes<Field: RecordField>(_ bytes: [UInt8], _: Field.Type, inStateFile: Bool) throws -> [[UInt8]] {
        var reader = CompactReader(bytes)
        var parts: [[UInt8]] = []
        for entry in Field.table.entries {
            guard entry.isKept(in: CompactLayout.current, inStateFile: inStateFile) else {
                parts.append([])
                continue
            }
            let start = reader.position
            try reader.skip(entry.kind)
            parts.append(Array(bytes[start..<reader.position]))
        }
        #expect(reader.isAtEnd)
        return parts
    }

    /// A field's default as a record without the field reads it: no text, no value, false, no items, `unknown`.
    static func defaultBytes(_ kind: FieldKind) -> [UInt8] {
        var writer = CompactWriter()
        switch kind {
        case .string: writer.string("")
        case .enumCase(let type): writer.string(unknownRawValue(type))
        case .optionalString, .bool, .date, .doubleBits, .strings, .sources, .address, .addresses, .contact, .age:
            writer.byte(0)
        }
        return writer.bytes
    }

    static func unknownRawValue<Value: StoredEnum>(_: Value.Type) -> String { Value.unknown.rawValue }

    /// The record's bytes as `layout` kept them, and its bytes with the fields it lacks at their defaults.
    static func forms<Field: RecordField>(
        of bytes: [UInt8], _ table: Field.Type, layout: Int, inStateFile: Bool
    ) throws -> (kept: [UInt8], defaulted: [UInt8]) {
        let parts = try fieldBytes(bytes, table, inStateFile: inStateFile)
        var kept: [UInt8] = []
        var defaulted: [UInt8] = []
        for (entry, part) in zip(Field.table.entries, parts) {
            if entry.isKept(in: layout, inStateFile: inStateFile) {
                kept += part
                defaulted += part
            } else if entry.isKept(in: CompactLayout.current, inStateFile: inStateFile) {
                defaulted += defaultBytes(entry.kind)
            }
        }
        return (kept, defaulted)
    }

    @Test(
        "an owner of every readable layout reads as the owner with the fields added since at their defaults",
        arguments: 0..<40)
    func owners(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let owner = records.owner()
        var writer = CompactWriter()
        writer.string(owner.id)
        owner.encodeFields(to: &writer)
        for layout in CompactLayout.readable {
            let (kept, defaulted) = try Self.forms(of: writer.bytes, OwnerField.self, layout: layout, inStateFile: true)
            var old = CompactReader(kept)
            let read = try Owner.decode(id: try old.string(), fields: &old, layout: layout)
            var current = CompactReader(defaulted)
            #expect(old.isAtEnd)
            #expect(read == (try Owner.decode(id: try current.string(), fields: &current)))
            #expect(layout < CompactLayout.current || read == owner)
        }
    }

    @Test(
        "a patient of every readable layout reads as the patient with the fields added since at their defaults",
        arguments: 0..<40)
    func patients(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        var patient = records.patient(asOf: Self.asOf)
        patient.age = nil
        var writer = CompactWriter()
        writer.string(patient.id)
        patient.encodeStoredFields(to: &writer)
        for layout in CompactLayout.readable {
            let (kept, defaulted) = try Self.forms(
                of: writer.bytes, PatientField.self, layout: layout, inStateFile: true)
            var old = CompactReader(kept)
            let read = try Patient.decode(id: try old.string(), storedFields: &old, layout: layout)
            var current = CompactReader(defaulted)
            #expect(old.isAtEnd)
            #expect(read == (try Patient.decode(id: try current.string(), storedFields: &current)))
            #expect(layout < CompactLayout.current || read == patient)
        }
    }

    @Test("a patient kept before colours were (layout 2) reads with no colour nor species as written, the rest as kept")
    func patientOfLayoutTwoHasNoColor() throws {
        var records = RandomRecords(seed: 7)
        var patient = records.patient(asOf: Self.asOf)
        patient.age = nil
        patient.color = "Brown Tabby/White"
        var writer = CompactWriter()
        writer.string(patient.id)
        patient.encodeStoredFields(to: &writer)
        let (kept, _) = try Self.forms(of: writer.bytes, PatientField.self, layout: 2, inStateFile: true)
        #expect(kept.count < writer.bytes.count)
        var reader = CompactReader(kept)
        let read = try Patient.decode(id: try reader.string(), storedFields: &reader, layout: 2)
        #expect(reader.isAtEnd)
        var expected = patient
        expected.color = nil
        expected.speciesOriginal = nil
        #expect(read == expected)
    }

    @Test("a patient kept before the species as written was (layout 3) reads with none and every other field as kept")
    func patientOfLayoutThreeHasNoSpeciesOriginal() throws {
        var records = RandomRecords(seed: 11)
        var patient = records.patient(asOf: Self.asOf)
        patient.age = nil
        patient.color = "Black"
        patient.species = "other"
        patient.speciesOriginal = "Goat"
        var writer = CompactWriter()
        writer.string(patient.id)
        patient.encodeStoredFields(to: &writer)
        let (kept, _) = try Self.forms(of: writer.bytes, PatientField.self, layout: 3, inStateFile: true)
        #expect(kept.count < writer.bytes.count)
        var reader = CompactReader(kept)
        let read = try Patient.decode(id: try reader.string(), storedFields: &reader, layout: 3)
        #expect(reader.isAtEnd)
        var expected = patient
        expected.speciesOriginal = nil
        #expect(read == expected)
    }
}
