import Testing
import VetNetCore

@testable import VetNetDedupe

/// The names, phones and addresses shown beside a merge are the parts joined as the report describes them: a
/// name's parts with a space, an address's lines and place with commas, empty parts left out of the address.
@Suite("Evidence values shown to staff")
struct OwnerEvidenceTextTests {
    static let parts: [String?] = [nil, "", "Ann", "O'Neil", "12 Oak St", "Apt 4", "62701", "Zoë", " "]

    /// What the values were before they were joined part by part: through arrays of the parts.
    static func referenceName(_ owner: Owner) -> String? {
        let text = [owner.firstName, owner.lastName].compactMap { $0 }.joined(separator: " ")
        return text.isEmpty ? nil : text
    }

    static func referenceAddress(_ owner: Owner) -> String? {
        guard let address = owner.address else { return nil }
        let place = [address.postalCode, address.city].compactMap { $0 }.joined(separator: " ")
        let text = [address.line1, address.line2, place].compactMap { $0 }.filter { !$0.isEmpty }.joined(
            separator: ", ")
        return text.isEmpty ? nil : text
    }

    @Test(
        "names and addresses read as the parts joined through arrays did, for every mix of absent and empty parts",
        arguments: 0..<4)
    func sameAsJoiningArrays(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            func part() -> String? { random.pick(Self.parts) }
            let owner = Owner(
                id: "O", firstName: part(), lastName: part(),
                address: random.chance(0.1)
                    ? nil
                    : PostalAddress(
                        line1: part(), line2: part(), city: part(), region: part(), postalCode: part(), country: part())
            )
            #expect(OwnerEvidence.fullName(owner) == Self.referenceName(owner))
            #expect(OwnerEvidence.address(owner) == Self.referenceAddress(owner))
        }
        let owner = Owner(
            id: "O", firstName: "Ann", lastName: "Lee",
            address: PostalAddress(line1: "12 Oak St", line2: "", city: "Springfield", postalCode: "62701"))
        #expect(OwnerEvidence.fullName(owner) == "Ann Lee")
        #expect(OwnerEvidence.address(owner) == "12 Oak St, 62701 Springfield")
    }
}
