import Testing
import VetNetCore

@testable import VetNetDedupe

@Suite("Animal profiles")
struct AnimalProfileTests {
    static func profile(chip: String?, birthDate: LocalDate?) -> AnimalProfile {
        AnimalProfile(
            Patient.MatchingFields(
                name: "Bella", species: "Dog", birthDate: birthDate, microchip: chip, ownerId: "OWN-1"))
    }

    @Test(
        "a valid chip comes back as it was read, leading zeros too; any other text is no chip",
        arguments: [
            ("040012345678901", "040012345678901"), ("985112003456789", "985112003456789"),
            ("000000000000000", "000000000000000"),
            ("98511200345678", nil), ("9851120034567890", nil), ("98511200345678X", nil), (nil, nil),
        ] as [(String?, String?)])
    func chipRoundTrip(read: String?, kept: String?) {
        let animal = Self.profile(chip: read, birthDate: nil)
        #expect(animal.chip == kept)
        #expect(animal.chipKey == kept.flatMap { UInt64($0) })
    }

    @Test(
        "a chip's number is what checking its fifteen bytes for digits and parsing it gave, for any text",
        arguments: 0..<4)
    func chipNumberAsParsed(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = ["0", "1", "5", "9", "/", ":", " ", "+", "-", "\u{663}", "\u{FF11}", "a", "98511200345678"]
        for _ in 0..<3_000 {
            let text = (0..<random.below(17)).map { _ in random.pick(pieces) }.joined()
            let reference: UInt64? =
                text.utf8.count == 15 && text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) ? UInt64(text) : nil
            #expect(AnimalProfile.chipNumber(text) == reference, "\(text.debugDescription)")
        }
        #expect(AnimalProfile.chipNumber("999999999999999") == 999_999_999_999_999)
        #expect(AnimalProfile.chipNumber("+98511200345678") == nil)
    }

    @Test(
        "shared chips: each chip on two or more animals, in chip order, with its animals in record order",
        arguments: 0..<10)
    func sharedChipsGroupAnimals(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // A small pool, so that chips repeat; leading zeros and the largest chip among them; some animals without.
        let pool = [
            "000000000000001", "040012345678901", "985112003456789", "985112003456790", "999999999999999", "12345",
        ]
        let chips = (0..<random.below(300)).map { _ in random.below(4) == 0 ? nil : random.pick(pool) }
        let animals = chips.map { Self.profile(chip: $0, birthDate: nil) }
        var reference: [String: [Int]] = [:]
        for (index, chip) in chips.enumerated() where chip?.utf8.count == 15 {
            reference[chip!, default: []].append(index)
        }
        let expected = reference.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
        let shared = ChipMatching.sharedChips(animals)
        #expect(shared.map(\.chip) == expected.map(\.key))
        #expect(shared.map(\.animals) == expected.map(\.value))
    }

    @Test("birth dates come back as they were read, from the first year to the last")
    func birthDateRoundTrip() throws {
        for (year, month, day) in [(1, 1, 1), (2024, 2, 29), (2026, 12, 31), (9999, 12, 31)] {
            let date = try #require(LocalDate(year: year, month: month, day: day))
            #expect(Self.profile(chip: nil, birthDate: date).birthDate == date)
        }
        #expect(Self.profile(chip: nil, birthDate: nil).birthDate == nil)
    }

    @Test("only two valid chips that differ contradict each other")
    func chipsContradict() {
        let (a, b) = (
            Self.profile(chip: "985112003456789", birthDate: nil), Self.profile(chip: "985112003456780", birthDate: nil)
        )
        let none = Self.profile(chip: nil, birthDate: nil)
        #expect(a.chipContradicts(b))
        #expect(!a.chipContradicts(a))
        #expect(!a.chipContradicts(none) && !none.chipContradicts(a) && !none.chipContradicts(none))
    }

    @Test("profiles held by the million stay small: an animal in 64 bytes, an address key in 96")
    func layout() {
        #expect(MemoryLayout<AnimalProfile>.stride <= 64)
        #expect(MemoryLayout<AddressKey>.stride <= 96)
    }
}
