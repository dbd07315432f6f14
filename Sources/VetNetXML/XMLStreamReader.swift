private import CLibXML2
import VetNetCore

/// Owns one libxml2 SAX2 push parser and forwards its events to an `XMLRecordAssembler`.
///
/// The only file that talks to libxml2. Callbacks capture nothing: they get `self` back from the user-data
/// pointer, copy what they need and return. Failures are stored and read by the caller after each call into
/// the parser, since a callback cannot throw. Not thread-safe: one file is parsed in one task.
final class XMLStreamReader {
    /// The first failure; once set, the parser is stopped and no more events arrive.
    private(set) var failure: Diagnostic?
    /// Warnings found since the last `takeWarnings()`.
    private var warnings: [Diagnostic] = []
    private var reportedNamespaceError = false
    /// Whether no byte has been fed yet.
    private(set) var isUnused = true

    /// On the heap rather than a stored `var`: every SAX event mutates it, and a class's stored property would
    /// pay a dynamic exclusivity check per event (about a tenth of the run time).
    private let assembler: UnsafeMutablePointer<XMLRecordAssembler>
    private let file: String
    private let encodingName: String?
    private var context: xmlParserCtxtPtr?

    private static let libraryReady: Void = xmlInitParser()

    /// Creates the parser. `encoding` overrides the document's declaration; unknown names throw
    /// `read.xml-unknown-encoding`.
    init(file: String, encoding: String?, assembler: XMLRecordAssembler) throws(Diagnostic) {
        Self.libraryReady
        self.file = file
        self.encodingName = encoding
        self.assembler = .allocate(capacity: 1)
        self.assembler.initialize(to: assembler)

        var handler = Self.makeHandler()
        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, file) else {
            throw .malformedXML(file: file, line: nil, column: nil, detail: "the parser could not be created")
        }
        self.context = context

