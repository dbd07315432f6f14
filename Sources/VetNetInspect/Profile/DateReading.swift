import VetNetCore

/// The layout of one date or date-time value, as far as the value itself can tell it: `03/04/2019` could be
/// read day first or month first, `25/03/2019` only day first.
struct DateReading: Hashable, Sendable {
    /// How a value's numeric day and month can be read.
    enum Order: Hashable, Sendable {
        /// The year comes first (`2019-03-04`) or the month is a word (`4 Mar 2019`): nothing to decide.
        case fixed
        case dayFirst, monthFirst
        /// Both numbers are 12 or less.
        case either
    }

    var layout: DateLayout
    var order: Order
    /// Whether a day or month was written with one digit (`3/4/2019`).
    var shortDayOrMonth: Bool
    /// Whether the hour was written with one digit (`9:05`).
    var shortHour: Bool

    /// Reads `text` (trimmed ASCII, 6–32 characters), or nil when it is not a date of a layout vetnet reads.
    init?(_ text: String) {
        guard (6...32).contains(text.utf8.count), let first = text.utf8.first,
            (0x30...0x39).contains(first) || (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first)
        else { return nil }
        let bytes = Array(text.utf8)
        var scanner = Scanner(bytes: bytes)
        guard let (date, order, short) = scanner.datePart() else { return nil }
        var time: DateLayout.Time?
        var shortHour = false
        if !scanner.atEnd {
            guard let (readTime, short) = scanner.timePart() else { return nil }
            time = readTime
            shortHour = short
        }
        guard scanner.atEnd else { return nil }
        layout = DateLayout(date: date, time: time)
        self.order = order
        shortDayOrMonth = short
        self.shortHour = shortHour
    }
}

/// A date layout with its day/month order left open: what a column's values are grouped by.
struct DateLayout: Hashable, Sendable {
    enum Date: Hashable, Sendable {
        /// Three numbers: `yyyy-MM-dd` when `yearFirst`, else day and month in some order, then the year.
        case numeric(separator: UInt8, yearFirst: Bool, yearDigits: Int)
        /// `14-Mar-2025`, `14 Mar 2025`, `14.March.2025`.
        case dayMonthName(separator: UInt8, fullName: Bool, yearDigits: Int)
        /// `Mar 14, 2025`, `Feb. 28, 2021`, `March 14 2025`.
        case monthNameDay(fullName: Bool, comma: Bool)
    }

    struct Time: Hashable, Sendable {
        /// `T` (ISO) or a space between the date and the time.
        var isoSeparator: Bool
        var seconds: Bool
        var twelveHour: Bool
    }

    var date: Date
    var time: Time?

    /// Whether day and month are both numbers after each other, so their order is in question.
    var hasDayMonthOrder: Bool {
        if case .numeric(_, false, _) = date { return true }
        return false
    }

    /// The layout as a pattern `DatePattern` reads. `dayFirst` matters only when `hasDayMonthOrder`.
    func pattern(dayFirst: Bool, short: Bool, shortHour: Bool) -> String {
        let day = short ? "d" : "dd"
        let month = short ? "M" : "MM"
        var text: String
        switch date {
        case .numeric(let separator, let yearFirst, let yearDigits):
            let sep = String(UnicodeScalar(separator))
            let year = yearDigits == 4 ? "yyyy" : "yy"
            if yearFirst {
                text = year + sep + month + sep + day
            } else {
                text = (dayFirst ? day + sep + month : month + sep + day) + sep + year
            }
        case .dayMonthName(let separator, let fullName, let yearDigits):
            let sep = String(UnicodeScalar(separator))
            text = day + sep + (fullName ? "MMMM" : "MMM") + sep + (yearDigits == 4 ? "yyyy" : "yy")
        case .monthNameDay(let fullName, let comma):
            text = (fullName ? "MMMM" : "MMM") + " " + day + (comma ? "," : "") + " yyyy"
        }
        if let time {
            text += time.isoSeparator ? "'T'" : " "
            let hour = time.twelveHour ? (shortHour ? "h" : "hh") : (shortHour ? "H" : "HH")
            text += hour + ":mm" + (time.seconds ? ":ss" : "") + (time.twelveHour ? " a" : "")
        }
        return text
    }
}

