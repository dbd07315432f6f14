/// A 128-bit fingerprint of some bytes, to tell one record's versions apart (or one record's ID from another's)
/// from night to night; stored as 32 hex digits or as 16 bytes. It only has to tell versions apart, not resist
/// an attacker.
public struct Fingerprint: Hashable, Comparable, Sendable {
    public var high: UInt64
    public var low: UInt64

    @inlinable public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The fingerprint of `bytes`.
    @inlinable public init(of bytes: some Sequence<UInt8>) {
        var hasher = FingerprintHasher()
        let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { hasher.mix(byte) }
        }
        if contiguous == nil {
            for byte in bytes { hasher.mix(byte) }
        }
        self = hasher.finalized()
    }

    /// Parses 32 hex digits; nil for anything else (such as a fingerprint an older vetnet stored).
    public init?(hex: String) {
        guard hex.utf8.count == 32, let high = UInt64(hex.prefix(16), radix: 16),
            let low = UInt64(hex.suffix(16), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }

    /// Parses 32 hex digits given as UTF-8 (either case), without making a string of them; nil for anything else.
    public init?(hexUTF8 digits: Span<UInt8>) {
        guard digits.count == 32 else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        for index in 0..<32 {
            let byte = digits[index]
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte &- UInt8(ascii: "A") &+ 10
            default: return nil
            }
            if index < 16 { words.0 = words.0 << 4 | UInt64(value) } else { words.1 = words.1 << 4 | UInt64(value) }
        }
        self.init(high: words.0, low: words.1)
    }

    /// Reads what `bytes` gives; nil unless there are exactly 16.
    public init?(bytes: some Collection<UInt8>) {
        guard bytes.count == 16 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 { high = high << 8 | UInt64(byte) } else { low = low << 8 | UInt64(byte) }
        }
        self.init(high: high, low: low)
    }

    public var hex: String { Self.hex(high) + Self.hex(low) }

    /// Big-endian, so that byte order (as SQLite compares blobs) is the fingerprints' order.
    public var bytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
    }

    public static func < (a: Fingerprint, b: Fingerprint) -> Bool { (a.high, a.low) < (b.high, b.low) }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}

/// Two FNV-1a lanes with different seeds, each finished by the MurmurHash3 mixer.
public struct FingerprintHasher {
    @usableFromInline var first: UInt64 = 0xcbf2_9ce4_8422_2325
    @usableFromInline var second: UInt64 = 0x8422_2325_cbf2_9ce4

    @inlinable public init() {}

    @inlinable @inline(__always)
    public mutating func mix(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_0233
    }

    @inlinable public func finalized() -> Fingerprint {
        Fingerprint(high: StableHash.finalized(first), low: StableHash.finalized(second))
    }
}
