/// Insertion by shifting: a request goes between two bookings of one specialist's shift when the bookings before
/// it can move earlier and those after it later, each within its own window and the shift, far enough to open
/// a gap for it. Earliest-start placement leaves 5- and 10-minute holes that no request fits; this move merges
/// them, which ruin-and-recreate of a stretch or eviction of a whole booking rarely do.
extension Solution {
    /// One booked or blocked interval of a shift, with how far it may move (equal bounds: it may not move).
    struct ShiftItem {
        var request: Int
        var start: Int
        var length: Int
        /// Grid starts allowed by its window and the shift.
        var low: Int
        var high: Int
    }

    /// A way to fit `request` on the specialist: its start and the new starts of the bookings that move.
    struct ShiftedInsertion {
        var specialist: Int
        var start: Int
        var moves: [(request: Int, start: Int)]
    }

    /// Every position between consecutive items of each of the specialist's shifts where shifting opens a fit
    /// for the request, each with the earliest start there; patients' other bookings are not checked (applying
    /// one may still fail on them).
    func shiftedInsertions(_ request: Int, specialist index: Int) -> [ShiftedInsertion] {
        let item = instance.requests[request]
        let slot = instance.slot
        let length = item.durationMinutes
        func up(_ minute: Int) -> Int { (minute + slot - 1) / slot * slot }
        func down(_ minute: Int) -> Int { minute >= 0 ? minute / slot * slot : -((-minute + slot - 1) / slot * slot) }
        var found: [ShiftedInsertion] = []
        for shift in instance.specialists[index].shifts where shift.start < item.latest && item.earliest < shift.end {
            // Shifting rarely frees more than the minutes already free in the window: not worth the work.
            let from = max(item.earliest, shift.start)
            let to = min(item.latest, shift.end, ClockTime.endOfDay)
            guard to - from >= length, specialistBusy.freeCount(index, from, to) >= length else { continue }
            let items = self.items(on: index, in: shift)
            let count = items.count
            // Earliest starts when everything is pushed left, latest when pushed right.
            var earliest = Array(repeating: 0, count: count)
            var reach = shift.start
            for (position, piece) in items.enumerated() {
                earliest[position] = piece.low == piece.high ? piece.start : max(piece.low, up(reach))
                reach = earliest[position] + piece.length
            }
            var latest = Array(repeating: 0, count: count)
            var limit = shift.end
            for position in stride(from: count - 1, through: 0, by: -1) {
                let piece = items[position]
                latest[position] = piece.low == piece.high ? piece.start : min(piece.high, down(limit - piece.length))
                limit = latest[position]
            }
            for position in 0...count {
                let left = position > 0 ? earliest[position - 1] + items[position - 1].length : shift.start
                let right = position < count ? latest[position] : shift.end
                let start = up(max(left, item.earliest))
                guard start + length <= min(right, item.latest) else { continue }
                var moves: [(request: Int, start: Int)] = []
                var next = start
                for before in stride(from: position - 1, through: 0, by: -1) {
                    let piece = items[before]
                    if piece.start + piece.length <= next { break }
                    let moved = down(next - piece.length)
                    moves.append((piece.request, moved))
                    next = moved
                }
                var previous = start + length
                for after in position..<count {
                    let piece = items[after]
                    if piece.start >= previous { break }
                    let moved = up(previous)
                    moves.append((piece.request, moved))
                    previous = moved + piece.length
                }
                found.append(ShiftedInsertion(specialist: index, start: start, moves: moves))
            }
        }
        return found
    }

    /// The specialist's bookings and breaks inside `shift`, by start; only movable bookings may move.
    private func items(on index: Int, in shift: TimeRange) -> [ShiftItem] {
        let slot = instance.slot
        var items: [ShiftItem] = []
        for pause in instance.specialists[index].breaks where pause.start < shift.end && shift.start < pause.end {
            let start = max(pause.start, shift.start)
            items.append(ShiftItem(request: -1, start: start, length: min(pause.end, shift.end) - start, low: start, high: start))
        }
        for other in booked[index] where start[other] >= shift.start && start[other] < shift.end {
            let length = instance.duration(other)
            if pinned[other] {
                items.append(ShiftItem(request: other, start: start[other], length: length, low: start[other], high: start[other]))
            } else {
                let window = instance.requests[other]
                let low = (max(window.earliest, shift.start) + slot - 1) / slot * slot
                let high = (min(window.latest, shift.end) - length) / slot * slot
                // A one-start window cannot move: marked like a fixed item, which is the same.
                items.append(ShiftItem(request: other, start: start[other], length: length, low: low, high: high))
            }
        }
        items.sort { $0.start < $1.start }
        return items
    }

    /// Moves the shifted bookings and places the request; false, with nothing changed, when a moved booking or
    /// the request would overlap its patient's other bookings.
    mutating func apply(_ insertion: ShiftedInsertion, placing request: Int) -> Bool {
        let mark = checkpoint
        for move in insertion.moves { remove(move.request) }
        for move in insertion.moves {
            guard isFree(move.request, specialist: insertion.specialist, start: move.start) else {
                undo(to: mark)
                return false
            }
            place(move.request, specialist: insertion.specialist, start: move.start)
        }
        guard isFree(request, specialist: insertion.specialist, start: insertion.start) else {
            undo(to: mark)
            return false
        }
        place(request, specialist: insertion.specialist, start: insertion.start)
        return true
    }
}
