/// `text` with every character that is invisible or acts on the display written visibly as `‹U+202E›`:
/// control characters (C0 but tab, DEL, C1: an ESC drives a terminal), line and paragraph separators, direction
/// controls (U+202E shows `Lab‮gepj.exe` as `Labexe.jpeg`) and zero-width characters. Values from the data go
/// through it wherever a person reads them outside a structured file.
/// - Parameter keepingLineBreaks: leaves LF and CR as they are, for HTML, where they are only white space.
public func escapeInvisibles(_ text: String, keepingLineBreaks: Bool = false) -> String {
    func escapes(_ scalar: Unicode.Scalar) -> Bool {
        isInvisible(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r"))
    }
    // Printable ASCII, most text, needs no look at its scalars.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }), text.unicodeScalars.contains(where: escapes) else {
        return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        if escapes(scalar) {
            result += "‹" + visibleName(scalar) + "›"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Whether `scalar` is invisible or acts on the display (see `escapeInvisibles`); a tab is not.
public func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0x061C, 0xFEFF: true
    default: false
    }
}

/// `U+202E`, with at least four hex digits.
public func visibleName(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
