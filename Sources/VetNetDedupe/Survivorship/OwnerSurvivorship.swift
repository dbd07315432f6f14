public import VetNetCore

/// Builds the canonical owner of a cluster.
///
/// Rules: the ID is the smallest member ID (the smallest established one when members have IDs published by
/// earlier runs); per field, the most recently updated record with a non-empty value
/// wins (the address as a whole, never mixed from two records); nothing is lost: every phone number of every
/// record is kept (newest record first), and emails and addresses that lost go to `alternateEmails` and
/// `alternateAddresses`. `createdAt` is the earliest, `updatedAt` the latest, `isActive` the newest record's,
/// `sources` all members' source records, sorted.
///
/// The members are read where they lie, through their positions newest first: a run merges a hundred thousand
/// clusters, and sorting or gathering the records themselves would copy every string of each.
public enum OwnerSurvivorship {
    public static func merge(_ members: [Owner], established: Set<String> = []) -> Owner {
        precondition(!members.isEmpty)
        if members.count == 1 { return members[0] }
        let order = Recency.newestFirst(members.count) {
            (members[$0].updatedAt, members[$0].id)
        } sources: {
            members[$0].sources
        }
        let canonical = Recency.canonicalPosition(members.count, established: established) { members[$0].id }
        var owner = Owner(id: members[canonical].id, isActive: members[order[0]].isActive)
        func firstPresent(_ value: (borrowing Owner) -> String?) -> String? {
            for position in order {
                if let text = value(members[position]), !text.isEmpty { return text }
            }
            return nil
        }
        owner.firstName = firstPresent { $0.firstName }
        owner.lastName = firstPresent { $0.lastName }
        owner.email = firstPresent { $0.email }
        owner.preferredCommunication = firstPresent { $0.preferredCommunication }
        for position in order {
            guard let contact = members[position].emergencyContact, contact.name != nil || contact.phone != nil else {
                continue
            }
            owner.emergencyContact = contact
            break
        }
        for position in order {
            guard let address = members[position].address, !address.isEmpty else { continue }
            owner.address = address
            break
        }
        owner.createdAt = Recency.earliest(members.count) { members[$0].createdAt }
        owner.updatedAt = Recency.latest(members.count) { members[$0].updatedAt }
        for position in order {
            for phone in members[position].phones where !owner.phones.contains(phone) { owner.phones.append(phone) }
            keep(members[position].email, in: &owner)
            for email in members[position].alternateEmails { keep(email, in: &owner) }
            keep(members[position].address, in: &owner)
            for address in members[position].alternateAddresses { keep(address, in: &owner) }
        }
        owner.sources = Recency.sortedSources(members.count) { members[$0].sources }
        return owner
    }

    /// An email that lost, kept aside once.
    private static func keep(_ email: String?, in owner: inout Owner) {
        guard let email, !email.isEmpty, email != owner.email, !owner.alternateEmails.contains(email) else { return }
        owner.alternateEmails.append(email)
    }

    /// An address that lost, kept aside once.
    private static func keep(_ address: PostalAddress?, in owner: inout Owner) {
        guard let address, !address.isEmpty, address != owner.address, !owner.alternateAddresses.contains(address)
        else { return }
        owner.alternateAddresses.append(address)
    }
}
