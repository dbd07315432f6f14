public import Foundation
public import VetNetCore

/// Owners and patients in a compact binary form for the state file: loading a million of them must cost far
/// less than mapping them again. Strings are length-prefixed UTF-8, optionals carry a presence byte, numbers
/// their bit patterns; the first byte is the layout's version (`CompactLayout`). The animal's age is not kept: it
/// is computed for each night's date.
public enum CompactRecordCodec {
    static let version = UInt8(CompactLayout.current)

    public static func encode(_ owner: Owner) -> Data {
        var writer = CompactWriter()
        writer.byte(version)
        writer.string(owner.id)
        owner.encodeFields(to: &writer)
        return Data(writer.bytes)
    }

    public static func encode(_ patient: Patient) -> Data {
        var writer = CompactWriter()
        writer.byte(version)
        writer.string(patient.id)
        patient.encodeStoredFields(to: &writer)
        return Data(writer.bytes)
    }

    public static func decodeOwner(_ data: Data) throws(Diagnostic) -> Owner {
        try decode(data) { reader, layout throws(CompactReader.Damaged) in
            try Owner.decode(id: try reader.string(), fields: &reader, layout: layout)
        }
    }

    /// The stored patient with its age as of `asOf`.
    public static func decodePatient(_ data: Data, asOf: LocalDate) throws(Diagnostic) -> Patient {
        var patient = try decode(data) { reader, layout throws(CompactReader.Damaged) in
            try Patient.decode(id: try reader.string(), storedFields: &reader, layout: layout)
        }
        patient.age = patient.birthDate?.age(on: asOf)
        return patient
    }

    private static func decode<Record>(
        _ data: Data, _ read: (inout CompactReader, Int) throws(CompactReader.Damaged) -> Record
    ) throws(Diagnostic) -> Record {
        let bytes = [UInt8](data)
        guard let layout = bytes.first.map(Int.init), CompactLayout.readable.contains(layout) else { throw corrupt }
        var reader = CompactReader(bytes, at: 1)
        let record: Record
        do {
            record = try read(&reader, layout)
        } catch {
            throw corrupt
        }
        guard reader.isAtEnd else { throw corrupt }
        return record
    }

    static let corrupt = Diagnostic.error(
        "state.corrupt-record",
        "A record in the state file is not in the form this vetnet writes; the state file is damaged.")
}
