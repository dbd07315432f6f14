/// Writes pretty-printed JSON with a two-space indent (or compact JSON, on one line, for NDJSON), UTF-8
/// unescaped, `/` unescaped, nil members left out.
///
/// Hand-written rather than `JSONEncoder` because the record files hold millions of objects and are streamed
/// one record at a time; callers list members in sorted key order, and tests check the output decodes back
/// to the same values.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the innermost open container has an element yet, and the same for each container around it:
    /// the innermost is kept apart, as every element reads and sets it.
    private var hasElements = false
    private var outerHasElements: [Bool] = []
    /// Levels every line after the first is indented by, for a value nested in a document written elsewhere.
    private let indentLevel: Int
    /// Whether an empty array or object is written with its brackets two lines apart (`[`, a blank line, `]`),
    /// as `JSONEncoder` pretty-prints it, so that a report keeps the bytes it had when `JSONEncoder` wrote it.
    private let spacesEmptyContainers: Bool
    /// No line breaks and no spaces between tokens: `{"id":"O-1","phones":["+15550100"]}`.
    private let isCompact: Bool

    public init(indentLevel: Int = 0, spacesEmptyContainers: Bool = false) {
        self.indentLevel = indentLevel
        self.spacesEmptyContainers = spacesEmptyContainers
        isCompact = false
    }

    /// A writer of compact JSON: one value on one line, for a line of an NDJSON file.
    public static func compact() -> JSONWriter { JSONWriter(compact: ()) }

    private init(compact: Void) {
        indentLevel = 0
        spacesEmptyContainers = false
        isCompact = true
    }

    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        depth = 0
        hasElements = false
        outerHasElements.removeAll(keepingCapacity: true)
    }

    /// The bytes written since the last call, for writing a document in chunks; the document goes on.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Ends the document with a newline, in the bytes still to be taken.
    public mutating func endDocument() { bytes.append(0x0A) }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the current object; follow with a value or a nested container. The name is one of
    /// the writer's own keys, which need no escaping: its bytes are copied as they are, with the quotes and the
    /// separator, in one go.
    public mutating func key(_ name: StaticString) {
        element()
        name.withUTF8Buffer { utf8 in
            assert(!utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }, "a key to escape")
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
        }
        endKey()
    }

    /// `key` for a name that comes from the data, escaped as any string is.
    public mutating func key(text name: String) {
        element()
        appendString(name)
        endKey()
    }

    /// ` : ` after a key (`:` when compact), a byte at a time (cheaper than appending an array of three), and the
    /// value to come.
    private mutating func endKey() {
        if isCompact {
            bytes.append(UInt8(ascii: ":"))
        } else {
            bytes.append(0x20)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(0x20)
        }
        pendingValue = true
    }

    public mutating func string(_ value: String) {
        element()
        appendString(value)
    }

    public mutating func integer(_ value: Int) {
        element()
        bytes.append(contentsOf: String(value).utf8)
    }

    public mutating func number(_ value: Double) {
        element()
        if value.rounded() == value, abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int(value)).utf8)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    public mutating func bool(_ value: Bool) {
        element()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    // Members that are left out when nil.
    public mutating func member(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    public mutating func member(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        key(name)
        integer(value)
    }

    public mutating func member(_ name: StaticString, _ value: Double?) {
        guard let value else { return }
        key(name)
        number(value)
    }

    public mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    public mutating func member(_ name: StaticString, strings: [String]) {
        key(name)
        beginArray()
        for value in strings { string(value) }
        endArray()
    }

    private var pendingValue = false

    /// Writes the separator and indentation that come before an element of an array or a member of an object.
    private mutating func element() {
        if pendingValue {
            pendingValue = false
            return
        }
        guard depth > 0 else { return }
        if hasElements { bytes.append(UInt8(ascii: ",")) }
        hasElements = true
        newline()
    }

    private mutating func open(_ bracket: UInt8) {
        element()
        bytes.append(bracket)
        depth += 1
        outerHasElements.append(hasElements)
        hasElements = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        let hadElements = hasElements
        hasElements = outerHasElements.removeLast()
        if hadElements {
            newline()
        } else if spacesEmptyContainers {
            bytes.append(0x0A)
            newline()
        }
        bytes.append(bracket)
    }

    /// A line feed and the indentation of the current depth. Appended a byte at a time: an indentation is a few
    /// spaces, and appending a run of them through a sequence cost more than the bytes.
    private mutating func newline() {
        guard !isCompact else { return }
        bytes.append(0x0A)
        for _ in 0..<(2 * (depth + indentLevel)) { bytes.append(0x20) }
    }

    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most values need no escape: copied whole.
        let copied = value.utf8.withContiguousStorageIfAvailable { text in
            guard !text.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: text)
            return true
        }
        if copied == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
