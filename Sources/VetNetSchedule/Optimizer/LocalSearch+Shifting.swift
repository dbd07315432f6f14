extension LocalSearch {
    /// Places a waiting request by shifting the bookings around a gap of one qualified specialist (of those in
    /// `allowed`, if given): the insertion with the earliest start (then the fewest moves) whose moves keep every
    /// patient free; false if none applies. Leaves the change uncommitted.
    mutating func insertByShifting(_ request: Int, on allowed: [Int]? = nil) -> Bool {
        var insertions: [Solution.ShiftedInsertion] = []
        for specialist in allowed ?? instance.qualified[request]
        where allowed == nil || instance.canTake(specialist, request) {
            solution.shiftedInsertions(request, specialist: specialist, into: &insertions)
        }
        insertions.sort { ($0.start, $0.moveCount, $0.specialist) < ($1.start, $1.moveCount, $1.specialist) }
        for insertion in insertions where solution.apply(insertion, placing: request) { return true }
        return false
    }
}
