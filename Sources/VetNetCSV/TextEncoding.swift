/// The character encodings a legacy export can be declared with.
public enum TextEncoding: String, Sendable, CaseIterable, Codable {
    case utf8 = "utf-8"
    case windows1252 = "windows-1252"
    case iso88591 = "iso-8859-1"
    /// Valid UTF-8 stays UTF-8; anything else is read as Windows-1252, with a warning.
    case auto

    /// Accepts the usual spellings (`UTF8`, `cp1252`, `latin1`, …).
    public init?(name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        switch key {
        case "utf8": self = .utf8
        case "windows1252", "cp1252", "win1252": self = .windows1252
        case "iso88591", "latin1", "l1": self = .iso88591
        case "auto": self = .auto
        default: return nil
        }
    }
}

extension TextEncoding {
    /// Decodes one field. `fallback` marks a record whose bytes are not valid UTF-8: a UTF-8 file then gets
    /// U+FFFD for the bad bytes, an `auto` file reads the record as Windows-1252.
    func decode(_ bytes: ArraySlice<UInt8>, fallback: Bool) -> String {
        switch self {
        case .utf8: return String(decoding: bytes, as: UTF8.self)
        case .auto: return fallback ? Self.windows1252Text(bytes) : String(decoding: bytes, as: UTF8.self)
        case .windows1252: return Self.windows1252Text(bytes)
        case .iso88591:
            if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
            var scalars = String.UnicodeScalarView()
            for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
            return String(scalars)
        }
    }

    /// Whether records must be checked for valid UTF-8 as they are read.
    var validatesUTF8: Bool { self == .utf8 || self == .auto }

    /// Windows-1252 is ISO-8859-1 except for 0x80–0x9F, which hold typographic characters.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
        0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x009D, 0x017E, 0x0178,
    ]

    private static func windows1252Text(_ bytes: ArraySlice<UInt8>) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if (0x80...0x9F).contains(byte), let scalar = Unicode.Scalar(windows1252High[Int(byte - 0x80)]) {
                scalars.append(scalar)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }
}

/// Whether `bytes` are well-formed UTF-8. ASCII, the common case, is checked eight bytes at a time.
func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    while index + 8 <= bytes.count {
        if bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
        index += 8
    }
    while index < bytes.count, bytes[index] < 0x80 { index += 1 }
    guard index < bytes.count else { return true }
    return String(validating: UnsafeRawBufferPointer(rebasing: bytes[index...]), as: UTF8.self) != nil
}
