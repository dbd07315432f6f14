public import VetNetCore

/// Builds the canonical owner of a cluster.
///
/// Rules: the ID is the smallest member ID (the smallest established one when members have IDs published by
/// earlier runs); per field, the most recently updated record with a non-empty value
/// wins (the address as a whole, never mixed from two records); nothing is lost: every phone number of every
/// record is kept (newest record first), and emails and addresses that lost go to `alternateEmails` and
/// `alternateAddresses`. `createdAt` is the earliest, `updatedAt` the latest, `isActive` the newest record's,
/// `sources` all members' source records, sorted.
public enum OwnerSurvivorship {
    public static func merge(_ members: [Owner], established: Set<String> = []) -> Owner {
        precondition(!members.isEmpty)
        if members.count == 1 { return members[0] }
        let ordered = members.sorted { Recency.newestFirst(($0.updatedAt, $0.id), ($1.updatedAt, $1.id)) }
        let newest = ordered[0]
        let id = members.lazy.map(\.id).filter(established.contains).min() ?? members.map(\.id).min()!
        var owner = Owner(id: id, isActive: newest.isActive)
        owner.firstName = ordered.firstPresent(\.firstName)
        owner.lastName = ordered.firstPresent(\.lastName)
        owner.email = ordered.firstPresent(\.email)
        owner.preferredCommunication = ordered.firstPresent(\.preferredCommunication)
        owner.emergencyContact = ordered.first { $0.emergencyContact.map { $0.name != nil || $0.phone != nil } ?? false }?
            .emergencyContact
        owner.address = ordered.first { $0.address.map { !$0.isEmpty } ?? false }?.address
        owner.createdAt = members.compactMap(\.createdAt).min()
        owner.updatedAt = members.compactMap(\.updatedAt).max()
        for member in ordered {
            for phone in member.phones where !owner.phones.contains(phone) { owner.phones.append(phone) }
            for email in [member.email] + member.alternateEmails.map(Optional.some) {
                guard let email, !email.isEmpty, email != owner.email, !owner.alternateEmails.contains(email) else {
                    continue
                }
                owner.alternateEmails.append(email)
            }
            for address in [member.address] + member.alternateAddresses.map(Optional.some) {
                guard let address, !address.isEmpty, address != owner.address,
                    !owner.alternateAddresses.contains(address)
                else { continue }
                owner.alternateAddresses.append(address)
            }
        }
        owner.sources = members.flatMap(\.sources).sorted()
        return owner
    }
}
