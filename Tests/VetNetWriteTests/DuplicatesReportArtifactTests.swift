import Foundation
import Testing
import VetNetCore
import VetNetWrite

/// The duplicates report as a nightly state keeps it for the next night.
@Suite("duplicates report stored in a state")
struct DuplicatesReportArtifactTests {
    @Test("generated reports come back from their compact bytes as they were", arguments: 0..<40)
    func roundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let report = DuplicatesReportJSONTests.report(&random, size: Int(seed % 7))
        let bytes = report.compactBytes()
        #expect(try DuplicatesReport(compactBytes: bytes) == report)
        #expect(DuplicatesReport(stored: Data(bytes)) == report)
    }

    @Test("parts of any size, each ended after an item, join to the bytes of one part", arguments: [1, 40, 700])
    func parts(partSize: Int) throws {
        for seed: UInt64 in 0..<12 {
            var random = SplitMix64(seed: seed)
            let report = DuplicatesReportJSONTests.report(&random, size: Int(seed % 7))
            var parts: [[UInt8]] = []
            report.compactParts(partSize: partSize) { parts.append($0) }
            #expect(parts.dropLast().allSatisfy { $0.count >= partSize })
            #expect(parts.flatMap { $0 } == report.compactBytes())
            #expect(try DuplicatesReport(compactBytes: parts.flatMap { $0 }) == report)
            // Each item ends a part: a report is never held whole while it is stored.
            let items = report.ownerClusters.count + report.patientClusters.count + report.possibleDuplicates.count
            if partSize == 1 { #expect(parts.count >= items) }
        }
    }

    @Test("a report stored as JSON by an earlier version is read as before")
    func storedAsJSON() throws {
        var random = SplitMix64(seed: 3)
        let report = DuplicatesReportJSONTests.report(&random, size: 5)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(DuplicatesReport(stored: try encoder.encode(report)) == report)
    }

    @Test("bytes cut short, with bytes after the report, or of something else, are no report")
    func damagedBytes() {
        var random = SplitMix64(seed: 8)
        let bytes = DuplicatesReportJSONTests.report(&random, size: 6).compactBytes()
        for cut in [5, bytes.count / 2, bytes.count - 1] {
            #expect(throws: CompactReader.Damaged.self) { try DuplicatesReport(compactBytes: Array(bytes[..<cut])) }
            #expect(DuplicatesReport(stored: Data(bytes[..<cut])) == nil)
        }
        #expect(throws: CompactReader.Damaged.self) { try DuplicatesReport(compactBytes: bytes + [0]) }
        #expect(DuplicatesReport(stored: Data("not a report".utf8)) == nil)
    }
}
