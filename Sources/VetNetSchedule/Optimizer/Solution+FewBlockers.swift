extension Solution {
    /// At most two requests in the way of a placement, in the order `blockers(of:specialist:start:)` lists them.
    struct FewBlockers {
        var count = 0
        var first = -1
        var second = -1

        var list: [Int] { count == 1 ? [first] : [first, second] }
    }

    /// The blockers of placing `request` on the specialist at `start` when there are one or two and none is a kept
    /// confirmed booking; nil otherwise. Without allocating, for the ejection chains that test dozens of starts
    /// per link.
    func fewBlockers(of request: Int, specialist index: Int, start minutes: Int) -> FewBlockers? {
        let end = minutes + instance.duration(request)
        var found = FewBlockers()
        func add(_ other: Int) -> Bool {
            guard !pinned[other], found.count < 2 else { return false }
            if found.count == 0 { found.first = other } else { found.second = other }
            found.count += 1
            return true
        }
        for other in booked[index] where start[other] < end && minutes < start[other] + instance.duration(other) {
            guard add(other) else { return nil }
        }
        let row = instance.patientRow[request]
        if row >= 0 {
            for other in instance.patientRequests(row)
            where other != request && start[other] >= 0 && specialist[other] != index {
                if start[other] < end && minutes < start[other] + instance.duration(other) {
                    guard add(other) else { return nil }
                }
            }
        }
        return found.count > 0 ? found : nil
    }
}
