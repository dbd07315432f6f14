public import VetNetCore

/// An owner record normalized once for all its comparisons.
///
/// A class: candidate pairs, blocking and weight estimation pass profiles around by the million, and a
/// struct of this many strings and arrays would be retained field by field on every copy.
public final class OwnerProfile: Sendable {
    public let name: PersonName
    /// Whether the forename is a known given name (see `GivenNames`).
    public let forenameIsKnown: Bool
    /// Lower-cased email; empty when none.
    public let email: String
    /// The email's part before `@`, without dots and `+tag`; empty when none.
    public let emailUser: String
    /// Whether the user part is just the name, with at most two digits (`james_ramirez`, `jramirez7`): common to
    /// namesakes at different providers.
    public let emailUserIsNameOnly: Bool
    /// The email's part after `@`.
    public let emailDomain: String
    /// Digits of every phone number (E.164 without `+`).
    public let phones: [String]
    public let address: NormalizedAddress?
    /// `address` as integers, for comparing it (`OwnerComparator.address`).
    let addressKey: AddressKey?

    public init(_ owner: Owner) {
        let name = PersonName(first: owner.firstName, last: owner.lastName)
        self.name = name
        forenameIsKnown = GivenNames.isKnown(name.forename)
        let email = (owner.email ?? "").trimmingWhitespace().lowercased()
        self.email = email
        let emailUser = Self.user(of: email)
        self.emailUser = emailUser
        emailDomain = email.firstIndex(of: "@").map { String(email[email.index(after: $0)...]) } ?? ""
        let letters = emailUser.filter { $0.isLetter }
        let digits = emailUser.filter { $0.isNumber }.count
        emailUserIsNameOnly =
            digits <= 2 && letters.count + digits == emailUser.filter { $0 != "_" && $0 != "-" }.count
            && [
                name.forename + name.surname, name.surname + name.forename,
                String(name.forename.prefix(1)) + name.surname, name.surname + name.forename.prefix(1),
            ].contains(letters)
        phones = owner.phones.map { String($0.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init)) }
            .filter { $0.count >= 6 }
        address = owner.address.flatMap { $0.isEmpty ? nil : NormalizedAddress($0) }
        addressKey = address.map(AddressKey.init)
    }

    /// `john.smith+vet@x.com` → `johnsmith`.
    static func user(of email: String) -> String {
        guard let at = email.firstIndex(of: "@") else { return "" }
        var user = email[..<at]
        if let plus = user.firstIndex(of: "+") { user = user[..<plus] }
        return String(user.filter { $0 != "." })
    }
}
