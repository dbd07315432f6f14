import Testing
import VetNetCore
import VetNetPipeline

@Suite("Pipeline files: workbook sources and members of ZIP archives")
struct ArchiveSourceDecoderTests {
    func source(_ options: String) throws -> SourceConfig {
        let config = try PipelineFileDecoder.decode(yaml: pipeline(options), file: "pipelines/p.yml")
        return try #require(config.sources.first)
    }

    func errors(_ options: String) -> [Diagnostic] {
        do {
            _ = try PipelineFileDecoder.decode(yaml: pipeline(options), file: "pipelines/p.yml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    func pipeline(_ options: String) -> String {
        """
        version: 1
        name: p
        sources:
          - { name: owners, entity: owner, \(options), fields: { sourceId: ID } }
        """
    }

    @Test("`archive.zip!member` opens the archive and names the member; the format follows the member's name")
    func member() throws {
        let csv = try source("path: ../exports/day.zip!clients.csv")
        #expect(csv.path == "exports/day.zip")
        #expect(csv.member == "clients.csv")
        #expect(csv.format == .csv)
        #expect(csv.shownPath == "exports/day.zip!clients.csv")
        #expect(csv.declaredPath == "../exports/day.zip!clients.csv")
        let book = try source("path: DAY.ZIP!Reports/owners.XLSX")
        #expect(book.path == "pipelines/DAY.ZIP")
        #expect(book.member == "Reports/owners.XLSX")
        #expect(book.format == .xlsx)
        #expect(try source("path: day.zip!export.xml, record: Export/Owner").format == .xml)
    }

    @Test("a path without `.zip!` is a file of its own, `!` and all")
    func plainPath() throws {
        let plain = try source("path: \"hello!.csv\"")
        #expect(plain.member == nil)
        #expect(plain.path == "pipelines/hello!.csv")
    }

    @Test("`.xlsx` makes a workbook source, `sheet:` picks the sheet, the first sheet without it")
    func workbook() throws {
        let first = try source("path: owners.xlsx")
        #expect(first.format == .xlsx)
        #expect(first.sheet == nil)
        #expect(try source("path: owners.xlsx, sheet: Clients 2024").sheet == "Clients 2024")
        #expect(try source("path: owners.bin, format: xlsx").format == .xlsx)
    }

    @Test("`sheet:` on a source that is not a workbook is refused")
    func sheetOutsideWorkbook() {
        let found = errors("path: owners.csv, sheet: Clients")
        #expect(found.map(\.code) == ["pipeline.invalid-value"])
        #expect(found.first?.message.contains("xlsx") == true)
    }

    @Test(
        "a member that climbs out of the archive, starts at its root or is empty is refused",
        arguments: [
            "day.zip!../clients.csv", "day.zip!/clients.csv", "day.zip!", "day.zip!a\\\\b.csv", "day.zip!docs/",
        ])
    func unsafeMember(path: String) {
        #expect(errors("path: \"\(path)\"").map(\.code) == ["pipeline.invalid-value"])
    }
}
