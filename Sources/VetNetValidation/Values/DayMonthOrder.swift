/// Whether numeric dates such as `03/04/2019` put the day or the month first.
public enum DayMonthOrder: String, Hashable, Sendable {
    case dayFirst, monthFirst
}

/// What one file column's dates say about their day/month order.
public enum DayMonthDecision: Hashable, Sendable {
    /// Some value could only be read one way; `example` is the first such value and its line.
    case decided(DayMonthOrder, example: DateExample)
    /// Both kinds occur (`25/03/2019` and `03/25/2019`): the column mixes orders and needs a person; `assumed`
    /// is the default that was used, so the values that contradict it fail to parse and are reported.
    case conflict(dayFirst: DateExample, monthFirst: DateExample, assumed: DayMonthOrder)
    /// No value decides it (every day and month is 12 or less); `assumed` is the default that was used.
    case undecidable(assumed: DayMonthOrder)

    /// The order to read the column with: the decided one, else the default.
    public var order: DayMonthOrder {
        switch self {
        case .decided(let order, _): order
        case .conflict(_, _, let assumed), .undecidable(let assumed): assumed
        }
    }
}

/// A value that showed an order, and where it was.
public struct DateExample: Hashable, Sendable {
    public let value: String
    public let line: Int?

    public init(value: String, line: Int?) {
        self.value = value
        self.line = line
    }
}

/// Decides the day/month order of one column of one file from its values (the rule).
///
/// Looks only at numeric dates with `/`, `.` or `-` between a 1–2 digit first and second number and a 2- or
/// 4-digit year last (a time may follow after a space or `T`); year-first forms (`2019-03-04`) are not
/// ambiguous and are skipped, as is anything else. If a value's first number is over 12, the column is
/// day-first; if a value's second number is over 12, month-first; both → conflict; neither → undecidable, and
/// the caller's default is reported as used. A value with both numbers over 12 is impossible either way and is
/// ignored here (parsing reports it).
///
/// Feed it values one at a time with `observe`; it keeps two examples, not the values.
public struct DayMonthOrderDetector: Sendable {
    private var dayFirstExample: DateExample?
    private var monthFirstExample: DateExample?
    /// Values of the ambiguous shape seen so far.
    public private(set) var ambiguousShapeCount = 0

    public init() {}

    /// Decides from all `values` at once (lines unknown).
    public static func decide(_ values: some Sequence<String>, default fallback: DayMonthOrder) -> DayMonthDecision {
        var detector = DayMonthOrderDetector()
        for value in values { detector.observe(value) }
        return detector.decision(default: fallback)
    }

    /// Looks at one value. Cheap: stops at the first byte that does not fit the shape.
    public mutating func observe(_ value: String, line: Int? = nil) {
        guard let (first, second) = Self.leadingNumbers(value) else { return }
        ambiguousShapeCount += 1
        if first > 12, second <= 12, dayFirstExample == nil {
            dayFirstExample = DateExample(value: value, line: line)
        } else if second > 12, first <= 12, monthFirstExample == nil {
            monthFirstExample = DateExample(value: value, line: line)
        }
    }

    public func decision(default fallback: DayMonthOrder) -> DayMonthDecision {
        switch (dayFirstExample, monthFirstExample) {
        case (let day?, let month?): .conflict(dayFirst: day, monthFirst: month, assumed: fallback)
        case (let day?, nil): .decided(.dayFirst, example: day)
        case (nil, let month?): .decided(.monthFirst, example: month)
        case (nil, nil): .undecidable(assumed: fallback)
        }
    }

    /// The first two numbers of `n[/.-]n[/.-]yy(yy)` followed by nothing, whitespace or `T`; nil otherwise.
    static func leadingNumbers(_ value: String) -> (Int, Int)? {
        var bytes = value.utf8[...]
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        func number(maxDigits: Int) -> (value: Int, digits: Int)? {
            var result = 0
            var digits = 0
            while let byte = bytes.first, byte >= 0x30, byte <= 0x39, digits < maxDigits {
                result = result * 10 + Int(byte - 0x30)
                digits += 1
                bytes = bytes.dropFirst()
            }
            return digits == 0 ? nil : (result, digits)
        }
        guard let first = number(maxDigits: 2), let separator = bytes.first,
            separator == UInt8(ascii: "/") || separator == UInt8(ascii: ".") || separator == UInt8(ascii: "-")
        else { return nil }
        bytes = bytes.dropFirst()
        guard let second = number(maxDigits: 2), bytes.first == separator else { return nil }
        bytes = bytes.dropFirst()
        guard let year = number(maxDigits: 4), year.digits == 2 || year.digits == 4 else { return nil }
        if let next = bytes.first, next != 0x20, next != 0x09, next != UInt8(ascii: "T") { return nil }
        return (first.value, second.value)
    }
}
