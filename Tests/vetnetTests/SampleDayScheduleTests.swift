import Foundation
import Testing
import VetNetTestSupport

/// The outputs of `vetnet schedule` over the sample day, made once for the suite (`SampleDay`).
/// Re-record the golden files with `VET_RECORD_GOLDEN=1 swift test --filter SampleDayScheduleTests`.
@Suite("vetnet schedule over the sample day", .sampleDay)
struct SampleDayScheduleTests {
    /// The suite's run, which must have succeeded.
    private func outputs() throws -> SampleDay.Outputs {
        let outputs = try #require(SampleDay.outputs)
        try #require(outputs.run.status == 0, "\(outputs.run.stderr)")
        return outputs
    }

    @Test("the sample day reproduces the golden schedule JSON, HTML, iCalendar files and summary")
    func golden() throws {
        let outputs = try outputs()
        #expect(outputs.run.stderr.isEmpty)
        let problems = Golden.compare(
            actual: outputs.directory,
            expected: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/schedule"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the schedule JSON and the sample request validate against their JSON Schemas (Python jsonschema)")
    func schemas() throws {
        let outputs = try outputs()
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            failed = 0
            for schema_path, document_path in [(sys.argv[1], sys.argv[2]), (sys.argv[3], sys.argv[4])]:
                schema = json.load(open(schema_path))
                Draft202012Validator.check_schema(schema)
                errors = list(Draft202012Validator(schema).iter_errors(json.load(open(document_path))))
                for error in errors[:10]:
                    print(document_path, "/".join(map(str, error.path)), error.message)
                failed += len(errors)
            print("valid" if failed == 0 else "INVALID")
            sys.exit(1 if failed else 0)
            """
        let schemas = packageRoot.appendingPathComponent("schemas").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", script, schemas + "/schedule.schema.json",
            outputs.directory.path + "/schedule/2026-11-23.json", schemas + "/schedule-request.schema.json",
            packageRoot.appendingPathComponent(SampleDay.request).path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.hasSuffix("valid\n") && !output.contains("INVALID"))
    }

    @Test("iCalendar files use CRLF, fold at 75 octets and keep no stray temporary files")
    func calendarFormat() throws {
        let outputs = try outputs()
        let files = Golden.files(under: outputs.directory)
        #expect(files.filter { $0.hasSuffix(".ics") }.count == 4)
        #expect(files.allSatisfy { !$0.contains(".tmp") })
        for file in files where file.hasSuffix(".ics") {
            let bytes = try [UInt8](Data(contentsOf: outputs.directory.appendingPathComponent(file)))
            let properties = try StrictICalendar.parse(bytes)
            #expect(properties.first?.name == "BEGIN" && properties.last?.name == "END", "\(file)")
        }
    }
}
