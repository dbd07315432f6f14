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

    // Joined part by part rather than through arrays of the parts: every owner of a merge or a possible duplicate
    // is shown, hundreds of thousands of times on a large run.

    /// First and last name, each as given, with a space between them.
    static func fullName(_ owner: Owner) -> String? {
        nonEmpty(joined(owner.firstName, owner.lastName, separator: " "))
    }

    static func phones(_ owner: Owner) -> String? { nonEmpty(owner.phones.joined(separator: ", ")) }

    /// The lines and the place (postal code and city, as given), the empty ones left out.
    static func address(_ owner: Owner) -> String? {
        guard let address = owner.address else { return nil }
        var text = ""
        func add(_ part: String?) {
            guard let part, !part.isEmpty else { return }
            if !text.isEmpty { text += ", " }
            text += part
        }
        add(address.line1)
        add(address.line2)
        add(joined(address.postalCode, address.city, separator: " "))
        return nonEmpty(text)
    }

    /// The parts that are there, with `separator` between two.
    private static func joined(_ first: String?, _ second: String?, separator: String) -> String {
        switch (first, second) {
        case (let first?, let second?): first + separator + second
        case (let one?, nil), (nil, let one?): one
        case (nil, nil): ""
        }
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
