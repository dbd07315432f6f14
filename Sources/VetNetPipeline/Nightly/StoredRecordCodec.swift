import Foundation
public import VetNetCore
import VetNetWrite

/// The normalized form of a source record kept in the state file: the record as `owners.json` / `patients.json`
/// write it, without what changes while the record does not (its line in tonight's file, the animal's age), so
/// that an unchanged record stores the same text every night.
public enum StoredRecordCodec {
    public static func encode(_ owner: Owner) -> String {
        var owner = owner
        owner.sources = owner.sources.map { SourceRef(source: $0.source, sourceId: $0.sourceId, line: nil) }
        var writer = JSONWriter()
        writer.write(owner)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    public static func encode(_ patient: Patient) -> String {
        var patient = patient
        patient.age = nil
        patient.sources = patient.sources.map { SourceRef(source: $0.source, sourceId: $0.sourceId, line: nil) }
        var writer = JSONWriter()
        writer.write(patient)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    public static func decodeOwner(_ json: String) throws(Diagnostic) -> Owner {
        let object = try members(json)
        var owner = Owner(
            id: object.string("id") ?? "", firstName: object.string("firstName"), lastName: object.string("lastName"),
            email: object.string("email"), phones: object.strings("phones"), address: object.address("address"),
            preferredCommunication: object.string("preferredCommunication"), isActive: object.bool("isActive") ?? true,
            createdAt: object.string("createdAt"), updatedAt: object.string("updatedAt"), sources: object.sources())
        if let contact = object.values["emergencyContact"] as? [String: Any] {
            let members = Members(values: contact)
            owner.emergencyContact = EmergencyContact(name: members.string("name"), phone: members.string("phone"))
        }
        owner.alternateEmails = object.strings("alternateEmails")
        owner.alternateAddresses = (object.values["alternateAddresses"] as? [[String: Any]] ?? []).compactMap {
            Members(values: $0).postalAddress()
        }
        return owner
    }

    /// The stored patient, its age computed again as of `asOf`.
    public static func decodePatient(_ json: String, asOf: LocalDate) throws(Diagnostic) -> Patient {
        let object = try members(json)
        let birthDate = object.string("birthDate").flatMap(LocalDate.init(iso:))
        var patient = Patient(
            id: object.string("id") ?? "", medicalId: object.string("medicalId") ?? "", name: object.string("name") ?? "",
            species: object.string("species"), breed: object.string("breed"),
            sex: object.string("sex").flatMap(Sex.init(rawValue:)) ?? .unknown,
            reproductiveStatus: object.string("reproductiveStatus").flatMap(ReproductiveStatus.init(rawValue:)) ?? .unknown,
            birthDate: birthDate, age: birthDate?.age(on: asOf), weightKg: object.number("weightKg"),
            microchip: object.string("microchip"), notes: object.string("notes"), ownerId: object.string("ownerId") ?? "",
            isActive: object.bool("isActive") ?? true, createdAt: object.string("createdAt"),
            updatedAt: object.string("updatedAt"), sources: object.sources())
        patient.breedOriginal = object.string("breedOriginal")
        patient.alternateNames = object.strings("alternateNames")
        patient.alternateMicrochips = object.strings("alternateMicrochips")
        return patient
    }

    private static func members(_ json: String) throws(Diagnostic) -> Members {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] else {
            throw .error("state.corrupt-record", "A record in the state file is not the JSON object vetnet wrote; the state file is damaged.")
        }
        return Members(values: object)
    }

    /// A decoded JSON object's members by type.
    private struct Members {
        var values: [String: Any]

        func string(_ key: String) -> String? { values[key] as? String }
        func bool(_ key: String) -> Bool? { values[key] as? Bool }
        func number(_ key: String) -> Double? { (values[key] as? NSNumber)?.doubleValue }
        func strings(_ key: String) -> [String] { values[key] as? [String] ?? [] }

        func address(_ key: String) -> PostalAddress? {
            (values[key] as? [String: Any]).flatMap { Members(values: $0).postalAddress() }
        }

        func postalAddress() -> PostalAddress? {
            PostalAddress(
                line1: string("line1"), line2: string("line2"), city: string("city"), region: string("region"),
                postalCode: string("postalCode"), country: string("country"))
        }

        func sources() -> [SourceRef] {
            (values["sources"] as? [[String: Any]] ?? []).map { source in
                let members = Members(values: source)
                return SourceRef(
                    source: members.string("source") ?? "", sourceId: members.string("sourceId") ?? "",
                    line: (source["line"] as? NSNumber)?.intValue)
            }
        }
    }
}
