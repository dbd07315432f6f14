import Foundation
import Testing
import VetNetTestSupport

@Suite("Report files for staff and spreadsheets")
struct ReportFileTests {
    func runSample() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        #expect(try runVetnet(["run", "pipelines/us-clinic.yml", "--out", directory.path]).status == 0)
        return directory
    }

    @Test("validation.csv starts with a byte order mark, has one row per finding and quotes what needs it")
    func csvReport() throws {
        let directory = try runSample()
        defer { directory.remove() }
        let bytes = try [UInt8](Data(contentsOf: directory.url.appendingPathComponent("reports/validation.csv")))
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.first == "source,file,line,record_id,field,code,severity,message,value,found")
        // 6 findings about clients and patients, 2 about the rota, 9 about appointments.
        #expect(lines.count == 1 + 6 + 2 + 9)
        #expect(lines.contains { $0.contains("\"The value \"\"31/02/2019\"\" is not a date") })
    }

    @Test("validation.html is one self-contained page that names every problem")
    func htmlReport() throws {
        let directory = try runSample()
        defer { directory.remove() }
        let html = try String(
            contentsOf: directory.url.appendingPathComponent("reports/validation.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
        #expect(html.contains("71 records were read: 54 imported, 14 not imported, 3 merged into other records."))
        #expect(html.contains("Row has more fields than the header"))
        #expect(html.contains("31/02/2019"))
        #expect(html.contains("@media print"))
    }

    @Test("rejected records can be read again by the same pipeline once fixed")
    func rejectedRoundTrip() throws {
        let directory = try runSample()
        defer { directory.remove() }
        let bytes = try [UInt8](Data(contentsOf: directory.url.appendingPathComponent("reports/rejected/patients.csv")))
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let rejected = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        #expect(rejected.hasPrefix("vetnet_reasons,PatientID,ClientID,Name"))
        #expect(rejected.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 1 + 4)
        // Fix Shadow's birth date and import the rejected file with the sample pipeline's patient mapping.
        let fixed = rejected.replacing("31/02/2019,10.4", with: "02/28/2019,10.4")
        try directory.write(fixed, to: "again/patients.csv")
        let clients = try String(
            contentsOf: packageRoot.appendingPathComponent("samples/us-clinic/clients.csv"), encoding: .windowsCP1252)
        try directory.write(Array(clients.utf8), to: "again/clients.csv")
        var pipeline = try String(
            contentsOf: packageRoot.appendingPathComponent("pipelines/us-clinic.yml"), encoding: .utf8
        )
        .replacing("../samples/us-clinic/", with: "").replacing("encoding: windows-1252", with: "encoding: utf-8")
        // Only the owner and patient sources: the scheduling sources and the schedule key are left out.
        let scheduling = try #require(pipeline.range(of: "  # Scheduling"))
        let output = try #require(pipeline.range(of: "\noutput:"))
        pipeline.removeSubrange(scheduling.lowerBound..<output.lowerBound)
        try directory.write(pipeline, to: "again/p.yml")
        let run = try runVetnet(["run", directory.path + "/again/p.yml", "--out", directory.path + "/again/out"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("patients  patient     4         1         3"))
    }

    @Test(
        "rejected-records files keep formulas from running in a spreadsheet and read back with the values as they were")
    func rejectedFormulasRoundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let owners = """
            ID,First,Last,Email
            1,"=HYPERLINK(""http://x.example"",""open"")",Lee,@SUM(1)
            2,'quoted,-Smith,not-an-email
            3,+1,''twice,-5

            """
        try directory.write(owners, to: "owners.csv")
        func pipeline(_ source: String, _ severity: String) -> String {
            """
            version: 1
            name: formulas
            asOf: 2026-11-20
            sources:
              - name: owners
                entity: owner
                path: \(source)
                fields: { sourceId: ID, firstName: First, lastName: Last, email: Email }
            validation:
              maxRejectRate: 1.0
              severity: { owner.email-invalid: \(severity) }
            output:
              dir: out
            """
        }
        try directory.write(pipeline("owners.csv", "error"), to: "first.yml")
        #expect(try runVetnet(["run", directory.path + "/first.yml", "--out", directory.path + "/first"]).status == 0)
        let rejectedPath = directory.path + "/first/reports/rejected/owners.csv"
        let rejected = String(
            decoding: try [UInt8](Data(contentsOf: URL(fileURLWithPath: rejectedPath))).dropFirst(3), as: UTF8.self)
        let rows = rejected.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(rows.count == 3)
        // No field of a rejected row starts with a formula character: each is behind an apostrophe.
        for row in rows {
            for field in row.split(separator: ",", omittingEmptySubsequences: false).dropFirst() {
                let text = field.hasPrefix("\"") ? field.dropFirst() : field
                #expect(!"=+-@".contains(text.first ?? " ") || Double(text) != nil, "\(row)")
            }
        }
        for guarded in ["'=HYPERLINK", ",''quoted,", ",'-Smith,", ",'''twice,"] {
            #expect(rejected.contains(guarded), "\(guarded)")
        }
        // Read back, with the email rule lowered so the rows are accepted: every value is the original.
        try FileManager.default.copyItem(atPath: rejectedPath, toPath: directory.path + "/again.csv")
        try directory.write(pipeline("again.csv", "warning"), to: "second.yml")
        #expect(
            try runVetnet(["run", directory.path + "/second.yml", "--out", directory.path + "/second"]).status == 0)
        let json = try String(contentsOfFile: directory.path + "/second/owners.json", encoding: .utf8)
        for value in [
            #""=HYPERLINK(\"http://x.example\",\"open\")""#, #""'quoted""#, #""-Smith""#, #""+1""#, #""''twice""#,
        ] {
            #expect(json.contains(value), "\(value) in \(json)")
        }
    }
}
