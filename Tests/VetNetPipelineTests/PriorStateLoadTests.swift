import Foundation
import Testing
import VetNetCore
import VetNetState

@testable import VetNetPipeline

@Suite("What a night loads of the state")
struct PriorStateLoadTests {
    /// Two sources of records, a merge, a record with findings, and one deactivated.
    static func fixtureAfterTwoNights() throws -> NightlyFixture {
        var fixture = try NightlyFixture()
        fixture.acceptDeactivations = true
        let duplicate = "N1,Robert,Smith,rob.smith@example.com,(217) 555-0101,12 Oak Street,Springfield,62701"
        let noContact = "O5,Ida,Berg,not-an-email,,,,"
        try fixture.night(
            owners: NightlyRunTests.owners + [duplicate, noContact], patients: NightlyRunTests.patients)
        try fixture.night(
            owners: NightlyRunTests.owners + [duplicate, noContact], patients: Array(NightlyRunTests.patients.prefix(2))
        )
        return fixture
    }

    @Test(
        "the records, merges and findings read through a second connection beside the first are those read through one"
    )
    func besideEqualsOneConnection() throws {
        let fixture = try Self.fixtureAfterTwoNights()
        defer { fixture.remove() }
        let signature = try fixture.exports(owners: NightlyRunTests.owners, patients: []).config.signature
        let writable = try fixture.store()
        #expect(try writable.readerBeside() != nil)
        let beside = try PriorState.load(from: writable, signature: signature)
        // A read-only store opens no second connection: everything is read through the one.
        let readOnly = try StateStore.openReadOnly(path: fixture.statePath)
        #expect(try readOnly.readerBeside() == nil)
        let alone = try PriorState.load(from: readOnly, signature: signature)

        #expect(beside.known == alone.known)
        #expect(beside.mergedMembers == alone.mergedMembers)
        #expect(beside.identities.findings == alone.identities.findings)
        #expect(beside.identities.skipsUnchanged == alone.identities.skipsUnchanged)
        #expect(beside.snapshotIsCurrent == alone.snapshotIsCurrent)
        #expect(beside.lastFinished?.id == alone.lastFinished?.id)
        #expect(beside.repeatedRows == alone.repeatedRows)
        // What is compared holds what the nights left.
        #expect(beside.known.mapValues(\.count) == ["owners": 5, "pets": 3])
        #expect(try writable.recordCounts() == ["owners": 5, "pets": 3])
        #expect(beside.known["pets"]?[IDKey("P3")]?.isActive == false)
        #expect(beside.mergedMembers.count == 1)
        #expect(beside.identities.findings["owners"]?[IDKey("O5")] != nil)
        #expect(beside.identities.skipsUnchanged)
    }

    @Test("a state whose pipeline changed since the last run loads no findings to replay")
    func otherSignatureLoadsNoFindings() throws {
        let fixture = try Self.fixtureAfterTwoNights()
        defer { fixture.remove() }
        let prior = try PriorState.load(from: fixture.store(), signature: "another pipeline")
        #expect(prior.identities.findings.isEmpty)
        #expect(!prior.identities.skipsUnchanged)
        #expect(prior.known.mapValues(\.count) == ["owners": 5, "pets": 3])
    }
}
