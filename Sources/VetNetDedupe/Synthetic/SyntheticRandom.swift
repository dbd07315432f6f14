/// SplitMix64: a small generator whose output depends only on the seed, written out so that generated data
/// and sampled pairs never change with the standard library's algorithms.
public struct SyntheticRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool { Double(next() >> 11) * 0x1p-53 < probability }

    public mutating func pick<Element>(_ choices: [Element]) -> Element { choices[below(choices.count)] }

    /// An index in `0..<count` skewed towards small values (frequent names first).
    public mutating func skewed(_ count: Int) -> Int {
        let x = Double(next() >> 11) * 0x1p-53
        return min(count - 1, Int(x * x * Double(count)))
    }
}
