import Foundation
import Testing
import VetNetTestSupport

/// The CSV files of the hostile corpus, read by the real binary: each ends with a message naming the file (and
/// the line where there is one), the documented exit code, whole output files only, and, for a bad record, the
/// records before and after it kept.
@Suite("Hostile CSV files end cleanly")
struct HostileCSVCorpusTests {
    @Test(
        "an empty file, or one holding only a byte order mark, imports nothing with a warning and exits 0",
        arguments: ["empty.csv", "bom-only.csv"])
    func emptyFile(_ file: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path(file)
        let result = try HostileRun(path, in: directory)
        #expect(result.run.status == 0, "\(result.run.stderr)")
        #expect(result.run.stderr.contains("\(path): warning: [read.empty-file]"))
        #expect(try result.owners().isEmpty)
        #expect(try manifestSources(in: result.out).first?["read"] as? Int == 0)
        #expect(result.unfinishedFiles.isEmpty)
    }

    @Test(
        "binary garbage has none of the mapped columns: exits 78 at line 1, its header shown escaped, nothing written")
    func garbage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path("garbage.csv")
        let result = try HostileRun(path, in: directory)
        #expect(result.run.status == 78)
        #expect(
            result.run.stderr.contains(
                "\(path):1: error: [pipeline.unknown-column] Source 'owners' maps lastName to column \"Last\""))
        #expect(result.run.stderr.contains("note: the input's columns are: "))
        let controls = result.run.stderr.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
        #expect(controls.isEmpty, "control characters reach the terminal: \(controls.map(\.value))")
        #expect(!FileManager.default.fileExists(atPath: result.out))
    }

    @Test(
        "a bad record is rejected with its file and line, and the records before and after it are kept",
        arguments: [
            ("nul-mid-field.csv", "read.nul-byte", 3, [("Smith", 2), ("Jones", 4)]),
            ("quote-mid-field.csv", "read.malformed-quote", 3, [("Smith", 2), ("Jones", 4)]),
            // LF, CRLF and a lone CR each end one line, also inside a quoted value (lines 4 and 5).
            (
                "mixed-line-ends.csv", "read.too-few-fields", 6,
                [("Smith", 2), ("Jones", 3), ("Brown", 4), ("Green", 7), ("Black", 8)]
            ),
        ])
    func badRecord(_ file: String, code: String, line: Int, kept: [(String, Int)]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path(file)
        let result = try HostileRun(path, in: directory)
        #expect(result.run.status == 0, "\(result.run.stderr)")
        #expect(result.run.stderr.contains("\(path):\(line): error: [\(code)]"))
        #expect(try result.owners() == kept.map { HostileRun.Owner(lastName: $0.0, line: $0.1) })
        #expect(try result.reportedFindings() == ["\(code)@\(line)"])
        let rejected = try String(contentsOfFile: result.out + "/reports/rejected/owners.csv", encoding: .utf8)
        #expect(rejected.contains("[\(code)]"))
        #expect(result.unfinishedFiles.isEmpty)
    }

    @Test("a quote left open to the end rejects its record at the line it opened; the lines after it are inside it")
    func unterminatedQuote() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path("unterminated-quote.csv")
        let result = try HostileRun(path, in: directory)
        #expect(result.run.status == 0, "\(result.run.stderr)")
        #expect(
            result.run.stderr.contains(
                "\(path):3: error: [read.unterminated-quote] The file ends inside a quoted value that opened at line 3")
        )
        #expect(try result.owners() == [HostileRun.Owner(lastName: "Smith", line: 2)])
        #expect(try result.reportedFindings() == ["read.unterminated-quote@3"])
        // Staff get the record as read, swallowed lines and all, to fix the quote and import again.
        let rejected = try String(contentsOfFile: result.out + "/reports/rejected/owners.csv", encoding: .utf8)
        #expect(rejected.contains("\"Jones\n3,Brown\n4,Green\n\""))
    }

    @Test("invalid UTF-8 in a UTF-8 file keeps the record with U+FFFD and warns at its line")
    func invalidUTF8() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path("invalid-utf8.csv")
        let result = try HostileRun(path, in: directory)
        #expect(result.run.status == 0, "\(result.run.stderr)")
        #expect(result.run.stderr.contains("\(path):3: warning: [read.invalid-encoding]"))
        #expect(result.run.stderr.contains("Declare the file's real encoding"))
        #expect(
            try result.owners() == [
                .init(lastName: "Smith", line: 2), .init(lastName: "M\u{FFFD}ller", line: 3),
                .init(lastName: "Jones", line: 4),
            ])
    }

    @Test("a ZIP archive given as CSV exits 74 saying it is not CSV, and the outputs are whole and empty")
    func zipArchive() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path("zipped.csv")
        let result = try HostileRun(path, in: directory)
        #expect(result.run.status == 74)
        #expect(result.run.stderr.contains("\(path):1: error: [read.not-csv] The file is a ZIP archive"))
        #expect(try result.owners().isEmpty)
    }

    @Test(
        "a UTF-16 file exits 74 naming line 1, also with --quiet, and the outputs are whole and empty",
        arguments: [false, true])
    func utf16(quiet: Bool) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path("utf16.csv")
        let result = try HostileRun(path, in: directory, arguments: quiet ? ["--quiet"] : [])
        #expect(result.run.status == 74)
        #expect(result.run.stderr.contains("\(path):1: error: [read.unsupported-encoding] The file is UTF-16 encoded"))
        #expect(try result.owners().isEmpty)
        let source = try manifestSources(in: result.out).first
        #expect((source?["failure"] as? String)?.contains("[read.unsupported-encoding]") == true)
        #expect(source?["read"] as? Int == 0)
        #expect(result.unfinishedFiles.isEmpty)
    }

    @Test("--quiet prints nothing for a run whose only findings are rejected records")
    func quietOnRejects() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try HostileRun(HostileCorpus.path("nul-mid-field.csv"), in: directory, arguments: ["--quiet"])
        #expect(result.run.status == 0)
        #expect(result.run.stderr.isEmpty, "\(result.run.stderr)")
        #expect(result.run.stdout.isEmpty)
    }
}
