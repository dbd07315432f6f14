import VetNetCore

/// Writes pretty-printed JSON with a two-space indent (or compact JSON: on one line, for NDJSON, or below a depth,
/// an entry a line), UTF-8 unescaped, `/` unescaped, nil members left out.
///
/// Hand-written rather than `JSONEncoder` because the record files hold millions of objects and are streamed
/// one record at a time; callers list members in sorted key order, and tests check the output decodes back
/// to the same values.
public struct JSONWriter {
    private var buffer = ByteBuffer()
    private var depth = 0
    /// Whether the innermost open container has an element yet, and the same for each container around it:
    /// the innermost is kept apart, as every element reads and sets it.
    private var hasElements = false
    private var outerHasElements: [Bool] = []
    /// Levels every line after the first is indented by, for a value nested in a document written elsewhere.
    private let indentLevel: Int
    /// The deepest containers whose elements go on lines of their own; deeper ones are written compact, with no
    /// line breaks and no spaces between tokens: `{"id":"O-1","phones":["+15550100"]}`.
    private let lineDepth: Int
    private var isCompact: Bool { depth > lineDepth }

    public init(indentLevel: Int = 0) {
        self.indentLevel = indentLevel
        lineDepth = .max
    }

    /// A writer of compact JSON: one value on one line, for a line of an NDJSON file.
    public static func compact() -> JSONWriter { JSONWriter(lineDepth: 0) }

    /// A writer that pretty-prints the containers down to `lineDepth` and writes each value inside them
    /// compact, on a line of its own: with 2, a document's lists of objects hold an object a line.
    public init(lineDepth: Int) {
        indentLevel = 0
        self.lineDepth = lineDepth
    }

    /// What was written.
    public var bytes: [UInt8] { buffer.bytes }

    /// How many bytes were written.
    public var byteCount: Int { buffer.count }

