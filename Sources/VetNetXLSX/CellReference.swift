/// A cell reference such as `C5`: column letters (A … XFD) and a row number, both 1-based.
struct CellReference: Equatable {
    var column: Int
    var row: Int?

    static let maximumColumn = 16_384
    static let maximumRow = 1_048_576

    /// Reads `C5` (or `C` alone); nil when the bytes are not a reference inside a sheet's bounds.
    init?(_ bytes: ArraySlice<UInt8>) {
        var column = 0
        var index = bytes.startIndex
        while index < bytes.endIndex, let letter = Self.letterValue(bytes[index]) {
            column = column * 26 + letter
            guard column <= Self.maximumColumn else { return nil }
            index += 1
        }
        guard column > 0 else { return nil }
        self.column = column
        guard index < bytes.endIndex else {
            row = nil
            return
        }
        guard let number = parseRowNumber(bytes[index...]) else { return nil }
        row = number
    }

    private static func letterValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 1
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 1
        default: nil
        }
    }
}

/// A row number (`r` of a row, or the digits of a cell reference) between 1 and the largest row of a sheet.
func parseRowNumber(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 7 else { return nil }
    var number = 0
    for byte in bytes {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        number = number * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return (1...CellReference.maximumRow).contains(number) ? number : nil
}

/// The letters of a 1-based column number (`1` is `A`, `28` is `AB`), for messages.
func columnLetters(_ column: Int) -> String {
    var letters: [Character] = []
    var rest = column
    while rest > 0 {
        let digit = (rest - 1) % 26
        letters.insert(Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(digit))), at: 0)
        rest = (rest - 1) / 26
    }
    return String(letters)
}