/// Walks the bytes of one value.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func number(maxDigits: Int = 4) -> (value: Int, digits: Int)? {
        var value = 0
        var digits = 0
        while digits < maxDigits, let byte = current, byte >= 0x30, byte <= 0x39 {
            value = value * 10 + Int(byte - 0x30)
            digits += 1
            index += 1
        }
        if let byte = current, byte >= 0x30, byte <= 0x39 { return nil }
        return digits == 0 ? nil : (value, digits)
    }

    mutating func word() -> String {
        var word = ""
        while let byte = current, (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A {
            word.unicodeScalars.append(UnicodeScalar(byte | 0x20))
            index += 1
        }
        return word
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    mutating func spaces() -> Bool {
        let start = index
        while current == 0x20 { index += 1 }
        return index > start
    }

    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// The month a word names (`mar`, `sept`, `march`), and whether it is the full name.
    static func month(_ word: String) -> (month: Int, full: Bool)? {
        guard word.count >= 3 else { return nil }
        if word == "sept" { return (9, false) }
        for (index, name) in months.enumerated() {
            if name == word { return (index + 1, true) }
            if word.count == 3, name.hasPrefix(word) { return (index + 1, false) }
        }
        return nil
    }

    /// A month word and the period after it when it is abbreviated (`Feb.`, `Sept.`; `May.` counts as one too).
    mutating func monthWord() -> (month: Int, full: Bool)? {
        let word = word()
        guard let (month, full) = Self.month(word) else { return nil }
        guard skip(UInt8(ascii: ".")) else { return (month, full) }
        return full && word.count > 3 ? nil : (month, false)
    }

    mutating func datePart() -> (DateLayout.Date, DateReading.Order, Bool)? {
        if let byte = current, (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A {
            guard let (month, full) = monthWord(), spaces(), let day = number(maxDigits: 2) else { return nil }
            let comma = skip(UInt8(ascii: ","))
            guard spaces(), let year = number(), year.digits == 4,
                LocalDate(year: year.value, month: month, day: day.value) != nil
            else { return nil }
            return (.monthNameDay(fullName: full, comma: comma), .fixed, day.digits == 1)
        }
        guard let first = number(), let separator = current, [0x2D, 0x2F, 0x2E, 0x20].contains(separator) else {
            return nil
        }
        index += 1
        if let byte = current, (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A {
            guard first.digits <= 2, let (month, full) = Self.month(word()), skip(separator),
                let year = number(), year.digits == 4 || year.digits == 2,
                LocalDate(year: year.digits == 4 ? year.value : 2000 + year.value, month: month, day: first.value)
                    != nil
            else { return nil }
            // A period after an abbreviation (`14 Mar. 2025`) is not read here: DatePattern would take it as the separator.
            return (
                .dayMonthName(separator: separator, fullName: full, yearDigits: year.digits), .fixed, first.digits == 1
            )
        }
        guard separator != 0x20, let second = number(maxDigits: 2), skip(separator), let third = number() else {
            return nil
        }
        if first.digits == 4 {
            guard third.digits <= 2, LocalDate(year: first.value, month: second.value, day: third.value) != nil else {
                return nil
            }
            let short = second.digits == 1 || third.digits == 1
            return (.numeric(separator: separator, yearFirst: true, yearDigits: 4), .fixed, short)
        }
        guard first.digits <= 2, third.digits == 4 || third.digits == 2 else { return nil }
        let year = third.digits == 4 ? third.value : 2000 + third.value
        let dayFirst = LocalDate(year: year, month: second.value, day: first.value) != nil
        let monthFirst = LocalDate(year: year, month: first.value, day: second.value) != nil
        let order: DateReading.Order
        switch (dayFirst, monthFirst) {
        case (true, true): order = .either
        case (true, false): order = .dayFirst
        case (false, true): order = .monthFirst
        case (false, false): return nil
        }
        let short = first.digits == 1 || second.digits == 1
        return (.numeric(separator: separator, yearFirst: false, yearDigits: third.digits), order, short)
    }

    mutating func timePart() -> (DateLayout.Time, Bool)? {
        let iso = skip(UInt8(ascii: "T"))
        guard iso || spaces(), let hour = number(maxDigits: 2), skip(UInt8(ascii: ":")),
            let minute = number(maxDigits: 2), minute.digits == 2, minute.value < 60
        else { return nil }
        var seconds = false
        if skip(UInt8(ascii: ":")) {
            guard let second = number(maxDigits: 2), second.digits == 2, second.value < 60 else { return nil }
            seconds = true
        }
        var twelveHour = false
        if spaces() {
            let word = word()
            guard word == "am" || word == "pm" || word == "a" || word == "p" else { return nil }
            twelveHour = true
        }
        guard twelveHour ? (1...12).contains(hour.value) : hour.value < 24 else { return nil }
        return (DateLayout.Time(isoSeparator: iso, seconds: seconds, twelveHour: twelveHour), hour.digits == 1)
    }
}
