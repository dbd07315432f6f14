public import VetNetCore

/// The header of a CSV source, to tell a row that repeats it: exports joined one after the other, each with its
/// header. Such a row is no record, whatever its values would map to (`id,name,breed` as an animal named `name`).
public struct RepeatedHeader: Sendable {
    private let columns: [String]
    /// The first column's name, trimmed, as bytes: most rows differ from it in their first value, told without
    /// making text of it.
    private let first: [UInt8]

    public init(_ columns: [String]) {
        self.columns = columns.map { $0.trimmingWhitespace() }
        first = Array((self.columns.first ?? "").utf8)
    }

    /// Whether every value of the row is its column's name (blanks around either aside).
    public func isRepeated(by raw: borrowing RawRecord) -> Bool {
        guard columns.count > 1, raw.fieldCount == columns.count else { return false }
        let firstMatches =
            raw.withUTF8Field(at: 0) { span in
                guard let span else { return false }
                return Self.trimmedEquals(span, first)
            } ?? (raw.field(at: 0)?.trimmingWhitespace() == columns[0])
        guard firstMatches else { return false }
        return columns.indices.allSatisfy { raw.field(at: $0)?.trimmingWhitespace() == columns[$0] }
    }

    /// The finding for such a row, which is counted as rejected: nothing read goes uncounted.
    public static func finding(at location: SourceLocation) -> Diagnostic {
        .error(
            "read.repeated-header",
            "The row repeats the file's header: exports joined one after the other. It was skipped; nothing is lost.",
            at: location)
    }

    private static func trimmedEquals(_ span: Span<UInt8>, _ expected: [UInt8]) -> Bool {
        var start = 0
        var end = span.count
        while start < end, span[start] == 0x20 || span[start] == 0x09 { start += 1 }
        while end > start, span[end - 1] == 0x20 || span[end - 1] == 0x09 { end -= 1 }
        guard end - start == expected.count else { return false }
        for offset in 0..<expected.count where span[start + offset] != expected[offset] { return false }
        return true
    }
}
