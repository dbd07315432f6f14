import Foundation
import Testing
import VetNetCore
import VetNetWrite

/// `DuplicatesReport.jsonBytes()` writes JSON that decodes to the report, each entry of its lists on a line of
/// its own; `JSONEncoder`'s pretty-printed bytes are the size it is compared with.
@Suite("duplicates.json written directly")
struct DuplicatesReportJSONTests {
    static func encoded(_ report: DuplicatesReport) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(report)) + [0x0A]
    }

    static let texts = [
        "", "Smith", "O'Brien", "Zoë Müller", "a \"quoted\" name", "back\\slash", "line\nbreak", "tab\there",
        "path/with/slashes", "\u{1}control", "日本", "emoji 🐕",
    ]

    /// A report of `size` clusters and pairs with values drawn from `random`.
    static func report(_ random: inout SplitMix64, size: Int) -> DuplicatesReport {
        func text() -> String { texts[random.below(texts.count)] }
        func number() -> Double {
            switch random.below(3) {
            case 0: Double(Int(random.below(4001)) - 2000) / 100
            case 1: Double(Int(random.below(41)) - 20)
            default: Double(random.next() >> 11) / Double(1 << 53) * 40 - 20
            }
        }
        func member() -> DuplicatesReport.Member {
            .init(
                id: "OWN-\(random.below(1000))",
                sources: (0..<random.below(3)).map { _ in
                    SourceRef(
                        source: text(), sourceId: text(), line: random.below(3) == 0 ? nil : random.below(100_000))
                })
        }
        func evidence() -> [DuplicatesReport.FieldEvidence] {
            (0..<random.below(4)).map { _ in
                .init(
                    field: text(), level: text(), weight: random.below(3) == 0 ? nil : number(),
                    firstValue: random.below(3) == 0 ? nil : text(), secondValue: random.below(3) == 0 ? nil : text())
            }
        }
        func cluster() -> DuplicatesReport.Cluster {
            .init(
                canonicalId: text(), members: (0..<random.below(4)).map { _ in member() },
                merges: (0..<random.below(3)).map { _ in
                    .init(
                        first: text(), second: text(), rule: text(), score: random.below(3) == 0 ? nil : number(),
                        fields: evidence())
                })
        }
        var mergedAway: [String: Int] = [:]
        for _ in 0..<random.below(4) { mergedAway[text()] = random.below(50) }
        return DuplicatesReport(
            pipeline: text(), ownerClusters: (0..<random.below(size + 1)).map { _ in cluster() },
            patientClusters: (0..<random.below(size + 1)).map { _ in cluster() },
            possibleDuplicates: (0..<random.below(size + 1)).map { _ in
                .init(first: member(), second: member(), score: number(), reason: text(), fields: evidence())
            },
            chipConflicts: (0..<random.below(size + 1)).map { _ in
                .init(microchip: text(), patients: (0..<random.below(3)).map { _ in member() }, reason: text())
            },
            mergedAway: mergedAway)
    }

    @Test("the report's clusters, kept in a store, come back as they went in", arguments: 0..<20)
    func clustersRoundTrip(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func text() -> String { Self.texts[random.below(Self.texts.count)] }
        func number() -> Double? { random.below(3) == 0 ? nil : Double(Int(random.below(4001)) - 2000) / 100 }
        let clusters = (0..<random.below(30)).map { _ in
            DuplicatesReport.Cluster(
                canonicalId: text(),
                members: (0..<random.below(4)).map { _ in
                    .init(
                        id: text(),
                        sources: (0..<random.below(3)).map { _ in
                            SourceRef(
                                source: text(), sourceId: text(),
                                line: random.below(3) == 0 ? nil : random.below(100_000))
                        })
                },
                merges: (0..<random.below(3)).map { _ in
                    .init(
                        first: text(), second: text(), rule: text(), score: number(),
                        fields: (0..<random.below(4)).map { _ in
                            .init(
                                field: text(), level: text(), weight: number(),
                                firstValue: random.below(3) == 0 ? nil : text(),
                                secondValue: random.below(3) == 0 ? nil : text())
                        })
                })
        }
        #expect(Array(RecordStore(clusters)) == clusters)
        #expect(
            DuplicatesReport(
                pipeline: "p", ownerClusters: clusters, patientClusters: [], possibleDuplicates: [],
                chipConflicts: [], mergedAway: [:]
            ).ownerClusters.map(\.self) == clusters)
    }

    @Test("an empty report is the document's members a line each, its lists empty")
    func emptyReport() throws {
        let report = DuplicatesReport(
            pipeline: "p", ownerClusters: [], patientClusters: [], possibleDuplicates: [], chipConflicts: [],
            mergedAway: [:])
        let text = String(decoding: report.jsonBytes(), as: UTF8.self)
        #expect(try JSONDecoder().decode(DuplicatesReport.self, from: Data(text.utf8)) == report)
        #expect(text.hasPrefix("{\n  \"chipConflicts\" : [],\n  \"mergedAway\" : {},\n  \"ownerClusters\" : [],\n"))
        #expect(text.hasSuffix("\n}\n"))
    }

    @Test("300 generated reports read back the same, with escapes, missing values and numbers")
    func generatedReports() throws {
        var random = SplitMix64(seed: 77)
        for round in 0..<300 {
            let report = Self.report(&random, size: round % 5)
            let bytes = report.jsonBytes()
            let decoded = try JSONDecoder().decode(DuplicatesReport.self, from: Data(bytes))
            #expect(decoded == report, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
            if decoded != report { return }
        }
    }

    @Test(
        "each cluster, pair and conflict is one compact line, and the report is smaller than pretty-printed",
        arguments: 0..<30)
    func entryPerLine(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let report = Self.report(&random, size: 6)
        let bytes = report.jsonBytes()
        #expect(try JSONDecoder().decode(DuplicatesReport.self, from: Data(bytes)) == report)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // Entries are the lines indented by four spaces; each is a whole JSON object, a comma after all but the last.
        let entries = lines.filter { $0.hasPrefix("    ") }
        let mergedAwayLines = report.mergedAway.count
        #expect(
            entries.count
                == report.ownerClusters.count + report.patientClusters.count + report.possibleDuplicates.count
                + report.chipConflicts.count + mergedAwayLines)
        for entry in entries where entry.hasPrefix("    {") {
            let object = entry.dropFirst(4).hasSuffix(",") ? entry.dropFirst(4).dropLast() : entry.dropFirst(4)
            #expect(!object.contains("\n") && !object.contains("\" : "))
            #expect(try JSONSerialization.jsonObject(with: Data(object.utf8)) is [String: Any])
        }
        #expect(bytes.count <= (try Self.encoded(report)).count)
    }

    @Test("a large report comes in chunks of about a megabyte that join into the whole report's bytes")
    func chunkedLargeReport() throws {
        var random = SplitMix64(seed: 5)
        var report = Self.report(&random, size: 4)
        while report.possibleDuplicates.count < 12_000 {
            report.possibleDuplicates += Self.report(&random, size: 4).possibleDuplicates
        }
        var chunks: [[UInt8]] = []
        report.writeJSON { chunks.append($0) }
        #expect(chunks.count > 2)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 1 << 20 && $0.count < 1 << 21 })
        #expect(Array(chunks.joined()) == report.jsonBytes())
    }
}
