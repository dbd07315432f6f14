import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

/// Members a patient's JSON gets when it is written, not kept in the patient: here with keys that sort before the
/// table's, among them and after them, one of them an object and one a list.
struct TestSummary: WriteTimeMembers {
    typealias Field = PatientField
    static let keys: [StaticString] = ["nextDue", "lastVisit", "zzHistory", "aaFirst"]

    var first: Int?
    var lastVisit: String?
    var nextDue: (dueOn: String, vaccine: String)?
    var history: [Double] = []

    func writeMember(_ index: Int, key: StaticString, to writer: inout JSONWriter) {
        switch "\(key)" {
        case "aaFirst": writer.member(key, first)
        case "lastVisit": writer.member(key, lastVisit)
        case "nextDue":
            guard let nextDue else { return }
            writer.key(key)
            writer.beginObject()
            writer.member("dueOn", nextDue.dueOn)
            writer.member("vaccine", nextDue.vaccine)
            writer.endObject()
        default:
            guard !history.isEmpty else { return }
            writer.key(key)
            writer.beginArray()
            for weight in history { writer.number(weight) }
            writer.endArray()
        }
    }

    static func random(_ records: inout RandomRecords) -> TestSummary {
        TestSummary(
            first: records.random.below(2) == 0 ? nil : records.random.int(in: 0...9),
            lastVisit: records.random.below(2) == 0 ? nil : "2026-0\(records.random.int(in: 1...9))-01",
            nextDue: records.random.below(2) == 0 ? nil : ("2027-01-01", records.text()),
            history: (0..<records.random.int(in: 0...2)).map { Double($0) + 0.5 })
    }
}

@Suite("Members supplied at write time")
struct WriteTimeMembersTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    /// The keys of an object's members, written pretty at indent level 0, in the order written.
    static func topLevelKeys(_ json: String) -> [String] {
        json.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  \""), !line.hasPrefix("   ") else { return nil }
            return String(line.dropFirst(3).prefix { $0 != "\"" })
        }
    }

    static func bothWays(_ patient: Patient, _ summary: TestSummary, writer: JSONWriter) throws -> (String, String) {
        var fromRecord = writer
        fromRecord.write(patient, supplying: summary)
        var stored = CompactWriter()
        stored.string(patient.id)
        patient.encodeFields(to: &stored)
        var reader = CompactReader(stored.bytes)
        var fromBytes = writer
        try fromBytes.writeStoredPatient(&reader, supplying: summary)
        return (String(decoding: fromRecord.bytes, as: UTF8.self), String(decoding: fromBytes.bytes, as: UTF8.self))
    }

    @Test(
        "a supplied member is written where its key sorts among the table's, the same by both writers",
        arguments: 0..<40)
    func sortedPlaces(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let patient = records.patient(asOf: Self.asOf)
        let summary = TestSummary.random(&records)
        for writer in [JSONWriter(), JSONWriter.compact(), JSONWriter(indentLevel: 1)] {
            let (fromRecord, fromBytes) = try Self.bothWays(patient, summary, writer: writer)
            #expect(fromRecord == fromBytes)
        }
        let (json, _) = try Self.bothWays(patient, summary, writer: JSONWriter())
        let keys = Self.topLevelKeys(json)
        #expect(keys == keys.sorted() && Set(keys).count == keys.count)
        #expect(keys.contains("aaFirst") == (summary.first != nil))
        #expect(keys.contains("lastVisit") == (summary.lastVisit != nil))
        #expect(keys.contains("nextDue") == (summary.nextDue != nil))
        #expect(keys.contains("zzHistory") == !summary.history.isEmpty)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["lastVisit"] as? String == summary.lastVisit)
        #expect((object["nextDue"] as? [String: String])?["vaccine"] == summary.nextDue?.vaccine)
    }

    @Test("a patient the members have nothing for is written as without them")
    func nothingSupplied() throws {
        var records = RandomRecords(seed: 3)
        let patient = records.patient(asOf: Self.asOf)
        var plain = JSONWriter()
        plain.write(patient)
        let (fromRecord, fromBytes) = try Self.bothWays(patient, TestSummary(), writer: JSONWriter())
        #expect(fromRecord == String(decoding: plain.bytes, as: UTF8.self) && fromBytes == fromRecord)
    }

    @Test("patients.json carries each patient's own supplied members, in both formats")
    func recordFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var records = RandomRecords(seed: 11)
        let patients = (0..<30).map { index in
            var patient = records.patient(asOf: Self.asOf)
            patient.id = "PAT-\(1000 - index)"
            return patient
        }
        let summaries = patients.indices.map { _ in TestSummary.random(&records) }
        for format in RecordFileFormat.allCases {
            let path = directory.path + "/" + format.patientsFile
            _ = try RecordFileWriter.write(RecordStore(patients), as: format, to: path) { summaries[$0] }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let objects: [[String: Any]] =
                format == .json
                ? try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
                : try text.split(separator: "\n").map {
                    try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
                }
            let byID = Dictionary(uniqueKeysWithValues: objects.map { ($0["id"] as? String ?? "", $0) })
            for (patient, summary) in zip(patients, summaries) {
                #expect(byID[patient.id]?["lastVisit"] as? String == summary.lastVisit)
                #expect(byID[patient.id]?["aaFirst"] as? Int == summary.first)
            }
        }
    }

    @Test("a supplied key that is a field's stops the program")
    func fieldKeyRefused() async {
        await #expect(processExitsWith: .failure) {
            _ = JSONMemberOrder<PatientField>(supplying: ["lastVisit", "name"])
        }
    }
}
