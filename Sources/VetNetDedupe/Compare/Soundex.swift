import VetNetCore

/// American Soundex (the letter, then three digits), used as a blocking key on surnames.
public enum Soundex {
    /// The code of a folded name (`robert` → `R163`, `tymczak` → `T522`); empty when it has no letter.
    public static func code(_ name: String) -> String {
        codeBytes(name).string
    }

    /// `code(name)` held inline (four bytes, or none): a blocking key is made of two codes for most owners, and
    /// hashes them without making strings of them.
    static func codeBytes(_ name: String) -> ShortASCII {
        var output = ShortASCII()
        var previous: UInt8 = 0
        let bytes = name.utf8.span
        for index in bytes.indices {
            let byte = bytes[index]
            let lower = byte | 0x20
            guard lower >= 0x61, lower <= 0x7A else { continue }
            let digit = digit(of: lower)
            if output.count == 0 {
                output.append(lower - 0x20)
                previous = digit
                continue
            }
            // h and w do not separate letters of the same code; vowels do.
            if lower == 0x68 || lower == 0x77 { continue }
            if digit != 0x30, digit != previous { output.append(digit) }
            previous = digit
            if output.count == 4 { break }
        }
        guard output.count > 0 else { return output }
        while output.count < 4 { output.append(0x30) }
        return output
    }

    /// The code of a lower-case letter; `0` for vowels and the letters that carry none.
    private static func digit(of letter: UInt8) -> UInt8 {
        switch letter {
        case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "p"), UInt8(ascii: "v"): UInt8(ascii: "1")
        case UInt8(ascii: "c"), UInt8(ascii: "g"), UInt8(ascii: "j"), UInt8(ascii: "k"), UInt8(ascii: "q"),
            UInt8(ascii: "s"),
            UInt8(ascii: "x"), UInt8(ascii: "z"):
            UInt8(ascii: "2")
        case UInt8(ascii: "d"), UInt8(ascii: "t"): UInt8(ascii: "3")
        case UInt8(ascii: "l"): UInt8(ascii: "4")
        case UInt8(ascii: "m"), UInt8(ascii: "n"): UInt8(ascii: "5")
        case UInt8(ascii: "r"): UInt8(ascii: "6")
        default: UInt8(ascii: "0")
        }
    }
}
