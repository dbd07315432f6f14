import Foundation
import Testing
import VetNetTestSupport

/// Real outputs are checked against `schemas/` by an independent validator (Python's jsonschema).
@Suite("Outputs validate against the JSON Schemas")
struct SchemaValidationTests {
    func validate(_ directory: String) throws -> VetnetRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", packageRoot.appendingPathComponent("scripts/validate-outputs.py").path,
            packageRoot.appendingPathComponent("schemas").path, directory,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return VetnetRun(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }

    @Test(
        "owners.json, patients.json and manifest.json of every sample run are valid",
        arguments: SamplePipelineRuns.pipelines)
    func samplesAreValid(_ pipeline: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let out = temporary.path + "/out"
        #expect(try runVetnet(["run", "pipelines/\(pipeline).yml", "--out", out]).status == 0)
        let result = try validate(out)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("owners.json: valid"))
        #expect(result.stdout.contains("patients.json: valid"))
        #expect(result.stdout.contains("manifest.json: valid"))
    }

    @Test("a nightly run with clinical history writes changes files and a history changes list that are valid")
    func nightlyHistoryChangesAreValid() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let pipeline = try String(
            contentsOf: packageRoot.appendingPathComponent("pipelines/clinic-history.yml"), encoding: .utf8
        )
        .replacing("../samples/", with: packageRoot.appendingPathComponent("samples").path + "/")
        .replacing("  dir: ../out/clinic-history", with: "  dir: out")
        let path = try temporary.write(pipeline + "\nstate: true\n", to: "clinic-history-nightly.yml")
        for _ in 0..<2 { #expect(try runVetnet(["run", path]).status == 0) }
        let result = try validate(temporary.path + "/out")
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("changes/1-history.ndjson: valid"))
        #expect(result.stdout.contains("changes/2.json: valid"))
        #expect(!result.stdout.contains("changes/2-history.ndjson"))
    }

    @Test(
        "with output.format: ndjson, every line of owners.ndjson and patients.ndjson is valid, and a broken line is named"
    )
    func ndjsonRecordFilesAreValid() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        #expect(try runVetnet(["run", usClinicPipeline(format: "ndjson", in: temporary)]).status == 0)
        let out = temporary.path + "/out"
        #expect(!FileManager.default.fileExists(atPath: out + "/owners.json"))
        let manifest = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json")))
                as? [String: Any])
        let outputs = try #require(manifest["outputs"] as? [[String: Any]])
        let patientLines = try String(contentsOfFile: out + "/patients.ndjson", encoding: .utf8).split(separator: "\n")
        #expect(outputs.first { $0["file"] as? String == "patients.ndjson" }?["records"] as? Int == patientLines.count)
        let result = try validate(out)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("owners.ndjson: valid"))
        #expect(result.stdout.contains("patients.ndjson: valid"))

        var broken = patientLines.map(String.init)
        broken[2] = broken[2].replacing("\"medicalId\"", with: "\"medicalID\"")
        try (broken.joined(separator: "\n") + "\n").write(
            toFile: out + "/patients.ndjson", atomically: true, encoding: .utf8)
        let invalid = try validate(out)
        #expect(invalid.status != 0)
        #expect(invalid.stdout.contains("patients.ndjson: INVALID"))
        #expect(invalid.stdout.contains("line 3 at /: 'medicalId' is a required property"))
    }

    @Test("the us-clinic run's schedule JSON is valid, and a broken one is caught")
    func scheduleIsValid() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        #expect(try runVetnet(["run", "pipelines/us-clinic.yml", "--out", temporary.path]).status == 0)
        #expect(try validate(temporary.path).stdout.contains("schedule/2026-11-21.json: valid"))
        let path = temporary.path + "/schedule/2026-11-21.json"
        let broken = try String(contentsOfFile: path, encoding: .utf8).replacing(
            "\"vtlSource\" : \"derived\"", with: "\"vtlSource\" : \"guessed\"")
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try validate(temporary.path)
        #expect(result.status != 0)
        #expect(result.stdout.contains("schedule/2026-11-21.json: INVALID"))
    }

    @Test("the validator rejects a patient without a medical ID")
    func validatorCatchesBrokenOutput() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        #expect(try runVetnet(["run", "pipelines/us-clinic.yml", "--out", temporary.path]).status == 0)
        let path = temporary.path + "/patients.json"
        let broken = try String(contentsOfFile: path, encoding: .utf8).replacing("\"medicalId\"", with: "\"medicalID\"")
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try validate(temporary.path)
        #expect(result.status != 0)
        #expect(result.stdout.contains("patients.json: INVALID"))
    }

    @Test("a nightly run's changes file is valid, and a broken one is caught")
    func changesAreValid() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let out = temporary.path + "/out"
        #expect(try runVetnet(["run", "pipelines/nightly-clinic.yml", "--out", out]).status == 0)
        #expect(try validate(out).stdout.contains("changes/1.json: valid"))
        let path = out + "/changes/1.json"
        let broken = try String(contentsOfFile: path, encoding: .utf8).replacing(
            "\"kind\":\"owner\"", with: "\"kind\":\"client\"")
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try validate(out)
        #expect(result.status != 0)
        #expect(result.stdout.contains("changes/1.json: INVALID"))
    }
}
