internal import VetNetCore

/// The field-by-field evidence of an owner comparison, with the values staff need to judge it.
enum OwnerEvidence {
    static func fields(_ comparison: OwnerComparison, table: ScoreTable, _ a: Owner, _ b: Owner) -> [FieldEvidence] {
        let bits = table.bits(comparison)
        var fields = [
            FieldEvidence(
                field: "name", level: comparison.name.rawValue, weight: bits[0], firstValue: fullName(a),
                secondValue: fullName(b)),
            FieldEvidence(
                field: "email", level: comparison.email.rawValue, weight: bits[1], firstValue: a.email,
                secondValue: b.email),
            FieldEvidence(
                field: "phone", level: comparison.phone.rawValue, weight: bits[2], firstValue: phones(a),
                secondValue: phones(b)),
            FieldEvidence(
                field: "address", level: comparison.address.rawValue, weight: bits[3], firstValue: address(a),
                secondValue: address(b)),
        ]
        if comparison.chip == .shared {
            fields.append(
                FieldEvidence(field: "microchip", level: "shared", weight: bits[4], firstValue: nil, secondValue: nil))
        }
        return fields
    }

    // Joined part by part, into a string given its whole length first, rather than through arrays of the parts
    // or one concatenation after another: every owner of a merge or a possible duplicate is shown, hundreds of
    // thousands of times on a large run.

    /// First and last name, each as given, with a space between them.
    static func fullName(_ owner: Owner) -> String? {
        var text = ""
        text.reserveCapacity((owner.firstName?.utf8.count ?? 0) + 1 + (owner.lastName?.utf8.count ?? 0))
        appendJoined(owner.firstName, owner.lastName, to: &text)
        return nonEmpty(text)
    }

    static func phones(_ owner: Owner) -> String? { nonEmpty(owner.phones.joined(separator: ", ")) }

    /// The lines and the place (postal code and city, as given), the empty ones left out.
    static func address(_ owner: Owner) -> String? {
        guard let address = owner.address else { return nil }
        var text = ""
        text.reserveCapacity(
            (address.line1?.utf8.count ?? 0) + (address.line2?.utf8.count ?? 0) + (address.postalCode?.utf8.count ?? 0)
                + (address.city?.utf8.count ?? 0) + 5)
        func add(_ line: String?) {
            guard let line, !line.isEmpty else { return }
            if !text.isEmpty { text += ", " }
            text += line
        }
        add(address.line1)
        add(address.line2)
        // The place is left out when it would be empty: both parts there make at least the space between them.
        let (postalCode, city) = (address.postalCode, address.city)
        if (postalCode != nil && city != nil) || !(postalCode ?? "").isEmpty || !(city ?? "").isEmpty {
            if !text.isEmpty { text += ", " }
            appendJoined(postalCode, city, to: &text)
        }
        return nonEmpty(text)
    }

    /// The parts that are there, with a space between two.
    private static func appendJoined(_ first: String?, _ second: String?, to text: inout String) {
        if let first { text += first }
        if first != nil, second != nil { text += " " }
        if let second { text += second }
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
