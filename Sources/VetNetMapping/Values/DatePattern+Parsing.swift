import VetNetCore

extension DatePattern {
    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// Two-digit years up to `pivotYear`'s last two digits are this century; later ones the previous century.
    /// A birth date written `03/04/19` in 2026 is 2019; `03/04/48` is 1948.
    public static func twoDigitYear(_ value: Int, pivotYear: Int) -> Int {
        let century = pivotYear / 100 * 100
        return value <= pivotYear % 100 ? century + value : century - 100 + value
    }

    /// Reads `text` (trimmed) completely, or returns nil.
    public func parse(_ text: String, pivotYear: Int) -> DateTimeValue? {
        let trimmed = text.trimmingWhitespace()
        // ASCII without CR (which would pair with LF into one character) reads the same byte by byte.
        if trimmed.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            return parse(units: trimmed.utf8.span, pivotYear: pivotYear)
        }
        let characters = Array(trimmed)
        return parse(units: characters.span, pivotYear: pivotYear)
    }

    /// Reads ASCII text without a carriage return, already trimmed, byte by byte: `parse(_:pivotYear:)` for
    /// a value that need not become a string first.
    func parse(ascii bytes: Span<UInt8>, pivotYear: Int) -> DateTimeValue? {
        parse(units: bytes, pivotYear: pivotYear)
    }

    /// Reads `text` (trimmed) character by character, whatever it holds: the reference for the byte path.
    func parseCharacters(_ text: String, pivotYear: Int) -> DateTimeValue? {
        let characters = Array(text.trimmingWhitespace())
        return parse(units: characters.span, pivotYear: pivotYear)
    }

    private func parse<Unit: DateTextUnit>(units input: Span<Unit>, pivotYear: Int) -> DateTimeValue? {
        var position = 0
        var year: Int?
        var month: Int?
        var day: Int?
        var hour: Int?
        var minute: Int?
        var second: Int?
        var isPM: Bool?
        var twelveHour = false

        func digits(min: Int, max: Int) -> Int? {
            var value = 0
            var count = 0
            while count < max, position < input.count, let digit = input[position].asciiDigit {
                value = value * 10 + digit
                count += 1
                position += 1
            }
            return count >= min ? value : nil
        }
        // `a`, `am`, `p` or `pm` in any case, as a whole word: whether it is PM. Read letter by letter rather than
        // made into a word, as it is on every timestamp of a file.
        func meridiem() -> Bool? {
            guard position < input.count else { return nil }
            let first = input[position].asciiLowercaseLetter ?? 0
            guard first == UInt8(ascii: "a") || first == UInt8(ascii: "p") else { return nil }
            position += 1
            if position < input.count, input[position].isLetter {
                guard input[position].asciiLowercaseLetter == UInt8(ascii: "m") else { return nil }
                position += 1
                if position < input.count, input[position].isLetter { return nil }
            }
            return first == UInt8(ascii: "p")
        }
        func letters() -> String {
            var word = ""
            while position < input.count, input[position].isLetter {
                input[position].append(to: &word)
                position += 1
            }
            return word.lowercased()
        }

        for token in tokens {
            switch token {
            case .year4: guard let value = digits(min: 4, max: 4) else { return nil }; year = value
            case .year2:
                guard let value = digits(min: 2, max: 2) else { return nil }
                year = Self.twoDigitYear(value, pivotYear: pivotYear)
            case .month2: guard let value = digits(min: 2, max: 2) else { return nil }; month = value
            case .month1: guard let value = digits(min: 1, max: 2) else { return nil }; month = value
            case .monthAbbreviation, .monthAbbreviationBeforePeriod, .monthName:
                let word = letters()
                guard word.count >= 3,
                    let index = Self.monthNames.firstIndex(where: {
                        token == .monthName
                            ? $0 == word
                            : $0.hasPrefix(word) && (word.count == 3 || $0 == word || word == "sept")
                    })
                else { return nil }
                month = index + 1
                if token == .monthAbbreviation, position < input.count, input[position].isPeriod { position += 1 }
            case .day2: guard let value = digits(min: 2, max: 2) else { return nil }; day = value
            case .day1: guard let value = digits(min: 1, max: 2) else { return nil }; day = value
            case .hour24Fixed: guard let value = digits(min: 2, max: 2) else { return nil }; hour = value
            case .hour24: guard let value = digits(min: 1, max: 2) else { return nil }; hour = value
            case .hour12Fixed:
                guard let value = digits(min: 2, max: 2) else { return nil }
                hour = value
                twelveHour = true
            case .hour12:
                guard let value = digits(min: 1, max: 2) else { return nil }
                hour = value
                twelveHour = true
            case .minute: guard let value = digits(min: 2, max: 2) else { return nil }; minute = value
            case .second: guard let value = digits(min: 2, max: 2) else { return nil }; second = value
            case .meridiem:
                guard let pm = meridiem() else { return nil }
                isPM = pm
            case .whitespace:
                guard position < input.count, input[position].isWhitespace else { return nil }
                while position < input.count, input[position].isWhitespace { position += 1 }
            case .literal(let expected):
                guard position < input.count, input[position].matches(literal: expected) else { return nil }
                position += 1
            case .asciiLiteral(let expected):
                guard position < input.count, input[position].matches(asciiLiteral: expected) else { return nil }
                position += 1
            }
        }
        // A year alone (`yyyy`) is 1 January of that year.
        if isYearOnly { (month, day) = (1, 1) }
        guard position == input.count, let year, let month, let day,
            let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        if twelveHour, let value = hour {
            guard (1...12).contains(value) else { return nil }
            hour = value % 12 + ((isPM ?? false) ? 12 : 0)
        }
        if let hour, !(0...23).contains(hour) { return nil }
        if let minute, !(0...59).contains(minute) { return nil }
        if let second, !(0...59).contains(second) { return nil }
        return DateTimeValue(
            date: date, hour: hour, minute: hour == nil ? nil : minute ?? 0, second: hour == nil ? nil : second ?? 0)
    }
}

