public import VetNetCore

/// Rota rows: a shift must be a non-empty range inside the day; a break needs both ends and lies inside its shift.
enum RotaRules {
    static func check(_ entry: RotaEntry, _ context: inout RuleContext) {
        let day = 0...1440
        for (field, minutes) in [
            ("shiftStart", entry.shiftStart), ("shiftEnd", entry.shiftEnd), ("breakStart", entry.breakStart),
            ("breakEnd", entry.breakEnd),
        ] {
            guard let minutes, !day.contains(minutes) else { continue }
            context.report(
                "rota.time-invalid", "The time {value} is outside the day (00:00–24:00).", field: field,
                value: clock(minutes))
            return
        }
        guard entry.shiftStart < entry.shiftEnd else {
            context.report(
                "rota.time-invalid",
                "The shift from {value} ends at \(Diagnostic.derived(clock(entry.shiftEnd))), not after it starts; check both times.",
                field: "shiftEnd", value: clock(entry.shiftStart))
            return
        }
        switch (entry.breakStart, entry.breakEnd) {
        case (nil, nil): break
        case (let start?, let end?):
            if start >= end || start < entry.shiftStart || end > entry.shiftEnd {
                context.report(
                    "rota.time-invalid",
                    "The break {value}–\(Diagnostic.derived(clock(end))) is not a range inside the shift \(Diagnostic.derived("\(clock(entry.shiftStart))–\(clock(entry.shiftEnd))")).",
                    field: "breakStart", value: clock(start))
            }
        case (let start, _):
            context.report(
                "rota.time-invalid", "The break has only \(start == nil ? "an end" : "a start"); give both or neither.",
                field: start == nil ? "breakStart" : "breakEnd")
        }
    }
}

/// `HH:mm` for minutes since midnight, also past 24:00 (`25:15`) so a wrong value shows as written.
func clock(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
}

extension RecordValidator {
    /// Checks a rota row's times.
    public func validate(
        _ entry: RotaEntry, at location: SourceLocation, columns: [String: String], findings: inout [Diagnostic]
    ) {
        var context = RuleContext(location: location, columns: columns, recordID: entry.vetSourceId, findings: findings)
        RotaRules.check(entry, &context)
        findings = context.findings
    }
}
