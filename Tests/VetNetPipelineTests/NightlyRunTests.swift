import Foundation
import Synchronization
import Testing
import VetNetCore
import VetNetMapping
import VetNetPipeline

@testable import VetNetState

@Suite("Nightly runs against a state file")
struct NightlyRunTests {
    static let owners = [
        "O1,Robert,Smith,rob.smith@example.com,(217) 555-0101,12 Oak Street,Springfield,62701",
        "O2,Maria,Garcia,maria.g@example.com,(217) 555-0202,4 Elm Road,Springfield,62702",
        "O3,Wei,Chen,wei.chen@example.com,(217) 555-0303,9 Pine Avenue,Springfield,62703",
    ]
    static let patients = ["P1,O1,Rex,dog,,2020-05-10", "P2,O2,Luna,cat,,", "P3,O3,Max,dog,,"]

    @Test("a second run over the same exports changes nothing: same outputs, no state row but the run's")
    func identicalRerun() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        let first = try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(first.changes.created.count == 6)
        let outputs = try fixture.snapshot()
        let stored = try fixture.store().storedRecords(kind: .owner) + fixture.store().storedRecords(kind: .patient)
        let medical = try fixture.store().medicalIDs()

        let second = try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(second.changes.isEmpty)
        #expect(second.reusedMerge)
        #expect(
            second.reusedFiles == [
                "owners.json", "patients.json", "reports/duplicates.csv", "reports/duplicates.html",
                "reports/duplicates.json",
            ])
        #expect(second.unchanged == ["owners": 3, "pets": 3])
        #expect(try fixture.snapshot() == outputs)
        #expect(
            try fixture.store().storedRecords(kind: .owner) + fixture.store().storedRecords(kind: .patient) == stored)
        #expect(try fixture.store().medicalIDs() == medical)
        #expect(try fixture.store().runs().map(\.id) == [2, 1])
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/changes/1.json"))
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/changes/2.json"))
    }

    @Test("a night hands what it is done with to be kept until the process exits, once, and its outputs are the same")
    func setAsideAtEnd() throws {
        let reference = try NightlyFixture()
        defer { reference.remove() }
        _ = try reference.night(owners: Self.owners, patients: Self.patients)

        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        let kept = Mutex<[any Sendable]>([])
        let outcome = try fixture.night(owners: Self.owners, patients: Self.patients) { value in
            kept.withLock { $0.append(value) }
        }
        #expect(kept.withLock { $0.count } == 1)
        #expect(outcome.changes.created.count == 6)
        for file in ["owners.json", "patients.json"] {
            #expect(try fixture.records(file) as NSDictionary == reference.records(file) as NSDictionary)
        }
    }

    @Test("a night with no change reuses NDJSON record files as it does JSON ones")
    func identicalRerunWithNDJSON() throws {
        var fixture = try NightlyFixture()
        fixture.recordFormat = "ndjson"
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let outputs = try fixture.snapshot()
        #expect(outputs["owners.ndjson"] != nil && outputs["owners.json"] == nil)
        let second = try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(
            second.reusedFiles == [
                "owners.ndjson", "patients.ndjson", "reports/duplicates.csv", "reports/duplicates.html",
                "reports/duplicates.json",
            ])
        #expect(try fixture.snapshot() == outputs)
    }

    @Test("a record accepted unchanged whose stored form is gone stops the night, naming it, and changes nothing")
    func unchangedRecordWithoutStoredForm() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        // As a row of an early schema, which kept no stored form, would be: its checksum is whole.
        try fixture.store().execute(
            sql: """
                UPDATE sourceRecord SET record = NULL, checksum = vetnet_checksum(source, sourceId, kind, fingerprint,
                    canonicalId, firstSeenRun, lastChangedRun, isActive, json, line, findings, NULL)
                WHERE source = 'pets' AND sourceId = 'P3'
                """)
        let before = try fixture.store().storedRecords(kind: .owner)
        var owners = Self.owners
        owners[0] = owners[0].replacingOccurrences(of: "12 Oak Street", with: "14 Oak Street")
        let error = #expect(throws: Diagnostic.self) { try fixture.night(owners: owners, patients: Self.patients) }
        #expect(error?.code == "state.corrupt-record")
        #expect(error?.message.contains("pets record P3") == true)
        #expect(try fixture.store().storedRecords(kind: .owner) == before)
    }

    @Test(
        "a quiet night whose stored merge cannot be read stops, naming it, and publishes nothing unmerged",
        arguments: ["canonicalIds", "duplicates"])
    func unreadableStoredMerge(artifact: String) throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let outputs = try fixture.snapshot()
        // Bytes no vetnet writes, with a whole checksum (as a faulty writer would leave them).
        try fixture.store().execute(
            sql: """
                UPDATE artifactPart SET data = x'00ff', checksum = vetnet_checksum(name, part, x'00ff')
                WHERE name = ? AND part = 0
                """,
            arguments: [artifact])
        let error = #expect(throws: Diagnostic.self) { try fixture.night(owners: Self.owners, patients: Self.patients) }
        #expect(error?.code == "state.corrupt-record")
        #expect(error?.message.contains(artifact) == true)
        #expect(try fixture.snapshot() == outputs)
    }

    @Test("a night loads its unchanged records two sources at a time as a dry run loads them one after the other")
    func unchangedLoadedBeside() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        var owners = Self.owners
        owners[1] = owners[1].replacingOccurrences(of: "maria.g@example.com", with: "maria.garcia@example.com")
        var patients = Self.patients
        patients[2] = patients[2].replacingOccurrences(of: "Max", with: "Maximus")
        // A dry run's store is read-only: it has no connection beside its own, and reads the sources in turn.
        let dry = try fixture.night(owners: owners, patients: patients, dryRun: true)
        let real = try fixture.night(owners: owners, patients: patients)
        #expect(real.unchanged == ["owners": 2, "pets": 2])
        #expect(Array(real.result.owners) == Array(dry.result.owners))
        #expect(Array(real.result.patients) == Array(dry.result.patients))
        #expect(real.result.owners.count == 3 && real.result.patients.count == 3)
    }

    @Test("a changed record updates only itself")
    func changedRecord() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let before = try fixture.store().storedRecords(kind: .owner)
        var owners = Self.owners
        owners[1] = owners[1].replacingOccurrences(of: "maria.g@example.com", with: "maria.garcia@example.com")
        let second = try fixture.night(owners: owners, patients: Self.patients)

        let maria = SourceKey(source: "owners", sourceId: "O2")
        #expect(second.changes.updated.map { SourceKey(source: $0.source, sourceId: $0.sourceId) } == [maria])
        #expect(second.changes.created.isEmpty && second.changes.deactivated.isEmpty && second.changes.merged.isEmpty)
        #expect(second.unchanged == ["owners": 2, "pets": 3])
        #expect(!second.reusedMerge)
        let after = try fixture.store().storedRecords(kind: .owner)
        for (old, new) in zip(before, after) {
            #expect(new.lastChangedRun == (old.key == maria ? 2 : 1))
        }
        let id = StableID.owner(source: "owners", sourceId: "O2")
        #expect(try fixture.records("owners.json")[id]?["email"] as? String == "maria.garcia@example.com")
    }

    @Test("a new duplicate merges into the owner imported before, which keeps its ID")
    func newDuplicateKeepsOldID() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let oldID = StableID.owner(source: "owners", sourceId: "O1")
        // A source ID whose output ID sorts before the old one: without the state it would become canonical.
        let newSourceID = try #require(
            (1...500).map { "N\($0)" }.first { StableID.owner(source: "owners", sourceId: $0) < oldID })
        let newID = StableID.owner(source: "owners", sourceId: newSourceID)
        let owners =
            Self.owners + [
                "\(newSourceID),Robert,Smith,rob.smith@example.com,(217) 555-0101,12 Oak Street,Springfield,62701"
            ]
        let patients = Self.patients + ["P4,\(newSourceID),Bella,dog,,"]

        let second = try fixture.night(owners: owners, patients: patients)
        let written = try fixture.records("owners.json")
        #expect(written[oldID] != nil)
        #expect(written[newID] == nil)
        #expect(second.changes.merged.contains { $0.memberId == newID && $0.canonicalId == oldID })
        #expect(second.changes.created.contains { $0.sourceId == newSourceID && $0.id == oldID })
        #expect(
            try fixture.records("patients.json").values.contains {
                $0["name"] as? String == "Bella" && $0["ownerId"] as? String == oldID
            })
        #expect(try fixture.store().resolve(newID) == oldID)
    }

    @Test("a record missing from a full export is deactivated and kept")
    func missingFromFullExport() throws {
        var fixture = try NightlyFixture()
        fixture.acceptDeactivations = true
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let second = try fixture.night(owners: Self.owners, patients: Array(Self.patients.prefix(2)))

        #expect(second.changes.deactivated.map(\.sourceId) == ["P3"])
        let max = try #require(try fixture.records("patients.json")[StableID.patient(source: "pets", sourceId: "P3")])
        #expect(max["isActive"] as? Bool == false)
        #expect(max["name"] as? String == "Max")
        #expect(try fixture.store().storedRecord(SourceKey(source: "pets", sourceId: "P3"))?.isActive == false)

        let third = try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(third.changes.reactivated.map(\.sourceId) == ["P3"])
        #expect(
            try fixture.records("patients.json")[StableID.patient(source: "pets", sourceId: "P3")]?["isActive"] as? Bool
                == true)
    }

    @Test("a delta export adds its records to those known, and keeps the animal's medical ID")
    func deltaExport() throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        fixture.ownersExport = .delta
        fixture.patientsExport = .delta
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let medical = try fixture.records("patients.json").mapValues { $0["medicalId"] as? String }

        let second = try fixture.night(
            owners: ["O4,Ana,Silva,ana@example.com,(217) 555-0404,1 Lake Drive,Springfield,62704"],
            patients: ["P4,O1,Coco,cat,,"])
        #expect(second.changes.created.map(\.sourceId).sorted() == ["O4", "P4"])
        #expect(second.changes.deactivated.isEmpty)
        let patients = try fixture.records("patients.json")
        #expect(patients.count == 4)
        #expect(patients.values.allSatisfy { $0["isActive"] as? Bool == true })
        for (id, medicalID) in medical { #expect(patients[id]?["medicalId"] as? String == medicalID) }
        #expect(try fixture.records("owners.json").count == 4)
    }

    @Test("a second run while one holds the state file is refused at once")
    func concurrentRunRefused() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let holder = try fixture.store()
        try holder.acquireRunLock(holder: "the first run")
        defer { holder.releaseRunLock() }
        let error = #expect(throws: Diagnostic.self) { try fixture.night(owners: Self.owners, patients: Self.patients) }
        #expect(error?.code == "state.locked")
        #expect(error?.message.contains("the first run") == true)
        #expect(try fixture.store().runs().count == 1)
    }

    @Test("a dry run reports the changes a run would make and writes nothing")
    func dryRun() throws {
        var fixture = try NightlyFixture()
        fixture.acceptDeactivations = true
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let outputs = try fixture.snapshot()
        let owners = Array(Self.owners.prefix(2))
        let dry = try fixture.night(owners: owners, patients: Array(Self.patients.prefix(2)), dryRun: true)
        #expect(dry.runID == 2)
        #expect(dry.changes.deactivated.map(\.sourceId).sorted() == ["O3", "P3"])
        #expect(try fixture.snapshot() == outputs)
        #expect(try fixture.store().runs().count == 1)
        #expect(try fixture.store().storedRecord(SourceKey(source: "owners", sourceId: "O3"))?.isActive == true)

        let real = try fixture.night(owners: owners, patients: Array(Self.patients.prefix(2)))
        #expect(
            real.changes
                == {
                    var expected = dry.changes; expected.run = 2; return expected
                }())
    }

    @Test("records carried from the state get their age for the night's date, and are stored without age or line")
    func carriedAges() throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        fixture.patientsExport = .delta
        try fixture.night(owners: Self.owners, patients: Self.patients)
        let rex = StableID.patient(source: "pets", sourceId: "P1")
        #expect(try fixture.records("patients.json")[rex]?["age"] as? [String: Int] == ["years": 6, "months": 6])
        let stored = try #require(try fixture.store().storedRecord(SourceKey(source: "pets", sourceId: "P1"))?.record)
        let decoded = try CompactRecordCodec.decodePatient(stored, asOf: LocalDate(year: 2026, month: 11, day: 20)!)
        #expect(decoded.sources.map(\.line) == [nil])

        let later = try fixture.night(
            owners: Self.owners, patients: [], asOf: LocalDate(year: 2027, month: 1, day: 15)!)
        #expect(later.reusedMerge)
        #expect(
            later.reusedFiles == [
                "owners.json", "reports/duplicates.csv", "reports/duplicates.html", "reports/duplicates.json",
            ])
        #expect(try fixture.records("patients.json")[rex]?["age"] as? [String: Int] == ["years": 6, "months": 8])
    }

    @Test("a changed pipeline file maps every record again; only records whose output changed are updated")
    func changedPipeline() throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients)
        fixture.extraSettings = "dedupe: { reviewThreshold: 10 }"
        let same = try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(same.changes.isEmpty && !same.reusedMerge)
        #expect(same.unchanged == ["owners": 3, "pets": 3])

        fixture.speciesSpec = "{ column: Species, map: { dog: cat } }"
        let remapped = try fixture.night(owners: Self.owners, patients: Self.patients)
        #expect(remapped.changes.updated.map(\.sourceId) == ["P1", "P3"])
        #expect(remapped.changes.created.isEmpty)
        #expect(remapped.unchanged == ["owners": 3, "pets": 1])
    }
}
