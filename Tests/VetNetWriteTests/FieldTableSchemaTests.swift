import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

/// `schemas/owner.schema.json` and `patient.schema.json` describe the objects the writers write: their members are
/// the tables' keys, required when the table never leaves them out, and the objects within have the members the
/// writers give them.
@Suite("The record schemas and the field tables")
struct FieldTableSchemaTests {
    /// Keys of members supplied at write time (`WriteTimeMembers`), which the schemas list besides the tables'.
    static let ownerWriteTimeKeys: [String] = []
    static let patientWriteTimeKeys: [String] = PatientHistoryMembers.keys.map { "\($0)" }

    static func schema(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("schemas/\(name)"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func properties(_ object: [String: Any]) throws -> [String: Any] {
        try #require(object["properties"] as? [String: Any])
    }

    static func keys<Field: RecordField>(_: Field.Type, where include: (FieldEntry) -> Bool = { _ in true }) -> Set<
        String
    > {
        Set(Field.table.entries.filter(include).map { "\($0.key)" })
    }

    @Test("owner.schema.json lists exactly the owner table's keys, and requires those never left out")
    func owner() throws {
        let schema = try Self.schema("owner.schema.json")
        #expect(Set(try Self.properties(schema).keys) == Self.keys(OwnerField.self).union(Self.ownerWriteTimeKeys))
        #expect(
            Set(try #require(schema["required"] as? [String])) == Self.keys(OwnerField.self) { $0.omitted == .never })
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    @Test("patient.schema.json lists exactly the patient table's keys, and requires those never left out")
    func patient() throws {
        let schema = try Self.schema("patient.schema.json")
        #expect(
            Set(try Self.properties(schema).keys) == Self.keys(PatientField.self).union(Self.patientWriteTimeKeys))
        #expect(
            Set(try #require(schema["required"] as? [String])) == Self.keys(PatientField.self) { $0.omitted == .never })
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    /// The member keys of each object the writer writes for `record`, by the key of the member holding it.
    static func objectKeys(_ json: [UInt8]) throws -> [String: Set<String>] {
        let object = try #require(JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        var keys: [String: Set<String>] = [:]
        for (key, value) in object {
            let inner = (value as? [String: Any]).map { [$0] } ?? (value as? [[String: Any]]) ?? []
            for member in inner { keys[key, default: []].formUnion(member.keys) }
        }
        return keys
    }

    @Test("the objects within an owner and a patient have the members their schemas list")
    func nestedObjects() throws {
        let address = PostalAddress(
            line1: "1 Oak St", line2: "Apt 2", city: "Troy", region: "IL", postalCode: "49776", country: "US")
        let source = SourceRef(source: "s", sourceId: "1", line: 2)
        var writer = JSONWriter()
        writer.write(
            Owner(
                id: "OWN-1", address: address, emergencyContact: EmergencyContact(name: "Jo", phone: "+15550100"),
                sources: [source], alternateAddresses: [address]))
        let owner = try Self.objectKeys(writer.bytes)
        let ownerSchema = try Self.schema("owner.schema.json")
        let ownerProperties = try Self.properties(ownerSchema)
        let addressKeys = Set(try Self.properties(try #require(ownerProperties["address"] as? [String: Any])).keys)
        #expect(owner["address"] == addressKeys && owner["alternateAddresses"] == addressKeys)
        #expect(
            owner["emergencyContact"]
                == Set(try Self.properties(try #require(ownerProperties["emergencyContact"] as? [String: Any])).keys))
        let sources = try #require(
            ((ownerSchema["$defs"] as? [String: Any])?["sources"] as? [String: Any])?["items"] as? [String: Any])
        #expect(owner["sources"] == Set(try Self.properties(sources).keys))

        writer = JSONWriter()
        writer.write(
            Patient(id: "PAT-1", medicalId: "VN-1", name: "Rex", age: PatientAge(years: 1, months: 2), ownerId: "OWN-1")
        )
        let patientProperties = try Self.properties(try Self.schema("patient.schema.json"))
        #expect(
            try Self.objectKeys(writer.bytes)["age"]
                == Set(try Self.properties(try #require(patientProperties["age"] as? [String: Any])).keys))
    }
}
