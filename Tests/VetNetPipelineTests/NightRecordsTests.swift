import Foundation
import Testing
import VetNetCore
import VetNetState

@testable import VetNetPipeline

@Suite("Tonight's mapped records, found by their keys")
struct NightRecordsTests {
    /// A night's records with source IDs read more than once, in an order unrelated to their output IDs, and the ID
    /// of the last record read with each key.
    private static func records(seed: UInt64) -> (RecordStore<Owner>, RecordStore<Patient>, [SourceKey: String]) {
        var random = SplitMix64(seed: seed)
        var (owners, patients) = (RecordStore<Owner>(), RecordStore<Patient>())
        var last: [SourceKey: String] = [:]
        for row in 0..<Int(random.next() % 400) {
            let source = ["owners", "clients"][Int(random.next() % 2)]
            let key = SourceKey(source: source, sourceId: "C\(random.next() % 150)")
            let id = "OWN-\(random.next() % 1_000_000)-\(row)"
            owners.append(Owner(id: id, sources: [SourceRef(source: key.source, sourceId: key.sourceId, line: row)]))
            last[key] = id
        }
        for row in 0..<Int(random.next() % 400) {
            let key = SourceKey(source: "pets", sourceId: "P\(random.next() % 200)")
            let id = "PAT-\(random.next() % 1_000_000)-\(row)"
            patients.append(
                Patient(
                    id: id, medicalId: "VN-\(row)", name: "Rex", ownerId: "OWN-1",
                    sources: [SourceRef(source: key.source, sourceId: key.sourceId, line: row)]))
            last[key] = id
        }
        return (owners, patients, last)
    }

    @Test(
        "each key finds the last record read with it, in key order, before and after the records are put in ID order",
        arguments: 0..<25)
    func keysFindLastRecord(seed: UInt64) throws {
        let (owners, patients, last) = Self.records(seed: seed)
        let prior = PriorState(
            identities: PriorIdentities(), mergedMembers: [], snapshotIsCurrent: false, lastFinished: nil,
            repeatedRows: 0)
        var night = NightRecords(owners: owners, patients: patients, tracking: RecordTracking(), prior: prior)
        for step in ["as read", "in ID order"] {
            if step == "in ID order" { night.putInIDOrder() }
            let mapped = night.mappedInKeyOrder()
            #expect(mapped.map(\.key) == last.keys.sorted(), "\(step)")
            #expect(mapped.allSatisfy { night.id(at: $0.position) == last[$0.key] }, "\(step)")
            var stored: [StoredRecord] = []
            night.forEachStoredRecord(tracking: RecordTracking(), keys: nil, inKeys: true) { stored.append($0) }
            #expect(stored.map(\.key) == last.keys.sorted(), "\(step)")
            #expect(stored.allSatisfy { $0.canonicalID == last[$0.key] }, "\(step)")
            #expect(last.keys.allSatisfy { night.contains(source: $0.source, sourceId: IDKey($0.sourceId)) })
        }
        let ids = night.owners.indices.map { night.owners.id(at: $0) }
        #expect(ids == ids.sorted() && ids.count == owners.count)
        let patientIDs = night.patients.indices.map { night.patients.id(at: $0) }
        #expect(patientIDs == patientIDs.sorted() && patientIDs.count == patients.count)
    }
}
