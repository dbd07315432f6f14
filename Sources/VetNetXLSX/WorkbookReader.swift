public import VetNetCore
public import VetNetZip
import VetNetXML

/// Reads the records of one sheet of an Excel workbook (`.xlsx`) as the sheet streams out of the archive.
///
/// The first row with a value is the header (or the first from `headerRow` on, for a sheet with a title above
/// its table); every later row with a value is a record, located at the sheet's
/// own row number (rows and cells may be skipped; a missing cell is an absent value). The styles and shared
/// strings are read first; the sheet itself is never held whole: the reader holds one chunk and the rows
/// completed from it. See `SheetHandler` for how values become text.
///
/// Thrown: `read.xlsx-corrupt`, `read.xlsx-no-header`, `read.xlsx-not-a-worksheet`, `pipeline.unknown-sheet`, and
/// what reading the archive throws (`read.zip-…`). Emitted: `read.blank-header`, `read.duplicate-header`,
/// `read.xlsx-error-value`, `read.xlsx-value-outside-header`. A record with a cell that cannot be read has
/// `read.xlsx-unreadable-cell` as its problem. After a throw, `next` returns nil.
public final class WorkbookReader: RecordReader {
    public private(set) var columns: [String] = []
    public private(set) var readCount = 0

    private static let chunkSize = 1 << 16

    private let archive: ZipArchive
    private let file: String
    private let sheetName: String?
    private let headerRow: Int
    private let diagnostics: any DiagnosticCollector
    private var sheet: OpenSheet?
    private var atEnd = false
    /// The last row read, for a failure after it.
    private var lastRowNumber: Int?
    private var reportedOutsideHeader = false

    /// - Parameters:
    ///   - file: the name used in record locations and diagnostics.
    ///   - sheet: the sheet's name; nil for the first sheet.
    ///   - headerRow: the sheet row the header is in (or after); rows above it are not read.
    public init(
        archive: ZipArchive, file: String, sheet: String?, headerRow: Int = 1, diagnostics: any DiagnosticCollector
    ) {
        self.archive = archive
        self.file = file
        sheetName = sheet
        self.headerRow = headerRow
        self.diagnostics = diagnostics
    }

    public func next() throws(Diagnostic) -> RawRecord? {
        do throws(Diagnostic) {
            while let row = try nextRow() {
                if let record = accept(row) { return record }
            }
            return nil
        } catch {
            atEnd = true
            throw error
        }
    }

    /// The next row with a value, or nil at the end of the sheet.
    private func nextRow() throws(Diagnostic) -> SheetHandler.Row? {
        guard !atEnd else { return nil }
        let sheet: OpenSheet
        if let opened = self.sheet { sheet = opened } else { sheet = try openSheet() }
        while true {
            if let row = sheet.rows.dequeue() {
                if row.cells.isEmpty { continue }
                return row
            }
            if let failure = sheet.rows.failure {
                throw .xlsxCorrupt(file, part: sheet.part, row: failure.row, failure.detail)
            }
            if let failure = sheet.parser.failure {
                // The rows completed before the failure have been handed out.
                let detail =
                    "it is not well-formed XML at line \(failure.line ?? 0)"
                    + (failure.detail.isEmpty ? "" : " (\(failure.detail))")
                throw .xlsxCorrupt(file, part: sheet.part, row: lastRowNumber, detail)
            }
            if sheet.parsedAll {
                atEnd = true
                if columns.isEmpty { throw .noHeader(sheet.name, file: file) }
                return nil
            }
            let chunk = try sheet.source.read(maxCount: Self.chunkSize)
            sheet.parsedAll = chunk.isEmpty
            sheet.parser.feed(chunk, last: chunk.isEmpty)
        }
    }

    private func openSheet() throws(Diagnostic) -> OpenSheet {
        let workbook = try Workbook(archive: archive, file: file)
        let (name, part) = try workbook.sheet(named: sheetName)
        let rows = SheetHandler(
            strings: try workbook.sharedStrings(), formats: try workbook.numberFormats(), uses1904: workbook.uses1904)
        let opened = OpenSheet(
            name: name, part: part, source: try Workbook.open(part, in: archive, file: file),
            parser: XMLEventParser(handler: rows, elements: SheetHandler.elements, attributes: SheetHandler.attributes),
            rows: rows)
        sheet = opened
        return opened
    }

    /// The header from the first row, a record from any other.
    private func accept(_ row: SheetHandler.Row) -> RawRecord? {
        lastRowNumber = row.number
        guard !columns.isEmpty else {
            guard row.number >= headerRow else { return nil }
            var names = [String?](repeating: nil, count: row.cells.map(\.column).max() ?? 0)
            for cell in row.cells { names[cell.column - 1] = text(of: cell, row: row.number, field: nil) }
            columns = columnNames(header: names, line: row.number, file: file, diagnostics: diagnostics)
            return nil
        }
        readCount += 1
        let location = SourceLocation(file: file, line: row.number, recordIndex: readCount)
        var fields = [String?](repeating: nil, count: columns.count)
        var problem: Diagnostic?
        for cell in row.cells {
            guard cell.column <= columns.count else {
                if !reportedOutsideHeader {
                    reportedOutsideHeader = true
                    diagnostics.emit(.valueOutsideHeader(column: cell.column, at: location))
                }
                continue
            }
            let field = columns[cell.column - 1]
            if case .unreadable(let detail) = cell.value, problem == nil {
                problem = .unreadableCell(detail, at: location.with(field: field))
            }
            fields[cell.column - 1] = text(of: cell, row: row.number, field: field)
        }
        var record = RawRecord(location: location, fields: fields)
        record.problem = problem
        return record
    }

    private func text(of cell: SheetHandler.Cell, row: Int, field: String?) -> String? {
        switch cell.value {
        case .text(let text): return text
        case .error(let value):
            diagnostics.emit(
                .errorValue(value, at: SourceLocation(file: file, line: row, recordIndex: readCount, field: field)))
            return nil
        case .unreadable: return nil
        }
    }
}

/// The sheet being read: its part's bytes, the parser they go through, and the rows it completes.
private final class OpenSheet {
    let name: String
    let part: String
    let source: ZipMemberSource
    let parser: XMLEventParser
    let rows: SheetHandler
    /// Whether the end of the part has been given to the parser.
    var parsedAll = false

    init(name: String, part: String, source: ZipMemberSource, parser: XMLEventParser, rows: SheetHandler) {
        self.name = name
        self.part = part
        self.source = source
        self.parser = parser
        self.rows = rows
    }
}
