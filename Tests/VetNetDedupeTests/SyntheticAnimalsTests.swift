import Testing
import VetNetCore
import VetNetDedupe

@Suite struct SyntheticAnimalsTests {
    @Test(
        "a shelter owner has many animals of the common names, most without a birth date; the truth covers every record"
    )
    func shelter() {
        let owners = SyntheticOwners.generate(count: 500, seed: 3, profile: .realistic)
        let set = SyntheticAnimals.generate(owners: owners, shelterAnimals: 3_000, seed: 3)
        #expect(Set(set.patients.map(\.id)) == Set(set.truth.keys))
        #expect(set.patients.count == Set(set.patients.map(\.id)).count)
        let shelterRecords = set.patients.filter { owners.truth[$0.ownerId] == 0 }
        #expect(shelterRecords.count >= 3_000)
        let undated = shelterRecords.filter { $0.birthDate == nil }
        let undatedAnimals = Set(undated.map { set.truth[$0.id]! })
        var namesakes: [String: Set<Int>] = [:]
        for record in undated {
            namesakes[record.name.lowercased() + "/" + (record.species ?? ""), default: []].insert(
                set.truth[record.id]!)
        }
        #expect(undatedAnimals.count >= 1_800)
        #expect(namesakes.values.contains { $0.count >= 50 })
    }

    @Test("an animal's records agree on name, species, sex and breed, and belong to one person's owner records")
    func truthConsistent() {
        let owners = SyntheticOwners.generate(count: 2_000, seed: 9, profile: .realistic)
        let set = SyntheticAnimals.generate(owners: owners, shelterAnimals: 500, seed: 9)
        var first: [Int: Patient] = [:]
        var registeredAgain = 0
        for patient in set.patients {
            let animal = set.truth[patient.id]!
            guard let original = first[animal] else {
                first[animal] = patient
                continue
            }
            registeredAgain += 1
            #expect(patient.name.lowercased() == original.name.lowercased())
            #expect(
                patient.species == original.species && patient.sex == original.sex && patient.breed == original.breed)
            #expect(owners.truth[patient.ownerId] == owners.truth[original.ownerId])
        }
        #expect(registeredAgain >= 100)
    }

    @Test("one owner's animals for the large-owner timing: all under that owner")
    func singleOwner() {
        let set = SyntheticAnimals.shelter(ownerID: "OWN-1", count: 1_000, seed: 1)
        #expect(set.patients.count >= 1_000)
        #expect(set.patients.allSatisfy { $0.ownerId == "OWN-1" })
        #expect(Set(set.truth.values).count == 1_000)
    }
}
