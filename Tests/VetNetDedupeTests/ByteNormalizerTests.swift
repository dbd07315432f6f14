import Testing
import VetNetCore

@testable import VetNetDedupe

/// The normalizers that read bytes give what the earlier character-by-character code gave, kept here as the
/// reference, on generated text with ASCII and other letters, digits, punctuation and combining marks.
@Suite("Normalizers reading bytes")
struct ByteNormalizerTests {
    /// A combining mark comes only after a letter: after `@`, `+` or `.` it would join them into another
    /// character, which the byte code still reads as the mark (see `OwnerProfile.user(of:)`).
    static let pieces = [
        "a", "B", "z", "0", "7", ".", "+", "@", "_", "-", " ", "#", "é", "Ø", "ß", "e\u{301}", "٣", "½", "ñ",
        "jo", "smith", "K", "\u{1F436}",
    ]

    static func text(_ random: inout SplitMix64, maxLength: Int = 14) -> String {
        (0..<random.below(maxLength + 1)).map { _ in random.pick(pieces) }.joined()
    }

    @Test("an email's user part is the same as cut by characters", arguments: 0..<8)
    func userPart(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let email = Self.text(&random).lowercased()
            #expect(OwnerProfile.user(of: email) == Self.referenceUser(email), "\(email.debugDescription)")
        }
    }

    @Test("an ASCII address normalizes as the general code normalizes it", arguments: 0..<8)
    func asciiAddress(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let words =
            [
                "12", "7b", "Main", "ST", "St.", "Apt", "apartment", "#", "#4", "Suite", "unit", "UNIT", "4B", "N",
                "O'Hara",
                "Rd", "-", ",", " ", "  ", "Terr", "blvd.", "x", "`", "Hwy", "ste", "Apartments", "BOULEVARDS", "stt",
                "s",
            ] + NormalizedAddress.abbreviations.keys.sorted()
            + NormalizedAddress.abbreviations.keys.map { $0.uppercased() + "." }
        var withUnit = 0
        for _ in 0..<500 {
            func line() -> String? {
                random.below(5) == 0
                    ? nil
                    : (0..<random.below(6)).map { _ in random.pick(words) }.joined(separator: random.pick(["", " "]))
            }
            let address = PostalAddress(
                line1: line(), line2: line(),
                city: random.pick([
                    nil, "Mount Vernon", "ST. LOUIS", "o'fallon", "",
                    "  Llanfair  Pwllgwyngyll -- Gogerychwyrndrobwll  ",
                ]),
                postalCode: random.pick([nil, "12345-6789", "sw1a 1aa"]))
            let ascii = NormalizedAddress(ascii: address)
            #expect(ascii == NormalizedAddress(general: address), "\(address)")
            if ascii?.unit.isEmpty == false { withUnit += 1 }
        }
        #expect(withUnit > 50)
        #expect(NormalizedAddress(ascii: PostalAddress(line1: "Zoë Street")) == nil)
        // Lines with more words or letters than the byte path holds go to the general code whole.
        for long in [String(repeating: "12 Main St ", count: 12), "Apt " + String(repeating: "x", count: 130)] {
            let address = PostalAddress(line1: long, line2: "Suite 4B", city: "Springfield")
            #expect(NormalizedAddress(ascii: address) == nil)
            #expect(NormalizedAddress(address) == NormalizedAddress(general: address))
        }
    }

    @Test("the leading characters of a blocking key, taken as bytes where they can be, are the string's prefix")
    func leadingCharacters() {
        var random = SplitMix64(seed: 0x1EAD)
        let pieces = [
            "a", "Z", "7", " ", "-", "\r", "\n", "\r\n", "é", "e\u{301}", "\u{301}", "\u{1F436}", "Main", "O'Hara",
        ]
        for _ in 0..<4_000 {
            let text = (0..<random.below(7)).map { _ in random.pick(pieces) }.joined()
            for count in [1, 4] {
                // Bytes compared: the keys hash bytes, and `==` would take `é` and `e` + accent as equal.
                #expect(
                    Array(Blocking.leading(text, count).utf8) == Array(String(text.prefix(count)).utf8),
                    "\(text.debugDescription), \(count)")
            }
        }
    }

    @Test("blocking keys hashed from inline bytes are the keys hashed from the strings joined")
    func blockingKeysFromBytes() {
        var random = SplitMix64(seed: 0xB10C)
        let pieces = [
            "a", "Z", "m", "7", " ", "-", "\r", "\r\n", "é", "e\u{301}", "\u{1F436}", "Main", "O'Hara", "tymczak",
            "Ashcraft",
        ]
        func text() -> String { (0..<random.below(5)).map { _ in random.pick(pieces) }.joined() }
        var asciiAddressKeys = 0
        for _ in 0..<4_000 {
            let name = PersonName(forename: text(), surname: text())
            let address = NormalizedAddress(number: text(), street: text(), unit: "", postalCode: text(), city: "")
            #expect(
                Blocking.soundexKey(name.surname, address.postalCode)
                    == StableHash.hash("n", Soundex.code(name.surname), address.postalCode),
                "\(name.surname.debugDescription)")
            let (first, second) = (String(name.forename.prefix(1)), String(name.surname.prefix(1)))
            let initials = first <= second ? first + second : second + first
            let reference = StableHash.hash("a", initials, address.number, String(address.street.prefix(4)))
            #expect(Blocking.addressKey(name, address) == reference, "\(name), \(address)")
            if Blocking.leadingASCII(name.forename, 1) != nil, Blocking.leadingASCII(name.surname, 1) != nil,
                Blocking.leadingASCII(address.street, 4) != nil
            {
                asciiAddressKeys += 1
            }
        }
        // Both ways of hashing an address key are tried many times.
        #expect(asciiAddressKeys > 500 && asciiAddressKeys < 3_500)
    }

    @Test("a postal code keeps the same upper-cased letters and digits", arguments: 0..<8)
    func postalCode(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            // Odd seeds make long texts too: codes folded past the inline buffer's 32 bytes.
            let code = Self.text(&random, maxLength: seed.isMultiple(of: 2) ? 9 : 24)
            #expect(NormalizedAddress.postalCode(code) == Self.referencePostalCode(code), "\(code.debugDescription)")
        }
    }

    @Test("a user part is name-only exactly when the character-by-character test says so", arguments: 0..<8)
    func nameOnly(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Forenames whose first character is one ASCII byte, a letter with a combining mark, or beyond ASCII.
        let names = [
            PersonName(first: "Jo", last: "Smith"), PersonName(first: "Zoë", last: "Øster"),
            PersonName(first: "e\u{301}mile", last: "Ng"), PersonName(first: "Σοφία", last: "Lee"),
        ]
        var nameOnlyCount = 0
        for _ in 0..<500 {
            let name = random.pick(names)
            let forms = [
                name.forename + name.surname, String(name.forename.prefix(1)) + name.surname,
                name.surname + name.forename,
            ]
            // Mostly names with a few extras, so that both answers come up.
            var user = random.pick(forms)
            for _ in 0..<random.below(3) {
                let extra = random.pick(["1", "2", "_", "-", ".", "x", "é", "9"])
                let cut = user.index(user.startIndex, offsetBy: random.below(user.count + 1))
                user.insert(contentsOf: extra, at: cut)
            }
            let expected = Self.referenceNameOnly(user, name)
            if expected { nameOnlyCount += 1 }
            #expect(OwnerProfile.isNameOnly(user, name) == expected, "\(user.debugDescription)")
        }
        #expect(nameOnlyCount > 50)
        // Users longer than the in-place buffer take the other path to the same answers.
        let long = PersonName(first: String(repeating: "jo", count: 12), last: "Smithington")
        #expect(OwnerProfile.isNameOnly(long.forename + long.surname, long))
        #expect(OwnerProfile.isNameOnly("x" + long.forename + long.surname, long) == false)
        #expect(
            OwnerProfile.user(of: String(repeating: "j.o", count: 12) + "+tag@example.com")
                == String(repeating: "jo", count: 12))
    }

    // MARK: - The character-by-character references

    static func referenceUser(_ email: String) -> String {
        guard let at = email.firstIndex(of: "@") else { return "" }
        var user = email[..<at]
        if let plus = user.firstIndex(of: "+") { user = user[..<plus] }
        return String(user.filter { $0 != "." })
    }

    static func referencePostalCode(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.uppercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
    }

    static func referenceNameOnly(_ user: String, _ name: PersonName) -> Bool {
        let letters = user.filter { $0.isLetter }
        let digits = user.filter { $0.isNumber }.count
        return digits <= 2 && letters.count + digits == user.filter { $0 != "_" && $0 != "-" }.count
            && [
                name.forename + name.surname, name.surname + name.forename,
                String(name.forename.prefix(1)) + name.surname, name.surname + name.forename.prefix(1),
            ].contains(letters)
    }
}

