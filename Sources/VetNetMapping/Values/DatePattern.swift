public import VetNetCore

/// A date (and optional time) layout such as `MM/dd/yyyy`, `dd.MM.yyyy` or `MM/dd/yyyy hh:mm a`.
///
/// Tokens: `yyyy` four-digit year, `yy` two-digit year (see `twoDigitYear`), `MM`/`M` month, `MMM` month
/// abbreviation or name (a period after an abbreviation is read with it: `Feb.`), `MMMM` month name (English),
/// `dd`/`d` day, `HH`/`H` hour 0–23, `hh`/`h` hour 1–12, `mm` minute, `ss` second, `a` AM/PM. Text in single
/// quotes is literal (`'T'`); a space matches any run of whitespace; any other character must appear as is, so
/// `MMM. d, yyyy` and `MMM'.' d, yyyy` want the period after the month (`Feb. 28, 2021`, not `May 5, 2021`).
public struct DatePattern: Hashable, Sendable, CustomStringConvertible {
    enum Token: Hashable {
        case year4, year2, month2, month1, monthAbbreviation, monthName, day2, day1
        /// `MMM` followed in the pattern by a period: the period is the pattern's to match, not the month's.
        case monthAbbreviationBeforePeriod
        case hour24Fixed, hour24, hour12Fixed, hour12, minute, second, meridiem
        case whitespace
        case literal(Character)
        /// An ASCII literal, compared as a byte (ASCII letters without regard to case).
        case asciiLiteral(UInt8)

        static func literalToken(_ character: Character) -> Token {
            if let ascii = character.asciiValue { return .asciiLiteral(ascii) }
            return .literal(character)
        }
    }

    public let description: String
    let tokens: [Token]
    /// Whether the pattern holds a year alone (`yyyy`): a value read in it is 1 January of that year, which only a
    /// birth date takes, as an estimate.
    public let isYearOnly: Bool

    /// Returns nil when the pattern has an unknown letter token (letters must be quoted to be literal).
    /// The layouts a date field without `format` is read in: ISO dates, with a time or without.
    public static let isoDefaults = [
        "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd",
    ]
    .compactMap(DatePattern.init)

