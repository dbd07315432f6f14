/// The constructive start: kept confirmed bookings first, then the rest most urgent first and, among equally
/// urgent requests, the most constrained (fewest places to go, then the narrowest window) first, each at its
/// earliest free start.
enum Construction {
    /// The kept confirmed bookings alone, pinned; those in `except` left out.
    static func pinned(_ instance: Instance, fixed: FixedBookings, except: Set<Int> = []) -> Solution {
        pinned(instance, keeping: fixed.kept.filter { !except.contains($0) })
    }

    /// The confirmed bookings `kept` (compatible with one another) alone, pinned.
    static func pinned(_ instance: Instance, keeping kept: [Int]) -> Solution {
        var solution = Solution(instance)
        for request in kept {
            let booking = instance.requests[request].fixed!
            solution.place(request, specialist: instance.fixedSpecialist[request], start: booking.start, pinned: true)
        }
        solution.commit()
        return solution
    }

    /// Adds every other request it can to `solution`.
    static func build(_ instance: Instance, from pinned: Solution) -> Solution {
        var solution = pinned
        let flexibility = (0..<instance.count).map { instance.optionCount($0) }
        let order = (0..<instance.count).filter { instance.requests[$0].fixed == nil }.sorted { left, right in
            let a = instance.requests[left]
            let b = instance.requests[right]
            return (instance.triage[left].vtl, flexibility[left], a.latest - a.earliest, a.id)
                < (instance.triage[right].vtl, flexibility[right], b.latest - b.earliest, b.id)
        }
        for request in order { solution.insertBest(request) }
        solution.commit()
        return solution
    }
}
