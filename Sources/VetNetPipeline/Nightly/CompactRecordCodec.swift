public import Foundation
public import VetNetCore

/// Owners and patients in a compact binary form for the state file: loading a million of them must cost far
/// less than mapping them again. Strings are length-prefixed UTF-8, optionals carry a presence byte, numbers
/// their bit patterns; the first byte is the format's version. The animal's age is not kept: it is computed for
/// each night's date.
public enum CompactRecordCodec {
    static let version: UInt8 = 1

    public static func encode(_ owner: Owner) -> Data {
        var writer = Writer()
        writer.byte(version)
        writer.string(owner.id)
        writer.optional(owner.firstName)
        writer.optional(owner.lastName)
        writer.optional(owner.email)
        writer.strings(owner.phones)
        writer.address(owner.address)
        writer.bool(owner.emergencyContact != nil)
        if let contact = owner.emergencyContact {
            writer.optional(contact.name)
            writer.optional(contact.phone)
        }
        writer.optional(owner.preferredCommunication)
        writer.bool(owner.isActive)
        writer.optional(owner.createdAt)
        writer.optional(owner.updatedAt)
        writer.sources(owner.sources)
        writer.strings(owner.alternateEmails)
        writer.count(owner.alternateAddresses.count)
        for address in owner.alternateAddresses { writer.address(address) }
        return Data(writer.bytes)
    }

    public static func encode(_ patient: Patient) -> Data {
        var writer = Writer()
        writer.byte(version)
        writer.string(patient.id)
        writer.string(patient.medicalId)
        writer.string(patient.name)
        writer.optional(patient.species)
        writer.optional(patient.breed)
        writer.optional(patient.breedOriginal)
        writer.string(patient.sex.rawValue)
        writer.string(patient.reproductiveStatus.rawValue)
        writer.optional(patient.birthDate?.description)
        writer.bool(patient.weightKg != nil)
        if let weight = patient.weightKg { writer.count(Int(truncatingIfNeeded: weight.bitPattern)) }
        writer.optional(patient.microchip)
        writer.optional(patient.notes)
        writer.string(patient.ownerId)
        writer.bool(patient.isActive)
        writer.optional(patient.createdAt)
        writer.optional(patient.updatedAt)
        writer.sources(patient.sources)
        writer.strings(patient.alternateNames)
        writer.strings(patient.alternateMicrochips)
        return Data(writer.bytes)
    }

    public static func decodeOwner(_ data: Data) throws(Diagnostic) -> Owner {
        var reader = try Reader(data)
        var owner = Owner(id: try reader.string())
        owner.firstName = try reader.optional()
        owner.lastName = try reader.optional()
        owner.email = try reader.optional()
        owner.phones = try reader.strings()
        owner.address = try reader.address()
        if try reader.bool() { owner.emergencyContact = EmergencyContact(name: try reader.optional(), phone: try reader.optional()) }
        owner.preferredCommunication = try reader.optional()
        owner.isActive = try reader.bool()
        owner.createdAt = try reader.optional()
        owner.updatedAt = try reader.optional()
        owner.sources = try reader.sources()
        owner.alternateEmails = try reader.strings()
        let addresses = try reader.count()
        for _ in 0..<addresses { if let address = try reader.address() { owner.alternateAddresses.append(address) } }
        try reader.finish()
        return owner
    }

