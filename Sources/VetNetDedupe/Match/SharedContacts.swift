import VetNetCore

/// Phone numbers and emails that more owner records carry than `DedupeSettings.sharedContactLimit`: a placeholder
/// typed for every client without one (`(000) 000-0000`, `none@none.com`), a value an export repeats, or a
/// business's number. Such a value says nothing about whether two records are one person, so matching leaves it
/// out, as it leaves out a missing one. Kept as hashes: counting a million owners' values as strings cost more
/// memory than the rest of the stage.
public struct SharedContacts: Sendable {
    private var phones: Set<UInt64> = []
    private var emails: Set<UInt64> = []

    public var isEmpty: Bool { phones.isEmpty && emails.isEmpty }

    func contains(phone digits: String) -> Bool { !phones.isEmpty && phones.contains(StableHash.hash("p", digits)) }

    func contains(email: String) -> Bool {
        !email.isEmpty && !emails.isEmpty && emails.contains(StableHash.hash("e", email))
    }

    /// The values of `profiles` that more than `limit` records carry (a record's repeats counted once).
    public static func find(in profiles: [OwnerProfile], limit: Int) -> SharedContacts {
        var counts: [UInt64: Int32] = [:]
        counts.reserveCapacity(profiles.count * 2)
        for profile in profiles {
            var seen: [UInt64] = []
            for phone in profile.phones {
                let key = StableHash.hash("p", phone)
                if !seen.contains(key) { seen.append(key) }
            }
            if !profile.email.isEmpty { seen.append(StableHash.hash("e", profile.email)) }
            for key in seen { counts[key, default: 0] += 1 }
        }
        var shared = SharedContacts()
        for profile in profiles {
            for phone in profile.phones where (counts[StableHash.hash("p", phone)] ?? 0) > limit {
                shared.phones.insert(StableHash.hash("p", phone))
            }
            if !profile.email.isEmpty, (counts[StableHash.hash("e", profile.email)] ?? 0) > limit {
                shared.emails.insert(StableHash.hash("e", profile.email))
            }
        }
        return shared
    }

    /// Whether the profile carries a shared value, and so must be made again without it.
    public func touches(_ profile: OwnerProfile) -> Bool {
        profile.phones.contains(where: contains(phone:)) || contains(email: profile.email)
    }
}
