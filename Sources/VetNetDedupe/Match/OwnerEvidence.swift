internal import VetNetCore

/// The field-by-field evidence of an owner comparison, with the values staff need to judge it.
enum OwnerEvidence {
    static func fields(_ comparison: OwnerComparison, weights: MatchWeights, _ a: Owner, _ b: Owner)
        -> [FieldEvidence]
    {
        let bits = weights.bits(comparison)
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

    static func fullName(_ owner: Owner) -> String? {
        nonEmpty([owner.firstName, owner.lastName].compactMap { $0 }.joined(separator: " "))
    }

    static func phones(_ owner: Owner) -> String? { nonEmpty(owner.phones.joined(separator: ", ")) }

    static func address(_ owner: Owner) -> String? {
        guard let address = owner.address else { return nil }
        let place = [address.postalCode, address.city].compactMap { $0 }.joined(separator: " ")
        return nonEmpty([address.line1, address.line2, place].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: ", "))
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
