extension Solution {
    /// The earliest free start for the request over its qualified specialists, or those of them in `allowed`
    /// (ties: the least versatile specialist, or the first allowed), which is also the placement that adds the
    /// least weighted delay.
    func bestInsertion(_ request: Int, on allowed: [Int]? = nil) -> (specialist: Int, start: Int)? {
        var best: (specialist: Int, start: Int)?
        for index in allowed ?? instance.qualified[request] where allowed == nil || instance.canTake(index, request) {
            if let minutes = earliestFreeStart(request, specialist: index, before: best?.start ?? .max) {
                best = (index, minutes)
            }
        }
        return best
    }

    /// Places the request at its best insertion; false when it fits nowhere.
    @discardableResult
    mutating func insertBest(_ request: Int, on allowed: [Int]? = nil) -> Bool {
        guard let place = bestInsertion(request, on: allowed) else { return false }
        self.place(request, specialist: place.specialist, start: place.start)
        return true
    }

    /// Every grid start of the request that fits a shift and its window with a qualified specialist (of those in
    /// `allowed`, if given), ignoring other appointments and breaks, earliest first (ties: the least versatile
    /// specialist).
    func candidateStarts(_ request: Int, on allowed: [Int]? = nil, limit: Int = .max) -> [(specialist: Int, start: Int)]
    {
        var found: [(specialist: Int, start: Int)] = []
        forEachCandidateStart(request, on: allowed, limit: limit) { found.append($0) }
        return found
    }

    /// `candidateStarts` one by one, without building the list.
    func forEachCandidateStart(
        _ request: Int, on allowed: [Int]? = nil, limit: Int = .max, _ body: ((specialist: Int, start: Int)) -> Void
    ) {
        let item = instance.timing[request]
        let qualified = instance.qualified[request]
        var count = 0
        var start = (item.earliest + instance.slot - 1) / instance.slot * instance.slot
        // Start by start, so a small `limit` stops early however many specialists qualify.
        while start + item.durationMinutes <= item.latest && count < limit {
            for index in qualified
            where (allowed?.contains(index) ?? true)
                && instance.fitsShiftAndWindow(request, specialist: index, start: start)
            {
                body((index, start))
                count += 1
                if count == limit { break }
            }
            start += instance.slot
        }
    }
}
