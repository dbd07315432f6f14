/// A calendar date without a time zone, written `yyyy-MM-dd`.
public struct LocalDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// Returns nil unless the three parts name a real day of the proleptic Gregorian calendar.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `yyyy-MM-dd`, in ASCII digits.
    public init?(iso text: String) {
        self.init(iso: text.utf8.span)
    }

    /// `init(iso:)` of the text's UTF-8 bytes.
    public init?(iso bytes: Span<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.number(bytes, 0..<4), let month = Self.number(bytes, 5..<7),
            let day = Self.number(bytes, 8..<10)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The decimal number the bytes in `range` write, or nil when one is not a digit.
    private static func number(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            let digit = Int(bytes[index]) - 0x30
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a yyyy-MM-dd date: \(text)")
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public var description: String {
        if let text = isoText { return text.string }
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// `description` of a date whose parts fit their digits, put together in place; nil otherwise.
    public var isoText: ShortASCII? {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        // Byte by byte: every patient's birth date is written, stored and read again.
        var text = ShortASCII()
        text.appendTwoDigits(year / 100)
        text.appendTwoDigits(year % 100)
        text.append(UInt8(ascii: "-"))
        text.appendTwoDigits(month)
        text.append(UInt8(ascii: "-"))
        text.appendTwoDigits(day)
        return text
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whole years and remaining months from `self` to `date`, or nil when `date` is earlier.
    public func age(on date: LocalDate) -> PatientAge? {
        guard self <= date else { return nil }
        var months = (date.year - year) * 12 + (date.month - month)
        if date.day < day { months -= 1 }
        return PatientAge(years: months / 12, months: months % 12)
    }
}

/// An animal's age in whole years and months.
public struct PatientAge: Hashable, Codable, Sendable {
    public var years: Int
    public var months: Int

    public init(years: Int, months: Int) {
        self.years = years
        self.months = months
    }
}
