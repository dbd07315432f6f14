public import VetNetCore

/// The front desk's day view, `schedule/<date>.html`: one self-contained page (the shared stylesheet inline,
/// no scripts, no external files) in the pipeline's report language. A timeline with a column per vet and
/// appointments coloured by urgency (VTL), then each vet's appointments as a list (what a phone shows), and
/// the requests that have no place and the confirmed bookings not kept, with the reason in words.
public enum DayViewHTML {
    static let pixelsPerMinute = 1.2

    public static func render(
        _ plan: SchedulePlan, request: ScheduleRequest, names: DayViewNames = .init(), language: ReportLanguage = .en
    ) -> [UInt8] {
        let page = Page(plan: plan, request: request, names: names, text: PageText(language))
        var html = PageStyle.head(
            title: page.text.html(.scheduleTitle, ["date": plan.date.description]), language: language)
        html += "<h1>\(page.text.html(.scheduleHeading, ["date": plan.date.description]))</h1>\n"
        html += "<p class=\"lead\">\(page.summary)</p>\n"
        html += page.legend + page.timeline + page.agenda + page.unscheduled + page.conflicts
        html += "</body>\n</html>\n"
        return Array(html.utf8)
    }
}

/// One day view being written: the plan, and what names its IDs.
private struct Page {
    let plan: SchedulePlan
    let request: ScheduleRequest
    let names: DayViewNames
    let text: PageText
    let requests: [String: AppointmentRequest]

