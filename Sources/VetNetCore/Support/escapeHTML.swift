/// Escapes text for HTML element content and quoted attribute values, and writes control, direction and
/// zero-width characters visibly (`escapeInvisibles`), so that a value cannot hide or reorder what staff read.
///
/// Works on the UTF-8 bytes: the five characters it replaces are ASCII, which never occur inside another
/// character's bytes, and text without any (most of it) is returned as it is.
public func escapeHTML(_ given: String) -> String {
    let text = escapeInvisibles(given, keepingLineBreaks: true)
    guard text.utf8.contains(where: isHTMLMarkup) else { return text }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
        default: escaped.append(byte)
        }
    }
    return String(decoding: escaped, as: UTF8.self)
}

private func isHTMLMarkup(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
    default: false
    }
}
