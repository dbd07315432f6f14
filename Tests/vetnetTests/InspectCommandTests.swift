import Foundation
import Testing
import VetNetTestSupport

/// `vetnet inspect` on the sample exports must print `Golden/inspect/<sample>/<file>.txt` (and `.json` with
/// --json). Re-record with `VET_RECORD_GOLDEN=1 swift test --filter InspectCommandTests`, then review the diff.
@Suite("vetnet inspect profiles exports")
struct InspectCommandTests {
    static let exports = [
        "us-clinic/clients.csv", "us-clinic/patients.csv", "legacy-clinic/owners.csv", "legacy-clinic/patients.csv",
        "nightly-clinic/owners.csv", "nightly-clinic/patients.csv", "shelter-animals/owners.csv",
        "shelter-animals/patients.csv",
    ]

    @Test("the text and JSON profiles of the sample exports match the golden files")
    func matchesGolden() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        for export in Self.exports {
            let text = try runVetnet(["inspect", "samples/" + export])
            #expect(text.status == 0, "\(export): \(text.stderr)")
            try temporary.write(text.stdout, to: export.replacingOccurrences(of: ".csv", with: ".txt"))
            let json = try runVetnet(["inspect", "samples/" + export, "--json"])
            #expect(json.status == 0)
            try temporary.write(json.stdout, to: export.replacingOccurrences(of: ".csv", with: ".json"))
        }
        let problems = Golden.compare(
            actual: temporary.url, expected: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/inspect"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("control, escape and direction characters in the data are written out, on the terminal and in JSON")
    func escapesInvisibles() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = try temporary.write("ID,Name\n1,Lab\u{202E}gepj.exe\n2,\u{1B}[31mRex\n3,Max\n", to: "pets.csv")
        let text = try runVetnet(["inspect", file])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Lab‹U+202E›gepj.exe"))
        #expect(text.stdout.contains("‹U+001B›[31mRex"))
        let json = try runVetnet(["inspect", file, "--json"])
        for output in [text.stdout, json.stdout] {
            #expect(!output.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" })
        }
        #expect(json.stdout.contains("Lab\\u202Egepj.exe"))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let columns = decoded?["columns"] as? [[String: Any]]
        let names = (columns?[1]["topValues"] as? [[String: Any]])?.compactMap { $0["value"] as? String }
        #expect(names?.contains("Lab\u{202E}gepj.exe") == true)
    }

    @Test("a missing file exits 66, an XML export 74 with a message saying what to do")
    func failures() throws {
        let missing = try runVetnet(["inspect", "samples/none.csv"])
        #expect(missing.status == 66)
        let xml = try runVetnet(["inspect", "samples/eu-clinic/export.xml"])
        #expect(xml.status == 74)
        #expect(xml.stderr.contains("[read.not-csv]"))
    }
}
