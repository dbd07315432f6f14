extension Array where Element: Equatable {
    /// Keeps the first of each run of equal adjacent elements, in place: a sorted array without repeats.
    mutating func removeAdjacentRepeats() {
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}
