public import VetNetCore

/// A postal address as the comparators see it: words folded, street abbreviations expanded, the unit marker
/// unified, the postal code without spaces or dashes.
public struct NormalizedAddress: Hashable, Sendable {
    /// The house number (`12`, `12b`); empty when the first line does not start with one.
    public var number: String
    /// The street words after the number, abbreviations expanded (`main street`).
    public var street: String
    /// The unit (`4b` from `Apt 4B`, `#4B`, `Unit 4B`, `Suite 4B`); empty when none.
    public var unit: String
    /// Upper-case letters and digits of the postal code (`SW1A1AA`, `12345`); empty when none.
    public var postalCode: String
    /// The city, folded.
    public var city: String

    /// Whether there is a street line to compare.
    public var hasStreet: Bool { !street.isEmpty }

    public init(_ address: PostalAddress) {
        self = Self(ascii: address) ?? Self(general: address)
    }

    init(number: String, street: String, unit: String, postalCode: String, city: String) {
        self.number = number
        self.street = street
        self.unit = unit
        self.postalCode = postalCode
        self.city = city
    }

    init(general address: PostalAddress) {
        // `#4` and `Apt 4` both become `unit 4`; `#` would otherwise just separate words.
        var raw = (address.line1 ?? "") + " " + (address.line2 ?? "")
        if raw.containsByte(UInt8(ascii: "#")) {
            raw = String(
                decoding: raw.utf8.flatMap { $0 == UInt8(ascii: "#") ? Array(" unit ".utf8) : [$0] }, as: UTF8.self)
        }
        let words = TextFolding.tokens(raw).map { Self.expanded(String(decoding: $0, as: UTF8.self)) }
        var number = ""
        var unit = ""
        var street: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if index == 0, word.first?.isNumber == true {
                number = word
            } else if word == "unit" {
                while index + 1 < words.count, words[index + 1] == "unit" { index += 1 }
                if index + 1 < words.count {
                    unit = words[index + 1]
                    index += 1
                }
            } else {
                street.append(word)
            }
            index += 1
        }
        (self.number, self.street) = Self.numberAfterStreet(number, street.joined(separator: " "))
        self.unit = unit
        postalCode = Self.postalCode(address.postalCode ?? "")
        city = String(decoding: Array(TextFolding.tokens(address.city ?? "").joined(separator: [0x20])), as: UTF8.self)
    }

    /// The house number written after the street, as in most of Europe (`Hauptstraße 12` → `12`,
    /// `hauptstrasse`), when the line did not start with one; otherwise the two as they are.
    static func numberAfterStreet(_ number: String, _ street: String) -> (number: String, street: String) {
        guard number.isEmpty, let space = street.utf8.lastIndex(of: UInt8(ascii: " ")) else { return (number, street) }
        let last = street.utf8[street.utf8.index(after: space)...]
        guard let first = last.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return (number, street)
        }
        return (String(Substring(last)), String(street[..<space]))
    }

    /// Upper-cased letters and digits of `text`.
    static func postalCode(_ text: String) -> String {
        // A real postal code is short ASCII: folded byte by byte in an inline buffer. Anything else (longer than
        // the buffer, or beyond ASCII) goes through the general code, which gives the same for ASCII.
        let input = text.utf8.span
        if input.count <= ShortASCII.capacity, text.isAllASCII {
            var code = ShortASCII()
            for index in input.indices {
                let byte = input[index]
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): code.append(byte)
                case UInt8(ascii: "a")...UInt8(ascii: "z"): code.append(byte - 0x20)
                default: continue
                }
            }
            return code.string
        }
        return String(
            String.UnicodeScalarView(
                text.uppercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
    }

    private static func expanded(_ word: String) -> String { abbreviations[word] ?? word }

    /// `init(general:)` for an address whose lines and city are ASCII, read as bytes: no string per word, and
    /// abbreviations looked up by the word's bytes as an integer. Nil for other text, and for lines with more
    /// words or letters than `ASCIIWords` holds.
    ///
    /// The words of both lines are folded into one fixed buffer and read in place, expanded as they are read;
    /// the street is joined into a buffer made to size and the city folded straight into another: an address
    /// makes a few buffers, not one per word.
    init?(ascii address: PostalAddress) {
        guard address.line1?.isAllASCII ?? true, address.line2?.isAllASCII ?? true, address.city?.isAllASCII ?? true
        else { return nil }
        var words = ASCIIWords()
        func fold(_ line: String?) {
            guard let line else { return }
            let bytes = line.utf8.span
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "#") {
                    words.endWord()
                    words.append(contentsOf: "unit")
                    words.endWord()
                } else {
                    words.fold(byte)
                }
            }
            words.endWord()
        }
        fold(address.line1)
        fold(address.line2)
        guard !words.overflowed else { return nil }
        func withWord<Result>(_ index: Int, _ body: (Span<UInt8>) -> Result) -> Result {
            words.withWord(index) { word in
                guard word.count <= 9, let found = AbbreviationTable.shared.expansion(of: ASCIIWords.key(word)) else {
                    return body(word)
                }
                return body(found.span)
            }
        }
        var number = ""
        var unit = ""
        var street: [UInt8] = []
        // Expansions are at most nine bytes long (`boulevard`), and `#` adds a word of four.
        street.reserveCapacity(words.byteCount + 8 * words.count)
        var index = 0
        while index < words.count {
            let (isNumber, isUnit) = withWord(index) { current in
                (index == 0 && !current.isEmpty && (0x30...0x39).contains(current[0]), Self.isUnit(current))
            }
            if isNumber {
                number = withWord(index) { Self.asciiString($0) }
            } else if isUnit {
                while index + 1 < words.count, withWord(index + 1, Self.isUnit) { index += 1 }
                if index + 1 < words.count {
                    unit = withWord(index + 1) { Self.asciiString($0) }
                    index += 1
                }
            } else {
                if !street.isEmpty { street.append(0x20) }
                withWord(index) { current in
                    for offset in current.indices { street.append(current[offset]) }
                }
            }
            index += 1
        }
        let (houseNumber, streetName) = Self.numberAfterStreet(number, Self.asciiString(street.span))
        self.init(
            number: houseNumber, street: streetName, unit: unit,
            postalCode: Self.postalCode(address.postalCode ?? ""), city: Self.foldedWords(address.city ?? ""))
    }

    /// Folded ASCII bytes as a string, without validating them again.
    private static func asciiString(_ bytes: Span<UInt8>) -> String {
        String(copying: UTF8Span(unchecked: bytes, isKnownASCII: true))
    }

    private static func isUnit(_ word: Span<UInt8>) -> Bool {
        word.count == 4 && word[0] == UInt8(ascii: "u") && word[1] == UInt8(ascii: "n") && word[2] == UInt8(ascii: "i")
            && word[3] == UInt8(ascii: "t")
    }

    /// ASCII text folded into its words joined by single spaces, as `TextFolding.tokens` folds it: in place when
    /// it fits a `ShortASCII` (a city's name does), else in a buffer as long as the text.
    private static func foldedWords(_ text: String) -> String {
        let bytes = text.utf8.span
        if bytes.count <= ShortASCII.capacity {
            var folded = ShortASCII()
            foldWords(bytes) {
                folded.append($0)
            } isEmpty: {
                folded.count == 0
            }
            return folded.string
        }
        var folded: [UInt8] = []
        folded.reserveCapacity(bytes.count)
        foldWords(bytes) {
            folded.append($0)
        } isEmpty: {
            folded.isEmpty
        }
        return asciiString(folded.span)
    }

    /// Hands `append` the folded bytes of `bytes`' words with one space between two.
    private static func foldWords(_ bytes: Span<UInt8>, append: (UInt8) -> Void, isEmpty: () -> Bool) {
        var pendingSpace = false
        for index in bytes.indices {
            switch TextFolding.foldASCII(bytes[index]) {
            case .letter(let letter):
                if pendingSpace { append(0x20) }
                pendingSpace = false
                append(letter)
            case .dropped: continue
            case .separator: pendingSpace = !isEmpty()
            }
        }
    }

    /// USPS-style street suffixes and directions, and unit designators (all become `unit`).
    static let abbreviations: [String: String] = [
        "st": "street", "str": "street", "ave": "avenue", "av": "avenue", "rd": "road", "dr": "drive",
        "ln": "lane", "blvd": "boulevard", "ct": "court", "pl": "place", "hwy": "highway", "pkwy": "parkway",
        "sq": "square", "ter": "terrace", "terr": "terrace", "cir": "circle", "cres": "crescent", "cl": "close",
        "mt": "mount", "trl": "trail", "wy": "way", "aly": "alley", "ctr": "center", "hts": "heights",
        "n": "north", "s": "south", "e": "east", "w": "west", "ne": "northeast", "nw": "northwest",
        "se": "southeast", "sw": "southwest",
        "apt": "unit", "apartment": "unit", "ste": "unit", "suite": "unit", "flat": "unit",
        "rm": "unit", "room": "unit", "fl": "floor",
    ]
}

