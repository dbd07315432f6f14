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
