public import VetNetCore

/// Why true duplicate owner pairs were left unmerged: the benchmark's account of what keeps one person apart.
///
/// Each unmerged true pair is put under the first cause that fits, its fields compared as the dedupe stage
/// compares them. Pairs are enumerated per person, as `ReviewRecall` does.
public struct MissedPairs: Hashable, Sendable {
    /// One record has no forename or no surname: it could be anyone of the name, so it is listed, never merged.
    public var nameMissing = 0
    /// No email, phone or address agrees: nothing but the name links the records.
    public var noSharedContact = 0
    /// Contact details agree but the names show two people (the household guard).
    public var namesDisagree = 0
    /// Anything else: evidence that did not reach the merge score.
    public var other = 0
    public var truePairs = 0

    public init(_ owners: [Owner], truth: [String: Int], result: DedupeResult) {
        func cluster(_ id: String) -> String { result.canonicalIds[id] ?? id }
        var recordsOfPerson: [Int: [Owner]] = [:]
        for owner in owners { if let person = truth[owner.id] { recordsOfPerson[person, default: []].append(owner) } }
        for records in recordsOfPerson.values where records.count > 1 {
            let profiles = records.map { owner in
                OwnerProfile(
                    Owner.MatchingFields(
                        firstName: owner.firstName, lastName: owner.lastName, email: owner.email, phones: owner.phones,
                        address: owner.address))
            }
            for a in records.indices {
                for b in (a + 1)..<records.count {
                    truePairs += 1
                    guard cluster(records[a].id) != cluster(records[b].id) else { continue }
                    count(OwnerComparator.compare(profiles[a], profiles[b]))
                }
            }
        }
    }

    private mutating func count(_ comparison: OwnerComparison) {
        let contactAgrees =
            [EmailLevel.exact, .username, .fuzzy].contains(comparison.email) || comparison.phone == .exact
            || [AddressLevel.exact, .sameStreet].contains(comparison.address)
        if comparison.name == .forenameMissing || comparison.name == .missing {
            nameMissing += 1
        } else if !contactAgrees {
            noSharedContact += 1
        } else if comparison.name.vetoesMerge {
            namesDisagree += 1
        } else {
            other += 1
        }
    }

    /// `count` as a share of the true pairs.
    public func share(_ count: Int) -> Double { truePairs == 0 ? 0 : Double(count) / Double(truePairs) }
}