/// Words of ASCII text folded as `TextFolding.tokens` folds them (`TextFolding.foldASCII`), held in one fixed
/// buffer: an address's lines fit, and reading a million of them makes no buffer for their words.
struct ASCIIWords {
    static let byteCapacity = 128
    static let wordCapacity = 32
    private var bytes = InlineArray<128, UInt8>(repeating: 0)
    /// Where each word ends; the next starts there.
    private var ends = InlineArray<32, UInt8>(repeating: 0)
    private(set) var count = 0
    private(set) var byteCount = 0
    /// Whether a letter or a word did not fit: the words held are then not the text's.
    private(set) var overflowed = false

    mutating func fold(_ byte: UInt8) {
        switch TextFolding.foldASCII(byte) {
        case .letter(let folded): append(folded)
        case .dropped: return
        case .separator: endWord()
        }
    }

    mutating func append(contentsOf word: StaticString) {
        word.withUTF8Buffer { for byte in $0 { append(byte) } }
    }

    private mutating func append(_ byte: UInt8) {
        guard byteCount < Self.byteCapacity else {
            overflowed = true
            return
        }
        bytes[byteCount] = byte
        byteCount += 1
    }

    /// Ends the word in progress, if it has any byte.
    mutating func endWord() {
        guard byteCount > (count == 0 ? 0 : Int(ends[count - 1])) else { return }
        guard count < Self.wordCapacity else {
            overflowed = true
            return
        }
        ends[count] = UInt8(byteCount)
        count += 1
    }

