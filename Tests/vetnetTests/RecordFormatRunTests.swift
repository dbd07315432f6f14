import Foundation
import Testing
import VetNetTestSupport

/// The us-clinic pipeline written into `directory` with absolute sample paths, its outputs going to
/// `directory/out` in `format` (`output.format`); returns the pipeline file's path.
func usClinicPipeline(format: String, in directory: TemporaryDirectory) throws -> String {
    let pipeline = try String(
        contentsOf: packageRoot.appendingPathComponent("pipelines/us-clinic.yml"), encoding: .utf8
    )
    .replacing("../samples/", with: packageRoot.appendingPathComponent("samples").path + "/")
    .replacing("  dir: ../out/us-clinic", with: "  dir: out\n  format: \(format)")
    return try directory.write(pipeline, to: "us-clinic-\(format).yml")
}

@Suite("Record files as JSON arrays or NDJSON")
struct RecordFormatRunTests {
    @Test("a run in one format removes the other format's record files of an earlier run in the same directory")
    func switchingFormatLeavesNoStaleRecordFile() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let out = temporary.path + "/out"
        func recordFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: out).filter {
                $0.hasPrefix("owners.") || $0.hasPrefix("patients.")
            }.sorted()
        }
        #expect(try runVetnet(["run", usClinicPipeline(format: "json", in: temporary)]).status == 0)
        #expect(try recordFiles() == ["owners.json", "patients.json"])
        #expect(try runVetnet(["run", usClinicPipeline(format: "ndjson", in: temporary)]).status == 0)
        #expect(try recordFiles() == ["owners.ndjson", "patients.ndjson"])
        #expect(try runVetnet(["run", usClinicPipeline(format: "json", in: temporary)]).status == 0)
        #expect(try recordFiles() == ["owners.json", "patients.json"])
    }

    @Test("duplicates.json is the same in both formats, each cluster compact on a line of its own")
    func duplicatesReportIsAnEntryALineInBothFormats() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        var reports: [String: Data] = [:]
        for format in ["json", "ndjson"] {
            let out = temporary.path + "/" + format
            #expect(try runVetnet(["run", usClinicPipeline(format: format, in: temporary), "--out", out]).status == 0)
            reports[format] = try Data(contentsOf: URL(fileURLWithPath: out + "/reports/duplicates.json"))
        }
        let report = try #require(reports["json"])
        #expect(reports["ndjson"] == report)
        let decoded = try #require(JSONSerialization.jsonObject(with: report) as? NSDictionary)
        let clusters = try #require(decoded["ownerClusters"] as? [Any])
        let clusterLines = String(decoding: report, as: UTF8.self).split(separator: "\n").filter {
            $0.hasPrefix("    {\"canonicalId\":")
        }
        #expect(!clusters.isEmpty)
        #expect(clusterLines.count == clusters.count + ((decoded["patientClusters"] as? [Any])?.count ?? 0))
    }
}
