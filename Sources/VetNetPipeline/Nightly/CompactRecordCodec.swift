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

    /// `encode` of the owner at `position` of `owners`, its sources without their lines unless `keepingLines`, made
    /// from its bytes in the store without decoding it.
    public static func storedForm(at position: Int, of owners: RecordStore<Owner>, keepingLines: Bool) -> Data {
        storedForm(
            at: position, of: owners, keepingLines: keepingLines, toSources: Owner.skipToSources,
            pastSources: Owner.skipPastSources)
    }

    /// `encode` of the patient at `position` of `patients`, as `storedForm(at:of:keepingLines:)` of an owner.
    public static func storedForm(at position: Int, of patients: RecordStore<Patient>, keepingLines: Bool) -> Data {
        storedForm(
            at: position, of: patients, keepingLines: keepingLines, toSources: Patient.skipToSources,
            pastSources: Patient.skipPastSources)
    }

    private static func storedForm<Record>(
        at position: Int, of store: RecordStore<Record>, keepingLines: Bool, toSources: FieldWalk,
        pastSources: FieldWalk
    ) -> Data {
        store.read(at: position) { reader throws(CompactReader.Damaged) in
            var writer = CompactWriter(capacity: 256)
            writer.byte(version)
            try reader.copyStoredForm(
                keepingLines: keepingLines, to: &writer, toSources: toSources, pastSources: pastSources)
            return writer.withBytes { Data(buffer: $0) }
        }
    }

    /// Appends the owner the state file keeps as `data` to `owners`, with `sources` for its own when given,
    /// copying its bytes (through `scratch`) rather than decoding it when it is kept in the current layout.
    public static func appendStored(
        _ data: Data, to owners: inout RecordStore<Owner>, sources: [SourceRef]?, scratch: EncodingArena
    ) throws(Diagnostic) {
        guard data.first == version else {
            var owner = try decodeOwner(data)
            if let sources { owner.sources = sources }
            return owners.append(owner)
        }
        try copy(
            [UInt8](data), sources: sources, scratch: scratch, toSources: Owner.skipToSources,
            pastSources: Owner.skipPastSources
        ) { _ in }
        owners.append(EncodedRecord(in: scratch, range: 0..<scratch.writer.count))
    }

    /// `appendStored` of a patient, with its age as of `asOf`.
    public static func appendStored(
        _ data: Data, to patients: inout RecordStore<Patient>, sources: [SourceRef]?, asOf: LocalDate,
        scratch: EncodingArena
    ) throws(Diagnostic) {
        guard data.first == version else {
            var patient = try decodePatient(data, asOf: asOf)
            if let sources { patient.sources = sources }
            return patients.append(patient)
        }
        let bytes = [UInt8](data)
        var birth = CompactReader(bytes, at: 1)
        let age: PatientAge?
        do {
            age = try Patient.birthDate(&birth)?.age(on: asOf)
        } catch {
            throw corrupt
        }
        try copy(
            bytes, sources: sources, scratch: scratch, toSources: Patient.skipToSources,
            pastSources: Patient.skipPastSources
        ) { Patient.writeAge(age, to: &$0) }
        patients.append(EncodedRecord(in: scratch, range: 0..<scratch.writer.count))
    }

    /// Copies the stored record `bytes` (its layout byte first) into `scratch` as a store keeps it.
    private static func copy(
        _ bytes: [UInt8], sources: [SourceRef]?, scratch: EncodingArena, toSources: FieldWalk, pastSources: FieldWalk,
        rest: (inout CompactWriter) -> Void
    ) throws(Diagnostic) {
        scratch.writer.removeAll()
        var reader = CompactReader(bytes, at: 1)
        do {
            try reader.copyIntoStoreForm(
                to: &scratch.writer, sources: sources.map { list in { $0.sources(list) } }, rest: rest,
                toSources: toSources, pastSources: pastSources)
        } catch {
            throw corrupt
        }
        guard reader.isAtEnd else { throw corrupt }
    }

    public static func decodeOwner(_ data: Data) throws(Diagnostic) -> Owner {
        try decode(data) { reader, layout throws(CompactReader.Damaged) in
            try Owner.decode(id: try reader.string(), fields: &reader, layout: layout)
        }
    }

    /// The stored patient with its age as of `asOf`.
    public static func decodePatient(_ data: Data, asOf: LocalDate) throws(Diagnostic) -> Patient {
        var patient = try decodePatient(data)
        patient.age = patient.birthDate?.age(on: asOf)
        return patient
    }

    /// The stored patient, without the age the state file does not keep.
    private static func decodePatient(_ data: Data) throws(Diagnostic) -> Patient {
        try decode(data) { reader, layout throws(CompactReader.Damaged) in
            try Patient.decode(id: try reader.string(), storedFields: &reader, layout: layout)
        }
    }

    /// A stored record with the bytes the same record stored today has: one kept by an earlier layout is decoded
    /// and encoded again, and one stored before each source key was kept once (its key listed again for every
    /// row of its ID merged into it) lists it once.
    public static func inCurrentLayout(_ data: Data, isPatient: Bool) throws(Diagnostic) -> Data {
        let current =
            data.first == version ? data : isPatient ? encode(try decodePatient(data)) : encode(try decodeOwner(data))
        var reader = CompactReader([UInt8](current), at: 1)
        var writer = CompactWriter(capacity: current.count)
        writer.byte(version)
        do {
            try reader.copyStoredForm(
                keepingLines: false, to: &writer,
                toSources: isPatient ? Patient.skipToSources : Owner.skipToSources,
                pastSources: isPatient ? Patient.skipPastSources : Owner.skipPastSources)
        } catch {
            throw corrupt
        }
        guard reader.isAtEnd else { throw corrupt }
        return writer.withBytes { Data(buffer: $0) }
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
