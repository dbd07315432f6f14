/// The request indexed for the optimizer: integer IDs, triage done, qualified specialists listed per request.
struct Instance {
    let slot: Int
    let specialists: [Specialist]
    let requests: [AppointmentRequest]
    let triage: [TriageResult]
    let priority: [Int]
    /// Dense patient index per request; `patientRow` is -1 for a patient with a single request (no check needed).
    let patientRow: [Int]
    let patientRows: Int
    /// The requests of each patient row.
    let patientMembers: [[Int]]
    /// Qualified specialists per request, the least versatile first, so generalists stay free for what only
    /// they can do.
    let qualified: [[Int]]
    /// The fixed booking's specialist index, or -1.
    let fixedSpecialist: [Int]
    /// Requests without a confirmed booking grouped by need (specialty and species), and per specialist the
    /// needs it meets: together, the requests a specialist could take, without a list per specialist.
    let needMembers: [[Int]]
    let needsMet: [[Int]]
    /// The need of each request (-1 for a confirmed booking).
    let need: [Int]
    /// Each request's window and length, apart from its strings: the search reads these millions of times.
    let timing: [Timing]

    struct Timing {
        var earliest: Int
        var latest: Int
        var durationMinutes: Int
    }

    init(_ request: ScheduleRequest) {
        slot = request.slotMinutes
        timing = request.requests.map {
            Timing(earliest: $0.earliest, latest: $0.latest, durationMinutes: $0.durationMinutes)
        }
        specialists = request.specialists
        requests = request.requests
        triage = request.requests.map(Triage.assess)
        priority = triage.map { TriageResult.priority(ofVTL: $0.vtl) }
        var counts: [String: Int] = [:]
        for item in request.requests { counts[item.patientId, default: 0] += 1 }
        var rows: [String: Int] = [:]
        patientRow = request.requests.map { item in
            guard counts[item.patientId, default: 0] > 1 else { return -1 }
            if let row = rows[item.patientId] { return row }
            rows[item.patientId] = rows.count
            return rows.count - 1
        }
        patientRows = rows.count
        var patients: [[Int]] = Array(repeating: [], count: rows.count)
        for (index, row) in patientRow.enumerated() where row >= 0 { patients[row].append(index) }
        patientMembers = patients
        let versatility = request.specialists.map { $0.specialties.count * ($0.species?.count ?? 100) }
        let order = request.specialists.indices.sorted { (versatility[$0], $0) < (versatility[$1], $1) }
        // Requests share few (specialty, species) pairs, so each pair's specialists are listed once.
        var byNeed: [String: [Int]] = [:]
        qualified = request.requests.map { item in
            let key = item.specialty + "\u{0}" + item.species
            if let known = byNeed[key] { return known }
            let found = order.filter {
                request.specialists[$0].canTake(specialty: item.specialty, species: item.species)
            }
            byNeed[key] = found
            return found
        }
        let index = Dictionary(
            request.specialists.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        fixedSpecialist = request.requests.map { item in item.fixed.flatMap { index[$0.specialistId] } ?? -1 }
        var needOf: [String: Int] = [:]
        var members: [[Int]] = []
        var met: [[Int]] = Array(repeating: [], count: request.specialists.count)
        var needs = Array(repeating: -1, count: request.requests.count)
        for (offset, item) in request.requests.enumerated() where item.fixed == nil {
            let key = item.specialty + "\u{0}" + item.species
            if let known = needOf[key] {
                members[known].append(offset)
                needs[offset] = known
                continue
            }
            needOf[key] = members.count
            needs[offset] = members.count
            for specialist in qualified[offset] { met[specialist].append(members.count) }
            members.append([offset])
        }
        needMembers = members
        needsMet = met
        need = needs
    }

    var count: Int { requests.count }

    func patientRequests(_ row: Int) -> [Int] { patientMembers[row] }

    func duration(_ request: Int) -> Int { timing[request].durationMinutes }

    /// Whether the specialist may take the request (a request without a confirmed booking).
    func canTake(_ specialist: Int, _ request: Int) -> Bool {
        need[request] >= 0 && needsMet[specialist].contains(need[request])
    }

    /// Whether `[start, start + duration)` lies inside one shift of the specialist and within the request's window.
    func fitsShiftAndWindow(_ request: Int, specialist: Int, start: Int) -> Bool {
        let item = timing[request]
        let end = start + item.durationMinutes
        guard start >= item.earliest, end <= item.latest else { return false }
        return specialists[specialist].shifts.contains { $0.start <= start && end <= $0.end }
    }

    /// How many (specialist, grid start) pairs fit the request's shifts and window, ignoring everything else.
    func optionCount(_ request: Int) -> Int {
        var total = 0
        for index in qualified[request] {
            for shift in specialists[index].shifts {
                let starts = gridStarts(request, in: shift)
                if let first = starts.first(where: { _ in true }) {
                    total +=
                        (min(requests[request].latest, shift.end) - requests[request].durationMinutes - first) / slot
                        + 1
                }
            }
        }
        return total
    }

    /// Grid starts of the request inside `shift` and its window, earliest first.
    func gridStarts(_ request: Int, in shift: TimeRange) -> StrideThrough<Int> {
        let item = requests[request]
        let low = max(item.earliest, shift.start)
        let first = (low + slot - 1) / slot * slot
        let last = min(item.latest, shift.end) - item.durationMinutes
        return stride(from: first, through: last, by: slot)
    }
}
