import Testing
import VetNetCore

@testable import VetNetDedupe

@Suite("Comparing addresses on integer keys")
struct AddressKeyTests {
    /// Parts drawn from small lists, so pairs often share some and differ in others; some are longer than the
    /// 16 bytes a key holds exactly, some differ only in their last byte, some are not ASCII.
    static let numbers = [
        "12", "12b", "7", "", "1234567890123456", "1234567890123457", "12345678901234567", "12345678901234568",
    ]
    static let streets = [
        "Main St", "Main Street", "N. Main Street", "Mian Street", "Old Springfield Road", "Old Springfield Raod",
        "Avenue des Champs-Élysées", "Avenue des Champs-Elysees", "",
    ]
    static let units = ["Apt 4B", "#4b", "Unit 5", ""]
    static let postalCodes = [
        "12345", "12346", "SW1A 1AA", "sw1a1aa", "", "D-12345-6789-0123-45", "D-12345-6789-0123-46",
    ]
    static let cities = ["Springfield", "Shelbyville", "Saint-Rémy-de-Provence", "Saint-Remy-de-Provence", ""]

    static func randomProfiles(count: Int, seed: UInt64) -> [OwnerProfile] {
        var random = SplitMix64(seed: seed)
        func pick(_ list: [String]) -> String? {
            let value = list[Int(random.next() % UInt64(list.count))]
            return value.isEmpty ? nil : value
        }
        return (0..<count).map { index in
            let number = pick(numbers)
            let street = pick(streets)
            let line1 = [number, street].compactMap { $0 }.joined(separator: " ")
            let address =
                random.next() % 8 == 0
                ? nil
                : PostalAddress(
                    line1: line1.isEmpty ? nil : line1, line2: pick(units), city: pick(cities),
                    postalCode: pick(postalCodes))
            return OwnerProfile(
                Owner(
                    id: "O\(index)", firstName: "Ann", lastName: "Lee", address: address,
                    sources: [SourceRef(source: "legacy", sourceId: "O\(index)", line: index + 2)]))
        }
    }

    @Test("the level from the keys equals the level from the texts for every pair", arguments: [1, 2, 3] as [UInt64])
    func sameLevels(seed: UInt64) {
        let profiles = Self.randomProfiles(count: 160, seed: seed)
        var levels: Set<AddressLevel> = []
        for a in profiles {
            for b in profiles {
                let fromKeys = OwnerComparator.address(a, b)
                #expect(
                    fromKeys == OwnerComparator.address(a.address, b.address),
                    "\(String(describing: a.address)) / \(String(describing: b.address))")
                levels.insert(fromKeys)
            }
        }
        // The generated pairs reach every level, so each branch was compared.
        #expect(levels == Set(AddressLevel.allCases))
    }

    @Test("packed texts are equal exactly when the texts are; only texts that are not short ASCII ask for the texts")
    func packedEquality() {
        let texts = [
            "", "a", "K", "\u{212A}", "é", "e\u{301}", "abcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijklmnopq",
            "abcdefghijklmnopr", "Avenue des Champs-Élysées", "Avenue des Champs-Ély\u{301}sées",
            "Avenue des Champs-E\u{301}lysées",
        ]
        for x in texts {
            for y in texts {
                var confirmed = false
                let equal = PackedText(x).equals(PackedText(y)) {
                    confirmed = true
                    return x == y
                }
                #expect(equal == (x == y), "\(x) / \(y)")
                let shortASCII = { (text: String) in text.utf8.count <= 16 && text.utf8.allSatisfy { $0 < 0x80 } }
                #expect(!confirmed || !shortASCII(x) || !shortASCII(y), "\(x) / \(y)")
            }
        }
    }
}
