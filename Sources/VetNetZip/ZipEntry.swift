/// One member of a ZIP archive as its central directory describes it.
public struct ZipEntry: Sendable, Hashable {
    /// The member's name as stored (a path with `/` separators).
    public var name: String
    var nameBytes: [UInt8]
    var flags: UInt16
    /// 0 stored, 8 deflated; anything else is refused when read.
    var method: UInt16
    var crc32: UInt32
    public var compressedSize: Int
    public var uncompressedSize: Int
    var localHeaderOffset: Int

    /// Whether the member is encrypted (traditional ZIP encryption, strong encryption, or AES, method 99).
    public var isEncrypted: Bool { flags & 0x0001 != 0 || flags & 0x0040 != 0 || method == 99 }

    public var isDirectory: Bool { name.hasSuffix("/") }

    /// Whether the name is a plain relative path: not absolute, no drive, no backslash, no `..` or empty
    /// component, no control character. Only such members can be asked for, so a name made to look like
    /// another's (`../clients.csv`, `/clients.csv`) is never read in its place.
    public var hasPlainName: Bool { Self.isPlainPath(name) }

    /// Whether `path` is a plain relative member path (see `hasPlainName`).
    public static func isPlainPath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\") else { return false }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return false }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let last = components.count - 1
        for (index, component) in components.enumerated() {
            if component == ".." || component == "." { return false }
            if component.isEmpty && index != last { return false }
        }
        // A drive (`c:clients.csv`, `C:/clients.csv`).
        if let first = components.first, first.count >= 2, first.first?.isLetter == true,
            first.dropFirst().first == ":"
        {
            return false
        }
        return true
    }
}

extension ZipEntry {
    /// A stored name as text: UTF-8 when flagged so or when it is valid UTF-8 (as most tools write it without
    /// the flag), else code page 437, the format's original encoding.
    static func decodeName(_ bytes: [UInt8], flags: UInt16) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        if flags & 0x0800 != 0 { return String(decoding: bytes, as: UTF8.self) }
        return String(
            String.UnicodeScalarView(
                bytes.map { byte in
                    byte < 0x80 ? Unicode.Scalar(byte) : codePage437High[Int(byte) - 0x80]
                }))
    }

    private static let codePage437High = Array(
        "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{A0}"
            .unicodeScalars)
}
