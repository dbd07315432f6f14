import Testing
import VetNetCore
import VetNetDedupe

@Suite struct SyntheticOwnersTests {
    @Test("records handed over one by one are generate's records and truth, and a person's first row is their own")
    func streamedRecords() {
        let set = SyntheticOwners.generate(count: 3_000, seed: 11)
        var streamed: [Owner] = []
        var firstRowOfPerson: [Int: Int] = [:]
        SyntheticOwners.forEachRecord(count: 3_000, seed: 11) { owner, person in
            #expect(set.truth[owner.id] == person)
            if firstRowOfPerson[person] == nil { firstRowOfPerson[person] = streamed.count }
            streamed.append(owner)
        }
        #expect(streamed == set.owners)
        #expect(firstRowOfPerson.allSatisfy { $0.key == $0.value })
        let duplicates = streamed.count - firstRowOfPerson.count
        #expect((700...1_000).contains(duplicates))
    }
}
