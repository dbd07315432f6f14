import Testing
@testable import VetNetMapping

@Suite("Value-map codes found from their bytes")
struct ASCIIValueMapTests {
    static func codes(_ count: Int) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ("code\($0)", "value \($0)") })
    }

    static func lookUp(_ text: String, in map: ASCIIValueMap) -> String? {
        let bytes = Array(text.utf8)
        return ASCIIKey(lowercasing: bytes.span).flatMap { map[$0] }
    }

    @Test(
        "every short lower-case ASCII key is found in any case, and nothing else, whether the map is scanned or hashed",
        arguments: [1, 3, ASCIIValueMap.scanLimit, ASCIIValueMap.scanLimit + 1, 200])
    func findsEveryKey(count: Int) {
        // Keys the byte path cannot match are left to the text path: upper case, beyond ASCII, longer than 16 bytes.
        let others = ["Upper": "x", "zoë": "x", "a code of more than sixteen": "x"]
        let map = ASCIIValueMap(Self.codes(count).merging(others) { first, _ in first })
        for (key, value) in Self.codes(count) {
            #expect(Self.lookUp(key, in: map) == value)
            #expect(Self.lookUp(key.uppercased(), in: map) == value)
        }
        for missing in ["upper", "code", "code\(count)", "", "a code of more than"] {
            #expect(Self.lookUp(missing, in: map) == nil)
        }
    }
}
