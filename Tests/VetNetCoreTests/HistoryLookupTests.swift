import Testing
import VetNetCore
import VetNetTestSupport

@Suite("What the history's finishing stage reads of the animals: found from a hint, and read in part")
struct HistoryLookupTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    @Test(
        "searching from any hint finds what searching the whole store finds, for IDs in it and not", arguments: 0..<20)
    func searchFromHint(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        var byID: [String: Owner] = [:]
        for _ in 0..<records.random.int(in: 0...400) {
            let owner = records.owner()
            byID[owner.id] = owner
        }
        let store = RecordStore(byID.values.sorted { $0.id < $1.id })
        let probes = store.indices.map(store.id(at:)) + (0..<60).map { _ in records.owner().id } + ["", "~~~"]
        for id in probes {
            let expected = store.position(ofSortedID: id)
            var hints = [0, 1, store.count / 2, store.count - 1, store.count, -1]
            hints.append(records.random.int(in: 0...max(store.count, 0)))
            if let expected { hints += [expected, max(expected - 1, 0), expected + 1] }
            for hint in hints {
                #expect(store.position(ofSortedID: id, from: hint) == expected, "\(id) from \(hint)")
            }
        }
    }

    @Test("an animal's history facts are its decoded fields, the birth date left out when estimated", arguments: 0..<20)
    func historyFacts(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let patients = (0..<200).map { _ in records.patient(asOf: Self.asOf) }
        let store = RecordStore(patients)
        #expect(patients.contains { $0.birthDateEstimated } || seed > 3)
        for (position, patient) in patients.enumerated() {
            let facts = store.read(at: position, Patient.historyFacts)
            #expect(facts.birthDate == (patient.birthDateEstimated ? nil : patient.birthDate))
            #expect(facts.species == patient.species)
            #expect(facts.ownerId == patient.ownerId)
            #expect(facts.isActive == patient.isActive)
        }
    }
}
