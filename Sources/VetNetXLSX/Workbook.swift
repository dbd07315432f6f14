import VetNetCore
import VetNetXML
import VetNetZip

/// The parts of an Excel workbook (an Office Open XML package in a ZIP archive) that reading a sheet needs:
/// where the workbook part is, its sheets, whether its dates count from 1904, and its styles and shared strings.
struct Workbook {
    struct Sheet {
        var name: String
        /// The sheet's member name, nil for a relationship that leads nowhere.
        var part: String?
        var isWorksheet: Bool
    }

    let archive: ZipArchive
    let file: String
    let sheets: [Sheet]
    let uses1904: Bool
    private let stylesPart: String?
    private let sharedStringsPart: String?

    /// Reads the package's relationships and the workbook part. Throws `read.xlsx-corrupt`.
    init(archive: ZipArchive, file: String) throws(Diagnostic) {
        self.archive = archive
        self.file = file
        let packageLinks = try Self.relationships(of: "", in: archive, file: file)
        let workbookPart =
            packageLinks.first { $0.kind == "officeDocument" }
            .flatMap { RelationshipsHandler.resolve($0.target, from: "") } ?? "xl/workbook.xml"
        let workbook = WorkbookHandler()
        try Self.parse(
            workbookPart, in: archive, file: file, with: workbook, WorkbookHandler.elements, WorkbookHandler.attributes)
        let links = try Self.relationships(of: workbookPart, in: archive, file: file)
        let byId = Dictionary(links.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        sheets = workbook.sheets.map { sheet in
            let link = byId[sheet.relationshipId]
            return Sheet(
                name: sheet.name, part: link.flatMap { RelationshipsHandler.resolve($0.target, from: workbookPart) },
                isWorksheet: link?.kind == "worksheet")
        }
        uses1904 = workbook.uses1904
        let partOf = { (kind: String) in
            links.first { $0.kind == kind }.flatMap { RelationshipsHandler.resolve($0.target, from: workbookPart) }
        }
        stylesPart = partOf("styles")
        sharedStringsPart = partOf("sharedStrings")
    }

    /// The sheet named `name` (exactly, else ignoring case), or the first sheet. Throws `pipeline.unknown-sheet`,
    /// `read.xlsx-not-a-worksheet` or `read.xlsx-corrupt`.
    func sheet(named name: String?) throws(Diagnostic) -> (name: String, part: String) {
        let chosen: Sheet?
        if let name {
            chosen = sheets.first { $0.name == name } ?? sheets.first { $0.name.lowercased() == name.lowercased() }
            guard chosen != nil else { throw .unknownSheet(name, file: file, sheets: sheets.map(\.name)) }
        } else {
            chosen = sheets.first
        }
        guard let chosen else { throw .xlsxCorrupt(file, part: nil, "it lists no sheets") }
        guard chosen.isWorksheet else { throw .notAWorksheet(chosen.name, file: file) }
        guard let part = chosen.part else {
            throw .xlsxCorrupt(file, part: nil, "the sheet \"\(chosen.name)\" has no part")
        }
        return (chosen.name, part)
    }

    /// What each cell style makes of numbers; empty for a workbook without styles.
    func numberFormats() throws(Diagnostic) -> [NumberFormat] {
        guard let stylesPart, try archive.entry(named: stylesPart, ignoringCase: true) != nil else { return [] }
        let styles = StylesHandler()
        try Self.parse(
            stylesPart, in: archive, file: file, with: styles, StylesHandler.elements, StylesHandler.attributes)
        return styles.formats
    }

    /// The shared strings; none for a workbook whose cells hold their text inline.
    func sharedStrings() throws(Diagnostic) -> SharedStrings {
        guard let sharedStringsPart, try archive.entry(named: sharedStringsPart, ignoringCase: true) != nil else {
            return SharedStrings()
        }
        let strings = SharedStringsHandler()
        try Self.parse(sharedStringsPart, in: archive, file: file, with: strings, SharedStringsHandler.elements, [])
        return strings.strings
    }

    /// The part's unpacked bytes as a stream. Throws `read.xlsx-corrupt` when the part is missing.
    static func open(_ part: String, in archive: ZipArchive, file: String) throws(Diagnostic) -> ZipMemberSource {
        guard let entry = try archive.entry(named: part, ignoringCase: true) else {
            throw .xlsxCorrupt(file, part: nil, "its part \(part) is missing (is it an Excel workbook?)")
        }
        return try archive.open(entry, fingerprinted: false)
    }

    /// The relationships of `part` (of the package itself for ""), none when it has no relationships part.
    private static func relationships(
        of part: String, in archive: ZipArchive, file: String
    ) throws(Diagnostic) -> [RelationshipsHandler.Relationship] {
        var components = part.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let name = components.popLast() ?? ""
        let relsPart = (components + ["_rels", name + ".rels"]).joined(separator: "/")
        guard try archive.entry(named: relsPart, ignoringCase: true) != nil else { return [] }
        let handler = RelationshipsHandler()
        try parse(
            relsPart, in: archive, file: file, with: handler, RelationshipsHandler.elements,
            RelationshipsHandler.attributes)
        return handler.relationships
    }

    /// Streams a whole part through `handler`. Throws `read.xlsx-corrupt` for a missing or malformed part.
    private static func parse(
        _ part: String, in archive: ZipArchive, file: String, with handler: any XMLEventHandler, _ elements: [String],
        _ attributes: [String]
    ) throws(Diagnostic) {
        let source = try open(part, in: archive, file: file)
        let parser = XMLEventParser(handler: handler, elements: elements, attributes: attributes)
        while true {
            let chunk = try source.read(maxCount: 1 << 16)
            parser.feed(chunk, last: chunk.isEmpty)
            if let failure = parser.failure {
                throw .xlsxCorrupt(
                    file, part: part,
                    "it is not well-formed XML at line \(failure.line ?? 0)"
                        + (failure.detail.isEmpty ? "" : " (\(failure.detail))"))
            }
            if chunk.isEmpty { return }
        }
    }
}
