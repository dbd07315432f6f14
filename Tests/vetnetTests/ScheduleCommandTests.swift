import Foundation
import Testing
import VetNetTestSupport

/// `vetnet schedule` run as a real binary: hostile input, exit codes, help (the sample day's outputs are tested by
/// `SampleDayScheduleTests`).
@Suite("vetnet schedule")
struct ScheduleCommandTests {
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
        let run = try runVetnet(["schedule", path, "--out", temporary.path + "/out"] + SampleDay.arguments)
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
        let text = try String(contentsOf: packageRoot.appendingPathComponent(SampleDay.request), encoding: .utf8)
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