/// One character of a date as the parser sees it: a `Character`, or a byte of ASCII text.
protocol DateTextUnit {
    /// 0–9 for an ASCII digit, else nil.
    var asciiDigit: Int? { get }
    var isLetter: Bool { get }
    var isWhitespace: Bool { get }
    var isPeriod: Bool { get }
    /// The lower-case byte of an ASCII letter, else nil.
    var asciiLowercaseLetter: UInt8? { get }
    /// Whether it equals `literal` when both are lower-cased.
    func matches(literal: Character) -> Bool
    /// `matches(literal:)` for an ASCII literal given as its byte.
    func matches(asciiLiteral: UInt8) -> Bool
    func append(to word: inout String)
}

extension Character: DateTextUnit {
    var asciiDigit: Int? { isASCII ? wholeNumberValue : nil }
    var isPeriod: Bool { self == "." }
    var asciiLowercaseLetter: UInt8? { asciiValue.flatMap { $0.asciiLowercaseLetter } }
    func matches(literal: Character) -> Bool { lowercased() == literal.lowercased() }
    func matches(asciiLiteral: UInt8) -> Bool { matches(literal: Character(Unicode.Scalar(asciiLiteral))) }
    func append(to word: inout String) { word.append(self) }
}

extension UInt8: DateTextUnit {
    var asciiDigit: Int? { (0x30...0x39).contains(self) ? Int(self &- 0x30) : nil }
    var isLetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    var isWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
    var isPeriod: Bool { self == UInt8(ascii: ".") }
    var asciiLowercaseLetter: UInt8? { isLetter ? self | 0x20 : nil }

    func matches(literal: Character) -> Bool {
        if let ascii = literal.asciiValue { return self == ascii || (isLetter && ascii | 0x20 == self | 0x20) }
        return Character(Unicode.Scalar(self)).lowercased() == literal.lowercased()
    }

    func matches(asciiLiteral ascii: UInt8) -> Bool { self == ascii || (isLetter && ascii | 0x20 == self | 0x20) }

    func append(to word: inout String) { word.unicodeScalars.append(Unicode.Scalar(self)) }
}
