import Foundation
import Testing
import VetNetCore
import VetNetWrite

/// `duplicates.html` is a page for people: it lists a bounded number of entries per part, says how many more
/// there are, and comes in chunks so that a million-record run's page never sits whole in memory.
@Suite("duplicates.html for staff")
struct DuplicatesReportHTMLTests {
    static func cluster(_ index: Int) -> DuplicatesReport.Cluster {
        .init(
            canonicalId: "OWN-\(index)",
            members: [
                .init(
                    id: "OWN-\(index)", sources: [SourceRef(source: "owners", sourceId: "S\(index)", line: index + 2)])
            ],
            merges: [])
    }

    static func report(owners: Int, patients: Int = 0, possible: Int = 0, chips: Int = 0) -> DuplicatesReport {
        let member = DuplicatesReport.Member(
            id: "OWN-1", sources: [SourceRef(source: "owners", sourceId: "1", line: 3)])
        return DuplicatesReport(
            pipeline: "clinic", ownerClusters: (0..<owners).map(cluster), patientClusters: (0..<patients).map(cluster),
            possibleDuplicates: (0..<possible).map { _ in
                .init(first: member, second: member, score: 7, reason: "namesDiffer", fields: [])
            },
            chipConflicts: (0..<chips).map { _ in
                .init(microchip: "985112345678901", patients: [member], reason: "Different animals")
            },
            mergedAway: [:])
    }

    static func count(_ text: String, in page: String) -> Int { page.components(separatedBy: text).count - 1 }

    @Test("each part lists at most the limit and says how many more there are, the counts at the top whole")
    func listsAreCapped() {
        let page = Self.report(owners: 5, patients: 3, possible: 4, chips: 2).html(listLimit: 3)
        #expect(Self.count("<h3>Owner ", in: page) == 3)
        #expect(Self.count("<h3>Animal ", in: page) == 3)
        #expect(Self.count("class=\"card review\"", in: page) == 3)
        #expect(Self.count("class=\"card conflict\"", in: page) == 2)
        #expect(
            Self.count("more are not shown here; duplicates.csv, beside this page, lists every one.", in: page) == 2)
        #expect(page.contains("2 more are not shown here"))
        #expect(page.contains("1 more are not shown here"))
        #expect(
            page.contains(
                "8 groups of records were merged, each into one record. 4 pairs may be one owner or one animal"))
        #expect(page.contains("2 microchips are on more than one animal."))
    }

    @Test("a report within the limit lists everything and has no note")
    func smallReportIsWhole() {
        let page = Self.report(owners: 2, possible: 1, chips: 1).html()
        #expect(Self.count("<h3>Owner ", in: page) == 2)
        #expect(
            page.contains(
                "1 pair may be one owner or one animal and needs a look. 1 microchip is on more than one animal."))
        #expect(!page.contains("not shown here"))
    }

    @Test("a large page comes in chunks of about a megabyte that join into the whole page")
    func chunks() {
        let report = Self.report(owners: 30_000)
        var chunks: [[UInt8]] = []
        report.writeHTML(listLimit: 30_000) { chunks.append($0) }
        #expect(chunks.count > 1)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 1 << 20 && $0.count < (1 << 20) + 4096 })
        #expect(chunks.joined().elementsEqual(report.html(listLimit: 30_000).utf8))
        #expect(String(decoding: chunks.last ?? [], as: UTF8.self).hasSuffix("</body>\n</html>\n"))
    }
}
