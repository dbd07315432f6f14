/// An upper bound on objective (1), given the kept confirmed bookings.
///
/// The bound is the kept bookings' priority plus, for the other requests, a fractional knapsack per group of
/// specialists: requests are grouped by the connected components of "request can go to specialist"; a request
/// counts only if it has at least one start that fits a qualified specialist's shift, breaks, its window and
/// the kept bookings; each group's capacity is its specialists' free minutes (shifts less breaks less kept
/// bookings); the group's requests fill it by priority per minute, the last one fractionally, rounded down.
/// It ignores the slot grid, patient overlaps and how windows cut the day into pieces, so it is valid but not
/// tight: `SegmentFlowBound` keeps which stretch of which specialists' day each request can go to, and is never
/// above it.
enum PriorityBound {
    /// `open`: confirmed bookings that count as requests whose one place is their booking (`SegmentFlowBound`).
    static func compute(_ instance: Instance, pinned: Solution, open: [Int] = []) -> Int {
        var parent = Array(instance.specialists.indices)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        var placeable: [(request: Int, first: Int)] = []
        for request in 0..<instance.count where instance.requests[request].fixed == nil {
            let usable = instance.qualified[request].filter { index in
                instance.specialists[index].shifts.contains { shift in
                    instance.gridStarts(request, in: shift).contains {
                        pinned.isFree(request, specialist: index, start: $0)
                    }
                }
            }
            guard let first = usable.first else { continue }
            placeable.append((request, first))
            for other in usable.dropFirst() { parent[root(other)] = root(first) }
        }
        for request in open {
            guard let booking = instance.requests[request].fixed, instance.fixedSpecialist[request] >= 0,
                pinned.isFree(request, specialist: instance.fixedSpecialist[request], start: booking.start)
            else { continue }
            placeable.append((request, instance.fixedSpecialist[request]))
        }
        var capacity: [Int: Int] = [:]
        for (index, specialist) in instance.specialists.enumerated() {
            let fixedMinutes = pinned.booked[index].reduce(0) { $0 + instance.duration($1) }
            capacity[root(index), default: 0] += max(0, specialist.availableMinutes - fixedMinutes)
        }
        var groups: [Int: [Int]] = [:]
        for (request, first) in placeable { groups[root(first), default: []].append(request) }
        var bound = pinned.totalPriority
        for (group, members) in groups {
            var room = Double(capacity[group] ?? 0)
            var value = 0.0
            let sorted = members.sorted {
                (Double(instance.priority[$0]) / Double(instance.duration($0)), -$0) > (
                    Double(instance.priority[$1]) / Double(instance.duration($1)), -$1
                )
            }
            for request in sorted {
                guard room > 0 else { break }
                let minutes = Double(instance.duration(request))
                let share = min(1, room / minutes)
                value += share * Double(instance.priority[request])
                room -= share * minutes
            }
            bound += Int(value + 1e-9)
        }
        return bound
    }
}
