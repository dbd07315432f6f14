import Testing
import VetNetCore

@Suite("Workbooks whose dates count from 1904")
struct Date1904Tests {
    @Test("day 0 is 1904-01-01, day 1 the day after, and a fraction is the time of day")
    func days() {
        let outcome = readSheet("date1904.xlsx")
        #expect(outcome.thrown == nil)
        #expect(outcome.records.map { $0.field(at: 0) } == ["1904-01-01", "1904-01-02", "2023-03-15 06:00:00"])
    }
}
