import Testing
import VetNetCore

@testable import VetNetDedupe

/// Properties of animal matching over random records: a missing value is never evidence, a conflict always vetoes.
@Suite("Animal merge properties")
struct AnimalMergePropertyTests {
    private static let names = ["Duke", "Max", "Bella", "Luna"]
    private static let breeds: [String?] = [
        nil, "Beagle", "Beagle Mix", "Labrador Retriever", "Mixed Breed", "Poodle / Beagle",
    ]
    private static let dates: [String?] = [nil, "2019-03-04", "2019-03-20", "2019-04-03", "2021-06-01"]
    private static let chips: [String?] = [nil, nil, nil, "985141000123456", "985141000654321"]
    private static let colors: [String?] = [
        nil, nil, "BLACK", "Black/White", "TABBY-BRN", "Brown Tabby", "WHITE", "Multi",
    ]

    private static func randomPatient(_ id: Int, owner: String, _ random: inout SplitMix64) -> Patient {
        Fixtures.patient(
            "PAT-\(id)", random.pick(names), species: random.pick(["dog", "dog", "cat"]), breed: random.pick(breeds),
            sex: random.pick(Sex.allCases), chip: random.pick(chips), birth: random.pick(dates), owner: owner,
            color: random.pick(colors))
    }

    /// 0: a conflict; 1: nothing either way; 2: sex and breed (listed for staff); 3: birth dates.
    private static func rank(_ a: Patient, _ b: Patient) -> Int {
        let comparison = AnimalComparison(
            AnimalProfile(a), AnimalProfile(b), details: (AnimalDetails(a), AnimalDetails(b)), settings: .standard)
        if comparison.conflicts { return 0 }
        return comparison.hasBirthDateEvidence ? 3 : comparison.sex.agrees && comparison.breed.agrees ? 2 : 1
    }

    private static func blanking(_ field: Int, of patient: Patient) -> Patient {
        var blanked = patient
        switch field {
        case 0: blanked.birthDate = nil
        case 1: blanked.sex = .unknown
        case 2: blanked.breed = nil
        case 3: blanked.color = nil
        default: blanked.microchip = nil
        }
        return blanked
    }

    @Test("blanking a field that did not conflict never makes a pair's evidence stronger", arguments: 0..<4)
    func blankingNeverAddsEvidence(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let a = Self.randomPatient(1, owner: "OWN-1", &random)
            let b = Self.randomPatient(2, owner: "OWN-1", &random)
            let before = Self.rank(a, b)
            let field = random.below(5)
            let blanked = random.below(2) == 0 ? (Self.blanking(field, of: a), b) : (a, Self.blanking(field, of: b))
            let after = Self.rank(blanked.0, blanked.1)
            // Blanking a conflicting field lifts its veto; any other blanking can only take evidence away.
            if before > 0 { #expect(after <= before, "\(a) \(b) field \(field)") }
        }
    }

    @Test("any conflicting field vetoes, whatever else agrees", arguments: 0..<4)
    func conflictAlwaysVetoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Two thousand pairs in one dedupe: each pair under an owner of its own, with chips of its own, so that
        // nothing links one pair to another.
        let pairs = 2_000
        var owners: [Owner] = []
        var patients: [Patient] = []
        for pair in 0..<pairs {
            let owner = "OWN-\(pair)"
            owners.append(Fixtures.owner(owner, "Owner\(pair)", "Lee"))
            var a = Self.randomPatient(2 * pair, owner: owner, &random)
            a.microchip = a.microchip.map { Self.pairChip($0, pair) }
            var b = a
            b.id = "PAT-\(2 * pair + 1)"
            switch random.below(5) {
            case 0: (a.sex, b.sex) = (.male, .female)
            case 1: (a.breed, b.breed) = ("Beagle", "German Shorthaired Pointer")
            case 3: (a.color, b.color) = ("Black", "TABBY-BRN")
            case 2: (a.birthDate, b.birthDate) = (LocalDate(iso: "2015-01-01"), LocalDate(iso: "2019-01-01"))
            default:
                (a.microchip, b.microchip) = (
                    Self.pairChip("985141000123456", pair), Self.pairChip("985141000654321", pair)
                )
            }
            patients += [a, b]
        }
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.owners.count == pairs, "owners of different pairs were merged: the pairs are not apart")
        #expect(result.patients.count == 2 * pairs)
        for cluster in result.patientClusters { Issue.record("merged despite a conflict: \(cluster.members)") }
    }

    /// `chip` made the pair's own: its maker's code (985), the pair's number, then its last six digits.
    private static func pairChip(_ chip: String, _ pair: Int) -> String {
        let digits = String(pair)
        return "985" + String(repeating: "0", count: 6 - digits.count) + digits + String(chip.suffix(6))
    }

    @Test(
        "every animal merge of random households and shelters has evidence, and no two members of a cluster conflict",
        arguments: 0..<8)
    func everyMergeHasEvidence(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Even seeds: three owners of about 67 animals (organisations); odd seeds: twenty of about 10 (households).
        let ownerCount = seed % 2 == 0 ? 3 : 20
        let owners = (1...ownerCount).map { Fixtures.owner("OWN-\($0)", "Owner\($0)", "Lee") }
        let patients = (0..<200).map { Self.randomPatient($0, owner: "OWN-\(1 + random.below(ownerCount))", &random) }
        let byId = Dictionary(uniqueKeysWithValues: patients.map { ($0.id, $0) })
        let result = Deduplicator.run(owners: owners, patients: patients)
        // Not vacuous: records this alike always give some merges to check.
        #expect(!result.patientClusters.isEmpty)
        for cluster in result.patientClusters {
            let members = cluster.members.compactMap { byId[$0.id] }
            for (index, a) in members.enumerated() {
                for b in members[(index + 1)...] { #expect(Self.rank(a, b) > 0, "\(a.id) and \(b.id) conflict") }
            }
            for merge in cluster.merges {
                let levels = Dictionary(uniqueKeysWithValues: merge.fields.map { ($0.field, $0.level) })
                let chip = levels["microchip"] == "exact"
                let born = ["exact", "compatible"].contains(levels["birthDate"])
                #expect(chip || born, "\(merge)")
                #expect(!levels.values.contains("different"), "\(merge)")
            }
        }
    }

    @Test(
        "with birth date, sex and breed removed from every record, only a shared chip merges, whatever the colours",
        arguments: 0..<6)
    func removingFieldsLeavesOnlyChipMerges(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let owners = [Fixtures.owner("OWN-1", "Ann", "Shelter")]
        let patients = (0..<150).map { index in
            var patient = Self.randomPatient(index, owner: "OWN-1", &random)
            (patient.birthDate, patient.sex, patient.breed) = (nil, .unknown, nil)
            return patient
        }
        let result = Deduplicator.run(owners: owners, patients: patients)
        for cluster in result.patientClusters {
            #expect(cluster.merges.allSatisfy { $0.rule == .sameMicrochip }, "\(cluster.merges)")
        }
    }
}
