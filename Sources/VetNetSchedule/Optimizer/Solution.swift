/// A (partial) plan under construction, with the objective kept up to date and an undo log for trial moves.
struct Solution {
    let instance: Instance
    /// Start per request, -1 when unscheduled.
    private(set) var start: [Int]
    private(set) var specialist: [Int]
    /// Scheduled requests per specialist, in no particular order.
    private(set) var booked: [[Int]]
    private(set) var specialistBusy: Occupancy
    private(set) var patientBusy: Occupancy
    private(set) var fixedPriority = 0
    private(set) var totalPriority = 0
    private(set) var totalDelay = 0
    /// Whether a request is a kept confirmed booking, which no move may touch.
    private(set) var pinned: [Bool]
    private var undoLog: [(request: Int, specialist: Int, start: Int, placed: Bool)] = []
    /// Off while an exact repair explores, which undoes its own steps.
    var recordsUndo = true

    init(_ instance: Instance) {
        self.instance = instance
        start = Array(repeating: -1, count: instance.count)
        specialist = Array(repeating: -1, count: instance.count)
        pinned = Array(repeating: false, count: instance.count)
        booked = Array(repeating: [], count: instance.specialists.count)
        specialistBusy = Occupancy(rows: instance.specialists.count)
        patientBusy = Occupancy(rows: instance.patientRows)
        // Breaks are taken minutes, so one test covers appointments and breaks alike.
        for (index, item) in instance.specialists.enumerated() {
            for pause in item.breaks { specialistBusy.set(index, pause.start, pause.end, true) }
        }
    }

    var objective: (Int, Int, Int) { (fixedPriority, totalPriority, totalDelay) }

    func isScheduled(_ request: Int) -> Bool { start[request] >= 0 }

    /// Whether the specialist and the patient are free for the request at `start` (shift and window not checked).
    func isFree(_ request: Int, specialist: Int, start: Int) -> Bool {
        let end = start + instance.duration(request)
        guard specialistBusy.isFree(specialist, start, end) else { return false }
        let row = instance.patientRow[request]
        return row < 0 || patientBusy.isFree(row, start, end)
    }

    func isFeasible(_ request: Int, specialist: Int, start: Int) -> Bool {
        isFree(request, specialist: specialist, start: start)
            && instance.fitsShiftAndWindow(request, specialist: specialist, start: start)
    }

    mutating func place(_ request: Int, specialist index: Int, start minutes: Int, pinned pin: Bool = false) {
        let end = minutes + instance.duration(request)
        specialistBusy.set(index, minutes, end, true)
        let row = instance.patientRow[request]
        if row >= 0 { patientBusy.set(row, minutes, end, true) }
        start[request] = minutes
        specialist[request] = index
        booked[index].append(request)
        let weight = instance.priority[request]
        totalPriority += weight
        totalDelay += weight * (minutes - instance.timing[request].earliest)
        if pin {
            pinned[request] = true
            fixedPriority += weight
        }
        if recordsUndo { undoLog.append((request, index, minutes, true)) }
    }

    mutating func remove(_ request: Int) {
        let index = specialist[request]
        let minutes = start[request]
        precondition(index >= 0 && !pinned[request])
        let end = minutes + instance.duration(request)
        specialistBusy.set(index, minutes, end, false)
        let row = instance.patientRow[request]
        if row >= 0 { patientBusy.set(row, minutes, end, false) }
        start[request] = -1
        specialist[request] = -1
        if let position = booked[index].firstIndex(of: request) {
            booked[index].swapAt(position, booked[index].count - 1)
        }
        booked[index].removeLast()
        let weight = instance.priority[request]
        totalPriority -= weight
        totalDelay -= weight * (minutes - instance.timing[request].earliest)
        if recordsUndo { undoLog.append((request, index, minutes, false)) }
    }

    /// A mark to return to with `undo(to:)`.
    var checkpoint: Int { undoLog.count }

    mutating func undo(to mark: Int) {
        while undoLog.count > mark {
            let step = undoLog.removeLast()
            if step.placed {
                remove(step.request)
            } else {
                place(step.request, specialist: step.specialist, start: step.start)
            }
            if recordsUndo { undoLog.removeLast() }
        }
    }

    /// Forgets the undo log (after a move is accepted), keeping memory flat over long searches.
    mutating func commit() { undoLog.removeAll(keepingCapacity: true) }

    /// Scheduled, movable requests that overlap `[start, end)` on the specialist or for the patient's row;
    /// nil if a kept confirmed booking is among them.
    func blockers(of request: Int, specialist index: Int, start minutes: Int) -> [Int]? {
        let end = minutes + instance.duration(request)
        var found: [Int] = []
        let row = instance.patientRow[request]
        for other in booked[index] where start[other] < end && minutes < start[other] + instance.duration(other) {
            if pinned[other] { return nil }
            found.append(other)
        }
        if row >= 0 {
            for other in instance.patientRequests(row)
            where other != request && start[other] >= 0 && specialist[other] != index {
                if start[other] < end && minutes < start[other] + instance.duration(other) {
                    if pinned[other] { return nil }
                    found.append(other)
                }
            }
        }
        return found
    }
}
