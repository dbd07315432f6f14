import Testing
import VetNetCore
import VetNetValidation

@Suite("Patient names")
struct NameCheckTests {
    @Test("the seed's valid names", arguments: ["Bella", "Max Junior", "Luna-Mae"])
    func seedValid(_ name: String) {
        #expect(NameCheck(name) == .valid)
    }

    @Test("the seed's invalid names")
    func seedInvalid() {
        #expect(NameCheck("") == .invalid(.empty))
        #expect(NameCheck("A") == .invalid(.tooShort(1, minimum: 2)))
        #expect(NameCheck("Bella123") == .invalid(.disallowedCharacters(["1", "2", "3"])))
        #expect(NameCheck(String(repeating: "A", count: 51)) == .invalid(.tooLong(51, maximum: 50)))
    }

    @Test("2 and 50 characters are the inclusive bounds")
    func bounds() {
        #expect(NameCheck("Jo") == .valid)
        #expect(NameCheck(String(repeating: "a", count: 50)) == .valid)
        #expect(NameCheck(String(repeating: "é", count: 50)) == .valid)
        #expect(NameCheck(String(repeating: "é", count: 51)) == .invalid(.tooLong(51, maximum: 50)))
    }

    @Test(
        "accented and non-Latin letters are letters",
        arguments: ["Zoë", "Zoe\u{308}", "Krümel", "Renée", "Peña", "ハナ", "Ñandú"])
    func accents(_ name: String) {
        #expect(NameCheck(name) == .valid)
    }

    @Test(
        "apostrophes and periods are accepted, and marked",
        arguments: ["O'Malley", "D’Artagnan", "Mr. Pickles", "Rex Jr.", "S`mores", "Lil´ Bit", "Sally O`Malley"])
    func punctuation(_ name: String) {
        #expect(NameCheck(name) == .acceptedWithPunctuation)
        #expect(NameCheck(name).isAccepted)
    }

    @Test(
        "other characters are refused and named",
        arguments: [
            ("R2D2", ["2"] as [Character]), ("Salt & Pepper", ["&"]), ("Max!", ["!"]), ("Bella 🐶", ["🐶"]),
            ("Max\nJunior", ["\n"]),
            ("Max_Junior", ["_"]),
        ])
    func refused(_ name: String, _ characters: [Character]) {
        #expect(NameCheck(name) == .invalid(.disallowedCharacters(characters)))
        #expect(!NameCheck(name).isAccepted)
    }

    @Test("the byte check of ASCII names accepts what the full check accepts (property)", arguments: 0..<20)
    func asciiAgrees(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("aZ -'`.!1(\"/_#")
        for _ in 0..<200 {
            let length = Int(random.next() % 8)
            let name = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            var bytes = Array(name.utf8)
            let fast = bytes.withUnsafeMutableBufferPointer { buffer in
                NameCheck.isAcceptedASCII(utf8: Span(_unsafeElements: buffer), lengthRange: NameCheck.ownerLengthRange)
            }
            let full = NameCheck(name, lengthRange: NameCheck.ownerLengthRange).isAccepted
            // The byte check may leave a name to the full check (padding), never accept one it refuses.
            #expect(!fast || full, "\(name)")
            if name == name.trimmingWhitespace() { #expect(fast == full, "\(name)") }
        }
    }

    @Test("a name needs a letter", arguments: ["--", ". .", "' -"])
    func noLetters(_ name: String) {
        #expect(NameCheck(name) == .invalid(.noLetters))
    }

    @Test("surrounding whitespace is not counted; a tab inside is a space")
    func whitespace() {
        #expect(NameCheck("  Bella  ") == .valid)
        #expect(NameCheck(" A ") == .invalid(.tooShort(1, minimum: 2)))
        #expect(NameCheck("Max\tJunior") == .valid)
        #expect(NameCheck("   ") == .invalid(.empty))
    }

    @Test("reasons say what is wrong in plain words")
    func reasons() {
        #expect(NameProblem.tooShort(1, minimum: 2).reason.contains("at least 2"))
        #expect(NameProblem.tooLong(51, maximum: 50).reason.contains("at most 50"))
        #expect(NameProblem.disallowedCharacters(["1", "\n"]).reason.contains("a line break"))
    }
}
