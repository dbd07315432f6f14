import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@testable import VetNetState

@Suite("Nightly guards: shrunken exports and the rules revision")
struct NightlyGuardTests {
    static let surnames = [
        "Smith", "Garcia", "Chen", "Okafor", "Novak", "Larsen", "Dubois", "Tanaka", "Moreau", "Quinn",
    ]
    static let pets = ["Rex", "Luna", "Max", "Bella", "Oscar", "Milo", "Coco", "Nala", "Rocky", "Daisy"]
    static let owners = (0..<10).map {
        "O\($0 + 1),Ann,\(surnames[$0]),ann.\(surnames[$0].lowercased())@example.com,,\($0 * 7 + 3) Oak Street,Springfield,6270\($0)"
    }
    static let patients = (0..<10).map { "P\($0 + 1),O\($0 + 1),\(pets[$0]),dog,," }

    @Test("a full export missing more than a fifth of a source's active records changes nothing and names the source")
    func shrunkenExport() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let outputs = try fixture.snapshot()
        let error = #expect(throws: Diagnostic.self) {
            try fixture.night(owners: Self.owners, patients: Array(Self.patients.prefix(7)))
        }
        #expect(error?.code == "run.deactivations-over-threshold")
        #expect(error?.message.contains("pets: 3 of 10 active records") == true)
        #expect(try fixture.snapshot() == outputs)
        #expect(try fixture.store().fingerprints(source: "pets").count == 10)
        let refused = try #require(try fixture.store().runs().first)
        #expect(refused.id == 2 && refused.exitStatus == 1 && refused.signature == nil)
    }

    @Test("up to the limit, a full export deactivates what it no longer holds")
    func shrinkWithinLimit() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let night = try fixture.night(owners: Self.owners, patients: Array(Self.patients.prefix(8)))
        #expect(night.changes.deactivated.map(\.sourceId).sorted() == ["P10", "P9"])
    }

    @Test("accepting the deactivations lets a header-only export deactivate every record, for that run")
    func acceptedDeactivations() throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(throws: Diagnostic.self) { try fixture.night(owners: Self.owners, patients: []) }
        fixture.acceptDeactivations = true
        let night = try fixture.night(owners: Self.owners, patients: [])
        #expect(night.changes.deactivated.count == 10)
    }

    @Test("a changed rules revision maps and checks every record again, like an edited pipeline file")
    func rulesRevisionRechecks() throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let same = try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(same.result.tracking?.unchanged.values.map(\.count).reduce(0, +) == 20)
        #expect(try fixture.store().runs().first?.rulesRevision == RulesRevision.current)
        fixture.rulesRevision = "a corrected rule"
        let changed = try fixture.night(owners: Self.owners, patients: Self.patients)
        // Every record was mapped and checked again (none skipped as unchanged), and found to map as before.
        #expect(changed.result.tracking?.unchanged.values.map(\.count).reduce(0, +) == 0)
        #expect(!changed.reusedMerge)
        #expect(changed.changes.isEmpty)
        let tracked = try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(tracked.reusedMerge)
    }

    @Test(
        "after an upgrade to a new record layout and rules, records stored in an earlier layout are not changed",
        arguments: [2, 3])
    func earlierLayoutIsNoChange(layout: Int) throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        // Plain names of the species keep no species as written, so the field the upgrade adds stays absent.
        let words = ["dog", "Dog", "DOG", "Canine", "K9"]
        let patients = Self.patients.enumerated().map { index, row in
            row.replacingOccurrences(of: ",dog,", with: ",\(words[index % words.count]),")
        }
        try fixture.night(owners: Self.owners, patients: patients)
        // As a vetnet of `layout` stored them: a patient without the fields that end the current layout (the
        // species as written, which layout 4 added, and the colour, which layout 3 added; absent: one byte each),
        // an owner with the same fields.
        let dropped = CompactLayout.current - layout
        let absent = String(repeating: "00", count: dropped)
        try fixture.store().execute(
            sql: """
                UPDATE sourceRecord SET record = x'0\(layout)' || substr(record, 2, length(record) - 1 - \(dropped))
                    WHERE kind = 'patient' AND substr(record, length(record) - \(dropped - 1)) = x'\(absent)';
                UPDATE sourceRecord SET record = x'0\(layout)' || substr(record, 2) WHERE kind = 'owner';
                UPDATE sourceRecord SET checksum = vetnet_checksum(source, sourceId, kind, fingerprint, canonicalId,
                    firstSeenRun, lastChangedRun, isActive, json, line, findings, record);
                """)
        let layouts = try fixture.store().storedRecords(kind: .patient).map { $0.record?.first }
        #expect(layouts.count == patients.count && layouts.allSatisfy { $0 == UInt8(layout) })
        fixture.rulesRevision = "the upgrade's rules"
        let upgraded = try fixture.night(owners: Self.owners, patients: patients)
        #expect(upgraded.result.tracking?.unchanged.values.map(\.count).reduce(0, +) == 0)
        #expect(upgraded.changes.isEmpty, "\(upgraded.changes.updated.map(\.sourceId))")
    }
}
