import Foundation
import Testing
import VetNetTestSupport

/// The XML files of the hostile corpus, read by the real binary. A file that cannot be read to its end exits 74
/// with its line; the records before the failure are kept and every output file is whole.
@Suite("Hostile XML files end cleanly")
struct HostileXMLCorpusTests {
    @Test(
        "a DOCTYPE declaring entities (an external entity, a billion laughs) is refused at line 3 before anything is expanded",
        arguments: ["doctype-external-entity.xml", "entity-bomb.xml"])
    func entitiesRefused(_ file: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path(file)
        let result = try HostileRun(path, in: directory)
        #expect(result.run.status == 74)
        #expect(result.run.stderr.contains("\(path):3: error: [read.xml-entity-refused]"))
        #expect(try result.owners().isEmpty)
        let written = Golden.files(under: URL(fileURLWithPath: result.out)).map {
            try? String(contentsOfFile: result.out + "/" + $0, encoding: .utf8)
        }
        #expect(!written.contains { $0?.contains("root:") == true || $0?.contains("lollollol") == true })
        #expect(result.unfinishedFiles.isEmpty)
    }

    @Test(
        "XML that breaks off, or whose bytes are not its encoding, exits 74 at its line and keeps the records before",
        arguments: [
            ("truncated.xml", 5, nil, [("Smith", 3), ("Jones", 4)]),
            ("latin1-undeclared.xml", 4, "Input is not proper UTF-8", [("Smith", 3)]),
            ("unknown-encoding.xml", 1, "Unsupported encoding X-VETNET-UNKNOWN", []),
        ])
    func stopsAtLine(_ file: String, line: Int, detail: String?, kept: [(String, Int)]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = HostileCorpus.path(file)
        let result = try HostileRun(path, in: directory)
        #expect(result.run.status == 74)
        #expect(result.run.stderr.contains("\(path):\(line):"))
        #expect(
            result.run.stderr.contains("error: [read.malformed-xml] The file is not well-formed XML at line \(line)"))
        if let detail { #expect(result.run.stderr.contains("note: XML parser: \(detail)")) }
        #expect(try result.owners() == kept.map { HostileRun.Owner(lastName: $0.0, line: $0.1) })
        let source = try manifestSources(in: result.out).first
        #expect(source?["read"] as? Int == kept.count)
        #expect((source?["failure"] as? String)?.contains("[read.malformed-xml]") == true)
        #expect(result.unfinishedFiles.isEmpty)
    }

    @Test("undeclared Latin-1 reads whole once the pipeline declares the encoding")
    func latin1Declared() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try HostileRun(
            HostileCorpus.path("latin1-undeclared.xml"), in: directory, options: "encoding: iso-8859-1, ")
        #expect(result.run.status == 0, "\(result.run.stderr)")
        #expect(
            try result.owners() == [
                .init(lastName: "Smith", line: 3), .init(lastName: "Müller", line: 4),
                .init(lastName: "Jones", line: 5),
            ])
    }

    @Test("a UTF-16 XML file with a byte order mark is read like UTF-8")
    func utf16() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try HostileRun(HostileCorpus.path("utf16.xml"), in: directory)
        #expect(result.run.status == 0, "\(result.run.stderr)")
        #expect(try result.owners() == [.init(lastName: "Smith", line: 3), .init(lastName: "Müller", line: 4)])
    }
}
