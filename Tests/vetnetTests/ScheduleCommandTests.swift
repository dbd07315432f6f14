import Foundation
import Testing
import VetNetTestSupport

/// `vetnet schedule` run as a real binary: outputs, golden files, schema validity, exit codes.
/// Re-record the golden files with `VET_RECORD_GOLDEN=1 swift test --filter ScheduleCommandTests`.
@Suite("vetnet schedule")
struct ScheduleCommandTests {
    static let sample = "samples/schedule/request.json"
    // A generous budget so the iteration cap, not the clock, ends the search: the output is then reproducible.
    static let arguments = ["--seed", "1", "--time-budget-ms", "600000"]

    @Test("the sample day reproduces the golden schedule JSON, HTML, iCalendar files and summary")
    func golden() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let out = temporary.path + "/out"
        let run = try runVetnet(["schedule", Self.sample, "--out", out] + Self.arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        try run.stdout.replacing(out, with: "<out>").write(
            toFile: out + "/stdout.txt", atomically: true, encoding: .utf8)
        let problems = Golden.compare(
            actual: URL(fileURLWithPath: out),
            expected: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/schedule"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the schedule JSON and the sample request validate against their JSON Schemas (Python jsonschema)")
    func schemas() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        #expect(try runVetnet(["schedule", Self.sample, "--out", temporary.path] + Self.arguments).status == 0)
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
            "python3", "-c", script, schemas + "/schedule.schema.json", temporary.path + "/schedule/2026-11-23.json",
            schemas + "/schedule-request.schema.json", packageRoot.appendingPathComponent(Self.sample).path,
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
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        #expect(try runVetnet(["schedule", Self.sample, "--out", temporary.path] + Self.arguments).status == 0)
        let files = Golden.files(under: temporary.url)
        #expect(files.filter { $0.hasSuffix(".ics") }.count == 4)
        #expect(files.allSatisfy { !$0.contains(".tmp") })
        for file in files where file.hasSuffix(".ics") {
            let bytes = try [UInt8](Data(contentsOf: temporary.url.appendingPathComponent(file)))
            let properties = try StrictICalendar.parse(bytes)
            #expect(properties.first?.name == "BEGIN" && properties.last?.name == "END", "\(file)")
        }
    }

    @Test("vet and request IDs with line breaks, control characters and 300 characters stay inside their values")
    func hostileIdentifiers() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let hostile = [
            "V-1\rATTENDEE:mailto:x@example.com", "V-2\u{2028}SUMMARY:injected", "V-3\u{85}X-INJECTED:1",
            "V-4\u{1B}[2J\u{202E}gepj.exe", String(repeating: "V", count: 302), "V/AB", "V_AB",
        ]
        func json(_ text: String) -> String {
            var escaped = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"", "\\": escaped += "\\" + String(scalar)
                case _ where scalar.value < 0x20 || scalar.value == 0x85 || scalar.value == 0x2028:
                    escaped +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return "\"" + escaped + "\""
        }
        let specialists = hostile.map { id in
            "{\"id\": \(json(id)), \"specialties\": [\"general\"], \"shifts\": [{\"start\": \"08:00\", \"end\": \"17:00\"}]}"
        }
        let requests = hostile.enumerated().map { index, id in
            "{\"id\": \(json("R\(index)\n" + id)), \"patientId\": \(json("P\r\(index)")), \"species\": \"dog\", \"specialty\": \"general\", \"durationMinutes\": 30, \"earliest\": \"08:00\", \"latest\": \"17:00\", \"vtl\": 3}"
        }
        let request =
            "{\"date\": \"2026-11-23\", \"slotMinutes\": 5, \"specialists\": [\(specialists.joined(separator: ","))], \"requests\": [\(requests.joined(separator: ","))]}"
        let path = temporary.path + "/request.json"
        try request.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try runVetnet(["schedule", path, "--out", temporary.path + "/out"] + Self.arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let calendars = Golden.files(under: URL(fileURLWithPath: temporary.path + "/out")).filter {
            $0.hasSuffix(".ics")
        }
        #expect(calendars.count == hostile.count)
        #expect(calendars.allSatisfy { $0.split(separator: "/").last!.utf8.count < 64 })
        var events = 0
        for file in calendars {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: temporary.path + "/out/" + file)))
            let properties = try StrictICalendar.parse(bytes)
            events += properties.filter { $0.name == "BEGIN" && $0.value == "VEVENT" }.count
        }
        #expect(events == hostile.count)
    }

    @Test("a missing request file exits 66")
    func missing() throws {
        let run = try runVetnet(["schedule", "/nonexistent/request.json", "--out", "/tmp/unused"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("[schedule.request-missing]"))
    }

    @Test("an invalid request file exits 78, names each problem and writes nothing")
    func invalid() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let text = try String(contentsOf: packageRoot.appendingPathComponent(Self.sample), encoding: .utf8)
            .replacing(
                "\"durationMinutes\": 30,\n      \"earliest\": \"08:00\",\n      \"latest\": \"12:00\",\n      \"vtl\": 4",
                with:
                    "\"durationMinutes\": -5,\n      \"earliest\": \"08:00\",\n      \"latest\": \"12:00\",\n      \"vtl\": 4"
            )
            .replacing("\"specialistId\": \"V-BEN\"", with: "\"specialistId\": \"V-NOBODY\"")
        let path = try temporary.write(text, to: "request.json")
        let run = try runVetnet(["schedule", path, "--out", temporary.path + "/out"])
        #expect(run.status == 78)
        #expect(run.stderr.contains("error: [schedule.invalid-duration] Request APT-1001"))
        #expect(run.stderr.contains("error: [schedule.unknown-specialist] Request APT-1019"))
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/out"))
    }

    @Test("--help documents the exit codes, including 78 for an invalid request file")
    func help() throws {
        let run = try runVetnet(["schedule", "--help"])
        #expect(run.status == 0)
        for code in ["0", "64", "66", "73", "78"] { #expect(run.stdout.contains("\n  \(code) "), "exit code \(code)") }
        #expect(run.stdout.contains("the request file is invalid"))
    }
}
