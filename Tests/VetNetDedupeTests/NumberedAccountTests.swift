import Testing
import VetNetCore

@testable import VetNetDedupe

@Suite("Email user parts that differ in their numbers")
struct NumberedAccountTests {
    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    static func distance(_ x: [UInt8], _ y: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in stride(from: 1, through: x.count, by: 1) {
            for j in stride(from: 1, through: y.count, by: 1) {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[x.count][y.count]
    }

    @Test("one edit apart exactly when the edit distance is at most one", arguments: 0..<6)
    func oneEdit(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var near = 0
        for _ in 0..<2_000 {
            let x = (0..<random.below(6)).map { _ in UInt8(ascii: "0") + UInt8(random.below(3)) }
            var y = x
            for _ in 0..<random.below(3) {
                switch random.below(4) {
                case 0: y.insert(UInt8(ascii: "0") + UInt8(random.below(3)), at: random.below(y.count + 1))
                case 1: if !y.isEmpty { y.remove(at: random.below(y.count)) }
                case 2: if !y.isEmpty { y[random.below(y.count)] = UInt8(ascii: "0") + UInt8(random.below(3)) }
                default: if y.count > 1 { let at = random.below(y.count - 1); y.swapAt(at, at + 1) }
                }
            }
            let expected = Self.distance(x, y) <= 1
            if expected { near += 1 }
            #expect(OwnerComparator.withinOneEdit(x, y) == expected, "\(x) \(y)")
        }
        #expect(near > 200)
    }

    @Test(
        "numbered accounts: the same letters with numbers more than one slip apart",
        arguments: [
            ("jsmith12", "jsmith1984", true),
            ("michaelgonzalez176922", "michaelgonzalez412427", true),
            ("rexfan77", "rexfan177", false),
            ("rexfan78", "rexfan87", false),
            ("jsmith12", "jsmith12", false),
            ("jsmith12", "jsmyth1984", false),
            ("jsmith", "jsmith1984", true),
        ])
    func numberedAccounts(a: String, b: String, numbered: Bool) {
        #expect(OwnerComparator.areNumberedAccounts(a, b) == numbered)
    }
}
