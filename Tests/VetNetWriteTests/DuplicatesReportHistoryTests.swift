import Foundation
import Testing
import VetNetCore
import VetNetWrite

@Suite("The duplicates report's clinical history merges, in JSON, CSV and the staff page")
struct DuplicatesReportHistoryTests {
    static func merge(_ index: Int, vaccine: String = "DHPP", rowID: String = "V2") -> DuplicatesReport.HistoryMerge {
        .init(
            kind: "vaccination", rule: "sameVaccineSameDay", patientId: "PAT-\(index)", ownerId: nil,
            date: "2026-01-10", vaccine: vaccine,
            kept: .init(id: "VAC-a\(index)", sources: [SourceRef(source: "vax", sourceId: "V1", line: 2)]),
            merged: .init(id: "VAC-b\(index)", sources: [SourceRef(source: "vax", sourceId: rowID, line: 3)]))
    }

    static func report(_ merges: [DuplicatesReport.HistoryMerge]?, notListed: Int = 0) -> DuplicatesReport {
        var report = DuplicatesReport(
            pipeline: "clinic", ownerClusters: [], patientClusters: [], possibleDuplicates: [], chipConflicts: [],
            mergedAway: [:])
        report.historyMerges = merges
        report.historyMergesNotListed = merges == nil ? nil : notListed
        return report
    }

    @Test("without history the report has no history members; with it, every merge with its rows and the rest counted")
    func json() throws {
        let plain = String(decoding: Self.report(nil).jsonBytes(), as: UTF8.self)
        #expect(!plain.contains("history"))
        let bytes = Self.report([Self.merge(1), Self.merge(2)], notListed: 5).jsonBytes()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let merges = try #require(object["historyMerges"] as? [[String: Any]])
        #expect(merges.count == 2 && object["historyMergesNotListed"] as? Int == 5)
        #expect(merges[0]["rule"] as? String == "sameVaccineSameDay" && merges[0]["patientId"] as? String == "PAT-1")
        let merged = try #require(merges[0]["merged"] as? [String: Any])
        #expect((merged["sources"] as? [[String: Any]])?.first?["sourceId"] as? String == "V2")
        #expect(merges[0]["ownerId"] == nil)
    }

    @Test("the CSV gives both rows of each merge, a formula in a row's ID made inert")
    func csv() {
        var bytes: [UInt8] = []
        Self.report([Self.merge(1, rowID: "=HYPERLINK(\"x\")")]).writeCSV { bytes += $0 }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: true)
            .map(String.init)
        let rows = lines.filter { $0.hasPrefix("merged vaccination,history 1,") }
        #expect(rows.count == 2)
        #expect(rows[0].contains(",VAC-a1,vax,V1,2,,sameVaccineSameDay"))
        #expect(rows[1].contains("'=HYPERLINK") && !rows[1].contains(",=HYPERLINK"))
    }

    @Test("the page lists the merges in words, a hostile vaccine name inert, and says how many are not listed")
    func page() {
        let hostile = "<script>alert(1)</script>"
        let page = Self.report([Self.merge(1, vaccine: hostile), Self.merge(2)], notListed: 7).html(listLimit: 1)
        #expect(page.contains("These clinical history records were merged"))
        #expect(page.contains("the same vaccine on the same day"))
        #expect(page.contains("vax record V1, line 2") && page.contains("vax record V2, line 3"))
        #expect(!page.contains(hostile) && page.contains("&lt;script&gt;"))
        #expect(page.contains("1 more are not shown here"))
        #expect(page.contains("7 more history records were merged and are not listed here"))
        let german = Self.report([Self.merge(1)]).html(language: .de)
        #expect(german.contains("derselbe Impfstoff am selben Tag") && german.contains("Impfung"))
    }

    @Test("a pipeline with history but no merge says so; one without history has no such part")
    func emptyPart() {
        #expect(Self.report([]).html().contains("These clinical history records were merged"))
        #expect(!Self.report(nil).html().contains("clinical history"))
    }
}
