import VetNetCore
import VetNetCSV
import VetNetMapping
import VetNetXLSX
import VetNetXML
import VetNetZip

/// A source's input, opened: a file, or a member of a ZIP archive (`exports.zip!clients.csv`); read as CSV or
/// XML, or as a workbook. Counts and fingerprints what it reads: a file's bytes, or a member's unpacked bytes,
/// so the manifest's SHA-256 is that of the file the source names (`unzip -p exports.zip clients.csv | sha256sum`).
final class SourceInput {
    private let source: SourceConfig
    /// The bytes counted and fingerprinted.
    let bytes: any InputByteSource
    /// The workbook, for an xlsx source.
    private let workbook: ZipArchive?

    /// Opens the input. Throws what opening a file or an archive throws, and `pipeline.zip-member-missing`.
    init(_ source: SourceConfig) throws(Diagnostic) {
        self.source = source
        guard let member = source.member else {
            let file = try FileByteSource(path: source.path)
            bytes = file
            workbook = source.format == .xlsx ? try ZipArchive(path: source.path, name: source.path) : nil
            return
        }
        let archive = try ZipArchive(path: source.path, name: source.path)
        guard let entry = try archive.entry(named: member) else { throw .zipMemberMissing(member, in: archive) }
        if source.format == .xlsx {
            (workbook, bytes) = try archive.openNested(entry, name: source.shownPath)
        } else {
            bytes = try archive.open(entry)
            workbook = nil
        }
    }

    /// Throws when the source's file is missing (or is no regular file), or names a member its archive does not
    /// hold (`pipeline.zip-member-missing`). A damaged archive is left for the reading to report, as the failure
    /// of its source alone.
    static func checkExists(_ source: SourceConfig) throws(Diagnostic) {
        _ = try FileByteSource(path: source.path)
        guard let member = source.member, let archive = try? ZipArchive(path: source.path, name: source.path) else {
            return
        }
        let found: ZipEntry?
        do throws(Diagnostic) {
            found = try archive.entry(named: member)
        } catch {
            return  // two members of the name: the reading reports it
        }
        if found == nil { throw .zipMemberMissing(member, in: archive) }
    }

    /// The reader of the source's records, emitting into `diagnostics`.
    func makeReader(diagnostics: any DiagnosticCollector) -> any RecordReader {
        let file = source.shownPath
        switch source.format {
        case .csv:
            return CSVRecordReader(
                source: bytes, file: file,
                options: CSVOptions(
                    delimiter: source.delimiter, encoding: source.encoding, maxFieldBytes: source.maxFieldBytes),
                diagnostics: diagnostics)
        case .xml:
            return XMLRecordReader(
                source: bytes, file: file, recordPath: source.recordPath ?? "",
                fieldPaths: source.readColumns,
                encoding: source.encoding == .utf8 || source.encoding == .auto ? nil : source.encoding.rawValue,
                diagnostics: diagnostics)
        case .xlsx:
            // `workbook` is set for every xlsx source by `init`.
            return WorkbookReader(
                archive: workbook!, file: file, sheet: source.sheet, headerRow: source.headerRow,
                diagnostics: diagnostics)
        }
    }

    /// The SHA-256 of the whole input. A workbook's reader reads only the parts it needs, so the rest of the
    /// file is read here; nil when that fails.
    func sha256Hex() -> String? {
        if workbook != nil {
            do {
                while try !bytes.read(maxCount: 1 << 20).isEmpty {}
            } catch {
                return nil
            }
        }
        return bytes.sha256Hex()
    }
}

extension Diagnostic {
    /// `pipeline.zip-member-missing`: the pipeline names a member the archive does not hold.
    static func zipMemberMissing(_ member: String, in archive: ZipArchive) -> Diagnostic {
        let names = archive.memberNames
        let listed = names.prefix(20).map { "\"\($0)\"" }.joined(separator: ", ") + (names.count > 20 ? ", …" : "")
        var diagnostic = Diagnostic.error(
            "pipeline.zip-member-missing",
            "The ZIP archive holds no member named \"\(member)\"; "
                + (names.isEmpty
                    ? "it holds no files." : "it holds \(names.count) file\(names.count == 1 ? "" : "s"): \(listed)."),
            at: SourceLocation(file: archive.name), value: member)
        if let near = closestMatch(to: member, in: names) { diagnostic.notes = ["did you mean \"\(near)\"?"] }
        return diagnostic
    }
}
