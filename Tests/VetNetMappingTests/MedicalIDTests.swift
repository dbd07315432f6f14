import Testing
import VetNetMapping

@Suite("Medical IDs and stable record IDs")
struct MedicalIDTests {
    @Test("a medical ID is stable for the same source record and differs between records")
    func stable() {
        let first = MedicalID.make(source: "patients", sourceId: "5001")
        #expect(first == MedicalID.make(source: "patients", sourceId: "5001"))
        #expect(first != MedicalID.make(source: "patients", sourceId: "5002"))
        #expect(first != MedicalID.make(source: "other", sourceId: "5001"))
        #expect(first != MedicalID.make(source: "patients", sourceId: "5001", salt: 1))
        #expect(first.wholeMatch(of: /VN-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{3}/) != nil)
        #expect(MedicalID.isValid(first))
        #expect(MedicalID.isValid(first.lowercased()))
    }

    @Test("every single mistyped character is caught by the check character", arguments: 0..<40)
    func singleSubstitutions(_ seed: Int) {
        let id = MedicalID.make(source: "patients", sourceId: "P\(seed)")
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let characters = Array(id)
        for position in characters.indices where characters[position] != "-" && position > 2 {
            for replacement in alphabet where replacement != characters[position] {
                var typo = characters
                typo[position] = replacement
                #expect(!MedicalID.isValid(String(typo)), "\(String(typo)) passed")
            }
        }
    }

    @Test("swapping two adjacent characters is caught", arguments: 0..<40)
    func adjacentSwaps(_ seed: Int) {
        let id = MedicalID.make(source: "patients", sourceId: "S\(seed)")
        let compact = Array(id.dropFirst(3).filter { $0 != "-" })
        for position in 0..<(compact.count - 1) where compact[position] != compact[position + 1] {
            var swapped = compact
            swapped.swapAt(position, position + 1)
            #expect(!MedicalID.isValid("VN" + String(swapped)))
        }
    }

    @Test("IDs of 100,000 records do not collide")
    func noCollisions() {
        var seen = Set<String>()
        for index in 0..<100_000 { seen.insert(MedicalID.make(source: "patients", sourceId: "\(index)")) }
        #expect(seen.count == 100_000)
    }

    @Test("owner and patient IDs are stable and shaped")
    func stableIDs() {
        let owner = StableID.owner(source: "clients", sourceId: "1001")
        #expect(owner == StableID.owner(source: "clients", sourceId: "1001"))
        #expect(owner.wholeMatch(of: /OWN-[0-9a-z]{12}/) != nil)
        #expect(StableID.patient(source: "clients", sourceId: "1001").hasPrefix("PAT-"))
        #expect(owner != StableID.owner(source: "clients", sourceId: "1002"))
    }
}
