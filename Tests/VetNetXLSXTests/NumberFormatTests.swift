import Testing

@testable import VetNetXLSX

@Suite("Which number formats make dates")
struct NumberFormatTests {
    @Test("built-in ids 14–17 and 22 are dates, 18–21 and 45–47 times, their neighbours numbers")
    func builtIn() {
        #expect((14...17).allSatisfy { NumberFormat(builtIn: $0) == .date })
        #expect(NumberFormat(builtIn: 22) == .date)
        #expect([18, 19, 20, 21, 45, 46, 47].allSatisfy { NumberFormat(builtIn: $0) == .time })
        #expect([0, 1, 2, 13, 23, 44, 48, 49].allSatisfy { NumberFormat(builtIn: $0) == .number })
    }

    @Test(
        "custom codes",
        arguments: [
            ("dd/mm/yyyy", NumberFormat.date), ("yyyy-mm-dd hh:mm:ss", .date), ("[$-409]mmmm d, yyyy;@", .date),
            ("mmm-yy", .date), ("h:mm AM/PM", .time), ("mm:ss", .time), ("[h]:mm:ss", .time), ("General", .number),
            ("0.00", .number), ("#,##0.00\" kg (dry)\"", .number), ("0\\d", .number),
            ("[Red]0.00;[Blue]-0.00", .number),
            ("0.00E+00", .number), ("@", .number), ("0;\"dd\"", .number),
        ])
    func custom(code: String, expected: NumberFormat) {
        #expect(NumberFormat(code: code) == expected)
    }
}
