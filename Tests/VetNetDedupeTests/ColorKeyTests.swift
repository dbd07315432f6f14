import Testing
import VetNetCore

@testable import VetNetDedupe

@Suite("Colour keys")
struct ColorKeyTests {
    @Test(
        "abbreviations, case, order and separators fold to the same words",
        arguments: [
            ("BLK/WHT", "White & Black"),
            ("TABBY-BRN", "Brown Tabby"),
            ("brn tabby", "TAB, BROWN"),
            ("Grey", "GRY"),
            ("Black + White", "black and white"),
            ("CALICO-TRI", "Tricolour / cal"),
            ("Tortie", "TORTOISESHELL"),
            ("Choc", "Chocolate"),
            ("Weiß/Schwarz", "black-white"),
            ("Black w/ White", "BLACK, WHITE"),
        ] as [(String, String)])
    func sameWords(first: String, second: String) {
        #expect(ColorKey(first) == ColorKey(second))
        #expect(ColorKey(first).compare(ColorKey(second)) == .exact)
    }

    @Test(
        "two colours compare as one coat's could: a shared colour or a pattern's colours agree, no colour in common differs",
        arguments: [
            ("BLACK", "BLACK/WHITE", "compatible"),
            ("Tuxedo", "Black/White", "compatible"),
            ("Calico", "Tricolor", "compatible"),
            ("TORBI", "TABBY-BRN", "compatible"),
            ("Blue", "Gray", "compatible"),
            ("Ginger", "Red", "compatible"),
            ("Tan", "Fawn", "compatible"),
            ("Seal Point", "Cream", "compatible"),
            ("TORTIE-DIL", "Blue Cream", "compatible"),
            ("CALICO-TRI", "TABBY-BRN", "different"),
            ("TABBY-BRN", "BLACK/WHITE", "different"),
            ("BUFF/WHITE", "TABBY-ORG", "different"),
            ("Black", "White", "different"),
            ("Tabby", "Black", "missing"),
            ("Brindle", "Merle", "missing"),
            ("Multi", "Black", "missing"),
            ("Unknown", "Unknown", "missing"),
            ("", "Black", "missing"),
        ] as [(String, String, String)])
    func compare(first: String, second: String, verdict: String) {
        #expect(ColorKey(first).compare(ColorKey(second)).rawValue == verdict)
        #expect(ColorKey(second).compare(ColorKey(first)).rawValue == verdict)
    }

    @Test("no colour at all is missing, and a colour is exact with itself")
    func missingAndItself() {
        #expect(ColorKey(nil).isMissing)
        #expect(ColorKey(nil).compare(ColorKey(nil)) == .missing)
        #expect(ColorKey("Brown Tabby/White").compare(ColorKey("Brown Tabby/White")) == .exact)
    }

    private static let spellings = [
        "BLK", "Black", "wht", "WHITE", "brn", "Brown", "ORG", "orange", "Grey", "GRY", "Tabby", "TAB", "Calico",
        "tortie", "Tri", "Cream", "Buff", "Fawn", "Silver", "Point", "Merle", "Brindle", "Unknown", "w/", "and",
    ]
    private static let separators = ["/", "-", ", ", " & ", " and ", " + ", " ", "/ "]

    /// A colour of up to four random words joined by random separators, in random case.
    private static func randomColor(_ random: inout SplitMix64) -> [String] {
        (0..<random.int(in: 1...4)).map { _ in
            let word = spellings[random.below(spellings.count)]
            return random.below(2) == 0 ? word.uppercased() : word.lowercased()
        }
    }

    private static func joined(_ words: [String], _ random: inout SplitMix64) -> String {
        var text = words[0]
        for word in words.dropFirst() { text += separators[random.below(separators.count)] + word }
        return text
    }

    @Test("a colour's words in any order, case and separators give the same key", arguments: 0..<4)
    func orderCaseAndSeparators(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let words = Self.randomColor(&random)
            var shuffled = words
            shuffled.shuffle(using: &random)
            let first = Self.joined(words, &random)
            let second = Self.joined(shuffled.map { $0.uppercased() }, &random)
            #expect(ColorKey(first) == ColorKey(second), "\(first) vs \(second)")
        }
    }

    @Test(
        "the verdict is symmetric, and a colour that also names the other's words is never different from it",
        arguments: 0..<4)
    func symmetricAndOverlapAgrees(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let a = Self.joined(Self.randomColor(&random), &random)
            let b = Self.joined(Self.randomColor(&random), &random)
            #expect(ColorKey(a).compare(ColorKey(b)) == ColorKey(b).compare(ColorKey(a)), "\(a) vs \(b)")
            #expect(ColorKey(a + "/" + b).compare(ColorKey(b)) != .different, "\(a)/\(b) vs \(b)")
        }
    }
}
