/// The patient's field table (`RecordField`): the cases in the order the compact form keeps the fields, and each
/// field's JSON key, kind, when its member is left out, and the layout that added it. `patient.schema.json` lists
/// exactly these keys, and requires those never left out.
///
/// A new field goes at the end of those the state file keeps (before `age`), with `addedInLayout` the new
/// `CompactLayout.current`; the clean path (`CleanPatientEncoder`) writes the fields in this order by hand, and its
/// tests compare its bytes with the table's.
public enum PatientField: Int, RecordField {
    case id, medicalId, name, species, breed, breedOriginal, sex, reproductiveStatus, birthDate, birthDateEstimated
    case weightKg, microchip, notes, ownerId, isActive, createdAt, updatedAt, sources, alternateNames
    case alternateMicrochips, color, speciesOriginal, age

    // Always inlined: code that names a field gets its entry as constants (`FieldCursor`).
    @inlinable @inline(__always) public var entry: FieldEntry {
        switch self {
        case .id: FieldEntry("id", .string, omitted: .never)
        case .medicalId: FieldEntry("medicalId", .string, omitted: .never)
        case .name: FieldEntry("name", .string, omitted: .never)
        case .species: FieldEntry("species", .optionalString, omitted: .whenAbsent)
        case .breed: FieldEntry("breed", .optionalString, omitted: .whenAbsent)
        case .breedOriginal: FieldEntry("breedOriginal", .optionalString, omitted: .whenAbsent)
        case .sex: FieldEntry("sex", .enumCase(Sex.self), omitted: .never)
        case .reproductiveStatus: FieldEntry("reproductiveStatus", .enumCase(ReproductiveStatus.self), omitted: .never)
        case .birthDate: FieldEntry("birthDate", .date, omitted: .whenAbsent)
        case .birthDateEstimated: FieldEntry("birthDateEstimated", .bool, omitted: .whenFalse, addedInLayout: 2)
        case .weightKg: FieldEntry("weightKg", .doubleBits, omitted: .whenAbsent)
        case .microchip: FieldEntry("microchip", .optionalString, omitted: .whenAbsent)
        case .notes: FieldEntry("notes", .optionalString, omitted: .whenAbsent)
        case .ownerId: FieldEntry("ownerId", .string, omitted: .never)
        case .isActive: FieldEntry("isActive", .bool, omitted: .never)
        case .createdAt: FieldEntry("createdAt", .optionalString, omitted: .whenAbsent)
        case .updatedAt: FieldEntry("updatedAt", .optionalString, omitted: .whenAbsent)
        case .sources: FieldEntry("sources", .sources, omitted: .never)
        case .alternateNames: FieldEntry("alternateNames", .strings, omitted: .whenEmpty)
        case .alternateMicrochips: FieldEntry("alternateMicrochips", .strings, omitted: .whenEmpty)
        case .color: FieldEntry("color", .optionalString, omitted: .whenAbsent, addedInLayout: 3)
        case .speciesOriginal: FieldEntry("speciesOriginal", .optionalString, omitted: .whenAbsent, addedInLayout: 4)
        // Worked out for each night's date, so not kept in the state file.
        case .age: FieldEntry("age", .age, omitted: .whenAbsent, inStateFile: false)
        }
    }

    public static let table = FieldTable<Self>()
}
