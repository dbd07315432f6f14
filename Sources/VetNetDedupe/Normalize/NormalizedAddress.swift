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
        // `#4` and `Apt 4` both become `unit 4`; `#` would otherwise just separate words.
        var raw = (address.line1 ?? "") + " " + (address.line2 ?? "")
        if raw.containsByte(UInt8(ascii: "#")) {
            raw = String(decoding: raw.utf8.flatMap { $0 == UInt8(ascii: "#") ? Array(" unit ".utf8) : [$0] }, as: UTF8.self)
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
        self.number = number
        self.street = street.joined(separator: " ")
        self.unit = unit
        postalCode = Self.postalCode(address.postalCode ?? "")
        city = String(decoding: Array(TextFolding.tokens(address.city ?? "").joined(separator: [0x20])), as: UTF8.self)
    }

    /// Upper-cased letters and digits of `text`.
    static func postalCode(_ text: String) -> String {
        if text.isAllASCII {
            var bytes: [UInt8] = []
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                case UInt8(ascii: "a")...UInt8(ascii: "z"): bytes.append(byte - 0x20)
                default: continue
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(
            String.UnicodeScalarView(
                text.uppercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
    }

    private static func expanded(_ word: String) -> String { abbreviations[word] ?? word }

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
