extension Solution {
    /// The earliest grid start from `notBefore` and before `before` at which the request fits one of the
    /// specialist's shifts, its window, and minutes free for both the specialist (breaks count as taken) and the
    /// patient; nil if none.
    ///
    /// It jumps over each taken stretch with word-wide bit scans instead of testing every grid start, so the
    /// cost grows with the bookings in the way, not with the length of the window.
    func earliestFreeStart(_ request: Int, specialist index: Int, notBefore: Int = 0, before: Int = .max) -> Int? {
        let item = instance.timing[request]
        let length = item.durationMinutes
        let slot = instance.slot
        let row = instance.patientRow[request]
        var found: Int?
        for shift in instance.specialists[index].shifts {
            let limit = min(item.latest, shift.end, ClockTime.endOfDay)
            var start = (max(item.earliest, shift.start, notBefore) + slot - 1) / slot * slot
            while start + length <= limit, start < min(before, found ?? .max) {
                let end = start + length
                let taken = specialistBusy.firstTaken(index, start, end)
                let clash = row >= 0 ? patientBusy.firstTaken(row, start, min(taken, end)) : taken
                if clash >= end {
                    found = start
                    break
                }
                let free =
                    clash < taken
                    ? patientBusy.firstFree(row, clash, limit)
                    : specialistBusy.firstFree(index, clash, limit)
                start = (free + slot - 1) / slot * slot
            }
        }
        return found
    }
}
