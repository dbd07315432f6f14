import VetNetCore

/// The front desk's day view, `schedule/<date>.html`: one self-contained page (inline CSS, no scripts, no
/// external files) with a column per specialist, appointments as blocks coloured by VTL, breaks shaded,
/// and the unscheduled requests and conflicts listed below.
public enum DayViewHTML {
    /// Colours of the Veterinary Triage List: red, orange, yellow, green, blue.
    static let colours = ["#d62728", "#ff7f0e", "#f2c318", "#2ca02c", "#1f77b4"]
    static let pixelsPerMinute = 1.2

    public static func render(_ plan: SchedulePlan, specialists: [Specialist]) -> [UInt8] {
        let shifts = specialists.flatMap(\.shifts)
        let first = (shifts.map(\.start).min() ?? 480) / 60 * 60
        let last = ((shifts.map(\.end).max() ?? 1080) + 59) / 60 * 60
        let height = Int(Double(last - first) * pixelsPerMinute)
        func top(_ minute: Int) -> Int { Int(Double(minute - first) * pixelsPerMinute) }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Schedule \(plan.date)</title>
            <style>
            body { font: 13px system-ui, sans-serif; margin: 16px; color: #222; }
            .day { display: flex; gap: 6px; }
            .axis, .column { position: relative; height: \(height)px; }
            .axis { width: 44px; color: #666; }
            .axis span { position: absolute; right: 4px; transform: translateY(-50%); }
            .column { flex: 1; min-width: 150px; background: #e4e4e4; border: 1px solid #bbb; }
            .shift { position: absolute; left: 0; right: 0; background: #fff; }
            .break { position: absolute; left: 0; right: 0; background: repeating-linear-gradient(45deg, #ccc, #ccc 4px, #eee 4px, #eee 8px); color: #555; font-size: 11px; padding-left: 4px; }
            .appt { position: absolute; left: 3px; right: 3px; border-radius: 3px; padding: 1px 4px; overflow: hidden; font-size: 11px; box-sizing: border-box; border: 1px solid rgba(0,0,0,.35); }
            .fixed { border: 2px solid #000; }
            h2 { font-size: 15px; margin: 20px 0 6px; }
            .head { display: flex; gap: 6px; margin-left: 50px; font-weight: bold; }
            .head div { flex: 1; min-width: 150px; }
            table { border-collapse: collapse; }
            td, th { border: 1px solid #ccc; padding: 3px 6px; text-align: left; }
            .legend span { display: inline-block; padding: 1px 8px; margin-right: 4px; border-radius: 3px; }
            </style>
            </head>
            <body>
            <h1>Schedule for \(plan.date)</h1>
            <p class="legend">
            """
        let names = ["Immediate", "Very urgent", "Urgent", "Standard", "Non-urgent"]
        for vtl in 1...5 { html += "<span style=\"\(style(vtl))\">VTL \(vtl) \(names[vtl - 1])</span>" }
        html += " Bold border: confirmed booking.</p>\n<div class=\"head\">"
        for specialist in specialists { html += "<div>\(escapeHTML(specialist.id)) <small>\(escapeHTML(specialist.specialties.joined(separator: ", ")))</small></div>" }
        html += "</div>\n<div class=\"day\">\n<div class=\"axis\">"
        for hour in stride(from: first, through: last, by: 60) { html += "<span style=\"top:\(top(hour))px\">\(ClockTime.text(hour))</span>" }
        html += "</div>\n"
        for specialist in specialists {
            html += "<div class=\"column\">"
            for shift in specialist.shifts {
                html += "<div class=\"shift\" style=\"top:\(top(shift.start))px;height:\(top(shift.end) - top(shift.start))px\"></div>"
            }
            for pause in specialist.breaks {
                html += "<div class=\"break\" style=\"top:\(top(pause.start))px;height:\(top(pause.end) - top(pause.start))px\">break</div>"
            }
            for item in plan.assignments where item.specialistId == specialist.id {
                let title = "\(item.requestId) \(ClockTime.text(item.start))–\(ClockTime.text(item.end)) VTL \(item.triage.vtl) (\(item.triage.source.rawValue))"
                    + (item.triage.reasons.isEmpty ? "" : ": " + item.triage.reasons.joined(separator: "; "))
                html += "<div class=\"appt\(item.fixed ? " fixed" : "")\" style=\"top:\(top(item.start))px;height:\(top(item.end) - top(item.start))px;\(style(item.triage.vtl))\" title=\"\(escapeHTML(title))\">"
                html += "\(ClockTime.text(item.start)) \(escapeHTML(item.patientId)) · \(escapeHTML(item.species)) · \(escapeHTML(item.specialty))</div>"
            }
            html += "</div>\n"
        }
        html += "</div>\n<h2>Not scheduled (\(plan.unscheduled.count))</h2>\n"
        if plan.unscheduled.isEmpty {
            html += "<p>Every request has a place.</p>\n"
        } else {
            html += "<table><tr><th>Request</th><th>Patient</th><th>VTL</th><th>Reason</th><th>Detail</th></tr>\n"
            for item in plan.unscheduled {
                html += "<tr><td>\(escapeHTML(item.requestId))</td><td>\(escapeHTML(item.patientId))</td><td style=\"\(style(item.triage.vtl))\">\(item.triage.vtl)</td><td>\(item.reason.rawValue)</td><td>\(escapeHTML(item.detail))</td></tr>\n"
            }
            html += "</table>\n"
        }
        if !plan.conflicts.isEmpty {
            html += "<h2>Confirmed bookings not kept (\(plan.conflicts.count))</h2>\n<table><tr><th>Request</th><th>Specialist</th><th>Start</th><th>Reason</th><th>Clashes with</th></tr>\n"
            for item in plan.conflicts {
                html += "<tr><td>\(escapeHTML(item.requestId))</td><td>\(escapeHTML(item.specialistId))</td><td>\(ClockTime.text(item.start))</td><td>\(item.reason.rawValue)</td><td>\(escapeHTML(item.conflictsWith.joined(separator: ", ")))</td></tr>\n"
            }
            html += "</table>\n"
        }
        let metrics = plan.metrics
        html += "<h2>Metrics</h2>\n<p>Priority scheduled \(metrics.scheduledPriority) of at most \(metrics.priorityBound); weighted delay \(metrics.weightedDelay) min; \(metrics.bookedMinutes) of \(metrics.availableMinutes) bookable minutes booked.</p>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    private static func style(_ vtl: Int) -> String {
        "background:\(colours[vtl - 1]);color:\(vtl == 3 ? "#222" : "#fff")"
    }
}
