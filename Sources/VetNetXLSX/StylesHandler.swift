import VetNetXML

/// Reads `styles.xml` for what each cell style (`<cellXfs><xf>`, which a cell's `s` attribute indexes) makes of
/// numbers, from its number format: built in, or declared in `<numFmts>`.
final class StylesHandler: XMLEventHandler {
    static let elements = ["numFmt", "cellXfs", "xf"]
    static let attributes = ["numFmtId", "formatCode"]
    private var customFormats: [Int: NumberFormat] = [:]
    private var styleFormatIds: [Int] = []
    private var inCellStyles = false

    /// The number format of each cell style, in order.
    var formats: [NumberFormat] {
        styleFormatIds.map { customFormats[$0] ?? NumberFormat(builtIn: $0) }
    }

    func start(_ element: Int, _ attributes: XMLEventAttributes) -> Bool {
        let id = attributes.string(0).flatMap { Int($0) }
        switch element {
        case 0:
            if let id, let code = attributes.string(1) { customFormats[id] = NumberFormat(code: code) }
        case 1: inCellStyles = true
        case 2 where inCellStyles: styleFormatIds.append(id ?? 0)
        default: break
        }
        return false
    }

    func end(_ element: Int, text: [UInt8]) {
        if element == 1 { inCellStyles = false }
    }
}
