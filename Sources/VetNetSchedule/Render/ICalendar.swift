import VetNetCore

/// One specialist's day as an iCalendar file (RFC 5545) that calendar applications import.
///
/// Times are *floating* local times (`DTSTART:20261123T090000`, RFC 5545 §3.3.5 form 1): the request file has
/// no time zone, and a floating time shows at the clinic's wall-clock time in whatever zone the calendar is set
/// to. `DTSTAMP` is midnight UTC of the planned day rather than the time of the run, so the file's bytes depend
/// only on the plan; `UID` is `<date>-<request>@vetnet`, stable across re-plans, so an import updates events
/// instead of duplicating them. Lines end in CRLF and are folded at 75 octets; TEXT values escape `\ ; ,` and
/// newlines.
public enum ICalendar {
    public static func render(_ plan: SchedulePlan, specialist: Specialist) -> [UInt8] {
        let day = compact(plan.date)
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//VetNet//Pipeline schedule//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + escape("\(specialist.id) \(plan.date)"),
        ]
        for assignment in plan.assignments where assignment.specialistId == specialist.id {
            let triage = assignment.triage
            var description = "VTL \(triage.vtl) (\(triage.source.rawValue))"
            if !triage.reasons.isEmpty { description += ": " + triage.reasons.joined(separator: "; ") }
            description += "\nPatient \(assignment.patientId), \(assignment.species), \(assignment.specialty)"
            if assignment.fixed { description += "\nConfirmed booking" }
            lines += [
                "BEGIN:VEVENT",
                "UID:" + escape("\(plan.date)-\(assignment.requestId)@vetnet"),
                "DTSTAMP:\(day)T000000Z",
                "DTSTART:" + dateTime(plan.date, assignment.start),
                "DTEND:" + dateTime(plan.date, assignment.end),
                "SUMMARY:"
                    + escape(
                        "VTL \(triage.vtl) · \(assignment.species) · \(assignment.specialty) · \(assignment.patientId) (\(assignment.requestId))"
                    ),
                "DESCRIPTION:" + escape(description),
                "CATEGORIES:" + escape("VTL \(triage.vtl)"),
                "PRIORITY:\(2 * triage.vtl - 1)",
                "STATUS:CONFIRMED",
                "TRANSP:OPAQUE",
                "END:VEVENT",
            ]
        }
        for (number, pause) in specialist.breaks.sorted(by: { $0.start < $1.start }).enumerated() {
            lines += [
                "BEGIN:VEVENT", "UID:" + escape("\(plan.date)-\(specialist.id)-break-\(number + 1)@vetnet"),
                "DTSTAMP:\(day)T000000Z",
                "DTSTART:" + dateTime(plan.date, pause.start), "DTEND:" + dateTime(plan.date, pause.end),
                "SUMMARY:Break",
                "TRANSP:OPAQUE", "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        var bytes: [UInt8] = []
        for line in lines { bytes += fold(line) }
        return bytes
    }

    /// TEXT escaping (RFC 5545 §3.3.11). Every line break (LF, CR, CRLF, NEL, U+2028, U+2029, vertical tab,
    /// form feed) becomes the escaped `\\n`, so no value can start a property line of its own; other control,
    /// direction and zero-width characters are written visibly (`escapeInvisibles`).
    public static func escape(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r":
                result += "\\n"
                if pending == "\n" { pending = scalars.next() }
            case "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": result += "\\n"
            default:
                if isInvisible(scalar) {
                    result += "‹" + visibleName(scalar) + "›"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The line's octets split into pieces of at most 75, each continuation starting with a space, never
    /// inside a UTF-8 sequence (RFC 5545 §3.1); every piece ends in CRLF.
    public static func fold(_ line: String) -> [UInt8] {
        let octets = Array(line.utf8)
        var result: [UInt8] = []
        var index = 0
        var limit = 75
        while index < octets.count {
            var end = min(index + limit, octets.count)
            while end < octets.count && end > index && octets[end] & 0xC0 == 0x80 { end -= 1 }
            if index > 0 { result.append(0x20) }
            result += octets[index..<end]
            result += [0x0D, 0x0A]
            index = end
            limit = 74  // the leading space counts
        }
        if octets.isEmpty { result += [0x0D, 0x0A] }
        return result
    }

    private static func compact(_ date: LocalDate) -> String { date.description.replacing("-", with: "") }

    /// `yyyyMMddTHHmmss`; 24:00 is written as 00:00 of the next day, as RFC 5545 has no hour 24.
    private static func dateTime(_ date: LocalDate, _ minutes: Int) -> String {
        var day = date
        var time = minutes
        if time >= 1440 {
            time -= 1440
            day = nextDay(date)
        }
        return compact(day) + "T" + ClockTime.text(time).replacing(":", with: "") + "00"
    }

    private static func nextDay(_ date: LocalDate) -> LocalDate {
        if let next = LocalDate(year: date.year, month: date.month, day: date.day + 1) { return next }
        if let next = LocalDate(year: date.year, month: date.month + 1, day: 1) { return next }
        return LocalDate(year: date.year + 1, month: 1, day: 1) ?? date
    }
}
