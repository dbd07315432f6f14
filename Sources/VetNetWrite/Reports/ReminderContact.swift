import VetNetCore

/// The ways to reach an owner about a reminder, the owner's preferred way first (`preferredCommunication`:
/// `sms`, `phone` or `email`), then the others. A text message and a call go to the same number, so the number
/// is listed once, labelled with the way the owner prefers.
struct ReminderContact: Equatable {
    enum Way: Equatable {
        case sms, phone, email
    }

    struct Entry: Equatable {
        var way: Way
        /// The phone number as stored (E.164) or the email address.
        var value: String
        var isPreferred: Bool
    }

    /// A stored preference that names no way listed here.
    enum UnmetPreference: Equatable {
        /// A way this page does not know (`letter`), as stored.
        case unknown(String)
        /// A way the owner has no detail for (prefers email, no email on record).
        case missing(Way)
    }

    var entries: [Entry]
    var unmetPreference: UnmetPreference?

    init(_ reminder: Reminder) {
        let given = reminder.preferredCommunication ?? ""
        let stored = String(given.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let preferred = Self.way(stored)
        let phone = reminder.phone.flatMap { $0.isEmpty ? nil : $0 }
        let email = reminder.email.flatMap { $0.isEmpty ? nil : $0 }
        var entries: [Entry] = []
        if let phone { entries.append(Entry(way: preferred == .sms ? .sms : .phone, value: phone, isPreferred: false)) }
        if let email { entries.append(Entry(way: .email, value: email, isPreferred: false)) }
        if let first = entries.firstIndex(where: { $0.way == preferred }) {
            entries[first].isPreferred = true
            entries.insert(entries.remove(at: first), at: 0)
        }
        self.entries = entries
        if stored.isEmpty || entries.first?.isPreferred == true {
            unmetPreference = nil
        } else {
            unmetPreference = preferred.map(UnmetPreference.missing) ?? .unknown(stored)
        }
    }

    /// The way a stored preference names, in the words legacy systems use; nil for any other.
    static func way(_ stored: String) -> Way? {
        switch stored.lowercased() {
        case "sms", "text", "text message": .sms
        case "phone", "call", "telephone": .phone
        case "email", "e-mail": .email
        default: nil
        }
    }

    /// The contact cell's content: a list, each entry a link that a phone can follow (`sms:`, `tel:`, `mailto:`).
    func html(_ text: PageText) -> String {
        var html = ""
        if entries.isEmpty { html += "<span class=\"bad\">\(text.html(.contactNone))</span>" }
        if !entries.isEmpty { html += "<ul class=\"reach\">" }
        for entry in entries {
            let value = escapeHTML(entry.value)
            let (label, scheme) = (Self.label(entry.way), Self.scheme(entry.way))
            html += entry.isPreferred ? "<li class=\"preferred\">" : "<li>"
            // An address may break before its @ rather than anywhere in a narrow column.
            let shown = entry.way == .email ? value.replacing("@", with: "<wbr>@") : value
            html += "<span class=\"way\">\(text.html(label))</span> <a href=\"\(scheme)\(value)\">\(shown)</a>"
            if entry.isPreferred { html += " <span class=\"pref\">\(text.html(.contactPreferred))</span>" }
            html += "</li>"
        }
        if !entries.isEmpty { html += "</ul>" }
        switch unmetPreference {
        case .unknown(let stored)?:
            html += "<span class=\"muted unmet\">\(text.html(.contactPreferredOther, ["value": stored]))</span>"
        case .missing(let way)?:
            html +=
                "<span class=\"muted unmet\">\(text.html(.contactPreferredMissing, ["way": text.plain(Self.label(way))]))</span>"
        case nil: break
        }
        return html
    }

    static func label(_ way: Way) -> PageKey {
        switch way {
        case .sms: .contactSMS
        case .phone: .fieldPhone
        case .email: .fieldEmail
        }
    }

    static func scheme(_ way: Way) -> String {
        switch way {
        case .sms: "sms:"
        case .phone: "tel:"
        case .email: "mailto:"
        }
    }
}
