public import VetNetCore

extension RemindersReport {
    /// Reminders the page lists per part (overdue, due): a list for a front desk, which a browser must still open
    /// after a large run. The counts at the top are never capped, and `reminders.csv` lists every reminder.
    public static let htmlListLimit = 1000

    /// `reminders.html`: a self-contained page for the front desk in `language`. One sentence says how many
    /// vaccinations are overdue and due as of the date in the window, one how many reminders were not made for
    /// inactive or deceased animals and inactive owners; then the overdue reminders (how long overdue, in words)
    /// and the ones due, each by due date, with the animal, the owner and the way to reach them, the owner's
    /// preferred way first. A box per reminder ticks it as sent, in this browser only; printed, the boxes can be
    /// ticked by hand. On a phone each reminder is a card.
    public func html(language: ReportLanguage = .en, listLimit: Int = Self.htmlListLimit) -> String {
        let text = PageText(language)
        let date = asOf.description
        var page = PageStyle.head(
            title: text.html(.remindersTitle, ["date": date]), language: language, pageCSS: Self.css)
        page += "<h1>\(text.html(.remindersHeading, ["date": date]))</h1>\n"
        page += "<p class=\"lead\">\(escapeHTML(summary(text)))</p>\n"
        page += "<p class=\"note\">\(escapeHTML(skippedNote(text)))</p>\n"
        guard !reminders.isEmpty else { return page + "</body>\n</html>\n" }
        page += "<p>\(text.html(.sentAdvice))</p>\n"
        page +=
            "<form class=\"filters\" onsubmit=\"return false\"><label><input type=\"checkbox\" id=\"hide-sent\"> \(text.html(.hideSent))</label></form>\n"
        let overdue = reminders.filter { $0.isOverdue(asOf: asOf) }
        let due = reminders.filter { !$0.isOverdue(asOf: asOf) }
        if !overdue.isEmpty {
            page += section(heading: text.html(.overdueHeading), overdue, listLimit: listLimit, text)
        }
        if !due.isEmpty {
            page += section(
                heading: text.html(.dueHeading, ["window": window(text)]), due, listLimit: listLimit, text)
        }
        page += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// A part of the list: its heading and count, a table of reminders (cards on a phone), and a note when the
    /// part holds more than the page lists.
    private func section(heading: String, _ part: [Reminder], listLimit: Int, _ text: PageText) -> String {
        let columns: [(PageKey, String)] = [
            (.columnSent, "tick"), (.columnDue, "due"), (.columnVaccine, "vaccine"), (.columnLastGiven, "given"),
            (.columnAnimal, "animal"), (.columnOwner, "owner"), (.columnContact, "contact"),
        ]
        var html = "<h2>\(heading) <small>(\(part.count))</small></h2>\n<table class=\"reminders cards\"><thead><tr>"
        for (key, type) in columns { html += "<th class=\"\(type)\">\(text.html(key))</th>" }
        html += "</tr></thead><tbody>\n"
        for reminder in part.prefix(listLimit) { html += row(reminder, text) }
        html += "</tbody></table>\n"
        if part.count > listLimit {
            html +=
                "<p class=\"note\">\(text.html(.remindersMoreInCSV, ["n": String(part.count - listLimit)]))</p>\n"
        }
        return html
    }

    private func row(_ reminder: Reminder, _ text: PageText) -> String {
        func cell(_ key: PageKey, _ content: String, _ type: String = "") -> String {
            "<td\(type.isEmpty ? "" : " class=\"\(type)\"") data-label=\"\(text.html(key))\">\(content)</td>"
        }
        let name = reminder.patientName.isEmpty ? text.plain(.unnamed) : reminder.patientName
        let animal = reminder.species.map { "\(name) (\($0))" } ?? name
        let owner = reminder.ownerName.isEmpty ? text.plain(.unnamed) : reminder.ownerName
        let overdue = reminder.isOverdue(asOf: asOf)
        let soon = reminder.dueOn.dayNumber - asOf.dayNumber <= 1
        let status = Self.status(dueOn: reminder.dueOn, asOf: asOf, text)
        let label = text.html(.sentLabel, ["animal": animal, "vaccine": reminder.vaccine])
        var html = "<tr data-key=\"\(Self.tickKey(reminder))\">"
        html += cell(.columnSent, "<input type=\"checkbox\" aria-label=\"\(label)\">", "tick")
        html += cell(
            .columnDue,
            "<span class=\"date\">\(reminder.dueOn)</span> <span class=\"sev \(overdue ? "error" : soon ? "warning" : "note")\">\(escapeHTML(status))</span>",
            "due")
        let vaccine = Self.vaccineParts(reminder.vaccine)
        html += cell(
            .columnVaccine,
            escapeHTML(vaccine.name) + (vaccine.detail.map { "<span class=\"detail\">\(escapeHTML($0))</span>" } ?? ""))
        html += cell(.columnLastGiven, "<span class=\"date\">\(reminder.lastGiven)</span>")
        html += cell(.columnAnimal, "<strong>\(escapeHTML(animal))</strong>")
        html += cell(.columnOwner, escapeHTML(owner))
        html += cell(.columnContact, ReminderContact(reminder).html(text))
        return html + "</tr>\n"
    }

    /// A vaccine's name as the catalog gives it, `DHPP (distemper, hepatitis, parvovirus, parainfluenza)`, as the
    /// name to scan for and the words in brackets, shown smaller below it; any other name whole.
    static func vaccineParts(_ vaccine: String) -> (name: String, detail: String?) {
        guard vaccine.hasSuffix(")"), let open = vaccine.firstRange(of: " (") else { return (vaccine, nil) }
        let name = vaccine[..<open.lowerBound]
        let detail = vaccine[open.upperBound..<vaccine.index(before: vaccine.endIndex)]
        guard !name.isEmpty, !detail.isEmpty else { return (vaccine, nil) }
        return (String(name), String(detail))
    }

    /// The name a reminder's tick is kept under in the browser: the same vaccination due on the same day of the
    /// same animal keeps its tick on the next night's page. A digest, so no record ID is written into the page.
    static func tickKey(_ reminder: Reminder) -> String {
        let identity = [reminder.patientId, reminder.vaccine, reminder.dueOn.description].joined(separator: "\u{1F}")
        return String(SHA256.hexDigest(SHA256.hash(Array(identity.utf8))).prefix(16))
    }
}
