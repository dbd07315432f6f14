import VetNetCore

/// Turns the on-disk format into a `ScheduleRequest`, collecting every problem as a `schedule.*` error.
struct RequestFileValidator {
    let location: SourceLocation

    func resolve(_ format: RequestFileFormat, problems: inout [Diagnostic]) -> ScheduleRequest? {
        let date = LocalDate(iso: format.date)
        if date == nil {
            problems.append(
                .error(
                    "schedule.invalid-date", "date \"\(format.date)\" is not a date yyyy-MM-dd.",
                    at: location.with(field: "date")))
        }
        let slot = format.slotMinutes ?? 5
        if !(1...ClockTime.endOfDay).contains(slot) {
            problems.append(
                .error(
                    "schedule.invalid-slot", "slotMinutes \(slot) must be between 1 and 1440.",
                    at: location.with(field: "slotMinutes")))
        }
        var specialistIDs: Set<String> = []
        var specialists: [Specialist] = []
        for (index, entry) in format.specialists.enumerated() {
            let path = "specialists[\(index)]"
            if !specialistIDs.insert(entry.id).inserted {
                problems.append(
                    problem("schedule.duplicate-id", "Specialist \(entry.id) is listed twice.", path + ".id", entry.id))
            }
            let shifts = entry.shifts.enumerated().compactMap {
                range(entry.id, $1, "\(path).shifts[\($0)]", &problems)
            }
            let breaks = (entry.breaks ?? []).enumerated().compactMap {
                range(entry.id, $1, "\(path).breaks[\($0)]", &problems)
            }
            specialists.append(
                Specialist(
                    id: entry.id, specialties: entry.specialties, species: entry.species, shifts: shifts, breaks: breaks
                ))
        }
        var requestIDs: Set<String> = []
        var requests: [AppointmentRequest] = []
        for (index, entry) in format.requests.enumerated() {
            if let request = resolve(entry, path: "requests[\(index)]", specialists: specialistIDs, problems: &problems)
            {
                if !requestIDs.insert(entry.id).inserted {
                    problems.append(
                        problem(
                            "schedule.duplicate-id", "Request \(entry.id) is listed twice.", "requests[\(index)].id",
                            entry.id))
                }
                requests.append(request)
            }
        }
        guard let date else { return nil }
        return ScheduleRequest(date: date, slotMinutes: slot, specialists: specialists, requests: requests)
    }

    private func resolve(_ entry: RequestFormat, path: String, specialists: Set<String>, problems: inout [Diagnostic])
        -> AppointmentRequest?
    {
        let count = problems.count
        let id = entry.id
        let earliest = time(id, entry.earliest, path + ".earliest", &problems)
        let latest = time(id, entry.latest, path + ".latest", &problems)
        if let earliest, let latest, earliest > latest {
            problems.append(
                problem(
                    "schedule.invalid-window",
                    "Request \(id): earliest \(entry.earliest) is after latest \(entry.latest).", path + ".latest", id))
        }
        if entry.durationMinutes <= 0 || entry.durationMinutes > ClockTime.endOfDay {
            problems.append(
                problem(
                    "schedule.invalid-duration",
                    "Request \(id): durationMinutes \(entry.durationMinutes) must be between 1 and 1440.",
                    path + ".durationMinutes", id))
        }
        if let vtl = entry.vtl, !(1...5).contains(vtl) {
            problems.append(
                problem(
                    "schedule.invalid-vtl", "Request \(id): vtl \(vtl) must be 1 (most urgent) to 5 (routine).",
                    path + ".vtl", id))
        }
        var fixed: FixedBooking?
        if let booking = entry.fixed {
            if !specialists.contains(booking.specialistId) {
                problems.append(
                    problem(
                        "schedule.unknown-specialist",
                        "Request \(id): fixed booking names specialist \(booking.specialistId), who is not in specialists.",
                        path + ".fixed.specialistId", id))
            }
            if let start = time(id, booking.start, path + ".fixed.start", &problems) {
                if start + entry.durationMinutes > ClockTime.endOfDay {
                    problems.append(
                        problem(
                            "schedule.invalid-time",
                            "Request \(id): fixed booking at \(booking.start) would end after 24:00.",
                            path + ".fixed.start", id))
                }
                fixed = FixedBooking(specialistId: booking.specialistId, start: start)
            }
        }
        let vitals = entry.vitals.map {
            VitalSigns(temperatureC: $0.temperatureC, heartRate: $0.heartRate, respiratoryRate: $0.respiratoryRate)
        }
        if let vitals { checkVitals(vitals, id: id, path: path + ".vitals", problems: &problems) }
        guard problems.count == count, let earliest, let latest else { return nil }
        return AppointmentRequest(
            id: id, patientId: entry.patientId, species: entry.species, specialty: entry.specialty,
            durationMinutes: entry.durationMinutes, vtl: entry.vtl, earliest: earliest, latest: latest, fixed: fixed,
            complaint: entry.complaint, vitals: vitals)
    }

    /// Only physically impossible values are errors; values outside a species' normal range drive triage instead.
    private func checkVitals(_ vitals: VitalSigns, id: String, path: String, problems: inout [Diagnostic]) {
        let limits: [(String, Double?, ClosedRange<Double>)] = [
            ("temperatureC", vitals.temperatureC, 20...46), ("heartRate", vitals.heartRate, 0...1200),
            ("respiratoryRate", vitals.respiratoryRate, 0...400),
        ]
        for (name, value, limit) in limits {
            if let value, !limit.contains(value) {
                problems.append(
                    problem(
                        "schedule.impossible-vital",
                        "Request \(id): \(name) \(value) is not physically possible (allowed \(limit.lowerBound)–\(limit.upperBound)).",
                        path + "." + name, id))
            }
        }
    }

    private func time(_ owner: String, _ text: String, _ path: String, _ problems: inout [Diagnostic]) -> Int? {
        if let minutes = ClockTime.minutes(text) { return minutes }
        problems.append(
            problem(
                "schedule.invalid-time",
                "\(owner): \(path.split(separator: ".").last ?? "") \"\(text)\" is not a time HH:mm between 00:00 and 24:00.",
                path, owner))
        return nil
    }

    private func range(_ owner: String, _ format: RangeFormat, _ path: String, _ problems: inout [Diagnostic])
        -> TimeRange?
    {
        guard let start = time(owner, format.start, path + ".start", &problems),
            let end = time(owner, format.end, path + ".end", &problems)
        else { return nil }
        guard start < end else {
            problems.append(
                problem(
                    "schedule.invalid-range", "\(owner): \(format.start)–\(format.end) ends before it starts.", path,
                    owner))
            return nil
        }
        return TimeRange(start: start, end: end)
    }

    private func problem(_ code: DiagnosticCode, _ message: String, _ field: String, _ recordID: String) -> Diagnostic {
        var diagnostic = Diagnostic.error(code, message, at: location.with(field: field))
        diagnostic.recordID = recordID
        return diagnostic
    }
}
