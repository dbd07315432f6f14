import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@Suite("The state file's compact records")
struct CompactRecordCodecTests {
    @Test("an owner comes back exactly as it went in", arguments: 0..<200)
    func ownerRoundTrip(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let owner = records.owner()
        #expect(try CompactRecordCodec.decodeOwner(CompactRecordCodec.encode(owner)) == owner)
    }

    @Test("a patient comes back exactly as it went in, its age computed for the given day", arguments: 0..<200)
    func patientRoundTrip(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let asOf = LocalDate(year: 2026, month: 11, day: 20)!
        let patient = records.patient(asOf: asOf)
        #expect(try CompactRecordCodec.decodePatient(CompactRecordCodec.encode(patient), asOf: asOf) == patient)
    }

    /// A string as the state file holds it: its UTF-8 length (below 128 here, so one byte), then its bytes.
    static func text(_ value: String) -> [UInt8] { [UInt8(value.utf8.count)] + Array(value.utf8) }

    @Test("the stored form of an owner and a patient is the state file's, byte for byte")
    func storedBytes() throws {
        let source = SourceRef(source: "s", sourceId: "1", line: 2)
        let owner = Owner(id: "OWN-1", firstName: "Ann", phones: ["+1555"], sources: [source])
        let sourceBytes: [UInt8] = [1] + Self.text("s") + Self.text("1") + [1, 2]
        let ownerBytes: [UInt8] =
            [1] + Self.text("OWN-1") + [1] + Self.text("Ann") + [0, 0] + [1] + Self.text("+1555")
            + [0, 0, 0, 1, 0, 0] + sourceBytes + [0, 0]
        #expect([UInt8](CompactRecordCodec.encode(owner)) == ownerBytes)

        let patient = Patient(
            id: "P", medicalId: "M", name: "Rex", species: "dog", sex: .male, reproductiveStatus: .intact,
            birthDate: LocalDate(year: 2020, month: 1, day: 2), weightKg: 0.5, ownerId: "OWN-1", sources: [source])
        // 0.5 is 0x3FE0_0000_0000_0000: its bit pattern in LEB128, seven bits a byte, low bits first.
        let weight: [UInt8] = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0xF0, 0x3F]
        let patientBytes: [UInt8] =
            [1] + Self.text("P") + Self.text("M") + Self.text("Rex") + [1] + Self.text("dog") + [0, 0]
            + Self.text("male") + Self.text("intact") + [1] + Self.text("2020-01-02") + [1] + weight + [0, 0]
            + Self.text("OWN-1") + [1, 0, 0] + sourceBytes + [0, 0]
        #expect([UInt8](CompactRecordCodec.encode(patient)) == patientBytes)
    }

    @Test("cut or foreign bytes are a damaged state file, not a crash")
    func damaged() {
        let owner = CompactRecordCodec.encode(Owner(id: "OWN-1", firstName: "Ann", sources: [SourceRef(source: "s", sourceId: "1", line: 2)]))
        for length in 0..<owner.count {
            #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(owner.prefix(length)) }
        }
        #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(Data([2, 0, 0])) }
        #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(owner + Data([0])) }
    }
}
