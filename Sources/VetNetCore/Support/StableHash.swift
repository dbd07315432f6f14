/// A fast, stable 64-bit hash for deriving IDs from source keys: FNV-1a over the UTF-8 bytes, then the
/// MurmurHash3 finalizer so that keys differing in one character differ in every output bit.
///
/// Not for security; the value must never change between versions, because IDs are derived from it.
public enum StableHash {
    public static func hash(_ parts: String...) -> UInt64 {
        var state = offsetBasis
        for (index, part) in parts.enumerated() {
            if index > 0 { separate(&state) }
            mix(part, into: &state)
        }
        return finalized(state)
    }

    /// `hash(first, second)` without the variadic array: blocking makes several such keys per owner.
    public static func hash(_ first: String, _ second: String) -> UInt64 {
        var state = offsetBasis
        mix(first, into: &state)
        separate(&state)
        mix(second, into: &state)
        return finalized(state)
    }

    /// `hash(kind, source, sourceId)` without the variadic array: every record ID is made this way.
    public static func hash(_ first: String, _ second: String, _ third: String) -> UInt64 {
        Prefix(first, second).hash(third)
    }

    /// `hash(a, b, c, d)` without the variadic array: every owner with a street address makes one such blocking key.
    public static func hash(_ first: String, _ second: String, _ third: String, _ fourth: String) -> UInt64 {
        var state = offsetBasis
        mix(first, into: &state)
        separate(&state)
        mix(second, into: &state)
        separate(&state)
        mix(third, into: &state)
        separate(&state)
        mix(fourth, into: &state)
        return finalized(state)
    }

    /// The hash's state after two parts, for hashing many third parts: `Prefix(a, b).hash(c) == hash(a, b, c)`.
    /// Every record of a source is hashed with the same kind and source name.
    public struct Prefix: Sendable {
        private let state: UInt64

        public init(_ first: String, _ second: String) {
            var state = offsetBasis
            mix(first, into: &state)
            separate(&state)
            mix(second, into: &state)
            separate(&state)
            self.state = state
        }

        public func hash(_ third: String) -> UInt64 {
            hash(utf8: third.utf8.span)
        }

        /// `hash(third)` of a text given as its UTF-8.
        public func hash(utf8 third: Span<UInt8>) -> UInt64 {
            var state = state
            mix(third, into: &state)
            return finalized(state)
        }

        /// `hash(first + "\u{1F}" + second)` of two texts given as their UTF-8, without joining them: the unit
        /// separator is mixed in as `separate` mixes it between parts.
        public func hash(utf8 first: Span<UInt8>, unitSeparated second: Span<UInt8>) -> UInt64 {
            var state = state
            mix(first, into: &state)
            separate(&state)
            mix(second, into: &state)
            return finalized(state)
        }
    }

    /// Parts hashed one after another as `hash(_:...)` hashes them, some given as UTF-8: `Parts("a")` with
    /// `add("b")` gives `hash("a", "b")`. A part can be given in pieces (`extend`), so that a key made of joined
    /// text need not join it into a string first.
    public struct Parts {
        private var state: UInt64

        public init(_ first: String) {
            state = offsetBasis
            mix(first, into: &state)
        }

        public mutating func add(_ part: String) {
            add(utf8: part.utf8.span)
        }

        public mutating func add(utf8 part: Span<UInt8>) {
            separate(&state)
            mix(part, into: &state)
        }

        /// Continues the last part added with `bytes`: `add(ab)` and `add(a)` then `extend(b)` hash alike.
        public mutating func extend(utf8 bytes: Span<UInt8>) {
            mix(bytes, into: &state)
        }

        public var value: UInt64 { finalized(state) }
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func separate(_ state: inout UInt64) { state = (state ^ 0x1F) &* 0x0000_0100_0000_01B3 }

    private static func mix(_ part: String, into state: inout UInt64) {
        mix(part.utf8.span, into: &state)
    }

    private static func mix(_ bytes: Span<UInt8>, into state: inout UInt64) {
        for index in bytes.indices { state = (state ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3 }
    }

    /// The MurmurHash3 finalizer: every input bit flips about half of the output bits.
    public static func finalized(_ hashed: UInt64) -> UInt64 {
        var state = hashed
        state ^= state >> 33
        state &*= 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        state &*= 0xc4ce_b9fe_1a85_ec53
        state ^= state >> 33
        return state
    }
}
