import Testing
import VetNetCore

/// The fixed-size forms a night matches tonight's records to the stored ones by: a wrong match would take a
/// changed record for an unchanged one, so they must be exact, not merely likely.
@Suite("Exact record keys")
struct SourceKeyExactnessTests {
    /// IDs that share their first eight or sixteen bytes, differ by one byte past them or by length, hold bytes
    /// beyond ASCII, or hash alike in a packed key's folded integer if it were trusted alone.
    static let nearMisses = [
        "PATIENT-00000001", "PATIENT-00000002", "PATIENT-000000010", "PATIENT-0000000", "PATIENT-00000001 ",
        "ABCDEFGH", "ABCDEFGHI", "ABCDEFG", "abcdefgh", "Élise", "Elise", "", " ", "\u{0}", "A\u{0}", "A",
    ]

    @Test("two IDs give equal keys exactly when they are the same ID, and every key gives its ID back")
    func keysAreExact() {
        var random = SplitMix64(seed: 0xC0_11DE)
        var ids = Self.nearMisses
        for _ in 0..<2_000 {
            let length = random.below(20)
            ids.append(String((0..<length).map { _ in random.pick(Array("AB09-é \u{7F}")) }))
        }
        for first in ids {
            #expect(IDKey(first).string == first)
            #expect(IDKey(utf8: first.utf8.span) == IDKey(first))
        }
        for _ in 0..<20_000 {
            let (first, second) = (random.pick(ids), random.pick(ids))
            #expect((IDKey(first) == IDKey(second)) == (first == second))
            let table = [IDKey(first): 1]
            #expect((table[IDKey(second)] != nil) == (first == second))
        }
    }

    @Test("a fingerprint read from UTF-8 hex digits is the one its text gives, and none for anything else")
    func hexDigitsAsText() {
        var random = SplitMix64(seed: 0xF1_9E)
        let digits = Array("0123456789abcdefABCDEF+-gx ")
        for _ in 0..<20_000 {
            let length = random.pick([32, 32, 32, 31, 33, 0, 16])
            let text = String(
                (0..<length).map { _ in
                    random.below(8) == 0 ? random.pick(digits) : random.pick(Array(digits.prefix(22)))
                })
            let parsed = Fingerprint(hexUTF8: text.utf8.span)
            if let parsed {
                #expect(parsed == Fingerprint(hex: text))
                #expect(parsed.hex == text.lowercased())
            } else {
                #expect(text.utf8.count != 32 || text.contains { !$0.isHexDigit })
            }
        }
        let value = Fingerprint(high: 0x0123_4567_89AB_CDEF, low: 0xFEDC_BA98_7654_3210)
        #expect(Fingerprint(hexUTF8: value.hex.utf8.span) == value)
    }
}
