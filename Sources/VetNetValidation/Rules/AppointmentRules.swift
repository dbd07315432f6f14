public import VetNetCore

/// Appointment requests on their own: a positive duration, times inside the day, a window that does not end
/// before it starts, a recorded VTL from 1 to 5. References (patient, vet) and double bookings need the other
/// records and are checked by the pipeline.
enum AppointmentRules {
    static func check(_ appointment: inout Appointment, _ context: inout RuleContext) {
        if appointment.durationMinutes <= 0 {
            context.report(
                "appointment.duration-not-positive",
                "The duration {value} minutes is not above zero; enter how long the visit takes.",
                field: "durationMinutes", value: String(appointment.durationMinutes))
        }
        checkTimes(appointment, &context)
        if let vtl = appointment.vtl, !(1...5).contains(vtl) {
            appointment.vtl = nil
            context.report(
                "appointment.vtl-invalid",
                "The triage level {value} is not a VTL from 1 (most urgent) to 5 (routine); it was left out and is derived from the complaint and vital signs instead.",
                field: "vtl", value: String(vtl))
        }
    }

    private static func checkTimes(_ appointment: Appointment, _ context: inout RuleContext) {
        let day = 0...1440
        let times = [
            ("earliest", appointment.earliest), ("latest", appointment.latest), ("fixedStart", appointment.fixedStart),
        ]
        for (field, minutes) in times {
            guard let minutes, !day.contains(minutes) else { continue }
            context.report(
                "appointment.time-outside-day", "The time {value} is outside the day (00:00–24:00).", field: field,
                value: clock(minutes))
            return
        }
        if let earliest = appointment.earliest, let latest = appointment.latest, latest <= earliest {
            context.report(
                "appointment.time-outside-day",
                "The window ends at {value}, not after its earliest start \(Diagnostic.derived(clock(earliest))); check both times.",
                field: "latest", value: clock(latest))
            return
        }
        if let start = appointment.fixedStart, appointment.durationMinutes > 0,
            start + appointment.durationMinutes > 1440
        {
            context.report(
                "appointment.time-outside-day", "The confirmed booking starts at {value} and would run past midnight.",
                field: "fixedStart", value: clock(start))
        }
    }
}

extension RecordValidator {
    /// Checks an appointment request on its own; an invalid VTL is removed so triage derives one.
    public func validate(
        _ appointment: inout Appointment, at location: SourceLocation, columns: [String: String],
        findings: inout [Diagnostic]
    ) {
        var context = RuleContext(
            location: location, columns: columns, recordID: appointment.sources.first?.sourceId, findings: findings)
        AppointmentRules.check(&appointment, &context)
        findings = context.findings
    }
}
