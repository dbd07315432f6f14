/// An upper bound on objective (1): the linear-programming relaxation that keeps which stretch of which
/// specialists' day each request can go to, and forgets where in the stretch.
///
/// Resources: specialists with the same specialties, species, shifts and breaks form one class, and each shift
/// of a class, cut at its breaks, gives its pieces. The members without kept confirmed bookings in a piece share
/// one stretch, the piece itself; each other member's piece is cut at its kept bookings into stretches of its
/// own. A stretch's capacity is, per member, the most minutes of its length that some sum of movable requests'
/// durations fills (a 25-minute stretch holds 20 when requests last 15, 20 or 30 minutes).
///
/// Validity: every appointment lies inside one shift, clear of breaks and of its specialist's kept bookings, so
/// inside exactly one stretch, and the booked minutes of one member there are a sum of durations no longer than
/// the stretch. With `y[r, s] = 1` when request `r` is booked in stretch `s`, every plan therefore satisfies
/// `Σ_s y[r, s] ≤ 1`, where `s` ranges over the stretches in which `r` has a grid start inside its window that
/// is free, given the kept bookings, for the specialist and for the patient; and
/// `Σ_r duration_r · y[r, s] ≤ capacity_s`. The linear program maximizing `Σ priority_r · y[r, s]` under those
/// rows alone (with `0 ≤ y`) is a relaxation, so its optimum is at least objective (1) of every plan; the kept
/// bookings' priority is added by `UpperBound`.
///
/// Solved exactly: in minutes `f[r, s] = duration_r · y[r, s]` it is a transportation problem whose value is
/// `Σ density_r · f_r`, and the amounts `f_r` a network can carry form a polymatroid, so taking requests densest
/// first and pushing as many of each one's minutes as augmenting paths allow is optimal (Edmonds' greedy). It is
/// never above the fractional knapsack (`PriorityBound`), which pools each connected group's minutes.
struct SegmentFlowBound {
    /// The requests the relaxation can place, each with its group: requests with the same usable stretches
    /// share one node of the network.
    let items: [(request: Int, group: Int)]
    let groupStretches: [[Int]]
    let capacity: [Int]

    /// The bound on the movable requests' priority (kept bookings excluded).
    static func compute(_ instance: Instance, pinned: Solution) -> Int {
        SegmentFlowBound(instance, pinned: pinned).optimum(instance)
    }

