/// A text of up to 16 ASCII bytes held in two integers, which hash and compare as numbers; nil for a longer or
/// non-ASCII text. For ASCII, `String`'s `==` is byte equality, so two packed texts are equal exactly when the
/// texts are. Record IDs and address parts are a little too long for Swift to keep inline, and as `String`s every
/// hash or comparison reads memory (and copying one touches a reference count).
public struct PackedASCII: Hashable, Sendable {
    private var high: UInt64 = 0
    private var low: UInt64 = 0
    private var count: UInt8 = 0

    public init?(_ text: String) {
        let bytes = text.utf8.span
        guard bytes.count <= 16 else { return nil }
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            if index < 8 { high = high << 8 | UInt64(byte) } else { low = low << 8 | UInt64(byte) }
        }
        count = UInt8(bytes.count)
    }
}
