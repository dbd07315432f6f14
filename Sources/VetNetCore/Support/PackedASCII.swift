/// A text of up to 16 ASCII bytes held in two integers, which hash and compare as numbers; nil for a longer or
/// non-ASCII text. For ASCII, `String`'s `==` is byte equality, so two packed texts are equal exactly when the
/// texts are. Record IDs and address parts are a little too long for Swift to keep inline, and as `String`s every
/// hash or comparison reads memory (and copying one touches a reference count).
public struct PackedASCII: Hashable, Sendable {
    private var high: UInt64 = 0
    private var low: UInt64 = 0
    private var count: UInt8 = 0

    /// One integer into the hasher rather than three: run state and dedupe look up hundreds of thousands of
    /// IDs, each hashed again for every set or dictionary it is looked up in. Equal texts give equal integers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(folded)
    }

    /// What sets and dictionaries hash, in place of `Hasher`'s SipHash of `hash(into:)`: `folded` with the
    /// process's seed, mixed by SplitMix64's finalizer. A million-record run hashes an ID three to five times per
    /// record, and SipHash took 0.3 s of CPU of its reading stage. Equal texts give equal values; distinct
    /// texts collide only where `folded` does, as they did through `Hasher`, and which slots they take depends
    /// on the seed, which a file cannot know.
    public func _rawHashValue(seed: Int) -> Int {
        var mixed = folded ^ UInt64(bitPattern: Int64(seed))
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// The three integers in one.
    private var folded: UInt64 { high &* 0x9E37_79B9_7F4A_7C15 ^ low ^ UInt64(count) << 59 }

    public init?(_ text: String) {
        self.init(utf8: text.utf8.span)
    }

    /// The text of `bytes`, UTF-8; nil for more than 16 bytes or a byte beyond ASCII.
    public init?(utf8 bytes: Span<UInt8>) {
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

    /// The text packed.
    public var string: String {
        var text = ShortASCII()
        let count = Int(count)
        let split = min(count, 8)
        for index in 0..<split { text.append(UInt8(truncatingIfNeeded: high >> (8 * UInt64(split - 1 - index)))) }
        for index in split..<count { text.append(UInt8(truncatingIfNeeded: low >> (8 * UInt64(count - 1 - index)))) }
        return text.string
    }
}
