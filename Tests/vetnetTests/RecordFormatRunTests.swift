import Foundation
import Testing
import VetNetTestSupport

/// The us-clinic pipeline written into `directory` with absolute sample paths, its outputs going to
/// `directory/out` in `format` (`output.format`); returns the pipeline file's path.
func usClinicPipeline(format: String, in directory: TemporaryDirectory) throws -> String {
    let pipeline = try String(contentsOf: packageRoot.appendingPathComponent("pipelines/us-clinic.yml"), encoding: .utf8)
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
            try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix("owners.") || $0.hasPrefix("patients.") }.sorted()
        }
        #expect(try runVetnet(["run", usClinicPipeline(format: "json", in: temporary)]).status == 0)
        #expect(try recordFiles() == ["owners.json", "patients.json"])
        #expect(try runVetnet(["run", usClinicPipeline(format: "ndjson", in: temporary)]).status == 0)
        #expect(try recordFiles() == ["owners.ndjson", "patients.ndjson"])
        #expect(try runVetnet(["run", usClinicPipeline(format: "json", in: temporary)]).status == 0)
        #expect(try recordFiles() == ["owners.json", "patients.json"])
    }
}