    /// The stretches and which requests can use which, given the kept confirmed bookings `pinned`. The
    /// confirmed bookings `open` (kept in some heaviest choice of bookings and not in another) count as requests
    /// whose one place is their booking.
    init(_ instance: Instance, pinned: Solution, open: [Int] = []) {
        let classOf = Self.classes(instance)
        let packable = Self.packableMinutes(instance, also: open)
        var classMembers: [[Int]] = Array(repeating: [], count: (classOf.max() ?? -1) + 1)
        for (specialist, index) in classOf.enumerated() { classMembers[index].append(specialist) }
        var stretches: [Stretch] = []
        // The stretches each specialist's minutes belong to.
        var stretchesOf: [[Int]] = Array(repeating: [], count: instance.specialists.count)
        for members in classMembers {
            for piece in Self.pieces(instance.specialists[members[0]]) {
                var clear = Stretch(start: piece.start, end: piece.end, member: -1, capacity: 0)
                var clearMembers: [Int] = []
                for member in members {
                    let kept = pinned.booked[member]
                        .filter {
                            pinned.start[$0] < piece.end && piece.start < pinned.start[$0] + instance.duration($0)
                        }
                        .map { (start: pinned.start[$0], end: pinned.start[$0] + instance.duration($0)) }
                        .sorted { $0.start < $1.start }
                    if kept.isEmpty {
                        clear.member = clear.member < 0 ? member : clear.member
                        clear.capacity += packable[piece.end - piece.start]
                        clearMembers.append(member)
                        continue
                    }
                    var from = piece.start
                    for booking in kept + [(start: piece.end, end: piece.end)] {
                        if booking.start - from >= 1 {
                            stretchesOf[member].append(stretches.count)
                            stretches.append(
                                Stretch(
                                    start: from, end: booking.start, member: member,
                                    capacity: packable[booking.start - from]))
                        }
                        from = max(from, booking.end)
                    }
                }
                if clear.member >= 0 {
                    for member in clearMembers { stretchesOf[member].append(stretches.count) }
                    stretches.append(clear)
                }
            }
        }
        capacity = stretches.map(\.capacity)
        var classStretches: [[Int]] = Array(repeating: [], count: classMembers.count)
        for (offset, stretch) in stretches.enumerated() { classStretches[classOf[stretch.member]].append(offset) }
        var groupOf: [[Int]: Int] = [:]
        var groups: [[Int]] = []
        var items: [(request: Int, group: Int)] = []
        func add(_ request: Int, usable: [Int]) {
            guard !usable.isEmpty else { return }
            let usable = usable.sorted()
            let group = groupOf[usable] ?? groups.count
            if group == groups.count {
                groupOf[usable] = group
                groups.append(usable)
            }
            items.append((request, group))
        }
        let patientBooked = Set(pinned.booked.joined().map { instance.patientRow[$0] }.filter { $0 >= 0 })
        for request in 0..<instance.count where instance.requests[request].fixed == nil {
            var usable: [Int] = []
            var seen: Set<Int> = []
            let window = instance.timing[request]
            let patientFree = !patientBooked.contains(instance.patientRow[request])
            for specialist in instance.qualified[request] where seen.insert(classOf[specialist]).inserted {
                usable += classStretches[classOf[specialist]].filter { offset in
                    let stretch = stretches[offset]
                    guard stretch.capacity >= window.durationMinutes, stretch.start < window.latest,
                        window.earliest < stretch.end
                    else { return false }
                    // A stretch lies in one shift, clear of breaks and kept bookings: without kept bookings of the
                    // patient, the request fits if its window leaves room there for a grid start.
                    if patientFree {
                        let start =
                            (max(stretch.start, window.earliest) + instance.slot - 1) / instance.slot * instance.slot
                        return start + window.durationMinutes <= min(stretch.end, window.latest, ClockTime.endOfDay)
                    }
                    return pinned.earliestFreeStart(request, specialist: stretch.member, notBefore: stretch.start)
                        .map { $0 + window.durationMinutes <= stretch.end } ?? false
                }
            }
            add(request, usable: usable)
        }
        for request in open {
            guard let booking = instance.requests[request].fixed, instance.fixedSpecialist[request] >= 0,
                pinned.isFree(request, specialist: instance.fixedSpecialist[request], start: booking.start)
            else { continue }
            let end = booking.start + instance.duration(request)
            add(
                request,
                usable: stretchesOf[instance.fixedSpecialist[request]].filter {
                    stretches[$0].start <= booking.start && end <= stretches[$0].end
                })
        }
        self.items = items
        groupStretches = groups
    }

    /// Whether the relaxation can place each request (it is one of `items`).
    func placeable(_ instance: Instance) -> [Bool] {
        var placeable = Array(repeating: false, count: instance.count)
        for item in items { placeable[item.request] = true }
        return placeable
    }

    /// The relaxation's optimum, rounded down.
    func optimum(_ instance: Instance) -> Int { optimum(instance, carried: densestFirst(instance)) }

    /// The relaxation's optimum, rounded down, from the minutes `densestFirst` carries.
    func optimum(_ instance: Instance, carried: [Int]) -> Int {
        var whole = 0
        var partial = 0.0
        for (item, minutes) in zip(items, carried) {
            let length = instance.duration(item.request)
            if minutes == length {
                whole += instance.priority[item.request]
            } else if minutes > 0 {
                partial += Double(instance.priority[item.request] * minutes) / Double(length)
            }
        }
        // Rounding up a hair keeps floating-point error on the safe side of the floor.
        return whole + Int((partial + 1e-6).rounded(.down))
    }