    /// What was written, handed over without a copy.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try buffer.withBytes(body)
    }

    public mutating func removeAll() {
        buffer.removeAll()
        depth = 0
        hasElements = false
        outerHasElements.removeAll(keepingCapacity: true)
    }

    /// The bytes written since the last call, for writing a document in chunks; the document goes on.
    public mutating func takeBytes() -> [UInt8] {
        defer { buffer.removeAll() }
        return buffer.bytes
    }

    /// Ends the document with a newline, in the bytes still to be taken.
    public mutating func endDocument() { buffer.append(0x0A) }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the current object; follow with a value or a nested container. The name is one of
    /// the writer's own keys, which need no escaping: its bytes are copied as they are, with the separator and
    /// indentation before it and the quotes and ` : ` around it, in one go.
    public mutating func key(_ name: StaticString) {
        name.withUTF8Buffer { utf8 in
            let start = startMember(keyLength: utf8.count)
            buffer.write(atMost: start.room) { target in Self.writeMemberStart(start, key: utf8, to: target) }
        }
        pendingValue = true
    }

    /// A member whose value is text given as UTF-8: `key` and `string(utf8:)` in one write when the text needs
    /// no escape, as most does.
    // Always inlined, the writing itself not: the stored records' writers write many members in one long function,
    // where the optimizer inlines nothing more on its own; inlining the writing too made them three times as long,
    // and slower for it, for all that they took fewer instructions.
    @inline(__always) public mutating func member(_ name: StaticString, utf8 value: UnsafeBufferPointer<UInt8>) {
        guard !Self.needsEscape(value) else {
            key(name)
            string(utf8: value)
            return
        }
        name.withUTF8Buffer { memberWithoutEscapes(key: $0, value: value) }
    }

    /// `key(_:)` of a key given as its UTF-8: a key of a table built at run time (`HistoryTable`), which needs no
    /// escape.
    mutating func key(utf8 name: UnsafeBufferPointer<UInt8>) {
        let start = startMember(keyLength: name.count)
        buffer.write(atMost: start.room) { target in Self.writeMemberStart(start, key: name, to: target) }
        pendingValue = true
    }

    /// `member(_:utf8:)` of a key given as its UTF-8, as `key(utf8:)` takes it.
    mutating func member(utf8 name: UnsafeBufferPointer<UInt8>, utf8 value: UnsafeBufferPointer<UInt8>) {
        guard !Self.needsEscape(value) else {
            key(utf8: name)
            string(utf8: value)
            return
        }
        memberWithoutEscapes(key: name, value: value)
    }

    @inline(never) private mutating func memberWithoutEscapes(
        key: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>
    ) {
        let start = startMember(keyLength: key.count)
        buffer.write(atMost: start.room + value.count + 2) { target in
            let written = Self.writeMemberStart(start, key: key, to: target)
            return written + Self.writeQuoted(value, to: target + written)
        }
    }

    /// What goes before a member's key: its separator and indentation, and the room they and the key take.
    private struct MemberStart {
        var comma: Bool
        var indent: Int
        var isCompact: Bool
        var room: Int
    }

    /// Marks the current object as having a member; what to write before the key. Every member follows the
    /// object's opening or another member, never a key waiting for its value.
    private mutating func startMember(keyLength: Int) -> MemberStart {
        assert(!pendingValue && depth > 0, "a key outside an object or after a key")
        let comma = hasElements
        hasElements = true
        let indent = isCompact ? 0 : 2 * (depth + indentLevel)
        return MemberStart(
            comma: comma, indent: indent, isCompact: isCompact, room: (isCompact ? 1 : 2 + indent) + keyLength + 5)
    }

    /// Writes the separator, indentation, quoted key and ` : `; returns the bytes written.
    @inline(__always) private static func writeMemberStart(
        _ start: MemberStart, key: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        assert(!Self.needsEscape(key), "a key to escape")
        var written = 0
        if start.comma {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        if !start.isCompact { written += Self.writeNewline(to: target + written, indent: start.indent) }
        written += Self.writeQuoted(key, to: target + written)
        return written + Self.writeKeyEnd(to: target + written, isCompact: start.isCompact)
    }

    /// Writes text that needs no escape between quotes; returns the bytes written.
    @inline(__always) private static func writeQuoted(
        _ text: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        target[0] = UInt8(ascii: "\"")
        if let source = text.baseAddress { (target + 1).update(from: source, count: text.count) }
        target[text.count + 1] = UInt8(ascii: "\"")
        return text.count + 2
    }

    @inline(__always) private static func needsEscape(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    /// `key` for a name that comes from the data, escaped as any string is.
    public mutating func key(text name: String) {
        element()
        appendString(name)
        endKey()
    }

    /// ` : ` after a key (`:` when compact), and the value to come.
    private mutating func endKey() {
        let isCompact = isCompact
        buffer.write(atMost: 3) { Self.writeKeyEnd(to: $0, isCompact: isCompact) }
        pendingValue = true
    }

    @inline(__always) private static func writeKeyEnd(to target: UnsafeMutablePointer<UInt8>, isCompact: Bool) -> Int {
        if isCompact {
            target[0] = UInt8(ascii: ":")
            return 1
        }
        target[0] = 0x20
        target[1] = UInt8(ascii: ":")
        target[2] = 0x20
        return 3
    }

    public mutating func string(_ value: String) {
        element()
        appendString(value)
    }

    /// A string given as its UTF-8 bytes, escaped as `string(_:)` escapes it.
    public mutating func string(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        element()
        appendString(utf8: bytes)
    }

    public mutating func integer(_ value: Int) {
        element()
        buffer.appendDecimal(value)
    }

    public mutating func number(_ value: Double) {
        element()
        if value.rounded() == value, abs(value) < 1e15 {
            buffer.appendDecimal(Int(value))
        } else if !appendShortDecimal(value) {
            buffer.append(utf8: value.description)
        }
    }

    /// Writes `value.description` without making the string, for a value of at most four decimals between a
    /// thousandth and a billion (weights, scores); false, writing nothing, for any other value.
    ///
    /// The decimal with the fewest decimals whose nearest double is `value` is found by scaling: `n / 10^k`,
    /// correctly rounded, is that nearest double. Below a billion two decimals of four digits or fewer are
    /// much further apart than doubles are, so no other decimal as short is as near: it is the shortest
    /// representation, the one `description` writes.
    private mutating func appendShortDecimal(_ value: Double) -> Bool {
        let magnitude = abs(value)
        guard magnitude >= 0.001, magnitude < 1e9 else { return false }
        var scale = 1.0
        for decimals in 1...4 {
            scale *= 10
            let scaled = (magnitude * scale).rounded()
            guard scaled / scale == magnitude else { continue }
            let (whole, fraction) = Int(scaled).quotientAndRemainder(dividingBy: Int(scale))
            if value < 0 { buffer.append(UInt8(ascii: "-")) }
            buffer.appendDecimal(whole)
            buffer.write(atMost: 5) { target in
                target[0] = UInt8(ascii: ".")
                var rest = fraction
                for offset in stride(from: decimals, through: 1, by: -1) {
                    target[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                return 1 + decimals
            }
            return true
        }
        return false
    }

    public mutating func bool(_ value: Bool) {
        element()
        buffer.append(utf8: value ? "true" : "false")
    }

    // Members that are left out when nil.
    public mutating func member(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        if value.utf8.withContiguousStorageIfAvailable({ member(name, utf8: $0) }) == nil {
            key(name)
            string(value)
        }
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
        let comma = hasElements
        hasElements = true
        guard !isCompact else {
            if comma { buffer.append(UInt8(ascii: ",")) }
            return
        }
        let indent = 2 * (depth + indentLevel)
        buffer.write(atMost: 2 + indent) { target in
            var written = 0
            if comma {
                target[0] = UInt8(ascii: ",")
                written = 1
            }
            return written + Self.writeNewline(to: target + written, indent: indent)
        }
    }

    private mutating func open(_ bracket: UInt8) {
        element()
        buffer.append(bracket)
        depth += 1
        outerHasElements.append(hasElements)
        hasElements = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        let hadElements = hasElements
        hasElements = outerHasElements.removeLast()
        // A container whose elements went on lines of their own ends on a line of its own.
        if depth < lineDepth, hadElements { newline() }
        buffer.append(bracket)
    }

    /// A line feed and the indentation of the current depth.
    private mutating func newline() {
        let indent = 2 * (depth + indentLevel)
        buffer.write(atMost: 1 + indent) { Self.writeNewline(to: $0, indent: indent) }
    }

    @inline(__always) private static func writeNewline(to target: UnsafeMutablePointer<UInt8>, indent: Int) -> Int {
        target[0] = 0x0A
        (target + 1).update(repeating: 0x20, count: indent)
        return 1 + indent
    }

    private mutating func appendString(_ value: String) {
        if value.utf8.withContiguousStorageIfAvailable({ appendString(utf8: $0) }) == nil {
            Array(value.utf8).withUnsafeBufferPointer { appendString(utf8: $0) }
        }
    }

    private mutating func appendString(utf8 text: UnsafeBufferPointer<UInt8>) {
        // Most values need no escape: written whole, with their quotes.
        guard Self.needsEscape(text) else {
            buffer.write(atMost: text.count + 2) { Self.writeQuoted(text, to: $0) }
            return
        }
        // Escaped in one write (at most six bytes a byte), runs of bytes that need none copied whole: notes of
        // several lines are the usual text that needs escapes.
        buffer.write(atMost: text.count * 6 + 2) { target in
            let hex: StaticString = "0123456789abcdef"
            target[0] = UInt8(ascii: "\"")
            var written = 1
            var runStart = 0
            func copyRun(upTo end: Int) {
                guard end > runStart, let base = text.baseAddress else { return }
                (target + written).update(from: base + runStart, count: end - runStart)
                written += end - runStart
            }
            for index in text.indices {
                let byte = text[index]
                let escape: UInt8
                switch byte {
                case UInt8(ascii: "\""): escape = UInt8(ascii: "\"")
                case UInt8(ascii: "\\"): escape = UInt8(ascii: "\\")
                case 0x0A: escape = UInt8(ascii: "n")
                case 0x0D: escape = UInt8(ascii: "r")
                case 0x09: escape = UInt8(ascii: "t")
                case 0x08: escape = UInt8(ascii: "b")
                case 0x0C: escape = UInt8(ascii: "f")
                case 0..<0x20: escape = UInt8(ascii: "u")
                default: continue
                }
                copyRun(upTo: index)
                runStart = index + 1
                target[written] = 0x5C
                target[written + 1] = escape
                written += 2
                if escape == UInt8(ascii: "u") {
                    target[written] = 0x30
                    target[written + 1] = 0x30
                    target[written + 2] = hex.utf8Start[Int(byte >> 4)]
                    target[written + 3] = hex.utf8Start[Int(byte & 0xF)]
                    written += 4
                }
            }
            copyRun(upTo: text.count)
            target[written] = UInt8(ascii: "\"")
            return written + 1
        }
    }
}