    /// The stored patient with its age as of `asOf`.
    public static func decodePatient(_ data: Data, asOf: LocalDate) throws(Diagnostic) -> Patient {
        var reader = try Reader(data)
        var patient = Patient(id: try reader.string(), medicalId: try reader.string(), name: try reader.string(), ownerId: "")
        patient.species = try reader.optional()
        patient.breed = try reader.optional()
        patient.breedOriginal = try reader.optional()
        patient.sex = Sex(rawValue: try reader.string()) ?? .unknown
        patient.reproductiveStatus = ReproductiveStatus(rawValue: try reader.string()) ?? .unknown
        patient.birthDate = try reader.optional().flatMap(LocalDate.init(iso:))
        patient.age = patient.birthDate?.age(on: asOf)
        if try reader.bool() { patient.weightKg = Double(bitPattern: UInt64(truncatingIfNeeded: try reader.count())) }
        patient.microchip = try reader.optional()
        patient.notes = try reader.optional()
        patient.ownerId = try reader.string()
        patient.isActive = try reader.bool()
        patient.createdAt = try reader.optional()
        patient.updatedAt = try reader.optional()
        patient.sources = try reader.sources()
        patient.alternateNames = try reader.strings()
        patient.alternateMicrochips = try reader.strings()
        try reader.finish()
        return patient
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func byte(_ value: UInt8) { bytes.append(value) }
        mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

        /// LEB128, so that small counts take one byte.
        mutating func count(_ value: Int) {
            var rest = UInt64(bitPattern: Int64(value))
            repeat {
                let low = UInt8(rest & 0x7F)
                rest >>= 7
                bytes.append(rest == 0 ? low : low | 0x80)
            } while rest != 0
        }

        mutating func string(_ value: String) {
            count(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func optional(_ value: String?) {
            bool(value != nil)
            if let value { string(value) }
        }

        mutating func strings(_ values: [String]) {
            count(values.count)
            for value in values { string(value) }
        }

        mutating func address(_ address: PostalAddress?) {
            bool(address != nil)
            guard let address else { return }
            for part in [address.line1, address.line2, address.city, address.region, address.postalCode, address.country] {
                optional(part)
            }
        }

        mutating func sources(_ sources: [SourceRef]) {
            count(sources.count)
            for source in sources {
                string(source.source)
                string(source.sourceId)
                bool(source.line != nil)
                if let line = source.line { count(line) }
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 1

        init(_ data: Data) throws(Diagnostic) {
            bytes = [UInt8](data)
            guard bytes.first == CompactRecordCodec.version else { throw Reader.corrupt }
        }

        static let corrupt = Diagnostic.error(
            "state.corrupt-record", "A record in the state file is not in the form this vetnet writes; the state file is damaged.")

        mutating func byte() throws(Diagnostic) -> UInt8 {
            guard position < bytes.count else { throw Reader.corrupt }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func bool() throws(Diagnostic) -> Bool { try byte() != 0 }

        mutating func count() throws(Diagnostic) -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                guard shift < 64 else { throw Reader.corrupt }
                value |= UInt64(next & 0x7F) << shift
                if next & 0x80 == 0 { return Int(Int64(bitPattern: value)) }
                shift += 7
            }
        }

        mutating func string() throws(Diagnostic) -> String {
            let length = try count()
            guard length >= 0, length <= bytes.count - position else { throw Reader.corrupt }
            defer { position += length }
            return String(decoding: bytes[position..<position + length], as: UTF8.self)
        }

        mutating func optional() throws(Diagnostic) -> String? { try bool() ? try string() : nil }

        mutating func strings() throws(Diagnostic) -> [String] {
            let total = try count()
            guard total >= 0, total <= bytes.count else { throw Reader.corrupt }
            var values: [String] = []
            values.reserveCapacity(total)
            for _ in 0..<total { values.append(try string()) }
            return values
        }

        mutating func address() throws(Diagnostic) -> PostalAddress? {
            guard try bool() else { return nil }
            return PostalAddress(
                line1: try optional(), line2: try optional(), city: try optional(), region: try optional(),
                postalCode: try optional(), country: try optional())
        }

        mutating func sources() throws(Diagnostic) -> [SourceRef] {
            let total = try count()
            guard total >= 0, total <= bytes.count else { throw Reader.corrupt }
            var sources: [SourceRef] = []
            for _ in 0..<total {
                let source = try string()
                let sourceId = try string()
                let line = try bool() ? try count() : nil
                sources.append(SourceRef(source: source, sourceId: sourceId, line: line))
            }
            return sources
        }

        func finish() throws(Diagnostic) {
            guard position == bytes.count else { throw Reader.corrupt }
        }
    }
}