    init(plan: SchedulePlan, request: ScheduleRequest, names: DayViewNames, text: PageText) {
        self.plan = plan
        self.request = request
        self.names = names
        self.text = text
        requests = Dictionary(request.requests.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var summary: String {
        text.html(
            .scheduleSummary,
            [
                "placed": String(plan.assignments.count), "total": String(request.requests.count),
                "booked": String(plan.metrics.bookedMinutes), "available": String(plan.metrics.availableMinutes),
            ])
    }

    var legend: String {
        var html = "<p class=\"legend\">\(text.html(.legendIntro)) "
        let keys: [PageKey] = [.triage1, .triage2, .triage3, .triage4, .triage5]
        for (index, key) in keys.enumerated() {
            html += "<span class=\"vtl vtl\(index + 1)\">\(text.html(key))</span> "
        }
        return html + "<span><span class=\"swatch fixed\"></span> \(text.html(.legendConfirmed))</span></p>\n"
    }

    var timeline: String {
        let shifts = request.specialists.flatMap(\.shifts)
        let first = (shifts.map(\.start).min() ?? 480) / 60 * 60
        let last = ((shifts.map(\.end).max() ?? 1080) + 59) / 60 * 60
        let height = Int(Double(last - first) * DayViewHTML.pixelsPerMinute)
        func top(_ minute: Int) -> Int { Int(Double(minute - first) * DayViewHTML.pixelsPerMinute) }
        func span(_ start: Int, _ end: Int) -> String { "top:\(top(start))px;height:\(top(end) - top(start))px" }
        var html = "<div class=\"grid\"><div class=\"grid-head\">"
        for specialist in request.specialists { html += "<div>\(escapeHTML(vet(specialist.id)))</div>" }
        html += "</div>\n<div class=\"day\"><div class=\"axis\" style=\"height:\(height)px\">"
        for hour in stride(from: first, through: last, by: 60) {
            html += "<span style=\"top:\(top(hour))px\">\(ClockTime.text(hour))</span>"
        }
        html += "</div>\n"
        for specialist in request.specialists {
            html += "<div class=\"column\" style=\"height:\(height)px\">"
            for shift in specialist.shifts {
                html += "<div class=\"shift\" style=\"\(span(shift.start, shift.end))\"></div>"
            }
            for pause in specialist.breaks {
                html += "<div class=\"break\" style=\"\(span(pause.start, pause.end))\">\(text.html(.breakLabel))</div>"
            }
            for item in plan.assignments where item.specialistId == specialist.id {
                let label =
                    "\(ClockTime.text(item.start)) \(patient(item.patientId)) · \(complaint(item.requestId) ?? item.specialty)"
                let title =
                    "\(ClockTime.text(item.start))–\(ClockTime.text(item.end)) \(patient(item.patientId))"
                    + (owner(item.patientId).map { ", \($0)" } ?? "")
                    + (complaint(item.requestId).map { ", \($0)" } ?? "")
                html +=
                    "<div class=\"appt vtl\(item.triage.vtl)\(item.fixed ? " fixed" : "")\" style=\"\(span(item.start, item.end))\" title=\"\(escapeHTML(title))\">\(escapeHTML(label))</div>"
            }
            html += "</div>\n"
        }
        return html + "</div></div>\n"
    }

    var agenda: String {
        var html = "<h2>\(text.html(.agendaHeading))</h2>\n"
        let keys: [PageKey] = [.columnTime, .columnPatient, .columnOwner, .columnComplaint, .columnTriage]
        for specialist in request.specialists {
            html += "<h3>\(escapeHTML(vet(specialist.id)))</h3>\n"
            let items = plan.assignments.filter { $0.specialistId == specialist.id }
            guard !items.isEmpty else {
                html += "<p>\(text.html(.noAppointments))</p>\n"
                continue
            }
            html += table(keys)
            for item in items {
                var time = "\(ClockTime.text(item.start))–\(ClockTime.text(item.end))"
                if item.fixed { time += " (\(text.plain(.confirmed)))" }
                html += row(
                    keys,
                    [
                        escapeHTML(time), escapeHTML(patient(item.patientId)), escapeHTML(owner(item.patientId) ?? ""),
                        escapeHTML(complaint(item.requestId) ?? item.specialty),
                        urgency(item.triage.vtl, fixed: item.fixed),
                    ])
            }
            html += "</tbody></table>\n"
        }
        return html
    }

    var unscheduled: String {
        var html = "<h2>\(text.html(.notScheduledHeading)) <small>(\(plan.unscheduled.count))</small></h2>\n"
        guard !plan.unscheduled.isEmpty else { return html + "<p>\(text.html(.everyonePlaced))</p>\n" }
        let keys: [PageKey] = [
            .columnAppointment, .columnPatient, .columnOwner, .columnComplaint, .columnTriage, .columnWhyNot,
        ]
        html += table(keys)
        for item in plan.unscheduled {
            html += row(
                keys,
                [
                    escapeHTML(item.requestId), escapeHTML(patient(item.patientId)),
                    escapeHTML(owner(item.patientId) ?? ""),
                    escapeHTML(visit(item.requestId)), urgency(item.triage.vtl, fixed: false),
                    text.html(reason(item.reason)),
                ])
        }
        return html + "</tbody></table>\n"
    }

    var conflicts: String {
        guard !plan.conflicts.isEmpty else { return "" }
        var html = "<h2>\(text.html(.conflictsHeading)) <small>(\(plan.conflicts.count))</small></h2>\n"
        let keys: [PageKey] = [
            .columnAppointment, .columnPatient, .columnVet, .columnBookedFor, .columnWhyNot, .columnClashesWith,
        ]
        html += table(keys)
        for item in plan.conflicts {
            let patientId = requests[item.requestId]?.patientId
            let clashes = item.conflictsWith.map { id in requests[id].map { "\(id) (\(patient($0.patientId)))" } ?? id }
            html += row(
                keys,
                [
                    escapeHTML(item.requestId), escapeHTML(patientId.map(patient) ?? ""),
                    escapeHTML(vet(item.specialistId)),
                    ClockTime.text(item.start), text.html(reason(item.reason)),
                    escapeHTML(clashes.joined(separator: ", ")),
                ])
        }
        return html + "</tbody></table>\n"
    }

    private func table(_ keys: [PageKey]) -> String {
        "<table class=\"cards agenda\"><thead><tr>" + keys.map { "<th>\(text.html($0))</th>" }.joined()
            + "</tr></thead><tbody>\n"
    }

    private func row(_ keys: [PageKey], _ cells: [String]) -> String {
        var html = "<tr>"
        for (key, cell) in zip(keys, cells) {
            html += cell.isEmpty ? "<td></td>" : "<td data-label=\"\(text.html(key))\">\(cell)</td>"
        }
        return html + "</tr>\n"
    }

    private func urgency(_ vtl: Int, fixed: Bool) -> String {
        let keys: [PageKey] = [.triage1, .triage2, .triage3, .triage4, .triage5]
        let level = min(max(vtl, 1), 5)
        return "<span class=\"vtl vtl\(level)\(fixed ? " fixed" : "")\">\(text.html(keys[level - 1]))</span>"
    }

    /// `Dr. Grace Okafor`, or the ID where the vet has no name.
    private func vet(_ id: String) -> String { names.vets[id] ?? id }

    /// `Bella (dog)`, or the ID where the patient has no name.
    private func patient(_ id: String) -> String {
        guard let known = names.patients[id] else { return id }
        return known.species.map { "\(known.name) (\($0))" } ?? known.name
    }

    /// `Maria Lopez, 555-0100`.
    private func owner(_ patientId: String) -> String? {
        guard let known = names.patients[patientId] else { return nil }
        let parts = [known.ownerName, known.ownerPhone].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func complaint(_ requestId: String) -> String? {
        requests[requestId]?.complaint.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The complaint and the kind of visit asked for: `Lump removal (surgery)`.
    private func visit(_ requestId: String) -> String {
        let specialty = requests[requestId]?.specialty ?? ""
        guard let complaint = complaint(requestId) else { return specialty }
        return specialty.isEmpty ? complaint : "\(complaint) (\(specialty))"
    }

    private func reason(_ reason: UnscheduledReason) -> PageKey {
        switch reason {
        case .noSpecialistWithSpecialty: .reasonNoSpecialty
        case .noSpecialistForSpecies: .reasonNoSpecies
        case .outsideShift: .reasonOutsideShift
        case .noCapacity: .reasonNoCapacity
        case .conflictingFixedBooking: .reasonDoubleBooked
        case .fixedSpecialistUnqualified: .reasonFixedUnqualified
        case .fixedOutsideShift: .reasonFixedOutsideShift
        case .fixedOutsideWindow: .reasonFixedOutsideWindow
        }
    }
}