    /// `body` of the bytes of word `index`.
    func withWord<Result>(_ index: Int, _ body: (Span<UInt8>) -> Result) -> Result {
        body(bytes.span.extracting((index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])))
    }

    /// A word of at most nine bytes as one integer (its bytes in order, then zeros), for looking it up: words
    /// that differ give different keys, and keys order as the words do.
    static func key(_ word: Span<UInt8>) -> UInt128 {
        var key: UInt128 = 0
        for index in 0..<min(word.count, 9) { key = key << 8 | UInt128(word[index]) }
        return key << UInt128(8 * (9 - min(word.count, 9)))
    }
}

/// `NormalizedAddress.abbreviations` as sorted keys (`ASCIIWords.key`) and their expansions' bytes, searched by
/// halves: a few comparisons of integers where a dictionary would hash the word.
struct AbbreviationTable: Sendable {
    static let shared = AbbreviationTable(NormalizedAddress.abbreviations)

    private let keys: [UInt128]
    private let expansions: [[UInt8]]

    init(_ abbreviations: [String: String]) {
        let sorted = abbreviations.map { (ASCIIWords.key(Array($0.key.utf8).span), Array($0.value.utf8)) }.sorted {
            $0.0 < $1.0
        }
        keys = sorted.map(\.0)
        expansions = sorted.map(\.1)
    }

    func expansion(of key: UInt128) -> ArraySlice<UInt8>? {
        keys.sortedFirstIndex(of: key).map { expansions[$0][...] }
    }
}
