import Testing
import VetNetCore

@testable import VetNetValidation

/// A pet's name with a call name or nickname beside it, as a licence register writes it.
@Suite("A second name in parentheses or quotes")
struct SecondNameTests {
    @Test(
        "the name outside the segment is the name, the segment the second",
        arguments: [
            ("Samantha (Sammy)", "Samantha", "Sammy"), ("Apollo \"Paulo\"", "Apollo", "Paulo"),
            ("Yvette “Evee” Margot", "Yvette Margot", "Evee"),
            ("Danielle (Dani) Rassouse", "Danielle Rassouse", "Dani"),
            ("Archie (fka Rin)", "Archie", "Rin"),
            ("WERLWIND'S PSALMS (CALL NAME: BALOO)", "WERLWIND'S PSALMS", "BALOO"),
            ("Not-Steve (\"Steve\")", "Not-Steve", "Steve"), ("Max (Nicky)", "Max", "Nicky"),
            ("Bella (aka: Belle)", "Bella", "Belle"),
        ])
    func split(text: String, name: String, second: String) {
        #expect(SecondName(text) == SecondName(name: name, second: second))
    }

    @Test(
        "no segment, two segments, an unclosed one or nothing outside it: no second name",
        arguments: [
            "Bella", "Max (Rex) (Tiger)", "Max (Rex", "Max Rex)", "(Rex)", "\"Rex\"", "Bo \"Jo\" \"Mo\"", "Max ()",
        ])
    func noSplit(text: String) {
        #expect(SecondName(text) == nil)
    }

    @Test("any name and second name written either way read back as written (property)", arguments: 0..<50)
    func roundTrip(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let words = ["Bella", "Max", "Mr. Pickles", "O'Malley", "Zoë", "Krümel", "Sir Barks-a-Lot", "ハナ", "Jo"]
        let name = words[Int(random.next() % UInt64(words.count))]
        let second = words[Int(random.next() % UInt64(words.count))]
        for text in ["\(name) (\(second))", "\(name) \"\(second)\"", "\(name) “\(second)”", "\(name)  ( \(second) )"] {
            #expect(SecondName(text) == SecondName(name: name, second: second), "\(text)")
        }
    }
}
