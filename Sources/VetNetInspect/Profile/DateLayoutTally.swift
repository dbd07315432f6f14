/// Counts a column's date values by layout, and what they say about the day/month order.
struct DateLayoutTally: Sendable {
    struct Counts: Sendable {
        var values = 0
        var dayFirst = 0
        var monthFirst = 0
        var short = false
        var shortHour = false
        var firstSeen: Int
        /// The first value that could be read only day first, and only month first.
        var dayFirstExample: String?
        var monthFirstExample: String?
    }

    /// Layouts kept apart; a column with more is not a date column anyway.
    static let maximumLayouts = 24
    private(set) var layouts: [DateLayout: Counts] = [:]
    private(set) var values = 0

    mutating func observe(_ text: String) {
        guard let reading = DateReading(text) else { return }
        var counts: Counts
        if let known = layouts[reading.layout] {
            counts = known
        } else {
            guard layouts.count < Self.maximumLayouts else { return }
            counts = Counts(firstSeen: layouts.count)
        }
        values += 1
        counts.values += 1
        counts.short = counts.short || reading.shortDayOrMonth
        counts.shortHour = counts.shortHour || reading.shortHour
        switch reading.order {
        case .dayFirst:
            counts.dayFirst += 1
            if counts.dayFirstExample == nil { counts.dayFirstExample = text }
        case .monthFirst:
            counts.monthFirst += 1
            if counts.monthFirstExample == nil { counts.monthFirstExample = text }
        case .fixed, .either: break
        }
        layouts[reading.layout] = counts
    }

    /// The layouts found, most values first.
    var summary: [DateLayoutFound] {
        layouts.sorted { ($0.value.values, -$0.value.firstSeen) > ($1.value.values, -$1.value.firstSeen) }.map {
            layout, counts in
            let order: DateLayoutFound.Order
            if !layout.hasDayMonthOrder {
                order = .fixed
            } else if counts.dayFirst > 0, counts.monthFirst > 0 {
                order = .conflict
            } else if counts.dayFirst > 0 {
                order = .dayFirst
            } else if counts.monthFirst > 0 {
                order = .monthFirst
            } else {
                order = .undecided
            }
            let dayFirst = order == .dayFirst
            let pattern = layout.pattern(dayFirst: dayFirst, short: counts.short, shortHour: counts.shortHour)
            let other =
                layout.hasDayMonthOrder
                ? layout.pattern(dayFirst: !dayFirst, short: counts.short, shortHour: counts.shortHour) : nil
            return DateLayoutFound(
                layout: pattern, otherOrder: order == .fixed ? nil : other, values: counts.values, order: order,
                hasTime: layout.time != nil, dayFirstExample: counts.dayFirstExample,
                monthFirstExample: counts.monthFirstExample)
        }
    }
}
