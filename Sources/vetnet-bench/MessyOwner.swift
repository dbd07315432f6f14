import VetNetCore

/// The findings the messy profile gives owner rows, drawn from a stream of their own.
///
/// Three rows in five are changed: one finding, or two in a fifth of them. All are warnings but a missing name
/// (an error, which also rejects the owner's animals), kept rare for that reason.
enum MessyOwner: CaseIterable {
    /// `owner.email-invalid`
    case invalidEmail
    /// `owner.phone-invalid`
    case invalidPhone
    /// `owner.postal-code-invalid`
    case misfitPostalCode
    /// No first name: `owner.first-name-missing`.
    case missingFirstName
    /// Digits in a name: `owner.name-invalid`.
    case invalidName
    /// Neither email nor phone: `owner.no-contact`.
    case noContact
    /// Neither first nor last name: `owner.name-missing`.
    case missingName

    var weight: Int {
        switch self {
        case .invalidEmail: 26
        case .invalidPhone: 26
        case .misfitPostalCode: 20
        case .missingFirstName: 12
        case .invalidName: 8
        case .noContact: 6
        case .missingName: 2
        }
    }

    static let weighted = allCases.map { (weight: $0.weight, value: $0) }

    static let emails = ["jsmith@", "mary.gmail.com", "bob@@example.com", "ann smith@mail.com", "lee@example"]
    static let phones = ["555-012", "12345", "(217) 555-01434", "n/a phone", "0000"]
    static let postalCodes = ["ABC12", "9021", "627-0", "1234567", "SW1A 1AA"]

    /// Changes `owner` into a messy one, or leaves it as it is; always draws the same count from `random` per row.
    static func apply(to owner: inout Owner, _ random: inout SplitMix64) {
        let findings = random.below(100)
        let first = random.pick(weighted: weighted)
        let second = random.pick(weighted: weighted)
        let detail = random.next()
        guard findings < 60 else { return }
        first.apply(to: &owner, detail)
        if findings < 12, second != first { second.apply(to: &owner, detail >> 16) }
    }

    private func apply(to owner: inout Owner, _ detail: UInt64) {
        func pick<T>(_ choices: [T]) -> T { choices[Int(detail % UInt64(choices.count))] }
        switch self {
        case .invalidEmail: owner.email = pick(Self.emails)
        case .invalidPhone:
            if owner.phones.isEmpty { owner.phones = [pick(Self.phones)] } else { owner.phones[0] = pick(Self.phones) }
        case .misfitPostalCode:
            if owner.address == nil { owner.address = PostalAddress() }
            owner.address?.postalCode = pick(Self.postalCodes)
        case .missingFirstName: owner.firstName = nil
        case .invalidName: owner.firstName = (owner.firstName ?? "J") + String(detail % 10)
        case .noContact:
            owner.email = nil
            owner.phones = []
        case .missingName:
            owner.firstName = nil
            owner.lastName = nil
        }
    }
}
