import VetNetCore
import VetNetXML

/// Turns a worksheet's elements into rows of cell texts as the sheet streams by; holds the open row and the
/// rows completed from the current chunk, nothing more.
///
/// A row's number is its `r` attribute, or one more than the row before; a cell's column is its reference's,
/// or one more than the cell before. Values become text: shared and inline strings (rich text joined, phonetic
/// guides left out), numbers in their shortest form, booleans as `TRUE`/`FALSE`, and numbers whose style has a
/// date or time format as ISO dates and times (`SerialDate`).
final class SheetHandler: XMLEventHandler {
    struct Row {
        var number: Int
        var cells: [Cell] = []
    }

    struct Cell {
        var column: Int
        var value: Value
    }

    enum Value {
        case text(String)
        /// An error value such as `#N/A` or `#DIV/0!`.
        case error(String)
        /// A value that cannot be read (a shared string that does not exist); the text says why.
        case unreadable(String)
    }

    static let elements = ["row", "c", "v", "is", "t", "rPh"]
    static let attributes = ["r", "s", "t"]

    /// Why the sheet cannot be read on, with the row it was in; once set, no more rows are completed.
    private(set) var failure: (row: Int, detail: String)?
    private let strings: SharedStrings
    private let formats: [NumberFormat]
    private let uses1904: Bool

    private var completed: [Row] = []
    private var completedHead = 0
    private var row = Row(number: 0)
    private var column = 0
    private var style = 0
    private var type: [UInt8] = []
    private var stored: [UInt8]?
    private var inline: [UInt8] = []
    private var inInline = false
    private var phoneticDepth = 0

    init(strings: SharedStrings, formats: [NumberFormat], uses1904: Bool) {
        self.strings = strings
        self.formats = formats
        self.uses1904 = uses1904
    }

    /// The oldest row completed and not yet taken.
    func dequeue() -> Row? {
        guard completedHead < completed.count else {
            completed.removeAll(keepingCapacity: true)
            completedHead = 0
            return nil
        }
        defer { completedHead += 1 }
        return completed[completedHead]
    }

    func start(_ element: Int, _ attributes: XMLEventAttributes) -> Bool {
        guard failure == nil else { return false }
        switch element {
        case 0:
            if let number = attributes.value(0) {
                guard let parsed = parseRowNumber(number) else {
                    fail("a row is numbered \"\(String(decoding: number, as: UTF8.self))\"")
                    return false
                }
                row = Row(number: parsed)
            } else {
                row = Row(number: row.number + 1)
            }
            column = 0
        case 1:
            if let reference = attributes.value(0) {
                guard let parsed = CellReference(reference) else {
                    fail("a cell's reference is \"\(String(decoding: reference, as: UTF8.self))\"")
                    return false
                }
                column = parsed.column
            } else {
                column += 1
            }
            style = attributes.value(1).flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
            type = attributes.value(2).map(Array.init) ?? []
            stored = nil
            inline.removeAll(keepingCapacity: true)
        case 2: return true
        case 3: inInline = true
        case 4: return inInline && phoneticDepth == 0
        case 5: phoneticDepth += 1
        default: break
        }
        return false
    }

    func end(_ element: Int, text: [UInt8]) {
        guard failure == nil else { return }
        switch element {
        case 0: completed.append(row)
        case 1: if let value = cellValue() { row.cells.append(Cell(column: column, value: value)) }
        case 2: stored = text
        case 3: inInline = false
        case 4: inline += text
        case 5: phoneticDepth -= 1
        default: break
        }
    }

    private func fail(_ detail: String) {
        failure = (row.number, detail)
    }

    /// The cell just ended, as a value; nil when it is empty.
    private func cellValue() -> Value? {
        switch type {
        case Self.inlineString:
            return inline.isEmpty ? nil : .text(CellText.unescaped(inline))
        case Self.sharedString:
            guard let stored else { return nil }
            let index = Int(String(decoding: stored, as: UTF8.self).trimmingWhitespace())
            guard let index, let text = strings.string(at: index) else {
                return .unreadable(
                    "it refers to shared string \(String(decoding: stored, as: UTF8.self)), which the workbook does not have"
                )
            }
            return text.isEmpty ? nil : .text(text)
        case Self.formulaString:
            guard let stored, !stored.isEmpty else { return nil }
            return .text(CellText.unescaped(stored))
        case Self.boolean:
            guard let stored, !stored.isEmpty else { return nil }
            // The format says 0 or 1; some writers put true and false.
            let isTrue = stored == [UInt8(ascii: "1")] || String(decoding: stored, as: UTF8.self).lowercased() == "true"
            return .text(isTrue ? "TRUE" : "FALSE")
        case Self.error:
            guard let stored, !stored.isEmpty else { return nil }
            return .error(String(decoding: stored, as: UTF8.self))
        case Self.isoDate:
            guard let stored, !stored.isEmpty else { return nil }
            return .text(Self.isoDateText(String(decoding: stored, as: UTF8.self)))
        default:
            guard let stored, !stored.isEmpty else { return nil }
            return .text(numberText(stored[...]))
        }
    }

    private func numberText(_ stored: ArraySlice<UInt8>) -> String {
        let format = style < formats.count ? formats[style] : .number
        if format != .number, let serial = Double(String(decoding: stored, as: UTF8.self)),
            let text = SerialDate.text(serial, uses1904: uses1904, layout: format == .time ? .time : .date)
        {
            return text
        }
        return CellText.number(stored) ?? String(decoding: stored, as: UTF8.self)
    }

    /// A date cell of a strict workbook (`t="d"`), `2024-03-01T14:30:00`, as the other dates are written.
    private static func isoDateText(_ text: String) -> String {
        var value = text.trimmingWhitespace()
        if value.hasSuffix("Z") { value.removeLast() }
        if let dot = value.firstIndex(of: ".") { value = String(value[..<dot]) }
        if value.hasSuffix("T00:00:00") { value.removeLast(9) }
        return value.replacingOccurrences(of: "T", with: " ")
    }

    private static let sharedString = Array("s".utf8)
    private static let inlineString = Array("inlineStr".utf8)
    private static let formulaString = Array("str".utf8)
    private static let boolean = Array("b".utf8)
    private static let error = Array("e".utf8)
    private static let isoDate = Array("d".utf8)
}

extension String {
    fileprivate func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
