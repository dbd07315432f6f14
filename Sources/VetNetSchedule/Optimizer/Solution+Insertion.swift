extension Solution {
    /// The earliest free start for the request over its qualified specialists, or those of them in `allowed`
    /// (ties: the least versatile specialist, or the first allowed), which is also the placement that adds the
    /// least weighted delay.
    func bestInsertion(_ request: Int, on allowed: [Int]? = nil) -> (specialist: Int, start: Int)? {
        var best: (specialist: Int, start: Int)?
        for index in allowed ?? instance.qualified[request] where allowed == nil || instance.canTake(index, request) {
            if let minutes = earliestFreeStart(request, specialist: index, before: best?.start ?? .max) { best = (index, minutes) }
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
    func candidateStarts(_ request: Int, on allowed: [Int]? = nil, limit: Int = .max) -> [(specialist: Int, start: Int)] {
        let item = instance.requests[request]
        let specialists = instance.qualified[request].filter { allowed?.contains($0) ?? true }
        var found: [(specialist: Int, start: Int)] = []
        var start = (item.earliest + instance.slot - 1) / instance.slot * instance.slot
        // Start by start, so a small `limit` stops early however many specialists qualify.
        while start + item.durationMinutes <= item.latest && found.count < limit {
            for index in specialists where instance.fitsShiftAndWindow(request, specialist: index, start: start) {
                found.append((index, start))
                if found.count == limit { break }
            }
            start += instance.slot
        }
        return found
    }
}
