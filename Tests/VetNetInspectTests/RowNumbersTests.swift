import Testing
import VetNetCore

@testable import VetNetInspect

@Suite struct RowNumbersTests {
    func rowNumbers(_ values: [String?]) -> RowNumbers? {
        var profiler = ColumnProfiler(name: "_id", position: 1)
        for value in values { profiler.observe(value) }
        return profiler.profile().rowNumbers
    }

    /// `count` numbers from `start`, each one more than the one before.
    func counting(from start: Int, _ count: Int) -> [Int] { Array(start..<(start + count)) }

    @Test("Whole numbers rising by one from row to row are row numbers, whatever they start at and however many")
    func anyStart() {
        var random = SplitMix64(seed: 0x0C0_47E5)
        for _ in 0..<200 {
            let start = random.chance(0.3) ? random.int(in: 0...1) : random.int(in: 0...1_000_000_000)
            let count = random.int(in: RowNumbers.minimumRows...400)
            let found = rowNumbers(counting(from: start, count).map { String($0) })
            #expect(found == RowNumbers(first: start, last: start + count - 1), "from \(start), \(count) rows")
        }
        #expect(rowNumbers([" 1", "2 ", "3"]) == RowNumbers(first: 1, last: 3))
        #expect(rowNumbers(["0098", "0099", "0100"]) == RowNumbers(first: 98, last: 100))
    }

    @Test("One gap, one step back or one repeat anywhere, and the numbers are not row numbers")
    func gaps() {
        var random = SplitMix64(seed: 0x6A95)
        for _ in 0..<200 {
            var numbers = counting(from: random.int(in: 0...100_000), random.int(in: 3...300))
            let at = random.int(in: 1...(numbers.count - 1))
            let step = [0, -1, 2, random.int(in: 3...1_000)][random.below(4)]
            for index in at..<numbers.count { numbers[index] += step - 1 }
            #expect(rowNumbers(numbers.map { String($0) }) == nil, "\(numbers)")
        }
    }

    @Test("The same numbers shuffled out of row order are not row numbers, nor are they counting down")
    func shuffled() {
        var random = SplitMix64(seed: 0x5_4FF1E)
        for _ in 0..<200 {
            let numbers = counting(from: random.int(in: 0...100_000), random.int(in: 3...300))
            var mixed = numbers
            while mixed == numbers { mixed.shuffle(using: &random) }
            #expect(rowNumbers(mixed.map { String($0) }) == nil, "\(mixed)")
        }
        #expect(rowNumbers(["3", "2", "1"]) == nil)
    }

    @Test("An empty value, a value that is not digits alone, or fewer than three rows, and there are no row numbers")
    func notNumbers() {
        #expect(rowNumbers(["1", "2", nil, "4"]) == nil)
        #expect(rowNumbers(["1", "2", "3", " "]) == nil)
        #expect(rowNumbers([nil, "1", "2", "3"]) == nil)
        #expect(rowNumbers(["A1", "A2", "A3"]) == nil)
        #expect(rowNumbers(["1.0", "2.0", "3.0"]) == nil)
        #expect(rowNumbers(["-1", "0", "1"]) == nil)
        #expect(rowNumbers(["1", "2"]) == nil)
        #expect(rowNumbers(["1234567890123456", "1234567890123457", "1234567890123458"]) == nil)
        #expect(rowNumbers(["1", "2", "3"]) != nil)
    }

    @Test("inspect shows a counter of rows beside the column's figures")
    func profileText() {
        var profiler = ColumnProfiler(name: "_id", position: 1)
        for value in 1...5 { profiler.observe(String(value)) }
        #expect(
            profiler.profile().textLines(records: 5).contains(
                "    counter   row numbers 1..5 in row order: a counter of the export, not an ID"))
    }
}
