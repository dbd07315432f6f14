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

/// How one field's bytes were turned into text.
enum DecodedField {
    case text(String)
    /// The bytes were not valid UTF-8 and were repaired (`utf-8`) or read as Windows-1252 (`auto`).
    case fallback(String)
}

extension TextEncoding {
    /// Decodes one field. Pure ASCII takes the fast path whatever the encoding.
    func decode(_ bytes: UnsafeRawBufferPointer) -> DecodedField {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        if high < 0x80 { return .text(String(decoding: bytes, as: UTF8.self)) }
        switch self {
        case .utf8:
            if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
            return .fallback(String(decoding: bytes, as: UTF8.self))
        case .auto:
            if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
            return .fallback(Self.windows1252Text(bytes))
        case .windows1252:
            return .text(Self.windows1252Text(bytes))
        case .iso88591:
            var scalars = String.UnicodeScalarView()
            for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
            return .text(String(scalars))
        }
    }

    /// Windows-1252 is ISO-8859-1 except for 0x80–0x9F, which hold typographic characters.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
        0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x009D, 0x017E, 0x0178,
    ]

    private static func windows1252Text(_ bytes: UnsafeRawBufferPointer) -> String {
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
