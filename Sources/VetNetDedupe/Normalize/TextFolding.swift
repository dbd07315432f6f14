/// Folds text for comparison: lower case, accents removed, punctuation dropped, split into tokens of ASCII bytes.
///
/// Written over Unicode scalars with a small table instead of Foundation's diacritic folding, which is an order
/// of magnitude slower and would dominate a run over 700k owners.
enum TextFolding {
    /// The words of `text`, each lower-cased and without accents. Apostrophes and periods vanish inside a word
    /// (`O'Brien` → `obrien`, `St.` → `st`); every other non-letter, non-digit separates words.
    static func tokens(_ text: String) -> [[UInt8]] {
        var tokens: [[UInt8]] = []
        var current: [UInt8] = []
        fold(text, into: &current) { word in
            tokens.append(word)
            word.removeAll(keepingCapacity: true)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// All tokens joined without separators (`Smith-Jones` → `smithjones`), folded into one buffer.
    static func joined(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        fold(text, into: &bytes) { _ in }
        return bytes
    }

    /// Appends the folded letters and digits of `text` to `word`, calling `endWord` with it wherever a word
    /// ends and `word` is not empty.
    private static func fold(_ text: String, into word: inout [UInt8], endWord: (inout [UInt8]) -> Void) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch foldASCII(UInt8(value)) {
                case .letter(let byte): word.append(byte)
                case .dropped: continue
                case .separator: if !word.isEmpty { endWord(&word) }
                }
            } else if let folded = fold(value) {
                word.append(contentsOf: folded.utf8)
            } else if value == 0x2019 || value == 0x2018 {
                continue  // typographic apostrophes
            } else if scalar.properties.isAlphabetic {
                word.append(contentsOf: String(scalar).lowercased().utf8)
            } else if !word.isEmpty {
                endWord(&word)
            }
        }
    }

    /// What folding makes of an ASCII byte.
    enum FoldedASCII {
        /// A letter or digit, lower-cased.
        case letter(UInt8)
        /// `'`, `.` or `` ` ``: dropped inside a word (`O'Brien` → `obrien`).
        case dropped
        /// Anything else ends the word.
        case separator
    }

    static func foldASCII(_ byte: UInt8) -> FoldedASCII {
        switch byte {
        case 0x41...0x5A: .letter(byte + 0x20)
        case 0x61...0x7A, 0x30...0x39: .letter(byte)
        case 0x27, 0x2E, 0x60: .dropped
        default: .separator
        }
    }

    /// The ASCII spelling of a Latin letter with a diacritic (or a ligature), or nil.
    static func fold(_ value: UInt32) -> String? {
        switch value {
        case 0xC0...0xC5, 0xE0...0xE5, 0x100...0x105: "a"
        case 0xC6, 0xE6: "ae"
        case 0xC7, 0xE7, 0x106...0x10D: "c"
        case 0xD0, 0xF0, 0x10E...0x111: "d"
        case 0xC8...0xCB, 0xE8...0xEB, 0x112...0x11B: "e"
        case 0x11C...0x123: "g"
        case 0x124...0x127: "h"
        case 0xCC...0xCF, 0xEC...0xEF, 0x128...0x131: "i"
        case 0x134, 0x135: "j"
        case 0x136, 0x137: "k"
        case 0x139...0x142: "l"
        case 0xD1, 0xF1, 0x143...0x148: "n"
        case 0xD2...0xD6, 0xD8, 0xF2...0xF6, 0xF8, 0x14C...0x151: "o"
        case 0x152, 0x153: "oe"
        case 0x154...0x159: "r"
        case 0x15A...0x161: "s"
        case 0xDF: "ss"
        case 0x162...0x167: "t"
        case 0xD9...0xDC, 0xF9...0xFC, 0x168...0x173: "u"
        case 0x174, 0x175: "w"
        case 0xDD, 0xFD, 0xFF, 0x176...0x178: "y"
        case 0x179...0x17E: "z"
        case 0xDE, 0xFE: "th"
        default: nil
        }
    }
}