/// `PersonName` from the bytes of ASCII names gives what the general code gives.
@Suite("Person names read from ASCII bytes")
struct ASCIIPersonNameTests {
    static let words =
        [
            "Robert", "ROBERT", "bob", "Smith", "smith-jones", "O'Brien", "Mc.Donald", "J.", "Dr", "dr.", "MRS", "Jr",
            "III", "phd", "Esq.", "madam", "Prof", "van", "der", "X", "1st", "Bob2", "`quoted`", "abcdefghijklmnopqrst",
            "mlle", "mme", "mx", "dame", "iv", "ivy", "sirs", "mr.x",
        ] + PersonName.ignoredWords.sorted()
    static let separators = [" ", "  ", ", ", ",", "\t", "\r\n", "-", "/", " & ", ""]

    static func field(_ random: inout SplitMix64) -> String? {
        if random.below(8) == 0 { return random.pick([nil, "", "   ", ",", " , "]) }
        var text = random.below(6) == 0 ? " " : ""
        for index in 0..<(1 + random.below(5)) {
            if index > 0 { text += random.pick(separators) }
            text += random.pick(words)
        }
        return text
    }

    @Test("an ASCII name reads as the general code reads it, or falls back to it", arguments: 0..<8)
    func asciiMatchesGeneral(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var readFromBytes = 0
        for _ in 0..<600 {
            let (first, last) = (Self.field(&random), Self.field(&random))
            let general = PersonName(general: first, last: last)
            #expect(
                PersonName(first: first, last: last) == general,
                "\(String(describing: first)) / \(String(describing: last))")
            if let ascii = PersonName(ascii: first ?? "", last ?? "") {
                #expect(ascii == general)
                readFromBytes += 1
            }
        }
        #expect(readFromBytes > 400)
    }

    @Test("a name with a letter beyond ASCII, or too many words, is left to the general code")
    func fallsBack() {
        #expect(PersonName(ascii: "Zoë", "Smith") == nil)
        #expect(PersonName(ascii: "a b c d e f g h i", "Smith") == nil)
        #expect(PersonName(ascii: String(repeating: "x", count: 40), "Smith") == nil)
        #expect(PersonName(first: "Zoë", last: "Smith").forename == "zoe")
        #expect(PersonName(first: "a b c d e f g h i", last: "Smith").forename == "a")
    }

    @Test("phone digits held two in place and the rest in a list read back as the list of them, in order")
    func phoneDigitsReadBackInOrder() {
        for count in 0..<7 {
            let numbers = (0..<count).map { "1555010\(1000 + $0)" }
            let digits = OwnerProfile.digits(of: numbers.map { "+" + $0 })
            #expect(Array(digits) == numbers)
            #expect(digits.count == count && digits.isEmpty == (count == 0))
            #expect(numbers.allSatisfy(digits.contains))
            #expect(!digits.contains("15550109999"))
        }
    }

    @Test(
        "a phone keeps its digits, and one with fewer than six is left out, as filtering its characters did",
        arguments: 0..<4)
    func phoneDigits(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<1_000 {
            var phones: [String] = []
            for _ in 0..<random.below(4) { phones.append(ByteNormalizerTests.text(&random, maxLength: 20)) }
            let digitsOnly: [String] = phones.map { phone in
                String(decoding: phone.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self)
            }
            let reference = digitsOnly.filter { $0.utf8.count >= 6 }
            #expect(Array(OwnerProfile.digits(of: phones)) == reference)
        }
        #expect(
            Array(OwnerProfile.digits(of: ["+1 (555) 010-0199", "12-34", "+442079460000;ext=12"])) == [
                "15550100199", "44207946000012",
            ])
    }
}
