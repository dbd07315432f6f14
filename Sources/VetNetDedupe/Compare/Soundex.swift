import VetNetCore

/// American Soundex (the letter, then three digits), used as a blocking key on surnames.
public enum Soundex {
    /// The code of a folded name (`robert` → `R163`, `tymczak` → `T522`); empty when it has no letter.
    public static func code(_ name: String) -> String {
        // Four bytes at most, held inline: a blocking key is made of two codes for most owners.
        var output = ShortASCII()
        var previous: UInt8 = 0
        for byte in name.utf8 {
            let lower = byte | 0x20
            guard lower >= 0x61, lower <= 0x7A else { continue }
            let digit = digits[Int(lower - 0x61)]
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
        guard output.count > 0 else { return "" }
        while output.count < 4 { output.append(0x30) }
        return output.string
    }

    /// Codes of a…z; `0` for vowels and the letters that carry none.
    private static let digits: [UInt8] = Array("01230120022455012623010202".utf8)
}
