/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast generator whose output depends only on the seed.
///
/// The helpers are written out rather than taken from `Int.random(in:using:)`, whose algorithm the standard
/// library may change: generated data, sampled pairs and optimizer runs must stay the same for a given seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (multiply-shift; 0 when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(max(bound, 1))).high)
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[below(choices.count)]
    }

    /// Picks from `(weight, value)` pairs in proportion to the weights.
    public mutating func pick<Element>(weighted choices: [(weight: Int, value: Element)]) -> Element {
        var roll = below(choices.reduce(0) { $0 + $1.weight })
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    /// An index in `0..<count` skewed towards small values (frequent names first).
    public mutating func skewed(_ count: Int) -> Int {
        let x = Double(next() >> 11) * 0x1p-53
        return min(count - 1, Int(x * x * Double(count)))
    }
}
