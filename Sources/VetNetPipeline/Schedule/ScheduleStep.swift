public import VetNetCore
public import VetNetSchedule

/// Builds the day's `ScheduleRequest` from a run's accepted vets, rota rows and appointments, and plans it.
///
/// Vets are named by their source ID (`V1`), prefixed with their source's name only when two vet sources use
/// the same ID; requests likewise. A vet is on the day's schedule when they have a rota row that day or a
/// confirmed booking (a booking with a vet who is not working then is reported by the scheduler as a conflict).
/// Patients are named by their canonical ID, so two requests of one animal never overlap even when the
/// export listed it twice; the species is the canonical patient's (`other` when it has none).
public struct ScheduleStep: Sendable {
    public var settings: ScheduleSettings
    public var asOf: LocalDate

    public init(settings: ScheduleSettings, asOf: LocalDate) {
        self.settings = settings
        self.asOf = asOf
    }

    /// The planned day: `settings.date`, else the day after `asOf`.
    public var date: LocalDate { settings.date ?? asOf.dayAfter }

    public func plan(_ result: RunResult) -> PlannedSchedule {
        let request = self.request(result)
        let budget =
            settings.timeBudgetMs.map { Duration.milliseconds($0) }
            ?? Self.defaultBudget(forRequests: request.requests.count)
        let plan = Scheduler.plan(request, seed: settings.seed, budget: budget)
        return PlannedSchedule(request: request, plan: plan, seed: settings.seed, names: names(result, for: request))
    }

    /// A second, or more on a day where `Scheduler.budget(forRequests:)` gives more (4 s at 10,000 requests).
    public static func defaultBudget(forRequests count: Int) -> Duration {
        max(.seconds(1), Scheduler.budget(forRequests: count))
    }

    /// The self-contained request for the day: what `vetnet schedule` would read from a request file.
    public func request(_ result: RunResult) -> ScheduleRequest {
        let day = date
        let vetNames = Self.displayNames(result.vets.map(\.sources[0]))
        let vetName = Dictionary(uniqueKeysWithValues: zip(result.vets.map(\.id), vetNames))
        let todays = result.appointments.filter { $0.date == day }
        let rota = result.rota.filter { $0.date == day }
        let booked = Set(todays.compactMap { $0.isFixed ? $0.fixedVetId : nil })
        let working = Set(rota.map(\.vetId))
        let specialists = zip(result.vets, vetNames).filter { working.contains($0.0.id) || booked.contains($0.0.id) }
            .map { vet, name in
                let entries = rota.filter { $0.vetId == vet.id }
                return Specialist(
                    id: name, specialties: vet.specialties, species: vet.species.isEmpty ? nil : vet.species,
                    shifts: entries.map { TimeRange(start: $0.shiftStart, end: $0.shiftEnd) },
                    breaks: entries.compactMap { entry in
                        guard let start = entry.breakStart, let end = entry.breakEnd else { return nil }
                        return TimeRange(start: start, end: end)
                    })
            }
        let species = Dictionary(result.patients.map { ($0.id, $0.species) }, uniquingKeysWith: { first, _ in first })
        let requestNames = Self.displayNames(todays.map(\.sources[0]))
        let requests = zip(todays, requestNames).map { appointment, name in
            let vitals = VitalSigns(
                temperatureC: appointment.temperatureC, heartRate: appointment.heartRate,
                respiratoryRate: appointment.respiratoryRate)
            var fixed: FixedBooking?
            if let vetId = appointment.fixedVetId, let start = appointment.fixedStart, let vet = vetName[vetId] {
                fixed = FixedBooking(specialistId: vet, start: start)
            }
            return AppointmentRequest(
                id: name, patientId: appointment.patientId, species: (species[appointment.patientId] ?? nil) ?? "other",
                specialty: appointment.specialty, durationMinutes: appointment.durationMinutes, vtl: appointment.vtl,
                earliest: appointment.earliest ?? 0, latest: appointment.latest ?? 1440, fixed: fixed,
                complaint: appointment.complaint, vitals: vitals == VitalSigns() ? nil : vitals)
        }
        return ScheduleRequest(
            date: day, slotMinutes: settings.slotMinutes, specialists: specialists, requests: requests)
    }

    /// Source IDs as names, with `source:` in front of the IDs that more than one source uses.
    static func displayNames(_ references: [SourceRef]) -> [String] {
        var sourcesOf: [String: Set<String>] = [:]
        for reference in references { sourcesOf[reference.sourceId, default: []].insert(reference.source) }
        return references.map { (sourcesOf[$0.sourceId]?.count ?? 0) > 1 ? "\($0.source):\($0.sourceId)" : $0.sourceId }
    }
}

extension LocalDate {
    /// The next calendar day.
    var dayAfter: LocalDate {
        if let next = LocalDate(year: year, month: month, day: day + 1) { return next }
        if let next = LocalDate(year: year, month: month + 1, day: 1) { return next }
        return LocalDate(year: year + 1, month: 1, day: 1) ?? self
    }
}
