public import VetNetCore

/// An age as exports write it: `9 years 2 months.`, `3 yrs`, `6 mo`, `10 weeks`, `1y6m`, `2 Jahre`, `3 ans`,
/// `1.5` and `11` (a bare number is years). Read into years, months and days so that a birth date can be
/// estimated from it; anything else (`adult`, `young`, a unit it does not know, a number without a unit after
/// one with a unit) is not read at all.
public struct AgeText: Sendable, Hashable {
    public var years = 0
    public var months = 0
    public var days = 0

    /// Ages beyond this many years are not an animal's.
    static let maximumYears = 100

    private enum Unit { case years, months, weeks, days }

    public init?(_ text: String) {
        // A sign or a range (`-2`, `~3`, `1-2 years`, `<1 year`) is not one age.
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0.isWhitespace || $0 == "." || $0 == "," }) else {
            return nil
        }
        var words = Self.tokens(text.lowercased())
        // `old` and `and` carry nothing: `2 years and 3 months old`.
        words.removeAll {
            $0 == .word("old") || $0 == .word("and") || $0 == .word("und") || $0 == .word("et") || $0 == .word("en")
        }
        guard !words.isEmpty else { return nil }
        if words.count == 1, case .number(let bare) = words[0] {
            self.init(amount: bare, unit: .years)
            return
        }
        var total = AgeText(zero: ())
        var index = 0
        while index < words.count {
            guard case .number(let amount) = words[index], index + 1 < words.count,
                case .word(let name) = words[index + 1],
                let unit = Self.units[name], let part = AgeText(amount: amount, unit: unit)
            else { return nil }
            total.years += part.years
            total.months += part.months
            total.days += part.days
            index += 2
        }
        guard total.years <= Self.maximumYears else { return nil }
        self = total
    }

    private init(zero: Void) {}

    private init?(amount: Double, unit: Unit) {
        guard amount >= 0, amount.isFinite else { return nil }
        switch unit {
        case .years:
            guard amount <= Double(Self.maximumYears) else { return nil }
            years = Int(amount)
            months = Int(((amount - Double(years)) * 12).rounded())
        case .months:
            guard amount <= Double(Self.maximumYears * 12) else { return nil }
            months = Int(amount)
            days = Int(((amount - Double(months)) * 30.44).rounded())
        case .weeks:
            guard amount <= Double(Self.maximumYears * 53) else { return nil }
            days = Int((amount * 7).rounded())
        case .days:
            guard amount <= Double(Self.maximumYears * 366) else { return nil }
            days = Int(amount.rounded())
        }
    }

    /// The birth date of an animal of this age on `date`.
    public func birthDate(on date: LocalDate) -> LocalDate? {
        date.adding(months: -(years * 12 + months))?.adding(days: -days)
    }

    private enum Token: Equatable {
        case number(Double)
        case word(String)
    }

    /// Numbers (`1.5`, `1,5`) and words, with everything else (spaces, periods, commas between parts, `+`) a break.
    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(text)[...]
        while let first = characters.first {
            if first.isASCII, first.isNumber {
                var number = String(characters.prefix { $0.isASCII && $0.isNumber })
                characters = characters.dropFirst(number.count)
                if let mark = characters.first, mark == "." || mark == ",", let next = characters.dropFirst().first,
                    next.isASCII, next.isNumber
                {
                    let fraction = String(characters.dropFirst().prefix { $0.isASCII && $0.isNumber })
                    number += "." + fraction
                    characters = characters.dropFirst(1 + fraction.count)
                }
                tokens.append(.number(Double(number) ?? .nan))
            } else if first.isLetter {
                let word = String(characters.prefix(while: \.isLetter))
                characters = characters.dropFirst(word.count)
                tokens.append(.word(word))
            } else {
                characters = characters.dropFirst()
            }
        }
        return tokens
    }

    /// Unit words in English, German, French, Dutch, Spanish and Italian, with their usual abbreviations.
    private static let units: [String: Unit] = {
        var units: [String: Unit] = [:]
        let words: [(Unit, [String])] = [
            (
                .years,
                [
                    "y", "yr", "yrs", "year", "years", "j", "jahr", "jahre", "jahren", "an", "ans", "jaar", "jaren",
                    "año", "años", "anno", "anni", "a",
                ]
            ),
            (
                .months,
                [
                    "m", "mo", "mos", "mon", "mth", "mths", "month", "months", "monat", "monate", "monaten", "mois",
                    "maand", "maanden", "mnd", "mes", "meses", "mese", "mesi",
                ]
            ),
            (
                .weeks,
                [
                    "w", "wk", "wks", "week", "weeks", "woche", "wochen", "semaine", "semaines", "weken", "semana",
                    "semanas", "settimana", "settimane",
                ]
            ),
            (
                .days,
                [
                    "d", "day", "days", "tag", "tage", "tagen", "jour", "jours", "dag", "dagen", "día", "días", "dia",
                    "dias", "giorno", "giorni",
                ]
            ),
        ]
        for (unit, names) in words { for name in names { units[name] = unit } }
        return units
    }()
}
