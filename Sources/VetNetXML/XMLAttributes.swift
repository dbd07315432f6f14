/// A view of one start tag's attributes as the SAX2 parser hands them over: five pointers per attribute
/// (local name, prefix, namespace URI, value start, value end). Valid only during the start-element event.
struct XMLAttributes {
    private let pointers: UnsafePointer<UnsafePointer<UInt8>?>?
    private let count: Int

    init(_ pointers: UnsafePointer<UnsafePointer<UInt8>?>?, count: Int) {
        self.pointers = pointers
        self.count = count
    }

    /// The raw value bytes of the first attribute with this local name.
    func value(named name: [UInt8]) -> UnsafeBufferPointer<UInt8>? {
        guard let pointers else { return nil }
        for index in 0..<count {
            let entry = pointers + 5 * index
            guard let localName = entry[0], XMLName.equals(localName, name),
                let start = entry[3], let end = entry[4]
            else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    /// The value of the first attribute with this local name as text (see `XMLName.attributeString`); nil when
    /// the tag has none or it is blank.
    func string(named name: [UInt8]) -> String? {
        value(named: name).flatMap(XMLName.attributeString)
    }
}

/// Byte-level helpers on names and text, so the per-event path makes no Strings.
enum XMLName {
    /// Whether the NUL-terminated `cName` is exactly `name`.
    @inline(__always)
    static func equals(_ cName: UnsafePointer<UInt8>, _ name: [UInt8]) -> Bool {
        var index = 0
        for byte in name {
            // A shorter cName stops here at its NUL, which never equals a name byte.
            guard cName[index] == byte else { return false }
            index += 1
        }
        return cName[index] == 0
    }

    /// The bytes without XML white space (space, tab, CR, LF) at either end, as a String; nil when nothing is left.
    static func trimmedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// An attribute value as a String. libxml2 keeps `&` in attribute values as the five bytes `&#38;` unless
    /// entity substitution is on (which we never enable); a bare `&` cannot occur otherwise, so undo exactly that.
    static func attributeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "&")) else { return trimmedString(bytes) }
        let escaped: [UInt8] = Array("&#38;".utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + escaped.count <= bytes.count,
                bytes[index..<index + escaped.count].elementsEqual(escaped)
            {
                decoded.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded.withUnsafeBufferPointer { trimmedString($0) }
    }

    /// Appends an attribute value's bytes, with `&#38;` turned back into `&` (see `attributeString`).
    static func appendAttributeValue(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        guard bytes.contains(UInt8(ascii: "&")) else {
            output.append(contentsOf: bytes)
            return
        }
        let escaped: [UInt8] = Array("&#38;".utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + escaped.count <= bytes.count,
                bytes[index..<index + escaped.count].elementsEqual(escaped)
            {
                output.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
