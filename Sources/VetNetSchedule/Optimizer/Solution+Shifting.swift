/// Insertion by shifting: a request goes between two bookings of one specialist's shift when the bookings before
/// it can move earlier and those after it later, each within its own window and the shift, far enough to open
/// a gap for it. Earliest-start placement leaves 5- and 10-minute holes that no request fits; this move merges
/// them, which ruin-and-recreate of a stretch or eviction of a whole booking rarely do.
extension Solution {
    /// One booked or blocked interval of a shift, with how far it may move (equal bounds: it may not move), and
    /// where it starts when every item is pushed left (`earliest`) or right (`latest`).
    struct ShiftItem {
        var request: Int
        var start: Int
        var length: Int
        /// Grid starts allowed by its window and the shift.
        var low: Int
        var high: Int
        var earliest = 0
        var latest = 0
    }

    /// A way to fit `request` on the specialist: its start, how many bookings move, and where: the shift and the
    /// position between its items. The moves themselves are worked out only for the insertion applied.
    struct ShiftedInsertion {
        var specialist: Int
        var start: Int
        var moveCount: Int
        var shift: Int
        var position: Int
    }

    /// Every position between consecutive items of each of the specialist's shifts where shifting opens a fit
    /// for the request, each with the earliest start there, added to `found`; patients' other bookings are not
    /// checked (applying one may still fail on them).
    func shiftedInsertions(_ request: Int, specialist index: Int, into found: inout [ShiftedInsertion]) {
        let item = instance.timing[request]
        let length = item.durationMinutes
        for (shiftIndex, shift) in instance.specialists[index].shifts.enumerated()
        where shift.start < item.latest && item.earliest < shift.end {
            // Shifting rarely frees more than the minutes already free in the window: not worth the work.
            let from = max(item.earliest, shift.start)
            let to = min(item.latest, shift.end, ClockTime.endOfDay)
            guard to - from >= length, specialistBusy.freeCount(index, from, to) >= length else { continue }
            withPacking(on: index, in: shift) { packed in
                for position in 0...packed.items.count {
                    guard let start = packed.start(of: item, at: position, slot: instance.slot) else { continue }
                    let count = packed.moves(at: position, start: start, length: length, slot: instance.slot) { _, _ in
                    }
                    found.append(
                        ShiftedInsertion(
                            specialist: index, start: start, moveCount: count, shift: shiftIndex, position: position))
                }
            }
        }
    }

    /// A shift's items by start, each with its earliest and latest start.
    struct Packing {
        var items: UnsafeMutableBufferPointer<ShiftItem>
        var shift: TimeRange

        /// The earliest start for the request between items `position - 1` and `position`, if shifting opens one.
        func start(of item: Instance.Timing, at position: Int, slot: Int) -> Int? {
            let left = position > 0 ? items[position - 1].earliest + items[position - 1].length : shift.start
            let right = position < items.count ? items[position].latest : shift.end
            let start = (max(left, item.earliest) + slot - 1) / slot * slot
            return start + item.durationMinutes <= min(right, item.latest) ? start : nil
        }

        /// Calls `body` with each booking that moves, and its new start, to free `[start, start + length)` at
        /// `position` (those before it first, nearest first, then those after it); returns how many move.
        @discardableResult
        func moves(at position: Int, start: Int, length: Int, slot: Int, _ body: (_ request: Int, _ start: Int) -> Void)
            -> Int
        {
            var count = 0
            var next = start
            for before in stride(from: position - 1, through: 0, by: -1) {
                let piece = items[before]
                if piece.start + piece.length <= next { break }
                let moved = Solution.down(next - piece.length, slot)
                body(piece.request, moved)
                count += 1
                next = moved
            }
            var previous = start + length
            for after in position..<items.count {
                let piece = items[after]
                if piece.start >= previous { break }
                let moved = Solution.up(previous, slot)
                body(piece.request, moved)
                count += 1
                previous = moved + piece.length
            }
            return count
        }
    }

    static func up(_ minute: Int, _ slot: Int) -> Int { (minute + slot - 1) / slot * slot }
    static func down(_ minute: Int, _ slot: Int) -> Int {
        minute >= 0 ? minute / slot * slot : -((-minute + slot - 1) / slot * slot)
    }

    /// Calls `body` with the specialist's bookings and breaks inside `shift`, by start, and how far each can be
    /// pushed either way; only movable bookings may move. The items live on the stack: shifting is tried for
    /// nearly every request a rebuild or an ejection chain re-places.
    @discardableResult
    func withPacking<Result>(on index: Int, in shift: TimeRange, _ body: (Packing) -> Result) -> Result {
        let slot = instance.slot
        let breaks = instance.specialists[index].breaks
        return withUnsafeTemporaryAllocation(of: ShiftItem.self, capacity: booked[index].count + breaks.count) {
            buffer in
            var count = 0
            for pause in breaks where pause.start < shift.end && shift.start < pause.end {
                let start = max(pause.start, shift.start)
                buffer.initializeElement(
                    at: count,
                    to: ShiftItem(
                        request: -1, start: start, length: min(pause.end, shift.end) - start, low: start, high: start))
                count += 1
            }
            for other in booked[index] where start[other] >= shift.start && start[other] < shift.end {
                let length = instance.duration(other)
                if pinned[other] {
                    buffer.initializeElement(
                        at: count,
                        to: ShiftItem(
                            request: other, start: start[other], length: length, low: start[other], high: start[other]))
                } else {
                    let window = instance.timing[other]
                    let low = Solution.up(max(window.earliest, shift.start), slot)
                    let high = (min(window.latest, shift.end) - length) / slot * slot
                    // A one-start window cannot move: marked like a fixed item, which is the same.
                    buffer.initializeElement(
                        at: count,
                        to: ShiftItem(request: other, start: start[other], length: length, low: low, high: high))
                }
                count += 1
            }
            var items = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            items.sort { $0.start < $1.start }
            var reach = shift.start
            for position in 0..<count {
                let piece = items[position]
                items[position].earliest =
                    piece.low == piece.high ? piece.start : max(piece.low, Solution.up(reach, slot))
                reach = items[position].earliest + piece.length
            }
            var limit = shift.end
            for position in stride(from: count - 1, through: 0, by: -1) {
                let piece = items[position]
                items[position].latest =
                    piece.low == piece.high ? piece.start : min(piece.high, Solution.down(limit - piece.length, slot))
                limit = items[position].latest
            }
            let result = body(Packing(items: items, shift: shift))
            buffer.baseAddress!.deinitialize(count: count)
            return result
        }
    }

    /// Moves the shifted bookings and places the request; false, with nothing changed, when a moved booking or
    /// the request would overlap its patient's other bookings.
    mutating func apply(_ insertion: ShiftedInsertion, placing request: Int) -> Bool {
        let shift = instance.specialists[insertion.specialist].shifts[insertion.shift]
        var moves: [(request: Int, start: Int)] = []
        withPacking(on: insertion.specialist, in: shift) { packed in
            packed.moves(
                at: insertion.position, start: insertion.start, length: instance.duration(request), slot: instance.slot
            ) {
                moves.append(($0, $1))
            }
        }
        let mark = checkpoint
        for move in moves { remove(move.request) }
        for move in moves {
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
