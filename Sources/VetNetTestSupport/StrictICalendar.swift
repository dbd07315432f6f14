/// A strict reading of an iCalendar file (RFC 5545 §3.1): lines end in CRLF and nowhere else, continuation lines
/// start with a space, every unfolded line is `NAME[;PARAMS]:VALUE` with a known property name, and no value holds
/// a control character (tab aside) or another line break. Tests read every generated `.ics` through it, so a value
/// that smuggles in a property of its own fails.
public enum StrictICalendar {
    public struct Malformed: Error, CustomStringConvertible {
        public var description: String
    }

    /// The property names vetnet writes.
    public static let knownNames: Set<String> = [
        "BEGIN", "END", "VERSION", "PRODID", "CALSCALE", "METHOD", "X-WR-CALNAME", "UID", "DTSTAMP", "DTSTART", "DTEND",
        "SUMMARY", "DESCRIPTION", "CATEGORIES", "PRIORITY", "STATUS", "TRANSP",
    ]

    /// The properties in order, as (name, raw value).
    public static func parse(_ bytes: [UInt8]) throws(Malformed) -> [(name: String, value: String)] {
        var physical: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                guard index + 1 < bytes.count, bytes[index + 1] == 0x0A else {
                    throw Malformed(description: "a CR without LF at byte \(index)")
                }
                physical.append(current)
                current = []
                index += 2
                continue
            }
            if byte == 0x0A { throw Malformed(description: "an LF without CR at byte \(index)") }
            current.append(byte)
            index += 1
        }
        guard current.isEmpty else { throw Malformed(description: "the last line does not end in CRLF") }
        var logical: [[UInt8]] = []
        for line in physical {
            guard line.count <= 75 else { throw Malformed(description: "a line of \(line.count) octets") }
            if line.first == 0x20 {
                guard !logical.isEmpty else { throw Malformed(description: "a continuation before any line") }
                logical[logical.count - 1] += line.dropFirst()
            } else {
                logical.append(line)
            }
        }
        var properties: [(name: String, value: String)] = []
        for line in logical {
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else {
                throw Malformed(description: "no colon in \(text.debugDescription)")
            }
            let name = String(text[..<colon].prefix { $0 != ";" })
            guard knownNames.contains(name) else {
                throw Malformed(description: "unknown property \(name.debugDescription)")
            }
            let value = String(text[text.index(after: colon)...])
            if let bad = value.unicodeScalars.first(where: { scalar in
                (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                    || scalar == "\u{2029}"
            }) {
                throw Malformed(description: "U+\(String(bad.value, radix: 16)) in the value of \(name)")
            }
            properties.append((name, value))
        }
        return properties
    }
}