    /// The minutes of each item in the relaxation's optimum: items pushed by decreasing priority per minute.
    func densestFirst(_ instance: Instance) -> [Int] {
        let order = items.indices.sorted { a, b in
            instance.priority[items[a].request] * instance.duration(items[b].request)
                > instance.priority[items[b].request] * instance.duration(items[a].request)
        }
        return carriedMinutes(instance, order: order)
    }

    /// The minutes of each item the network carries when the items of `order` push theirs in turn, each as many
    /// as augmenting paths allow; items left out of `order` carry none. Pushing in order of decreasing weight per
    /// minute maximizes the total weight carried.
    func carriedMinutes(_ instance: Instance, order: [Int]) -> [Int] {
        var network = Network(groupStretches: groupStretches, capacity: capacity)
        var carried = Array(repeating: 0, count: items.count)
        for index in order {
            carried[index] = network.push(instance.duration(items[index].request), from: items[index].group)
        }
        return carried
    }

    /// A free stretch of one member's piece between kept bookings, or (the first clear `member` standing for
    /// all) the whole piece for every member of the class without kept bookings in it.
    struct Stretch {
        var start: Int
        var end: Int
        var member: Int
        var capacity: Int
    }

    /// For every length of day up to 1,440 minutes, the most minutes of it that the durations of movable requests
    /// (and of the `open` confirmed bookings) can fill exactly (some sum of them), which is all the booked minutes
    /// a stretch that long can hold.
    static func packableMinutes(_ instance: Instance, also open: [Int] = []) -> [Int] {
        let durations = Set(
            ((0..<instance.count).filter { instance.need[$0] >= 0 } + open).map { instance.duration($0) }
        ).filter { $0 > 0 }
        var reachable = Array(repeating: false, count: ClockTime.endOfDay + 1)
        reachable[0] = true
        for total in 1...ClockTime.endOfDay {
            reachable[total] = durations.contains { $0 <= total && reachable[total - $0] }
        }
        var best = Array(repeating: 0, count: ClockTime.endOfDay + 1)
        for total in 1...ClockTime.endOfDay { best[total] = reachable[total] ? total : best[total - 1] }
        return best
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
        /// A path search's marks: the group each stretch was reached from, the groups reached, and from which
        /// stretch; `touched` and `queue` list what to clear.
        var cameFrom: [Int]
        var groupSeen: [Bool]
        var via: [Int]
        var touched: [Int] = []
        var queue: [Int] = []

        init(groupStretches: [[Int]], capacity: [Int]) {
            self.groupStretches = groupStretches
            residual = capacity.map { max(0, $0) }
            flow = Array(repeating: [:], count: groupStretches.count)
            senders = Array(repeating: [], count: capacity.count)
            exhausted = Array(repeating: false, count: groupStretches.count)
            cameFrom = Array(repeating: -1, count: capacity.count)
            groupSeen = Array(repeating: false, count: groupStretches.count)
            via = Array(repeating: -1, count: groupStretches.count)
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
            // The search's marks are reset entry by entry afterwards, not reallocated: thousands of paths are
            // searched on large days.
            defer {
                for stretch in touched { cameFrom[stretch] = -1 }
                for group in queue { groupSeen[group] = false }
                touched.removeAll(keepingCapacity: true)
                queue.removeAll(keepingCapacity: true)
            }
            groupSeen[root] = true
            queue.append(root)
            var head = 0
            while head < queue.count {
                let group = queue[head]
                head += 1
                for stretch in groupStretches[group] where cameFrom[stretch] < 0 {
                    cameFrom[stretch] = group
                    touched.append(stretch)
                    if residual[stretch] > 0 {
                        return apply(stretch, cameFrom: cameFrom, via: via, root: root, limit: limit)
                    }
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
