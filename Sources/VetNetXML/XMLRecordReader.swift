public import VetNetCore

/// Reads records out of an XML export as it streams, with libxml2's SAX2 push parser.
///
/// Memory stays flat whatever the file size: the reader holds one chunk, the open record and the records
/// completed from the last chunk. Elements and attributes are matched by local name, ignoring namespaces.
///
/// Field paths, relative to the record element:
/// - `@id`: an attribute of the record element; `Owner/@ref`: an attribute of a child element.
/// - `Name`: the text of a child element; `Address/City`: of a nested one; `.`: the record element's own text.
/// - `../@id`, `../../@code`: an attribute of an enclosing element.
/// - `../Name`, `../../PatientID`, `../../Info/ID`, `../../Owner/@ref`: the text or an attribute of an element
///   inside an enclosing element, as far as the file has been read when the record's start tag comes: the text
///   of elements ended before it, the attributes of elements started before it. The file is streamed, so what
///   comes after is not known to the record: put such an element (a patient's `PatientID`) before the nested
///   records. When an enclosing element gets a value its earlier records found missing, those records keep no
///   value and one `read.xml-ancestor-after-record` warning per file names the first of them. A value resets
///   when its enclosing element ends: the next patient's records never see the previous patient's values.
///   The enclosing element's own text (`..`) cannot be read.
///
/// Text is the element's own text and CDATA (not its descendants'), trimmed of XML white space; attribute
/// values are trimmed too. Empty values are absent (`nil`). When a path yields several values in one record,
/// `fields` holds the first and `repeats` all of them, in document order. A record element nested in a record
/// is part of the outer record.
///
/// Safety: no network access, no external DTD, no entity substitution. A document whose DTD declares any entity
/// is refused (`read.xml-entity-refused`), which stops XXE and entity bombs before anything is expanded.
///
/// Thrown: `read.malformed-xml` (after the records completed before the error are returned),
/// `read.xml-entity-refused`, `read.xml-unknown-encoding`, `read.xml-unsupported-path`, and whatever the byte
/// source throws. After a throw, `next` returns nil. Emitted: `read.empty-file`, `read.xml-namespace-error`,
/// `read.xml-ancestor-after-record`.
public final class XMLRecordReader: RecordReader {
    /// The field paths, in the order of `RawRecord.fields`.
    public let columns: [String]
    /// Records returned so far.
    public private(set) var readCount = 0

    private enum State {
        case reading
        case failed(Diagnostic)
        case done
    }

    private static let chunkSize = 64 * 1024

    private let source: any ByteSource
    private let file: String
    private let recordPath: String
    private let encoding: String?
    private let diagnostics: any DiagnosticCollector
    private var state = State.reading
    /// Created with the first chunk; kept to the end, since it holds the queue of completed records.
    private var parser: XMLStreamReader?

    /// - Parameters:
    ///   - source: the document's bytes.
    ///   - file: the name used in record locations and diagnostics.
    ///   - recordPath: the record element: a slash path from the document root including the root
    ///     (`Export/Clients/Client`), or a bare element name (`Client`) that matches at any depth.
    ///   - fieldPaths: the columns to extract, relative to the record element; see the type's documentation.
    ///   - encoding: nil to follow the document's declaration (UTF-8 when it has none); otherwise an override
    ///     such as `windows-1252` or `iso-8859-1`.
    ///   - diagnostics: receives warnings; failures are thrown by `next`, not emitted.
    public init(
        source: any ByteSource, file: String, recordPath: String, fieldPaths: [String],
        encoding: String? = nil, diagnostics: any DiagnosticCollector
    ) {
        self.source = source
        self.file = file
        self.recordPath = recordPath
        self.columns = fieldPaths
        self.encoding = encoding
        self.diagnostics = diagnostics
    }

    /// The next record, or nil at the end of the document.
    public func next() throws(Diagnostic) -> RawRecord? {
        while true {
            if let record = parser?.dequeue() {
                readCount += 1
                return record
            }
            switch state {
            case .done:
                return nil
            case .failed(let failure):
                state = .done
                throw failure
            case .reading:
                do throws(Diagnostic) {
                    try readChunk()
                } catch {
                    state = .done
                    throw error
                }
            }
        }
    }

    /// Pushes one chunk through the parser, which queues the records it completes.
    private func readChunk() throws(Diagnostic) {
        let parser: XMLStreamReader
        if let existing = self.parser {
            parser = existing
        } else {
            // Paths and encoding are checked before the first byte is read.
            let plan = try XMLExtractionPlan(file: file, recordPath: recordPath, fieldPaths: columns)
            parser = try XMLStreamReader(
                file: file, encoding: encoding, assembler: XMLRecordAssembler(plan: plan, file: file))
            self.parser = parser
        }
        // libxml2's push parser can report a malformed document at a different line depending on where a
        // chunk ended, so chunks end at the same offsets whatever sizes the source hands out.
        var chunk = try source.read(maxCount: Self.chunkSize)
        while !chunk.isEmpty, chunk.count < Self.chunkSize {
            let more = try source.read(maxCount: Self.chunkSize - chunk.count)
            if more.isEmpty { break }
            chunk += more
        }
        if chunk.isEmpty {
            if parser.isUnused { diagnostics.emit(.emptyXMLFile(file: file)) } else { parser.finish() }
            state = .done
        } else {
            parser.feed(chunk)
        }
        for warning in parser.takeWarnings() { diagnostics.emit(warning) }
        if let failure = parser.failure { state = .failed(failure) }
    }
}
