import Testing
import VetNetCore
import VetNetTestSupport

/// The field tables are well formed: what the encoders, decoders and writers take from them holds together.
@Suite("Field tables of owners and patients")
struct FieldTableTests {
    static func keys<Field: RecordField>(_: Field.Type) -> [String] { Field.allCases.map { "\($0.entry.key)" } }

    @Test("each table starts with the record's ID, its fields at the places their raw values say")
    func idFirst() {
        #expect(OwnerField.table.fields.first == .id && OwnerField.id.entry.kind == .string)
        #expect(PatientField.table.fields.first == .id && PatientField.id.entry.kind == .string)
        #expect(OwnerField.table.fields.enumerated().allSatisfy { $0.offset == $0.element.position })
        #expect(PatientField.table.fields.enumerated().allSatisfy { $0.offset == $0.element.position })
    }

    @Test("the fields the state file does not keep come after every field it keeps")
    func stateFileFieldsFirst() {
        for kept in [OwnerField.table.entries.map(\.inStateFile), PatientField.table.entries.map(\.inStateFile)] {
            #expect(kept == kept.sorted { $0 && !$1 })
        }
        #expect(PatientField.table.entries.filter { !$0.inStateFile }.map { "\($0.key)" } == ["age"])
    }

    @Test("a field is left out of JSON only in a way its kind allows: a list when empty, an optional when absent")
    func omissionsSuitKinds() {
        for entry in OwnerField.table.entries + PatientField.table.entries {
            #expect(entry.kind.allows(entry.omitted), "\(entry.key)")
        }
    }

    @Test("the JSON order is every field once, in ascending order of its key")
    func jsonOrder() {
        let owner = OwnerField.table.jsonOrder.map { "\($0.entry.key)" }
        let patient = PatientField.table.jsonOrder.map { "\($0.entry.key)" }
        #expect(owner == Self.keys(OwnerField.self).sorted() && Set(owner).count == owner.count)
        #expect(patient == Self.keys(PatientField.self).sorted() && Set(patient).count == patient.count)
    }

    @Test("every field was there in the first layout or came in a later one the current layout reads")
    func layouts() {
        for entry in OwnerField.table.entries + PatientField.table.entries {
            #expect(CompactLayout.readable.contains(entry.addedInLayout), "\(entry.key)")
        }
    }

    @Test("a patient's owner ID is found by its named skips where the table's loop finds it", arguments: 0..<20)
    func skipToOwnerId(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let store = RecordStore((0..<10).map { _ in records.patient(asOf: LocalDate(year: 2026, month: 1, day: 1)!) })
        for position in store.indices {
            let named = store.read(at: position) { reader throws(CompactReader.Damaged) in
                try Patient.skipToOwnerId(&reader)
                return reader.position
            }
            let looped = store.read(at: position) { reader throws(CompactReader.Damaged) in
                try reader.skipFields(before: PatientField.ownerId)
                return reader.position
            }
            #expect(named == looped)
            #expect(
                store.read(at: position) { reader throws(CompactReader.Damaged) in
                    try Patient.skipToOwnerId(&reader)
                    return try reader.string()
                } == store[position].ownerId)
        }
    }
}
