import Foundation
import Testing
import VetNetTestSupport

/// `vetnet run pipelines/us-clinic.yml` plans 2026-11-21 from the sample's vets, rota and appointments.
/// (The golden test pins the bytes; these check the meaning.)
@Suite("The us-clinic pipeline writes tomorrow's schedule")
struct PipelineScheduleTests {
    func run() throws -> (TemporaryDirectory, [String: Any]) {
        let temporary = try TemporaryDirectory()
        let result = try runVetnet(["run", "pipelines/us-clinic.yml", "--out", temporary.path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: temporary.path + "/schedule/2026-11-21.json"))
        return (temporary, try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:])
    }

    @Test("the JSON, HTML and one iCalendar file per working vet are written and listed in the manifest")
    func filesWritten() throws {
        let (temporary, _) = try run()
        defer { temporary.remove() }
        // Each calendar is named by the vet's ID and the first eight hex digits of its SHA-256.
        let vets = ["V-OKAFOR-020a02d6", "V-LINDQVIST-0be55eeb", "V-PATEL-7d35cd31", "V-NGUYEN-8d167d0a"]
        let expected =
            ["schedule/2026-11-21.json", "schedule/2026-11-21.html"] + vets.map { "schedule/2026-11-21/\($0).ics" }
        for file in expected { #expect(FileManager.default.fileExists(atPath: temporary.path + "/" + file), "\(file)") }
        let manifest =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: temporary.path + "/manifest.json"))) as? [String: Any]
        let listed = (manifest?["outputs"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(Set(expected).isSubset(of: Set(listed)))
        let calendar = try String(
            contentsOfFile: temporary.path + "/schedule/2026-11-21/V-NGUYEN-8d167d0a.ics", encoding: .utf8)
        #expect(calendar.hasPrefix("BEGIN:VCALENDAR\r\n"))
    }

    @Test("the double booking keeps the urgent case, the cardiology request is unscheduled, merged patients are one")
    func planContents() throws {
        let (temporary, plan) = try run()
        defer { temporary.remove() }
        let assignments = plan["assignments"] as? [[String: Any]] ?? []
        let byRequest = Dictionary(
            uniqueKeysWithValues: assignments.compactMap { row in (row["requestId"] as? String).map { ($0, row) } })
        #expect(byRequest["A115"]?["vtl"] as? Int == 1)
        #expect(byRequest["A115"]?["vtlSource"] as? String == "derived")
        #expect(byRequest["A116"] == nil)
        let conflicts = (plan["conflicts"] as? [[String: Any]] ?? []).compactMap { $0["requestId"] as? String }
        #expect(conflicts == ["A116"])
        let unscheduled = plan["unscheduled"] as? [[String: Any]] ?? []
        #expect(
            unscheduled.contains {
                $0["requestId"] as? String == "A117" && $0["reason"] as? String == "no-specialist-with-specialty"
            })
        // A114 was booked for 5018, the duplicate of Max (5001) that dedupe merged: it is Max's visit now.
        let max = try #require(byRequest["A101"]?["patientId"] as? String)
        #expect(byRequest["A114"]?["patientId"] as? String == max)
        // Rejected requests (unknown patient, zero minutes, …) and the next day's request are not planned.
        let planned = Set(byRequest.keys).union(unscheduled.compactMap { $0["requestId"] as? String })
        #expect(planned.isDisjoint(with: ["A118", "A119", "A120", "A121", "A122", "A123", "A124"]))
    }
}
