import Foundation
import Testing
import VetNetCore
import VetNetPipeline

@Suite("The state file's compact records")
struct CompactRecordCodecTests {
    /// Random text, empty and non-ASCII included; nil about a third of the time for optionals.
    struct Values {
        var random: SplitMix64
        let pieces = ["", "a", "Zoë", "O'Malley", "🐕", "12 Oak St.", "+15551230001", "line\nbreak", String(repeating: "x", count: 300)]

        mutating func text() -> String { (0..<random.int(in: 0...3)).map { _ in pieces[random.below(pieces.count)] }.joined() }
        mutating func optional() -> String? { random.below(3) == 0 ? nil : text() }
        mutating func texts() -> [String] { (0..<random.int(in: 0...3)).map { _ in text() } }
        mutating func address() -> PostalAddress? {
            random.below(3) == 0 ? nil : PostalAddress(line1: optional(), line2: optional(), city: optional(), region: optional(), postalCode: optional(), country: optional())
        }
        mutating func sources() -> [SourceRef] {
            (0..<random.int(in: 1...3)).map { _ in SourceRef(source: text(), sourceId: text(), line: random.below(2) == 0 ? nil : random.int(in: 1...2_000_000)) }
        }
    }

    @Test("an owner comes back exactly as it went in", arguments: 0..<200)
    func ownerRoundTrip(seed: UInt64) throws {
        var values = Values(random: SplitMix64(seed: seed))
        var owner = Owner(
            id: values.text(), firstName: values.optional(), lastName: values.optional(), email: values.optional(),
            phones: values.texts(), address: values.address(),
            emergencyContact: values.random.below(2) == 0 ? nil : EmergencyContact(name: values.optional(), phone: values.optional()),
            preferredCommunication: values.optional(), isActive: values.random.below(2) == 0, createdAt: values.optional(),
            updatedAt: values.optional(), sources: values.sources())
        owner.alternateEmails = values.texts()
        owner.alternateAddresses = (0..<values.random.int(in: 0...2)).compactMap { _ in values.address() }
        #expect(try CompactRecordCodec.decodeOwner(CompactRecordCodec.encode(owner)) == owner)
    }

    @Test("a patient comes back exactly as it went in, its age computed for the given day", arguments: 0..<200)
    func patientRoundTrip(seed: UInt64) throws {
        var values = Values(random: SplitMix64(seed: seed))
        let asOf = LocalDate(year: 2026, month: 11, day: 20)!
        let birth = values.random.below(3) == 0 ? nil : LocalDate(year: values.random.int(in: 1990...2026), month: values.random.int(in: 1...12), day: values.random.int(in: 1...28))
        var patient = Patient(
            id: values.text(), medicalId: values.text(), name: values.text(), species: values.optional(), breed: values.optional(),
            sex: Sex.allCases[values.random.below(Sex.allCases.count)],
            reproductiveStatus: ReproductiveStatus.allCases[values.random.below(ReproductiveStatus.allCases.count)],
            birthDate: birth, age: birth?.age(on: asOf),
            weightKg: values.random.below(3) == 0 ? nil : Double(values.random.int(in: 1...900_000)) / 1000,
            microchip: values.optional(), notes: values.optional(), ownerId: values.text(), isActive: values.random.below(2) == 0,
            createdAt: values.optional(), updatedAt: values.optional(), sources: values.sources())
        patient.breedOriginal = values.optional()
        patient.alternateNames = values.texts()
        patient.alternateMicrochips = values.texts()
        #expect(try CompactRecordCodec.decodePatient(CompactRecordCodec.encode(patient), asOf: asOf) == patient)
    }

    @Test("cut or foreign bytes are a damaged state file, not a crash")
    func damaged() {
        let owner = CompactRecordCodec.encode(Owner(id: "OWN-1", firstName: "Ann", sources: [SourceRef(source: "s", sourceId: "1", line: 2)]))
        for length in 0..<owner.count {
            #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(owner.prefix(length)) }
        }
        #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(Data([2, 0, 0])) }
        #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(owner + Data([0])) }
    }
}
