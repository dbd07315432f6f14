import Testing

@testable import VetNetInspect

@Suite struct ColumnKindTests {
    func profile(_ values: [String?]) -> ColumnProfile {
        var profiler = ColumnProfiler(name: "column", position: 1)
        for value in values { profiler.observe(value) }
        return profiler.profile()
    }

    func emails(_ count: Int, of total: Int) -> [String] {
        (0..<total).map { $0 < count ? "person\($0)@example.com" : "no address \($0)" }
    }

    @Test("A column is email addresses when 80% of its values are, not at 70%")
    func emailMajority() {
        #expect(profile(emails(8, of: 10)).kinds.contains(.email))
        #expect(!profile(emails(7, of: 10)).kinds.contains(.email))
    }

    @Test("Empty values do not count against a kind; a column of nothing but empty values is empty")
    func emptyValues() {
        #expect(profile(emails(8, of: 8) + [nil, "", "  "]).kinds.contains(.email))
        #expect(profile([nil, "", " "]).kinds == [.empty])
        #expect(profile([nil, "", " "]).emptyShare == 1)
    }

    @Test(
        "IDs are all different and hold digits: one repeated value, a space in a value, or names, and the column is not IDs"
    )
    func ids() {
        #expect(profile(["A-1", "A-2", "A-3"]).kind == .id)
        #expect(!profile(["A-1", "A-2", "A-1"]).kinds.contains(.id))
        #expect(!profile(["A 1", "A 2", "A 3"]).kinds.contains(.id))
        #expect(!profile(["1.5", "2.5", "3.5"]).kinds.contains(.id))
        #expect(!profile(["Ruth", "Samir", "Linda"]).kinds.contains(.id))
    }

    @Test("Distinct values are still counted exactly past the values counted one by one, and then still none repeats")
    func distinctPastTheCountedValues() {
        let values = (0..<(ColumnProfiler.countedValues + 500)).map { "ID-\($0)" }
        let column = profile(values)
        #expect(column.distinct == values.count)
        #expect(!column.distinctCapped)
        #expect(column.unique)
        #expect(column.codes == nil)
        #expect(!profile(values + ["ID-\(values.count - 1)"]).unique)
    }

    @Test("Microchips: 15 digits, grouped or not, with 10-character hex and 9-digit chips among them")
    func microchips() {
        #expect(profile(["985112003456789", "985 112 003 456 789", "985-141-000-123-456"]).kinds.contains(.microchip))
        #expect(profile(["985112003456789", "4907086E50", "123456789", "981020012345678"]).kinds.contains(.microchip))
        #expect(!profile(["123456789", "234567891", "345678912"]).kinds.contains(.microchip))
        #expect(!profile(["98511200345678", "98511200345679"]).kinds.contains(.microchip))
    }

    @Test("Phone numbers are written with punctuation; bare 10-digit numbers all different are IDs, not phones")
    func phones() {
        #expect(profile(["(555) 201-3344", "555.201.9988", "+1 555 201 7733"]).kind == .phone)
        #expect(profile(["5552013344", "5552019988", "5552017733"]).kind == .id)
        #expect(!profile(["2024-02-03", "2024-02-04", "2024-03-01"]).kinds.contains(.phone))
    }

    @Test(
        "Sex codes: a few codes, each on two rows or more, that the built-in table reads (one code alone is no sex column); past 12 different values it is no code column"
    )
    func sexCodes() {
        let codes = Array(repeating: ["M", "F", "MN", "FS", "M", "F", "Male Neutered", "U"], count: 2).flatMap { $0 }
        #expect(profile(Array(codes.prefix(6))).kind != .sex)
        #expect(profile(["MI", "MI", "MI", "MI"]).kind != .sex)
        #expect(profile(codes).kind == .sex)
        #expect(profile(codes + ["X", "X"]).unknownCodes == [ValueCount(value: "X", count: 2)])
        let many = (0..<13).flatMap { ["code\($0)", "code\($0)"] }
        #expect(!profile(many).kinds.contains(.sex))
    }

    @Test("Species: words the catalog knows, with the ones it does not listed")
    func species() {
        let column = profile(["Dog", "Cat", "Dog", "K9", "Wyvern", "Cat", "Katze", "Wyvern", "K9", "Katze"])
        #expect(column.kind == .species)
        #expect(column.unknownCodes == [ValueCount(value: "Wyvern", count: 2)])
    }

    @Test("Yes/no columns, numbers, and decimal commas counted apart from decimal points")
    func booleansAndNumbers() {
        #expect(profile(["Y", "N", "N", "Y"]).kind == .boolean)
        let weights = profile(["4,2", "12,5", "1.234,5", "3"])
        #expect(weights.decimalCommas == 3)
        #expect(weights.decimalPoints == 0)
        #expect(weights.kinds.contains(.number))
        #expect(profile(["72.4", "65.2", "9.8"]).decimalPoints == 3)
    }

    @Test("Ages: 80% of the values read as ages, a fifth of them with a unit; bare numbers alone stay numbers")
    func ages() {
        let worded = ["9 years 2 months", "3 yrs", "6 mo", "10 weeks", "1y6m", "2 Jahre", "3 ans", "4 jaar"]
        #expect(profile(worded + ["11", "1.5"]).kind == .age)
        #expect(profile(Array(worded.prefix(8)) + ["adult", "young"]).kind == .age)
        #expect(profile(Array(worded.prefix(7)) + ["adult", "young", "senior"]).kind != .age)
        #expect(profile(["3 yrs", "6 mo", "1", "2", "3", "4", "5", "6", "7", "8"]).kind == .age)
        #expect(profile(["3 yrs", "1", "2", "3", "4", "5", "6", "7", "8", "9"]).kinds == [.number])
        #expect(profile(["11", "1.5", "4", "7"]).kinds == [.number])
        #expect(!profile(["12 Main St", "4 Elm Rd", "9 Oak Ave"]).kinds.contains(.age))
    }

    @Test("Dates and dates with times")
    func dates() {
        #expect(profile(["05/12/2018", "09/30/2019"]).kind == .date)
        #expect(profile(["03/14/2025 02:30 PM", "06/03/2025 09:12 AM"]).kind == .dateTime)
    }

    @Test(
        "Words for no value (NA, NULL, #N/A) count as empty for dates, ages and chips, as the run reads them",
        arguments: ["NA", "NULL", "#N/A", "nan"])
    func noValueWords(word: String) {
        let none = Array(repeating: word, count: 8)
        let dates = profile(["2018-02-10", "2019-03-11"] + none)
        #expect(dates.kind == .date)
        #expect(dates.placeholders == 8)
        #expect(dates.noValueShare == 0.8)
        #expect(dates.emptyShare == 0)
        #expect(profile(["9 years 2 months", "3 yrs", "6 mo"] + none).kind == .age)
        #expect(profile(["982000123456789", "981000123456780"] + none).kinds.contains(.microchip))
        #expect(profile(["12.5", "3.1"] + none).kinds.contains(.number))
    }

    @Test("A word for no value stays a code of a sex or species column, for its map to name")
    func noValueWordsAsCodes() {
        let species = profile(["Dog", "Cat", "Dog", "Cat", "Unknown", "Unknown", "NA", "NA"])
        #expect(species.kind == .species)
        #expect(species.unknownCodes.map(\.value).sorted() == ["NA", "Unknown"])
    }
}