    public init?(_ pattern: String) {
        description = pattern
        var tokens: [Token] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var run = 1
            while index + run < characters.count, characters[index + run] == character { run += 1 }
            switch (character, run) {
            case ("y", 4): tokens.append(.year4)
            case ("y", 2): tokens.append(.year2)
            case ("M", 1): tokens.append(.month1)
            case ("M", 2): tokens.append(.month2)
            case ("M", 3): tokens.append(.monthAbbreviation)
            case ("M", 4): tokens.append(.monthName)
            case ("d", 1): tokens.append(.day1)
            case ("d", 2): tokens.append(.day2)
            case ("H", 1): tokens.append(.hour24)
            case ("H", 2): tokens.append(.hour24Fixed)
            case ("h", 1): tokens.append(.hour12)
            case ("h", 2): tokens.append(.hour12Fixed)
            case ("m", 2): tokens.append(.minute)
            case ("s", 2): tokens.append(.second)
            case ("a", 1): tokens.append(.meridiem)
            case ("'", _):
                guard let close = characters[(index + 1)...].firstIndex(of: "'") else { return nil }
                tokens += characters[(index + 1)..<close].map { Token.literalToken($0) }
                index = close + 1
                continue
            default:
                if character.isLetter { return nil }
                for _ in 0..<run { tokens.append(character.isWhitespace ? .whitespace : .literalToken(character)) }
            }
            index += run
        }
        self.tokens = Self.leavingPeriodsToPattern(tokens)
        let monthDayOrTime: Set<Token> = [
            .month1, .month2, .monthAbbreviation, .monthName, .day1, .day2, .hour24, .hour24Fixed, .hour12,
            .hour12Fixed, .minute, .second,
        ]
        isYearOnly =
            tokens.contains { $0 == .year4 || $0 == .year2 } && !tokens.contains(where: monthDayOrTime.contains)
    }

    /// `MMM` reads a period after an abbreviation; where the pattern writes that period itself (`MMM. d`,
    /// `MMM'.' d`), the month leaves it to the pattern's period.
    private static func leavingPeriodsToPattern(_ tokens: [Token]) -> [Token] {
        var result = tokens
        for index in result.indices.dropLast()
        where result[index] == .monthAbbreviation && result[index + 1] == .asciiLiteral(UInt8(ascii: ".")) {
            result[index] = .monthAbbreviationBeforePeriod
        }
        return result
    }

    /// Whether a numeric pattern puts the day before the month (`dd/MM/yyyy`: true), the month before the day
    /// (`MM/dd/yyyy`: false); nil when the order is not in question (month names, year first).
    public var putsDayFirst: Bool? {
        let numericMonth: Set<Token> = [.month1, .month2]
        let day: Set<Token> = [.day1, .day2]
        let year: Set<Token> = [.year2, .year4]
        guard let monthIndex = tokens.firstIndex(where: numericMonth.contains),
            let dayIndex = tokens.firstIndex(where: day.contains)
        else { return nil }
        if let yearIndex = tokens.firstIndex(where: year.contains), yearIndex < min(monthIndex, dayIndex) { return nil }
        return dayIndex < monthIndex
    }

    /// Whether the pattern names some of a date's year, month and day but not all (`yyyy`, `MM/yyyy`): no value
    /// can be read as a date with it. A pattern of a time alone (`HH:mm`) names none of them.
    public var isPartialDate: Bool {
        let parts: [Set<Token>] = [
            [.year2, .year4], [.month1, .month2, .monthAbbreviation, .monthAbbreviationBeforePeriod, .monthName],
            [.day1, .day2],
        ]
        let named = parts.filter { part in tokens.contains(where: part.contains) }.count
        return named > 0 && named < parts.count
    }

    /// Whether the pattern carries a time of day.
    public var hasTime: Bool {
        tokens.contains { [.hour24, .hour24Fixed, .hour12, .hour12Fixed].contains($0) }
    }
}

/// A parsed date with an optional time of day.
public struct DateTimeValue: Hashable, Sendable, CustomStringConvertible {
    public var date: LocalDate
    public var hour: Int?
    public var minute: Int?
    public var second: Int?

    /// `yyyy-MM-dd`, or `yyyy-MM-ddTHH:mm:ss` when a time was read.
    public var description: String {
        guard let hour else { return date.description }
        if let text = timestampText { return text.string }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(date)T\(two(hour)):\(two(minute ?? 0)):\(two(second ?? 0))"
    }

    /// `description` of a value with a time whose parts all fit their digits, put together in place; nil otherwise.
    var timestampText: ShortASCII? {
        guard let hour else { return nil }
        let twoDigits = 0...99
        guard (1...9999).contains(date.year), twoDigits.contains(date.month), twoDigits.contains(date.day),
            twoDigits.contains(hour), twoDigits.contains(minute ?? 0), twoDigits.contains(second ?? 0)
        else { return nil }
        // Written byte by byte: every owner row has a timestamp, and interpolation costs several strings.
        var text = ShortASCII()
        text.appendTwoDigits(date.year / 100)
        text.appendTwoDigits(date.year % 100)
        text.append(UInt8(ascii: "-"))
        text.appendTwoDigits(date.month)
        text.append(UInt8(ascii: "-"))
        text.appendTwoDigits(date.day)
        text.append(UInt8(ascii: "T"))
        text.appendTwoDigits(hour)
        text.append(UInt8(ascii: ":"))
        text.appendTwoDigits(minute ?? 0)
        text.append(UInt8(ascii: ":"))
        text.appendTwoDigits(second ?? 0)
        return text
    }
}
