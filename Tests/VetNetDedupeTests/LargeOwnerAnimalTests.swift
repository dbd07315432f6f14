import Foundation
import Testing
import VetNetCore
import VetNetDedupe

/// An owner with hundreds of animals of one name (a shelter, a breeder): only birth dates merge, and only
/// dates that are not shared by many.
@Suite struct LargeOwnerAnimalTests {
    private let owners = [Fixtures.owner("OWN-1", "County", "Shelter")]

    private func dog(_ number: Int, birth: String?, sex: Sex = .male) -> Patient {
        Fixtures.patient(String(format: "PAT-%05d", number), "Max", breed: "Beagle", sex: sex, birth: birth, owner: "OWN-1")
    }

    @Test("in a large group, sex and breed alone merge nothing and nothing is listed pair by pair")
    func largeGroupNeedsBirthDates() {
        let patients = (0..<300).map { dog($0, birth: nil) }
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == 300)
        #expect(result.possibleDuplicates.isEmpty)
    }

    @Test("in a large group, two records born days apart merge, and a date shared by many merges nobody")
    func largeGroupMergesDistinctBirthDates() throws {
        // Each dog born on its own day, a year apart from the next, but for one pair two days apart; and forty
        // dogs sharing the first of January of one year, a placeholder.
        var patients = (0..<100).map { dog($0, birth: String(format: "%04d-06-15", 1930 + $0)) }
        patients.append(dog(100, birth: "1930-06-17"))
        patients += (101..<141).map { dog($0, birth: "2020-01-01") }
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == patients.count - 1)
        let members = try #require(result.patientClusters.first?.members.map(\.id))
        #expect(members == ["PAT-00000", "PAT-00100"])
    }

    @Test("in a large group, a male and a female born the same day stay apart")
    func largeGroupKeepsConflicts() {
        var patients = (0..<50).map { dog($0, birth: String(format: "%04d-06-15", 1930 + $0)) }
        patients.append(dog(50, birth: "1930-06-15", sex: .female))
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == patients.count)
    }
}
