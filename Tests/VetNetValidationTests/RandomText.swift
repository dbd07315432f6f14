import VetNetCore

extension SplitMix64 {
    /// Text made of up to `maxPieces` pieces drawn from `pieces`: random, but near enough to real values that
    /// the interesting branches are taken.
    mutating func text(from pieces: [String], maxPieces: Int) -> String {
        var text = ""
        for _ in 0..<below(maxPieces + 1) { text += pick(pieces) }
        return text
    }
}
