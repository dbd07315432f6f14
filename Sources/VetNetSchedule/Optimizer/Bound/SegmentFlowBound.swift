/// An upper bound on objective (1): the linear-programming relaxation that keeps which stretch of which
/// specialists' day each request can go to, and forgets where in the stretch.
///
/// Resources: specialists with the same specialties, species, shifts and breaks form one class; each shift of a
/// class, cut at its breaks, gives its stretches, and a stretch's capacity is its minutes summed over the class's
/// members, less their kept confirmed bookings.
///
/// Validity: every appointment lies inside one shift and clear of breaks, so inside exactly one stretch of one
/// member, and it uses that many of the stretch's free minutes (kept bookings are never overlapped). With
/// `y[r, s] = 1` when request `r` is booked in stretch `s`, every plan therefore satisfies `Σ_s y[r, s] ≤ 1`,
/// where `s` ranges over the stretches in which `r` has a grid start inside its window that is free, given the
/// kept bookings, for some member and for the patient; and `Σ_r duration_r · y[r, s] ≤ capacity_s`. The linear
/// program maximizing `Σ priority_r · y[r, s]` under those rows alone (with `0 ≤ y`) is a relaxation, so its
/// optimum is at least objective (1) of every plan; the kept bookings' priority is added by `UpperBound`.
///
/// Solved exactly: in minutes `f[r, s] = duration_r · y[r, s]` it is a transportation problem whose value is
/// `Σ density_r · f_r`, and the amounts `f_r` a network can carry form a polymatroid, so taking requests densest
/// first and pushing as many of each one's minutes as augmenting paths allow is optimal (Edmonds' greedy). It is
/// never above the fractional knapsack (`PriorityBound`), which pools each connected group's minutes.
struct SegmentFlowBound {
    /// The bound on the movable requests' priority (kept bookings excluded).
    static func compute(_ instance: Instance, pinned: Solution) -> Int {
        let classOf = Self.classes(instance)
        var stretches: [(start: Int, end: Int)] = []
        var classStretches: [[Int]] = Array(repeating: [], count: (classOf.max() ?? -1) + 1)
        var classMembers: [[Int]] = Array(repeating: [], count: classStretches.count)
        for (specialist, index) in classOf.enumerated() { classMembers[index].append(specialist) }
        let patientBooked = Set(pinned.booked.joined().map { instance.patientRow[$0] }.filter { $0 >= 0 })
        var capacity: [Int] = []
        for (specialist, index) in classOf.enumerated() {
            let pieces = Self.pieces(instance.specialists[specialist])
            if classStretches[index].isEmpty {
                for piece in pieces {
                    classStretches[index].append(stretches.count)
                    stretches.append(piece)
                    capacity.append(0)
                }
            }
            for (offset, piece) in pieces.enumerated() {
                let taken = pinned.booked[specialist].reduce(0) { total, request in
                    total + max(0, min(piece.end, pinned.start[request] + instance.duration(request)) - max(piece.start, pinned.start[request]))
                }
                capacity[classStretches[index][offset]] += piece.end - piece.start - taken
            }
        }
        // Members without kept bookings in a stretch all have the same starts there: one of them stands for all.
        var clearMember = Array(repeating: -1, count: stretches.count)
        for (index, members) in classMembers.enumerated() {
            for stretch in classStretches[index] {
                let piece = stretches[stretch]
                clearMember[stretch] = members.first { member in
                    !pinned.booked[member].contains { pinned.start[$0] < piece.end && piece.start < pinned.start[$0] + instance.duration($0) }
                } ?? -1
            }
        }
        // Requests with the same usable stretches share one node of the network.
        var groupOf: [[Int]: Int] = [:]
        var groupStretches: [[Int]] = []
        var items: [(request: Int, group: Int)] = []
        for request in 0..<instance.count where instance.requests[request].fixed == nil {
            var usable: [Int] = []
            var seen: Set<Int> = []
            for specialist in instance.qualified[request] where seen.insert(classOf[specialist]).inserted {
                let members = classMembers[classOf[specialist]]
                let patientFree = !patientBooked.contains(instance.patientRow[request])
                usable += classStretches[classOf[specialist]].filter { stretch in
                    let piece = stretches[stretch]
                    let tested = patientFree && clearMember[stretch] >= 0 ? [clearMember[stretch]] : members
                    return tested.contains { member in
                        pinned.earliestFreeStart(request, specialist: member, notBefore: piece.start)
                            .map { $0 + instance.duration(request) <= piece.end } ?? false
                    }
                }
            }
            guard !usable.isEmpty else { continue }
            usable.sort()
            let group = groupOf[usable] ?? groupStretches.count
            if group == groupStretches.count {
                groupOf[usable] = group
                groupStretches.append(usable)
            }
            items.append((request, group))
        }
        items.sort { instance.priority[$0.request] * instance.duration($1.request) > instance.priority[$1.request] * instance.duration($0.request) }
        var network = Network(groupStretches: groupStretches, capacity: capacity)
        var whole = 0
        var partial = 0.0
        for item in items {
            let length = instance.duration(item.request)
            let carried = network.push(length, from: item.group)
            if carried == length {
                whole += instance.priority[item.request]
            } else if carried > 0 {
                partial += Double(instance.priority[item.request] * carried) / Double(length)
            }
        }
        // Rounding up a hair keeps floating-point error on the safe side of the floor.
        return whole + Int((partial + 1e-6).rounded(.down))
    }

