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
        let count = bytes.count
        guard count <= 16 else { return nil }
        // Two plain loops, one per word, and one ASCII test at the end: no branch per byte.
        var high: UInt64 = 0
        var low: UInt64 = 0
        var anyHighBit: UInt8 = 0
        let split = min(count, 8)
        for index in 0..<split {
            let byte = bytes[unchecked: index]
            anyHighBit |= byte
            high = high << 8 | UInt64(byte)
        }
        for index in split..<count {
            let byte = bytes[unchecked: index]
            anyHighBit |= byte
            low = low << 8 | UInt64(byte)
        }
        guard anyHighBit < 0x80 else { return nil }
        self.high = high
        self.low = low
        self.count = UInt8(count)
    }

    public var isEmpty: Bool { count == 0 }
}
