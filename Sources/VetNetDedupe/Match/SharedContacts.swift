import VetNetCore

/// Phone numbers and emails that more owner records carry than `DedupeSettings.sharedContactLimit`: a placeholder
/// typed for every client without one (`(000) 000-0000`, `none@none.com`), a value an export repeats, or a
/// business's number. Such a value says nothing about whether two records are one person, so matching leaves it
/// out, as it leaves out a missing one. Kept as hashes: counting a million owners' values as strings cost more
/// memory than the rest of the stage.
public struct SharedContacts: Sendable {
    /// The values' keys: a phone's digits and an email hashed apart (`key(phone:)`, `key(email:)`).
    private var keys: Set<UInt64> = []

    public var isEmpty: Bool { keys.isEmpty }

    private static func key(phone digits: String) -> UInt64 { StableHash.hash("p", digits) }
    private static func key(email: String) -> UInt64 { StableHash.hash("e", email) }

    func contains(phone digits: String) -> Bool { !keys.isEmpty && keys.contains(Self.key(phone: digits)) }

    func contains(email: String) -> Bool { !email.isEmpty && !keys.isEmpty && keys.contains(Self.key(email: email)) }

    /// The values of `profiles` that more than `limit` records carry (a record's repeats counted once).
    public static func find(in profiles: [OwnerProfile], limit: Int) -> SharedContacts {
        var counts: [UInt64: Int32] = [:]
        counts.reserveCapacity(profiles.count * 2)
        for profile in profiles {
            let phones = profile.phones
            for (index, phone) in phones.enumerated() where !phones[..<index].contains(phone) {
                counts[key(phone: phone), default: 0] += 1
            }
            if !profile.email.isEmpty { counts[key(email: profile.email), default: 0] += 1 }
        }
        var shared = SharedContacts()
        for (key, count) in counts where count > limit { shared.keys.insert(key) }
        return shared
    }

    /// Whether the profile carries a shared value, and so must be made again without it.
    public func touches(_ profile: OwnerProfile) -> Bool {
        profile.phones.contains(where: contains(phone:)) || contains(email: profile.email)
    }
}
