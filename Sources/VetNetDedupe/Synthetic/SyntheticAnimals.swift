public import VetNetCore

/// Animal records for synthetic owners, with the truth of which animal each record is.
///
/// Every person has up to three animals, registered under their first owner record; an animal is registered
/// again under a duplicate owner record of its person half the time (same name, species, sex and breed; the
/// birth date or the chip sometimes left out), which the dedupe stage should merge once the owners merge. A
/// shelter or rescue owner has many animals of the common names, most without a birth date: different animals
/// that must never be merged, except the few registered twice with the same microchip.
public struct SyntheticAnimals: Sendable {
    public var patients: [Patient]
    /// Patient ID → the animal it describes; two records are one animal exactly when their numbers are equal.
    public var truth: [String: Int]

    /// Animals of `owners`' people; the person of the first owner record is a shelter with `shelterAnimals` more.
    public static func generate(owners: SyntheticOwners, shelterAnimals: Int, seed: UInt64) -> SyntheticAnimals {
        var random = SplitMix64(seed: seed ^ 0x616E_696D)
        var set = SyntheticAnimals(patients: [], truth: [:])
        var recordsOfPerson: [Int: [String]] = [:]
        for owner in owners.owners { recordsOfPerson[owners.truth[owner.id]!, default: []].append(owner.id) }
        for person in recordsOfPerson.keys.sorted() {
            let records = recordsOfPerson[person]!
            let count = person == 0 ? shelterAnimals : random.below(4)
            for _ in 0..<count {
                let animal = newAnimal(&random, shelter: person == 0)
                let number = set.add(animal, ownerID: records[0])
                if records.count > 1, random.chance(0.5) {
                    set.add(
                        registeredAgain(animal, &random), ownerID: records[1 + random.below(records.count - 1)],
                        as: number)
                } else if person == 0, random.chance(0.01) {
                    set.add(registeredAgain(animal, &random, keepChip: true), ownerID: records[0], as: number)
                }
            }
        }
        return set
    }

    /// One owner's `count` animals, as a shelter's: for timing the dedupe stage on a single large owner.
    public static func shelter(ownerID: String, count: Int, seed: UInt64) -> SyntheticAnimals {
        var random = SplitMix64(seed: seed ^ 0x7368_656C)
        var set = SyntheticAnimals(patients: [], truth: [:])
        for _ in 0..<count {
            let animal = newAnimal(&random, shelter: true)
            let number = set.add(animal, ownerID: ownerID)
            if random.chance(0.01) {
                set.add(registeredAgain(animal, &random, keepChip: true), ownerID: ownerID, as: number)
            }
        }
        return set
    }

    /// Adds a record of the animal numbered `number` (a new animal when nil) and returns the animal's number:
    /// the position of its first record.
    @discardableResult
    private mutating func add(_ animal: Patient, ownerID: String, as number: Int? = nil) -> Int {
        var record = animal
        let position = patients.count
        record.id = SyntheticAnimals.id(position)
        record.medicalId = "MED-" + String(position)
        record.ownerId = ownerID
        truth[record.id] = number ?? position
        patients.append(record)
        return number ?? position
    }

    /// IDs that sort in generation order.
    static func id(_ position: Int) -> String {
        let digits = String(position)
        return "PAT-" + String(repeating: "0", count: max(0, 9 - digits.count)) + digits
    }

    private static let breeds: [(species: String, breeds: [String])] = [
        (
            "dog",
            [
                "Labrador Retriever", "German Shepherd", "Border Collie", "Beagle", "Staffordshire Bull Terrier",
                "Mixed Breed",
            ]
        ),
        ("cat", ["Domestic Shorthair", "Domestic Longhair", "Siamese", "Maine Coon"]),
        ("rabbit", ["Netherland Dwarf", "Lop"]),
    ]

    /// A new animal, without ID or owner: `add` gives them.
    private static func newAnimal(_ random: inout SplitMix64, shelter: Bool) -> Patient {
        let kind = random.below(10) < 6 ? 0 : random.below(10) < 9 ? 1 : 2
        let (species, breeds) = Self.breeds[kind]
        let names = SyntheticVocabulary.petNames
        return Patient(
            id: "", medicalId: "", name: names[random.skewed(names.count)], species: species,
            breed: random.pick(breeds),
            sex: random.chance(0.5) ? .male : .female,
            birthDate: random.chance(shelter ? 0.3 : 0.75)
                ? LocalDate(year: 2010 + random.below(15), month: 1 + random.below(12), day: 1 + random.below(28))
                : nil,
            microchip: random.chance(shelter ? 0.6 : 0.4) ? chip(&random) : nil, ownerId: "")
    }

    private static func chip(_ random: inout SplitMix64) -> String {
        "985" + String(100_000_000_000 + random.below(899_999_999_999))
    }

    /// The same animal entered again: birth date or chip sometimes left out, the name's case changed.
    private static func registeredAgain(_ animal: Patient, _ random: inout SplitMix64, keepChip: Bool = false)
        -> Patient
    {
        var again = animal
        if random.chance(0.3) { again.name = animal.name.uppercased() }
        if animal.microchip != nil, !keepChip, random.chance(0.3) { again.microchip = nil }
        if animal.birthDate != nil, random.chance(0.3), again.microchip != nil { again.birthDate = nil }
        return again
    }
}
