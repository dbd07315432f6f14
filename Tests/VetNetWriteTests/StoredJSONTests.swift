import Testing
import Foundation
import VetNetCore
import VetNetTestSupport
@testable import VetNetWrite

/// Record files are written from the records' stored bytes without decoding them; the bytes must be those
/// `write(_:)` gives for the decoded record, whatever the record holds.
@Suite("Records written as JSON from their stored bytes")
struct StoredJSONTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!
    static var writers: [JSONWriter] { [JSONWriter(), JSONWriter.compact(), JSONWriter(indentLevel: 1)] }

    /// What each way of writing gives for the record stored in `bytes`: from the bytes, and from the decoded record.
    static func bothWays<Record: CompactStorable>(
        _ bytes: [UInt8], as _: Record.Type, stored: (inout JSONWriter, inout CompactReader) throws -> Void,
        decoded: (inout JSONWriter, Record) -> Void
    ) throws -> [(fromBytes: String, fromRecord: String)] {
        try writers.map { writer in
            var fromBytes = writer
            var reader = CompactReader(bytes)
            try stored(&fromBytes, &reader)
            var again = CompactReader(bytes)
            let record = try Record.decode(id: try again.string(), fields: &again)
            var fromRecord = writer
            decoded(&fromRecord, record)
            return (String(decoding: fromBytes.bytes, as: UTF8.self), String(decoding: fromRecord.bytes, as: UTF8.self))
        }
    }

    /// The bytes a record store keeps for `record`: its ID, then its fields.
    static func storedBytes<Record: CompactStorable>(_ record: Record) -> [UInt8] {
        var writer = CompactWriter()
        writer.string(record.id)
        record.encodeFields(to: &writer)
        return writer.bytes
    }

    @Test("patients and owners of every shape give the bytes their decoded records give", arguments: 0..<60)
    func randomRecords(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let patient = records.patient(asOf: Self.asOf)
        for pair in try Self.bothWays(
            Self.storedBytes(patient), as: Patient.self, stored: { try $0.writeStoredPatient(&$1) },
            decoded: { $0.write($1) })
        {
            #expect(pair.fromBytes == pair.fromRecord)
        }
        let owner = records.owner()
        for pair in try Self.bothWays(
            Self.storedBytes(owner), as: Owner.self, stored: { try $0.writeStoredOwner(&$1) }, decoded: { $0.write($1) }
        ) {
            #expect(pair.fromBytes == pair.fromRecord)
        }
    }

    /// A stored patient written field by field, in `Patient.encodeFields`' order, with texts a patient could not
    /// hold: an unknown sex or status, a birth date that is not one.
    static func oddPatient(sex: String, status: String, birthDate: String?) -> [UInt8] {
        var writer = CompactWriter()
        for text in ["PAT-1", "VN-1", "Bella \"Bee\""] { writer.string(text) }
        writer.optional("dog")
        writer.optional(nil)
        writer.optional("Lab")
        writer.string(sex)
        writer.string(status)
        writer.optional(birthDate)
        writer.bool(birthDate != nil)  // estimated
        writer.bool(false)
        writer.optional(nil)
        writer.optional("a\\b\u{1}")
        writer.string("OWN-1")
        writer.bool(true)
        writer.optional(nil)
        writer.optional(nil)
        writer.sources([SourceRef(source: "patients", sourceId: "7", line: nil)])
        writer.strings([])
        writer.strings(["Bee"])
        writer.optional("Black/White")
        writer.optional("Dog \"K9\" unit")
        writer.bool(false)
        return writer.bytes
    }

    @Test(
        "an unknown sex or status is written unknown, and a birth date that is not one is left out, as decoding does",
        arguments: [
            ("male", "neutered", "2019-03-14"), ("MALE", "", "2019-02-30"), ("x", "spayed", "14/03/2019"),
            ("female", "intact", nil),
            ("male", "intact", "2017-13-45"), ("male", "intact", "0099-00-00"), ("male", "intact", "2019-3-14x"),
            ("male", "intact", "2019+03-14"),
            ("male", "intact", ""),
        ])
    func oddPatients(sex: String, status: String, birthDate: String?) throws {
        let bytes = Self.oddPatient(sex: sex, status: status, birthDate: birthDate)
        for pair in try Self.bothWays(
            bytes, as: Patient.self, stored: { try $0.writeStoredPatient(&$1) }, decoded: { $0.write($1) })
        {
            #expect(pair.fromBytes == pair.fromRecord)
        }
    }

    @Test(
        "an alternate address stored as absent is dropped, as decoding drops it, and the member goes when none is left",
        arguments: [[true, false, true], [false], [false, false], []])
    func absentAlternateAddresses(present: [Bool]) throws {
        var writer = CompactWriter()
        writer.string("OWN-1")
        for text in ["Ann", "Lee", nil, "ann@example.com"] { writer.optional(text) }
        writer.strings(["+15550100"])
        writer.bool(false)  // no address
        writer.bool(false)  // no emergency contact
        writer.optional(nil)
        writer.bool(true)
        writer.optional(nil)
        writer.optional("2026-01-02T03:04:05")
        writer.sources([SourceRef(source: "owners", sourceId: "1", line: 2)])
        writer.strings([])
        writer.count(present.count)
        for (index, isPresent) in present.enumerated() {
            writer.bool(isPresent)
            guard isPresent else { continue }
            for field in ["\(index) Oak St", nil, "Troy", "IL", "49776", nil] { writer.optional(field) }
        }
        for pair in try Self.bothWays(
            writer.bytes, as: Owner.self, stored: { try $0.writeStoredOwner(&$1) }, decoded: { $0.write($1) })
        {
            #expect(pair.fromBytes == pair.fromRecord)
        }
    }
}