    /// A class index per specialist: equal specialties, species, shifts and breaks share one.
    static func classes(_ instance: Instance) -> [Int] {
        var seen: [Specialist: Int] = [:]
        return instance.specialists.map { specialist in
            var key = specialist
            key.id = ""
            key.specialties.sort()
            key.species?.sort()
            if let index = seen[key] { return index }
            seen[key] = seen.count
            return seen.count - 1
        }
    }

    /// A specialist's shifts cut at their breaks.
    static func pieces(_ specialist: Specialist) -> [(start: Int, end: Int)] {
        var result: [(start: Int, end: Int)] = []
        let breaks = specialist.breaks.sorted { $0.start < $1.start }
        for shift in specialist.shifts {
            var from = shift.start
            for pause in breaks where pause.end > from && pause.start < shift.end {
                if pause.start > from { result.append((from, pause.start)) }
                from = max(from, pause.end)
            }
            if from < shift.end { result.append((from, shift.end)) }
        }
        return result
    }

    /// Groups of requests on the left, stretches on the right; flows in minutes.
    struct Network {
        let groupStretches: [[Int]]
        var residual: [Int]
        /// Minutes each group sends to each stretch.
        var flow: [[Int: Int]]
        /// Groups of each stretch that send it something, for walking flow backwards.
        var senders: [[Int]]
        var exhausted: [Bool]

        init(groupStretches: [[Int]], capacity: [Int]) {
            self.groupStretches = groupStretches
            residual = capacity.map { max(0, $0) }
            flow = Array(repeating: [:], count: groupStretches.count)
            senders = Array(repeating: [], count: capacity.count)
            exhausted = Array(repeating: false, count: groupStretches.count)
        }

        /// Sends up to `amount` minutes from `group`, rerouting earlier flow where that makes room; the minutes sent.
        mutating func push(_ amount: Int, from group: Int) -> Int {
            guard !exhausted[group] else { return 0 }
            var sent = 0
            for stretch in groupStretches[group] where residual[stretch] > 0 && sent < amount {
                let step = min(residual[stretch], amount - sent)
                send(step, group, stretch)
                residual[stretch] -= step
                sent += step
            }
            while sent < amount {
                guard let step = augment(from: group, limit: amount - sent) else {
                    exhausted[group] = true
                    break
                }
                sent += step
            }
            return sent
        }

        private mutating func send(_ minutes: Int, _ group: Int, _ stretch: Int) {
            let before = flow[group][stretch, default: 0]
            if before == 0 && minutes > 0 { senders[stretch].append(group) }
            flow[group][stretch] = before + minutes
        }

        /// One augmenting path, breadth first: group → stretch ← other group → … → a stretch with room.
        private mutating func augment(from root: Int, limit: Int) -> Int? {
            var cameFrom = Array(repeating: -1, count: residual.count)
            var groupSeen = Array(repeating: false, count: groupStretches.count)
            var via = Array(repeating: -1, count: groupStretches.count)
            groupSeen[root] = true
            var queue = [root]
            var head = 0
            while head < queue.count {
                let group = queue[head]
                head += 1
                for stretch in groupStretches[group] where cameFrom[stretch] < 0 {
                    cameFrom[stretch] = group
                    if residual[stretch] > 0 { return apply(stretch, cameFrom: cameFrom, via: via, root: root, limit: limit) }
                    for other in senders[stretch] where !groupSeen[other] && flow[other][stretch, default: 0] > 0 {
                        groupSeen[other] = true
                        via[other] = stretch
                        queue.append(other)
                    }
                }
            }
            return nil
        }

        /// Pushes the bottleneck along the path ending at `end` and returns it.
        private mutating func apply(_ end: Int, cameFrom: [Int], via: [Int], root: Int, limit: Int) -> Int {
            var amount = min(limit, residual[end])
            var stretch = end
            var group = cameFrom[stretch]
            while group != root {
                let back = via[group]
                amount = min(amount, flow[group][back, default: 0])
                stretch = back
                group = cameFrom[stretch]
            }
            stretch = end
            group = cameFrom[stretch]
            residual[end] -= amount
            while true {
                send(amount, group, stretch)
                if group == root { break }
                let back = via[group]
                flow[group][back, default: 0] -= amount
                stretch = back
                group = cameFrom[stretch]
            }
            return amount
        }
    }
}
