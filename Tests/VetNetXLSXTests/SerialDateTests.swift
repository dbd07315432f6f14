import Testing

@testable import VetNetXLSX

@Suite("Excel serial numbers as ISO dates and times")
struct SerialDateTests {
    @Test(
        "1900 system around the leap-year bug and at its ends",
        arguments: [
            (1.0, "1900-01-01"), (59, "1900-02-28"), (60, "1900-02-29"), (61, "1900-03-01"), (45000, "2023-03-15"),
            (2_958_465, "9999-12-31"),
        ])
    func system1900(serial: Double, expected: String) {
        #expect(SerialDate.text(serial, uses1904: false, layout: .date) == expected)
    }

    @Test("1904 system: day 0 is 1904-01-01, and the same day is 1462 less than in 1900")
    func system1904() {
        #expect(SerialDate.text(0, uses1904: true, layout: .date) == "1904-01-01")
        #expect(
            SerialDate.text(43538, uses1904: true, layout: .date)
                == SerialDate.text(45000, uses1904: false, layout: .date))
    }

    @Test("a fraction is the time, rounded to the second, carrying into the next day")
    func fractions() {
        #expect(SerialDate.text(45000.5, uses1904: false, layout: .date) == "2023-03-15 12:00:00")
        #expect(SerialDate.text(45000 + 1.0 / 86_400, uses1904: false, layout: .date) == "2023-03-15 00:00:01")
        #expect(SerialDate.text(45000.999_999_9, uses1904: false, layout: .date) == "2023-03-16")
    }

    @Test("a time layout without a day gives HH:mm, with seconds only when there are some")
    func times() {
        #expect(SerialDate.text(0.5, uses1904: false, layout: .time) == "12:00")
        #expect(SerialDate.text(0.75 + 5.0 / 86_400, uses1904: false, layout: .time) == "18:00:05")
        #expect(SerialDate.text(45000.25, uses1904: false, layout: .time) == "2023-03-15 06:00:00")
    }

    @Test("negative serials and serials past 9999 are no dates", arguments: [-1.0, 2_958_466, .infinity, .nan])
    func outOfRange(serial: Double) {
        #expect(SerialDate.text(serial, uses1904: false, layout: .date) == nil)
    }

    @Test("in the 1904 system a serial is no date past 9999-12-31 either, four years sooner")
    func outOfRange1904() {
        #expect(SerialDate.text(2_957_003, uses1904: true, layout: .date) == "9999-12-31")
        #expect(SerialDate.text(2_957_004, uses1904: true, layout: .date) == nil)
    }
}
