/// The candidate nearest to `text` by edit distance (case-insensitive), if it is close enough to be a
/// plausible typo: at most a third of the longer word's length.
public func closestMatch(to text: String, in candidates: [String]) -> String? {
    let target = Array(text.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(target, Array(candidate.lowercased()))
        if distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(1, max(target.count, best.candidate.count) / 3) else { return nil }
    return best.candidate
}

/// Edit distance counting insertions, deletions, substitutions and swaps of two adjacent characters
/// (optimal string alignment), so `Nmae` is one edit from `Name`.
public func editDistance<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var twoBack = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for i in 1...lhs.count {
        current[0] = i
        for j in 1...rhs.count {
            let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                current[j] = min(current[j], twoBack[j - 2] + 1)
            }
        }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[rhs.count]
}