@Suite("Duplicates report clusters written from their stored bytes")
struct StoredClusterJSONTests {
    static func cluster(_ records: inout RandomRecords) -> DuplicatesReport.Cluster {
        func evidence() -> DuplicatesReport.FieldEvidence {
            DuplicatesReport.FieldEvidence(
                field: records.text(), level: records.text(),
                weight: records.random.below(3) == 0 ? nil : Double(records.random.int(in: -90_000...90_000)) / 1000,
                firstValue: records.optional(), secondValue: records.optional())
        }
        let members = (0..<records.random.int(in: 0...4)).map { _ in
            DuplicatesReport.Member(id: records.text(), sources: records.sources())
        }
        let merges = (0..<records.random.int(in: 0...3)).map { _ in
            DuplicatesReport.Merge(
                first: records.text(), second: records.text(),
                rule: records.random.pick(["score", "microchip", records.text()]),
                score: records.random.below(3) == 0 ? nil : Double(records.random.int(in: 0...200_000)) / 10_000,
                fields: (0..<records.random.int(in: 0...4)).map { _ in evidence() })
        }
        return DuplicatesReport.Cluster(canonicalId: records.text(), members: members, merges: merges)
    }

    @Test("clusters of every shape give the bytes the decoded clusters give", arguments: 0..<60)
    func randomClusters(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let clusters = (0..<4).map { _ in Self.cluster(&records) }
        let store = RecordStore(clusters)
        for layout in StoredJSONTests.writers {
            var fromBytes = layout
            var fromClusters = layout
            fromBytes.beginArray()
            fromClusters.beginArray()
            for position in store.indices {
                store.read(at: position) { reader throws(CompactReader.Damaged) in
                    try fromBytes.writeStoredCluster(&reader)
                }
                fromClusters.write(clusters[position])
            }
            fromBytes.endArray()
            fromClusters.endArray()
            #expect(
                String(decoding: fromBytes.bytes, as: UTF8.self) == String(decoding: fromClusters.bytes, as: UTF8.self))
        }
    }

    @Test("a stored cluster's CSV rows, written from its bytes, are the rows of the decoded cluster", arguments: 0..<60)
    func csvRows(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        var cluster = Self.cluster(&records)
        if !cluster.members.isEmpty {
            // A member that is the canonical record, its ID in another Unicode form half the time: equal as strings
            // (`Zoë` composed and decomposed), so its row says "kept as" all the same.
            let canonical = cluster.canonicalId
            cluster.members[0].id = seed % 2 == 0 ? canonical : canonical.decomposedStringWithCanonicalMapping
        }
        let store = RecordStore([cluster])
        var fromBytes = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)
        store.read(at: 0) { reader throws(CompactReader.Damaged) in
            try DuplicatesReport.Cluster.writeRows("merged owner", from: &reader, to: &fromBytes)
        }
        var fromCluster = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)
        let topScore = cluster.merges.compactMap(\.score).max().map(DuplicatesReport.format)
        for member in cluster.members {
            for source in member.sources {
                fromCluster.row([
                    "merged owner", cluster.canonicalId, member.id, source.source, source.sourceId,
                    source.line.map(String.init),
                    topScore, (member.id == cluster.canonicalId ? "kept as " : "merged into ") + cluster.canonicalId,
                ])
            }
        }
        #expect(String(decoding: fromBytes.bytes, as: UTF8.self) == String(decoding: fromCluster.bytes, as: UTF8.self))
    }
}
