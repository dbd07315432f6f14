/// How CSV files for spreadsheets keep values from running as formulas, and how vetnet reads such a value back.
///
/// A field a spreadsheet would run as a formula (`=`, `+`, `-` or `@` first, and not a plain number) is written
/// with an apostrophe before it, which spreadsheets show as text. A field that starts with an apostrophe gets one
/// more, so that removing one apostrophe (`unguarded`) gives back every value exactly: `=SUM(1)` is written
/// `'=SUM(1)` and `'quoted` is written `''quoted`.
public enum FormulaGuard {
    public static let apostrophe = UInt8(ascii: "'")

    /// The name of the first column of `reports/rejected/<source>.csv`: a file with it is one vetnet wrote, whose
    /// values are guarded and are read back unguarded.
    public static let rejectedReasonsColumn = "vetnet_reasons"

    /// Whether a spreadsheet runs a field starting with `byte` as a formula.
    public static func startsFormula(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "@")
    }

    /// Whether a field starting with `byte` is written with an apostrophe (unless it is a plain number).
    public static func needsApostrophe(_ byte: UInt8) -> Bool { startsFormula(byte) || byte == apostrophe }

    /// The value a guarded field stands for; nil when the field carries no guard.
    public static func unguarded(_ field: String) -> String? {
        let bytes = field.utf8
        guard bytes.count >= 2, bytes.first == apostrophe else { return nil }
        let second = bytes[bytes.index(after: bytes.startIndex)]
        guard needsApostrophe(second) else { return nil }
        return String(field.dropFirst())
    }
}
