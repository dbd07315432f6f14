extension Solution {
    /// The earliest free start for the request over its qualified specialists (ties: the least versatile
    /// specialist), which is also the placement that adds the least weighted delay.
    func bestInsertion(_ request: Int) -> (specialist: Int, start: Int)? {
        var best: (specialist: Int, start: Int)?
        for index in instance.qualified[request] {
            for shift in instance.specialists[index].shifts {
                for minutes in instance.gridStarts(request, in: shift) {
                    if let best, minutes >= best.start { break }
                    if isFree(request, specialist: index, start: minutes) {
                        best = (index, minutes)
                        break
                    }
                }
            }
        }
        return best
    }

    /// Places the request at its best insertion; false when it fits nowhere.
    @discardableResult
    mutating func insertBest(_ request: Int) -> Bool {
        guard let place = bestInsertion(request) else { return false }
        self.place(request, specialist: place.specialist, start: place.start)
        return true
    }

    /// Every grid start of the request that fits a shift and its window with a qualified specialist, ignoring
    /// other appointments and breaks, earliest first (ties: the least versatile specialist).
    func candidateStarts(_ request: Int, limit: Int = .max) -> [(specialist: Int, start: Int)] {
        var found: [(specialist: Int, start: Int, rank: Int)] = []
        for (rank, index) in instance.qualified[request].enumerated() {
            for shift in instance.specialists[index].shifts {
                for minutes in instance.gridStarts(request, in: shift) { found.append((index, minutes, rank)) }
            }
        }
        found.sort { ($0.start, $0.rank) < ($1.start, $1.rank) }
        return found.prefix(limit).map { ($0.specialist, $0.start) }
    }
}
