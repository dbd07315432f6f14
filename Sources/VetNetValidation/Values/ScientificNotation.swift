/// A number a spreadsheet wrote in scientific notation: `9.85E+14`, `9,85112E+14`, `9.85141000123456e14`.
struct ScientificNotation: Hashable, Sendable {
    /// The text as read.
    let text: String
    let integerDigits: String
    let fractionDigits: String
    let exponent: Int

    /// Nil unless `text` is digits, an optional `.` or `,` and digits, `E` or `e`, an optional `+`, and digits.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> String {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let integer = digits()
        guard !integer.isEmpty else { return nil }
        var fraction = ""
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
            index += 1
            fraction = digits()
        }
        guard index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") else { return nil }
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") { index += 1 }
        let exponentText = digits()
        guard !exponentText.isEmpty, index == bytes.count, exponentText.count <= 3, let exponent = Int(exponentText)
        else { return nil }
        self.text = text
        self.integerDigits = integer
        self.fractionDigits = fraction
        self.exponent = exponent
    }

    /// Digits the notation carries, leading zeros not counted.
    var significantDigits: Int {
        let all = integerDigits + fractionDigits
        return all.drop { $0 == "0" }.count
    }

    /// The integer written, when every one of its digits is in the text: the fraction has exactly `exponent`
    /// digits. With fewer, the spreadsheet rounded and the missing digits are unknown, not zeros.
    var exactInteger: String? {
        guard fractionDigits.count == exponent else { return nil }
        let digits = (integerDigits + fractionDigits).drop { $0 == "0" }
        return digits.isEmpty ? nil : String(digits)
    }
}
