import VetNetXML

/// The workbook's table of shared strings, which cells of type `s` refer to by index; packed into one byte
/// array, since a big workbook holds hundreds of thousands of them.
struct SharedStrings {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    var count: Int { ends.count }

    mutating func append(_ text: [UInt8]) {
        bytes += text
        ends.append(bytes.count)
    }

    /// The string at `index`, nil when the table has no such entry.
    func string(at index: Int) -> String? {
        guard index >= 0, index < ends.count else { return nil }
        let start = index == 0 ? 0 : ends[index - 1]
        return CellText.unescaped(Array(bytes[start..<ends[index]]))
    }
}

/// Gathers `sharedStrings.xml`: each `<si>` is one string, the text of its `<t>` elements (one, or one per run of
/// rich text), leaving out phonetic guides (`<rPh>`).
final class SharedStringsHandler: XMLEventHandler {
    static let elements = ["si", "t", "rPh"]
    private(set) var strings = SharedStrings()
    private var current: [UInt8] = []
    private var phoneticDepth = 0

    func start(_ element: Int, _ attributes: XMLEventAttributes) -> Bool {
        switch element {
        case 0: current.removeAll(keepingCapacity: true)
        case 2: phoneticDepth += 1
        default: break
        }
        return element == 1 && phoneticDepth == 0
    }

    func end(_ element: Int, text: [UInt8]) {
        switch element {
        case 0: strings.append(current)
        case 1: current += text
        case 2: phoneticDepth -= 1
        default: break
        }
    }
}
