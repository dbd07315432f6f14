private import CLibXML2
import VetNetCore

/// A libxml2 SAX2 push parser that hands elements to an `XMLEventHandler` by index, with the attributes and
/// text asked for; for documents other than record exports (the parts of a workbook).
///
/// Safe as `XMLStreamReader` is: no network, no external DTD, no entity substitution, and a document whose DTD
/// declares an entity is refused. Not thread-safe: one document is parsed in one task.
package final class XMLEventParser {
    /// The first failure, with its line; once set, no more events arrive.
    package private(set) var failure: (line: Int?, detail: String)?

    private let handler: any XMLEventHandler
    private let elementNames: [[UInt8]]
    private let attributeNames: [[UInt8]]
    private var attributes = XMLEventAttributes()
    private var depth = 0
    /// The depth of the element whose text is being gathered, or 0.
    private var textDepth = 0
    private var text: [UInt8] = []
    private var context: xmlParserCtxtPtr?

    private static let libraryReady: Void = xmlInitParser()

    /// - Parameters:
    ///   - elements: local names of the elements the handler tells apart.
    ///   - attributes: local names of the attributes whose values the handler gets with those elements.
    package init(handler: any XMLEventHandler, elements: [String], attributes: [String]) {
        Self.libraryReady
        self.handler = handler
        elementNames = elements.map { Array($0.utf8) }
        attributeNames = attributes.map { Array($0.utf8) }
        self.attributes.ranges = Array(repeating: nil, count: attributes.count)
        var saxHandler = Self.makeHandler()
        let userData = Unmanaged.passUnretained(self).toOpaque()
        context = xmlCreatePushParserCtxt(&saxHandler, userData, nil, 0, nil)
        if let context {
            _ = xmlCtxtUseOptions(context, Int32(bitPattern: XML_PARSE_NONET.rawValue))
        } else {
            failure = (nil, "the parser could not be created")
        }
    }

    deinit {
        if let context {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
    }

    /// Parses one more chunk; `last` ends the document, which reveals truncation.
    package func feed(_ chunk: [UInt8], last: Bool = false) {
        guard failure == nil, let context else { return }
        let status = withGlobalErrorsCaptured {
            chunk.withUnsafeBytes { bytes in
                xmlParseChunk(
                    context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), last ? 1 : 0)
            }
        }
        if status != 0, failure == nil, context.pointee.wellFormed == 0 || context.pointee.instate == XML_PARSER_EOF {
            failure = (currentLine, "")
        }
        if failure != nil { xmlStopParser(context) }
    }

    private var currentLine: Int? {
        guard let input = context?.pointee.input else { return nil }
        return Int(input.pointee.line)
    }

    private func withGlobalErrorsCaptured<Result>(_ body: () -> Result) -> Result {
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { userData, error in
            guard let userData, let error else { return }
            Unmanaged<XMLEventParser>.fromOpaque(userData).takeUnretainedValue().failed(with: error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        return body()
    }

    private func failed(with error: xmlError) {
        guard error.level != XML_ERR_WARNING, failure == nil else { return }
        // Namespace errors leave the local names usable, as in record exports.
        if error.level == XML_ERR_ERROR, error.domain == Int32(XML_FROM_NAMESPACE.rawValue) { return }
        context?.pointee.disableSAX = 1
        let message = error.message.map { String(cString: $0) }?.split(separator: "\n").first.map(String.init) ?? ""
        failure = (error.line > 0 ? Int(error.line) : currentLine, message)
    }

    private func refuseEntities() {
        if failure == nil { failure = (currentLine, "the document declares entities, which are refused") }
        xmlStopParser(context)
    }

    // MARK: - Events

    private func startElement(_ name: UnsafePointer<UInt8>, _ tag: XMLAttributes) {
        depth += 1
        guard failure == nil else { return }
        textDepth = 0
        let element = elementNames.firstIndex { XMLName.equals(name, $0) } ?? -1
        if element >= 0 {
            attributes.bytes.removeAll(keepingCapacity: true)
            for (index, attributeName) in attributeNames.enumerated() {
                guard let value = tag.value(named: attributeName) else {
                    attributes.ranges[index] = nil
                    continue
                }
                let start = attributes.bytes.count
                XMLName.appendAttributeValue(value, to: &attributes.bytes)
                attributes.ranges[index] = start..<attributes.bytes.count
            }
        }
        if handler.start(element, attributes) {
            textDepth = depth
            text.removeAll(keepingCapacity: true)
        }
    }

    private func endElement(_ name: UnsafePointer<UInt8>) {
        defer { depth -= 1 }
        guard failure == nil else { return }
        let element = elementNames.firstIndex { XMLName.equals(name, $0) } ?? -1
        if textDepth == depth {
            textDepth = 0
            handler.end(element, text: text)
        } else {
            handler.end(element, text: [])
        }
    }

    private func characters(_ bytes: UnsafePointer<UInt8>, count: Int) {
        guard textDepth == depth else { return }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    // MARK: - Callbacks

    @inline(__always)
    private static func withParser(_ userData: UnsafeMutableRawPointer?, _ body: (XMLEventParser) -> Void) {
        // Non-nil by construction: every callback gets the pointer passed to xmlCreatePushParserCtxt.
        Unmanaged<XMLEventParser>.fromOpaque(userData!)._withUnsafeGuaranteedRef(body)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { userData, localName, _, _, _, _, attributeCount, _, attributes in
            guard let localName else { return }
            let view = XMLAttributes(UnsafePointer(attributes), count: Int(attributeCount))
            XMLEventParser.withParser(userData) { $0.startElement(localName, view) }
        }
        handler.endElementNs = { userData, localName, _, _ in
            guard let localName else { return }
            XMLEventParser.withParser(userData) { $0.endElement(localName) }
        }
        handler.characters = { userData, bytes, count in
            guard let bytes else { return }
            XMLEventParser.withParser(userData) { $0.characters(bytes, count: Int(count)) }
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.entityDecl = { userData, _, _, _, _, _ in
            XMLEventParser.withParser(userData) { $0.refuseEntities() }
        }
        handler.unparsedEntityDecl = { userData, _, _, _, _ in
            XMLEventParser.withParser(userData) { $0.refuseEntities() }
        }
        handler.serror = { userData, error in
            guard let error else { return }
            XMLEventParser.withParser(userData) { $0.failed(with: error.pointee) }
        }
        return handler
    }
}