        // NONET: no network access. Deliberately absent: NOENT (entity substitution), DTDLOAD (external
        // subset), HUGE (lifts the size limits that stop entity and text bombs).
        var options = XML_PARSE_NONET.rawValue
        if let encoding {
            guard let encoder = xmlFindCharEncodingHandler(encoding), xmlSwitchToEncoding(context, encoder) == 0
            else { throw .xmlUnknownEncoding(encoding, file: file) }
            // Otherwise the document's own declaration would replace the override.
            options |= XML_PARSE_IGNORE_ENC.rawValue
        }
        _ = xmlCtxtUseOptions(context, Int32(bitPattern: options))
    }

    deinit {
        if let context {
            // libxml2 builds a stand-in document when it meets an entity declaration in SAX mode.
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
        assembler.deinitialize(count: 1)
        assembler.deallocate()
    }

    /// Parses one more chunk of the document.
    func feed(_ chunk: [UInt8]) {
        guard failure == nil else { return }
        isUnused = false
        chunk.withUnsafeBytes { bytes in
            parse(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), count: bytes.count, terminate: false)
        }
    }

    /// Tells the parser the document ended, which reveals truncation.
    func finish() {
        guard failure == nil else { return }
        parse(nil, count: 0, terminate: true)
    }

    /// The oldest record completed so far and not yet handed out.
    func dequeue() -> RawRecord? { assembler.pointee.dequeue() }

    /// Hands over and forgets the warnings gathered so far.
    func takeWarnings() -> [Diagnostic] {
        defer { warnings.removeAll() }
        return warnings + assembler.pointee.takeWarnings()
    }

    private func parse(_ bytes: UnsafePointer<CChar>?, count: Int, terminate: Bool) {
        guard let context else { return }
        let status = withGlobalErrorsCaptured {
            xmlParseChunk(context, bytes, Int32(count), terminate ? 1 : 0)
        }
        if status != 0, failure == nil, context.pointee.wellFormed == 0 || context.pointee.instate == XML_PARSER_EOF {
            failure = .malformedXML(file: file, line: currentLine, column: nil, detail: "")
        }
        // Stopping from inside an error callback would free buffers libxml2 is still reading; here it is safe.
        if failure != nil { xmlStopParser(context) }
    }

    /// Routes errors libxml2 raises without a parser context (encoding conversion) to `failed(with:)` rather
    /// than to stderr, for the length of one parser call, then puts the thread's previous handler back.
    private func withGlobalErrorsCaptured<Result>(_ body: () -> Result) -> Result {
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { userData, error in
            guard let userData, let error else { return }
            Unmanaged<XMLStreamReader>.fromOpaque(userData).takeUnretainedValue().failed(with: error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        return body()
    }

    private var currentLine: Int? {
        guard let input = context?.pointee.input else { return nil }
        return Int(input.pointee.line)
    }

    // MARK: - Events

    private func startElement(_ name: UnsafePointer<UInt8>, _ attributes: XMLAttributes) {
        if assembler.pointee.startElement(name, attributes) {
            assembler.pointee.setRecordLine(startTagLine())
        }
    }

    /// The line of the `<` that opened the element being reported. libxml2's line is where the parser stands,
    /// after the attributes; the whole tag is still in the input buffer, and `<` cannot occur inside it, so
    /// count the newlines back to it.
    private func startTagLine() -> Int {
        guard let input = context?.pointee.input else { return 0 }
        let line = Int(input.pointee.line)
        guard let base = input.pointee.base, var cursor = input.pointee.cur else { return line }
        var newlines = 0
        while cursor > base {
            cursor -= 1
            switch cursor.pointee {
            case UInt8(ascii: "<"): return line - newlines
            case UInt8(ascii: "\n"): newlines += 1
            default: continue
            }
        }
        return line
    }

    private func refuseEntities() {
        if failure == nil { failure = .xmlEntityRefused(file: file, line: currentLine ?? 0) }
        xmlStopParser(context)
    }

    /// Keeps the first error and silences further events; the parser is stopped once the current call returns.
    private func failed(with error: xmlError) {
        guard error.level != XML_ERR_WARNING else { return }
        let line = error.line > 0 ? Int(error.line) : currentLine
        if error.level == XML_ERR_ERROR, error.domain == Int32(XML_FROM_NAMESPACE.rawValue) {
            if !reportedNamespaceError {
                reportedNamespaceError = true
                warnings.append(.xmlNamespaceError(file: file, line: line, detail: Self.firstLine(of: error)))
            }
            return
        }
        guard failure == nil else { return }
        // Non-fatal errors leave SAX events on; the record open now must not complete, whatever the chunking.
        context?.pointee.disableSAX = 1
        if error.domain == Int32(XML_FROM_I18N.rawValue) || error.domain == Int32(XML_FROM_IO.rawValue) {
            // Raised while converting a whole chunk ahead of parsing: the parser's line is not the byte's line.
            failure = .malformedXML(
                file: file, line: nil, column: nil,
                detail: "the bytes do not match the encoding \(encodingName ?? "declared by the document")")
        } else {
            let column = error.int2 > 0 ? Int(error.int2) : nil
            failure = .malformedXML(file: file, line: line, column: column, detail: Self.firstLine(of: error))
        }
    }

    /// libxml2's message without the lines after the first, which quote bytes of the document.
    private static func firstLine(of error: xmlError) -> String {
        guard let message = error.message else { return "" }
        return String(cString: message).split(separator: "\n").first.map(String.init) ?? ""
    }

    // MARK: - Callbacks

    /// Runs `body` on the reader behind a callback's user-data pointer. The reader outlives its parser, so the
    /// reference needs no retain; skipping it saves two atomic operations per event.
    @inline(__always)
    private static func withReader(_ userData: UnsafeMutableRawPointer?, _ body: (XMLStreamReader) -> Void) {
        // Non-nil by construction: every callback gets the pointer passed to xmlCreatePushParserCtxt.
        Unmanaged<XMLStreamReader>.fromOpaque(userData!)._withUnsafeGuaranteedRef(body)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { userData, localName, _, _, _, _, attributeCount, _, attributes in
            guard let localName else { return }
            let view = XMLAttributes(UnsafePointer(attributes), count: Int(attributeCount))
            XMLStreamReader.withReader(userData) { $0.startElement(localName, view) }
        }
        handler.endElementNs = { userData, _, _, _ in
            XMLStreamReader.withReader(userData) { $0.assembler.pointee.endElement() }
        }
        handler.characters = { userData, bytes, count in
            guard let bytes else { return }
            XMLStreamReader.withReader(userData) { $0.assembler.pointee.characters(bytes, count: Int(count)) }
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.entityDecl = { userData, _, _, _, _, _ in
            XMLStreamReader.withReader(userData) { $0.refuseEntities() }
        }
        handler.unparsedEntityDecl = { userData, _, _, _, _ in
            XMLStreamReader.withReader(userData) { $0.refuseEntities() }
        }
        handler.serror = { userData, error in
            guard let error else { return }
            XMLStreamReader.withReader(userData) { $0.failed(with: error.pointee) }
        }
        return handler
    }
}
