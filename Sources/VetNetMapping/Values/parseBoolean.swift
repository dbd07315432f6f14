import VetNetCore

/// Reads the yes/no spellings of legacy exports: `Y`/`N`, `yes`/`no`, `true`/`false`, `1`/`0`, `X`, and
/// German, French and Dutch words. Nil when the text is none of them.
public func parseBoolean(_ text: String) -> Bool? {
    let key = text.trimmingWhitespace().lowercasedIfNeeded()
    if BooleanWords.yes.contains(key) { return true }
    if BooleanWords.no.contains(key) { return false }
    return nil
}

/// `parseBoolean` of ASCII text already trimmed, read from its bytes.
func parseBoolean(ascii bytes: Span<UInt8>) -> Bool? {
    guard let key = BooleanWords.packedLowercase(bytes) else { return nil }
    for (word, value) in BooleanWords.packed where word == key { return value }
    return nil
}

enum BooleanWords {
    static let yes = ["y", "yes", "true", "t", "1", "x", "ja", "j", "oui", "o", "wahr", "on"]
    static let no = ["n", "no", "false", "f", "0", "nein", "non", "nee", "falsch", "off", "-"]

    /// Every word packed by `packedLowercase`, with its value.
    static let packed: [(UInt64, Bool)] = {
        func pack(_ word: String) -> UInt64 {
            let bytes = Array(word.utf8)
            return packedLowercase(bytes.span)!
        }
        return yes.map { (pack($0), true) } + no.map { (pack($0), false) }
    }()

    /// Up to eight bytes, ASCII letters lower-cased, as one number (the first byte lowest); nil for longer text.
    static func packedLowercase(_ bytes: Span<UInt8>) -> UInt64? {
        guard bytes.count <= 8 else { return nil }
        var key: UInt64 = 0
        for index in bytes.indices {
            var byte = bytes[index]
            if byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
            key |= UInt64(byte) << (8 * UInt64(index))
        }
        return key
    }
}
