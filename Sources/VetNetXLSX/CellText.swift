import VetNetCore

/// The text of a cell's stored value.
enum CellText {
    /// A number as Excel stores it (`42`, `0.10000000000000001`, `1.5E-3`) in its shortest form: integers without a
    /// decimal point (`985112345678901` stays whole), others as the shortest decimal that reads back the same.
    static func number(_ stored: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: stored, as: UTF8.self).trimmingWhitespace()
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") }
        if !digits.isEmpty, text.utf8.count - digits.count <= 1, digits.allSatisfy({ (0x30...0x39).contains($0) }) {
            return text
        }
        guard let value = Double(text), value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Text with the escapes OOXML writes for characters XML cannot hold (`_x000D_` for a carriage return)
    /// turned back into those characters; `_x005F_` escapes the underscore itself.
    static func unescaped(_ bytes: [UInt8]) -> String {
        guard bytes.contains(UInt8(ascii: "_")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "_"), index + 7 <= bytes.count, bytes[index + 1] == UInt8(ascii: "x"),
                bytes[index + 6] == UInt8(ascii: "_"),
                let code = UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
                index += 7
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
