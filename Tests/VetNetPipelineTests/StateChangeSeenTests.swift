import Foundation
import Testing
import VetNetCore
import VetNetState

@testable import VetNetPipeline

@Suite("The reading's hint that tonight changes the state")
struct StateChangeSeenTests {
    private static let owners = NightlyRunTests.owners
    private static let patients = NightlyRunTests.patients

    /// Whether reading tonight's exports against the state left by the nights before raises the hint.
    private static func raised(_ fixture: NightlyFixture, owners: [String], patients: [String]) throws -> Bool {
        let runner = try fixture.exports(owners: owners, patients: patients)
        let prior = try PriorState.load(from: fixture.store(), signature: runner.config.signature)
        _ = try runner.readSources(prior: prior.identities, diagnostics: RecordingCollector())
        return prior.identities.changeSeen.isRaised
    }

    @Test(
        "raised by a record new, changed, at another line or back, not by rows read as stored or rejected",
        arguments: [
            ("the same rows", owners, patients, false),
            (
                "a new owner", owners + ["O4,Ana,Silva,ana@example.com,(217) 555-0404,1 Lake Drive,Springfield,62704"],
                patients, true
            ),
            (
                "an owner's new email", [owners[0], owners[1].replacing("maria.g@", with: "mg@"), owners[2]], patients,
                true
            ),
            (
                "a row that maps as before", owners,
                [patients[0], patients[1].replacing("cat", with: "Cat"), patients[2]],
                true
            ),
            ("two rows swapped", owners, [patients[0], patients[2], patients[1]], true),
            ("a new animal of an owner not in the export", owners, patients + ["P9,O9,Bo,dog,,"], false),
            ("an owner gone from the end of the export", Array(owners.prefix(2)), Array(patients.prefix(2)), false),
        ])
    func raisedByChanges(_ name: String, owners: [String], patients: [String], raised: Bool) throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(try Self.raised(fixture, owners: owners, patients: patients) == raised, "\(name)")
    }

    @Test("raised by a record the state holds inactive when its row is back")
    func raisedByReturn() throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        fixture.acceptDeactivations = true
        try fixture.night(owners: Self.owners, patients: Self.patients)
        try fixture.night(owners: Self.owners, patients: Array(Self.patients.prefix(2)))
        #expect(try Self.raised(fixture, owners: Self.owners, patients: Self.patients))
    }

    /// The hint stops the reading of the last run's merge: a night it calls changed must never be one that reuses
    /// that merge, whatever tonight's rows.
    @Test("a night the hint calls changed does not reuse the last merge (random nights)")
    func soundOnRandomNights() throws {
        var random = SplitMix64(seed: 0x5EE4)
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        fixture.acceptDeactivations = true
        try fixture.night(owners: Self.owners, patients: Self.patients)
        var (owners, patients) = (Self.owners, Self.patients)
        var (raisedNights, quietNights) = (0, 0)
        for night in 0..<24 {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: break
            case 1: owners.append("O\(10 + night),Kim,Lee,kim\(night)@example.com,(217) 555-01\(10 + night),,,")
            case 2: patients.shuffle(using: &random)
            case 3 where patients.count > 1: patients.removeLast()
            case 4: patients.append("P\(10 + night),O\(90 + night),Bo,dog,,")
            case 5:
                // Another spelling of the same species: the row changes, the record it maps to does not.
                let index = Int.random(in: 0..<patients.count, using: &random)
                for (from, to) in [(",dog,", ",Dog,"), (",Dog,", ",dog,"), (",cat,", ",Cat,"), (",Cat,", ",cat,")]
                where patients[index].contains(from) {
                    patients[index] = patients[index].replacing(from, with: to)
                    break
                }
            default:
                let index = Int.random(in: 0..<owners.count, using: &random)
                owners[index] = owners[index].replacing(",Springfield", with: " Apt \(night),Springfield")
            }
            let raised = try Self.raised(fixture, owners: owners, patients: patients)
            let outcome = try fixture.night(owners: owners, patients: patients)
            if raised {
                raisedNights += 1
                #expect(!outcome.reusedMerge, "night \(night)")
            } else if outcome.reusedMerge {
                quietNights += 1
            }
        }
        // Both kinds of night were met, so the check above checked something.
        #expect(raisedNights > 3)
        #expect(quietNights > 3)
    }
}
