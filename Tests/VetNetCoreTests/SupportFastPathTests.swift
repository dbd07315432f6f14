import Testing
import VetNetCore

/// The support functions' shortcuts against what they shortcut.
@Suite("Support fast paths")
struct SupportFastPathTests {
    @Test(
        "the two-, three- and four-part hashes, a prefix hashed once and parts added one by one give the documented hash of their parts"
    )
    func partHashes() {
        var random = SplitMix64(seed: 0x57AB)
        let pieces = ["owner", "patient", "clinic", "5001", "", "é", "\u{0}", "a b", "ID-77"]
        for _ in 0..<5_000 {
            let parts = (0..<4).map { _ in random.pick(pieces) + random.pick(pieces) }
            #expect(StableHash.hash(parts[0], parts[1], parts[2], parts[3]) == Self.referenceHash(parts))
            #expect(StableHash.hash(parts[0], parts[1], parts[2]) == Self.referenceHash(Array(parts.prefix(3))))
            #expect(StableHash.Prefix(parts[0], parts[1]).hash(parts[2]) == Self.referenceHash(Array(parts.prefix(3))))
            #expect(StableHash.hash(parts[0], parts[1]) == Self.referenceHash(Array(parts.prefix(2))))
            var added = StableHash.Parts(parts[0])
            added.add(parts[1])
            added.add(utf8: parts[2].utf8.span)
            #expect(added.value == Self.referenceHash(Array(parts.prefix(3))))
            // The third part given in two pieces.
            var extended = StableHash.Parts(parts[0])
            extended.add(parts[1])
            extended.add(utf8: parts[2].utf8.span)
            extended.extend(utf8: parts[3].utf8.span)
            #expect(extended.value == Self.referenceHash([parts[0], parts[1], parts[2] + parts[3]]))
        }
    }

    /// FNV-1a with a 0x1F separator between parts, then the MurmurHash3 finalizer: what `StableHash` documents.
    static func referenceHash(_ parts: [String]) -> UInt64 {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { state = (state ^ 0x1F) &* 0x0000_0100_0000_01B3 }
            for byte in part.utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        state ^= state >> 33
        state &*= 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        state &*= 0xc4ce_b9fe_1a85_ec53
        state ^= state >> 33
        return state
    }

    @Test("trimming a String trims as trimming its Substring does")
    func trimming() {
        var random = SplitMix64(seed: 0x7219)
        let pieces = ["a", "Z", "1", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "é", "~", "\u{7F}", "!", ""]
        for _ in 0..<10_000 {
            var text = ""
            for _ in 0..<random.below(6) { text += random.pick(pieces) }
            #expect(text.trimmingWhitespace() == text[...].trimmingWhitespace(), "\(text.debugDescription)")
        }
    }
}

@Suite("Lower-casing only when needed")
struct LowercasedIfNeededTests {
    @Test("gives what lowercased() gives, for any text")
    func sameAsLowercased() {
        var random = SplitMix64(seed: 0x10CA5E)
        let pieces = ["a", "Z", "M", "1", "@", ".", " ", "É", "é", "ß", "İ", "Σ", "\u{212A}", "\u{7F}", "-", "\r\n"]
        for _ in 0..<10_000 {
            var text = ""
            for _ in 0..<random.below(7) { text += random.pick(pieces) }
            #expect(text.lowercasedIfNeeded() == text.lowercased(), "\(text.debugDescription)")
        }
    }
}
