import Testing
import VetNetCore
@testable import VetNetValidation

/// Properties of `VaccineCatalog` over its whole table and over random text.
@Suite("Vaccine catalog: properties")
struct VaccineCatalogPropertyTests {
    static let runs = 5_000
    static let spellings = VaccineCatalog.spellingTable

    /// `text` with its case changed at random and every space replaced by some run of separators.
    static func respelled(_ text: String, _ random: inout SplitMix64) -> String {
        var result = random.pick(["", " ", "  ", "(", "\t", "- "])
        for character in text {
            if character == " " {
                result += random.pick([" ", "  ", "-", "/", " - ", ", ", "_", ".", " + ", "\t"])
            } else {
                result += random.chance(0.5) ? character.uppercased() : character.lowercased()
            }
        }
        return result + random.pick(["", " ", ")", ".", " ;", "  "])
    }

    @Test("case, spacing and punctuation between words never change what a spelling reads as")
    func respellingKeepsTheReading() {
        var random = SplitMix64(seed: 0x7ACC)
        var compared = 0
        for spelling in Self.spellings {
            let reading = VaccineCatalog.matches(spelling.text)
            for _ in 0..<5 {
                let variant = Self.respelled(spelling.text, &random)
                #expect(
                    VaccineCatalog.matches(variant) == reading,
                    "\(spelling.text.debugDescription) → \(variant.debugDescription)")
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }

    @Test("every type's code and name read back as that type")
    func codesAndNamesReadBack() {
        for type in VaccineCatalog.types {
            #expect(VaccineCatalog.match(type.code)?.type == type, "\(type.code)")
            #expect(VaccineCatalog.match(type.name)?.type == type, "\(type.name)")
            #expect(VaccineCatalog.matches(type.name.uppercased()).map(\.type) == [type], "\(type.name)")
            #expect(VaccineCatalog.type(code: type.code) == type)
        }
    }

    @Test("every table spelling reads as the types the table gives it, with its years")
    func tableSpellingsRead() {
        for spelling in Self.spellings {
            let codes = VaccineCatalog.matches(spelling.text).map(\.type.code)
            var expected: [String] = []
            for code in spelling.codes where !expected.contains(code) { expected.append(code) }
            if expected.contains("dhpp") { expected.removeAll { $0 == "parvovirus" || $0 == "parainfluenza" } }
            #expect(codes == expected, "\(spelling.text)")
            #expect(
                VaccineCatalog.matches(spelling.text).allSatisfy { $0.labelledYears == spelling.years },
                "\(spelling.text)")
        }
    }

    @Test("a stated number of years is read after or before any spelling, without changing its types")
    func yearsAddedToAnySpelling() {
        for spelling in Self.spellings where spelling.years == nil && !spelling.codes.isEmpty {
            let types = VaccineCatalog.matches(spelling.text).map(\.type)
            let after = VaccineCatalog.matches(spelling.text + " 3 Year")
            #expect(after.map(\.type) == types, "\(spelling.text) 3 Year")
            #expect(after.last?.labelledYears == 3, "\(spelling.text) 3 Year")
            let before = VaccineCatalog.matches("1-yr " + spelling.text)
            #expect(before.map(\.type) == types, "1-yr \(spelling.text)")
            #expect(before.first?.labelledYears == 1, "1-yr \(spelling.text)")
        }
    }

    /// Words of the table, junk, numbers, years, negations, tests and separators, for random text.
    static let pieces: [String] = {
        var words: Set<String> = []
        for spelling in spellings {
            for word in CatalogKey.make(spelling.text).split(separator: " ") { words.insert(String(word)) }
        }
        return words.sorted() + [
            "booster", "annual", "canine", "feline", "vaccine", "xq", "zz", "kat", "chat", "dog", "1", "3", "4", "12",
            "#2", "yr", "year", "jahre", "w/o", "no", "without", "test", "titer", "é", "ß", "µ", "-", "/", "+", " ",
            " ",
            " ", ",", "(", ")", "'", "\u{301}", "🐾", "\t",
        ]
    }()

    @Test("random text never crashes, and only reads types its own words name")
    func randomText() {
        var random = SplitMix64(seed: 0xFACC1)
        let vocabulary = VaccineCatalog.vocabulary
        var read = 0
        for _ in 0..<Self.runs {
            let text = random.text(from: Self.pieces, maxPieces: 7)
            let matches = VaccineCatalog.matches(text)
            #expect(VaccineCatalog.match(text) == matches.first, "\(text.debugDescription)")
            #expect(Set(matches.map(\.type.code)).count == matches.count, "\(text.debugDescription)")
            if !matches.isEmpty { read += 1 }
            // Every type read is named by a run of the text's words: a spelling, or a combination code.
            let words = CatalogKey.make(VaccineReader.removingDoseNumbers(text)).split(separator: " ").map(String.init)
            var named: Set<String> = []
            for start in words.indices {
                for end in start..<min(words.count, start + vocabulary.longestSpelling) {
                    let run = words[start...end]
                    if let reading = vocabulary.readings[run.joined(separator: " ")] {
                        named.formUnion(reading.types.map(\.code))
                    }
                    if let codes = VaccineCode.read(run.joined()) { named.formUnion(codes) }
                }
            }
            for match in matches {
                #expect(named.contains(match.type.code), "\(text.debugDescription) read \(match.type.code)")
            }
            // Without a digit or a number word, no interval can be stated.
            if !words.contains(where: { $0.contains(where: \.isNumber) || VaccineVocabulary.numbers[$0] != nil }) {
                #expect(matches.allSatisfy { $0.labelledYears == nil }, "\(text.debugDescription)")
            }
        }
        #expect(read > Self.runs / 20, "vaccine words are drawn, so texts that read are checked")
    }

    @Test("random text never crashes a suggestion, and a suggestion is a known spelling")
    func randomSuggestions() {
        var random = SplitMix64(seed: 0x5A6)
        let known = Set(Self.spellings.map(\.text) + VaccineCatalog.types.flatMap { [$0.code, $0.name] })
        for _ in 0..<500 {
            let text = random.text(from: Self.pieces, maxPieces: 3)
            if let suggestion = VaccineCatalog.suggestion(for: text) {
                #expect(known.contains(suggestion), "\(text.debugDescription) → \(suggestion)")
            }
        }
    }

    @Test("a test or titre word anywhere cancels the reading of any spelling")
    func cancellations() {
        for spelling in Self.spellings {
            #expect(VaccineCatalog.matches(spelling.text + " test").isEmpty, "\(spelling.text) test")
            #expect(VaccineCatalog.matches("Titer " + spelling.text).isEmpty, "Titer \(spelling.text)")
        }
    }
}
