import Testing
import VetNetCore
import VetNetTestSupport

@testable import VetNetPipeline

/// A night keeps each mapped record's fingerprint beside the record, by index, through the reorders after the
/// reading (into ID order, rows held back): the state must store each record with its own row's fingerprint.
@Suite("Each mapped record is stored with its own row's fingerprint")
struct RecordFingerprintsTests {
    /// Owners and patients in random order, with rows rejected between them (an animal of an unknown owner, an ID
    /// read twice), so that accepted records are not at their rows' places.
    private static func exports(_ random: inout SplitMix64) -> (owners: [String], patients: [String]) {
        var owners: [String] = []
        var patients: [String] = []
        for number in 0..<60 {
            // Names are letters only: the number spelt a letter a digit.
            let letters = String(String(number).map { Character(UnicodeScalar(UInt8(97) + UInt8(String($0))!)) })
            let street = ["Oak Street", "Elm Road", "Pine Avenue"][number % 3]
            owners.append(
                "O\(number),Ann\(letters),Lee\(letters),a\(number)@example.com,(217) 555-\(1000 + number),\(number) \(street),Springfield,62701"
            )
            let patient = "P\(number),O\(number),Pet\(letters),\(number % 2 == 0 ? "dog" : "cat"),,"
            patients.append(patient)
            if Int.random(in: 0..<4, using: &random) == 0 { patients.append("X\(number),O999,Ghost,dog,,") }
            // The same row again: whichever is read first is the record, the same either way.
            if Int.random(in: 0..<5, using: &random) == 0 { patients.append(patient) }
        }
        owners.shuffle(using: &random)
        patients.shuffle(using: &random)
        return (owners, patients)
    }

    @Test(
        "a night over the same rows in another order finds every stored record unchanged by its fingerprint",
        arguments: [UInt64(1), 2, 3])
    func sameRowsShuffled(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        var (owners, patients) = Self.exports(&random)
        let first = try fixture.night(owners: owners, patients: patients)
        owners.shuffle(using: &random)
        patients.shuffle(using: &random)
        let second = try fixture.night(owners: owners, patients: patients)
        let byFingerprint = second.result.tracking?.unchanged.values.map(\.count).reduce(0, +)
        #expect(first.changes.created.count > 100)
        #expect(byFingerprint == first.changes.created.count)
        #expect(second.changes.updated.isEmpty)
        #expect(second.changes.created.isEmpty)
    }
}
