import Testing
import VetNetCore
import VetNetTestSupport

@testable import VetNetDedupe

/// Survivorship reads each member where it lies, through its position newest first; the merged record is the
/// one the rules gave when they were applied to the members sorted and gathered as arrays (the references
/// below, as the rules were first written).
@Suite("Survivorship")
struct SurvivorshipTests {
    /// IDs and timestamps drawn from few values, so that ties, equal IDs, missing and empty timestamps and
    /// canonically equal but differently written values (`é` composed and decomposed) all occur.
    static let ids = ["OWN-1", "OWN-2", "OWN-3", "OWN-\u{E9}", "OWN-e\u{301}"]
    static let stamps: [String?] = [
        nil, "", "2024-05-01", "2024-05-01T10:00:00", "2021-01-01", "2024-\u{E9}", "2024-e\u{301}",
    ]

    static func referenceOwner(_ members: [Owner], established: Set<String>) -> Owner {
        if members.count == 1 { return members[0] }
        let line = lastLine(members.map(\.sources))
        let ordered = members.sorted {
            Recency.newestFirst(($0.updatedAt, line($0.sources), $0.id), ($1.updatedAt, line($1.sources), $1.id))
        }
        let newest = ordered[0]
        func firstPresent(_ value: (Owner) -> String?) -> String? {
            ordered.lazy.compactMap(value).first { !$0.isEmpty }
        }
        let id = members.lazy.map(\.id).filter(established.contains).min() ?? members.map(\.id).min()!
        var owner = Owner(id: id, isActive: newest.isActive)
        owner.firstName = firstPresent(\.firstName)
        owner.lastName = firstPresent(\.lastName)
        owner.email = firstPresent(\.email)
        owner.preferredCommunication = firstPresent(\.preferredCommunication)
        owner.emergencyContact =
            ordered.first { $0.emergencyContact.map { $0.name != nil || $0.phone != nil } ?? false }?
            .emergencyContact
        owner.address = ordered.first { $0.address.map { !$0.isEmpty } ?? false }?.address
        owner.createdAt = members.compactMap(\.createdAt).min()
        owner.updatedAt = members.compactMap(\.updatedAt).max()
        for member in ordered {
            for phone in member.phones where !owner.phones.contains(phone) { owner.phones.append(phone) }
            for email in [member.email] + member.alternateEmails.map(Optional.some) {
                guard let email, !email.isEmpty, email != owner.email, !owner.alternateEmails.contains(email) else {
                    continue
                }
                owner.alternateEmails.append(email)
            }
            for address in [member.address] + member.alternateAddresses.map(Optional.some) {
                guard let address, !address.isEmpty, address != owner.address,
                    !owner.alternateAddresses.contains(address)
                else { continue }
                owner.alternateAddresses.append(address)
            }
        }
        owner.sources = members.flatMap(\.sources).sorted()
        return owner
    }

    static func referencePatient(_ members: [Patient], established: Set<String>) -> Patient {
        if members.count == 1 { return members[0] }
        let line = lastLine(members.map(\.sources))
        let ordered = members.sorted {
            Recency.newestFirst(($0.updatedAt, line($0.sources), $0.id), ($1.updatedAt, line($1.sources), $1.id))
        }
        let newest = ordered[0]
        func firstPresent(_ value: (Patient) -> String?) -> String? {
            ordered.lazy.compactMap(value).first { !$0.isEmpty }
        }
        let smallest =
            members.filter { established.contains($0.id) }.min { $0.id < $1.id } ?? members.min { $0.id < $1.id }!
        var patient = Patient(
            id: smallest.id, medicalId: smallest.medicalId, name: firstPresent(\.name) ?? newest.name,
            ownerId: newest.ownerId, isActive: newest.isActive)
        patient.species = firstPresent(\.species)
        patient.speciesOriginal = patient.species.flatMap { species in
            ordered.first { $0.species == species && $0.speciesOriginal != nil }?.speciesOriginal
        }
        if let withBreed = ordered.first(where: { !($0.breed ?? "").isEmpty }) {
            patient.breed = withBreed.breed
            patient.breedOriginal = withBreed.breedOriginal
        }
        patient.sex = ordered.first { $0.sex != .unknown }?.sex ?? .unknown
        patient.reproductiveStatus = ordered.first { $0.reproductiveStatus != .unknown }?.reproductiveStatus ?? .unknown
        let given = ordered.first { $0.birthDate != nil && !$0.birthDateEstimated }
        if let withBirth = given ?? ordered.first(where: { $0.birthDate != nil }) {
            patient.birthDate = withBirth.birthDate
            patient.birthDateEstimated = withBirth.birthDateEstimated
            patient.age = withBirth.age
        }
        patient.weightKg = ordered.first { $0.weightKg != nil }?.weightKg
        patient.microchip = firstPresent(\.microchip)
        patient.notes = firstPresent(\.notes)
        patient.color = firstPresent(\.color)
        patient.createdAt = members.compactMap(\.createdAt).min()
        patient.updatedAt = members.compactMap(\.updatedAt).max()
        for member in ordered {
            for name in [member.name] + member.alternateNames where !name.isEmpty && name != patient.name {
                if !patient.alternateNames.contains(name) { patient.alternateNames.append(name) }
            }
            for chip in [member.microchip].compactMap({ $0 }) + member.alternateMicrochips
            where !chip.isEmpty && chip != patient.microchip {
                if !patient.alternateMicrochips.contains(chip) { patient.alternateMicrochips.append(chip) }
            }
        }
        patient.sources = members.flatMap(\.sources).sorted()
        return patient
    }

    /// A member's last line, for ordering ties, when the whole cluster's rows are of one source and have lines.
    static func lastLine(_ all: [[SourceRef]]) -> ([SourceRef]) -> Int? {
        let references = all.flatMap { $0 }
        let oneSource = Set(references.map(\.source)).count == 1 && references.allSatisfy { $0.line != nil }
        let complete = oneSource && all.allSatisfy { !$0.isEmpty }
        return { sources in complete ? sources.compactMap(\.line).max() : nil }
    }

    /// Equal, and written with the same bytes: `==` on strings holds for canonically equal ones.
    static func same<T: Equatable>(_ a: T, _ b: T) -> Bool {
        a == b && Array(String(reflecting: a).utf8) == Array(String(reflecting: b).utf8)
    }

    /// Rows of one source, with few lines so that they tie, and now and then none.
    static func rows(_ random: inout SplitMix64) -> [SourceRef] {
        (0..<random.int(in: 1...2)).map { _ in
            SourceRef(source: "pets", sourceId: "P", line: random.below(8) == 0 ? nil : random.int(in: 1...4))
        }
    }

    static func established(_ random: inout SplitMix64) -> Set<String> {
        Set(ids.filter { _ in random.below(4) == 0 })
    }

    @Test("a merged owner is the one the rules give over the members sorted newest first", arguments: 0..<40)
    func ownersMergeAsTheRulesSay(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        for _ in 0..<50 {
            let oneSource = records.random.below(2) == 0
            let members = (0..<records.random.int(in: 1...5)).map { _ in
                var owner = records.owner()
                owner.id = records.random.pick(Self.ids)
                owner.updatedAt = records.random.pick(Self.stamps)
                owner.createdAt = records.random.pick(Self.stamps)
                if oneSource { owner.sources = Self.rows(&records.random) }
                return owner
            }
            let established = Self.established(&records.random)
            #expect(
                Self.same(
                    OwnerSurvivorship.merge(members, established: established),
                    Self.referenceOwner(members, established: established)))
        }
    }

    @Test("a merged patient is the one the rules give over the members sorted newest first", arguments: 0..<40)
    func patientsMergeAsTheRulesSay(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let asOf = LocalDate(year: 2026, month: 11, day: 20)!
        for _ in 0..<50 {
            let oneSource = records.random.below(2) == 0
            let members = (0..<records.random.int(in: 1...5)).map { _ in
                var patient = records.patient(asOf: asOf)
                patient.id = records.random.pick(Self.ids)
                patient.updatedAt = records.random.pick(Self.stamps)
                patient.createdAt = records.random.pick(Self.stamps)
                if oneSource { patient.sources = Self.rows(&records.random) }
                return patient
            }
            let established = Self.established(&records.random)
            #expect(
                Self.same(
                    PatientSurvivorship.merge(members, established: established),
                    Self.referencePatient(members, established: established)))
        }
    }

    @Test(
        "without updatedAt, the later row of one export is the newer: a re-impounded dog's last row, still in care, keeps it active whatever its IDs"
    )
    func laterRowOfOneExportIsNewer() {
        func dog(_ id: String, line: Int, active: Bool, source: String = "pets") -> Patient {
            Patient(
                id: id, medicalId: "VN-\(id)", name: "Dogb", ownerId: "ORG", isActive: active,
                sources: [SourceRef(source: source, sourceId: id, line: line)])
        }
        for (first, second) in [("59654541", "91056775"), ("91056775", "59654541"), ("A1", "A2"), ("A2", "A1")] {
            let released = dog(first, line: 2, active: false)
            let inCare = dog(second, line: 3, active: true)
            #expect(PatientSurvivorship.merge([released, inCare]).isActive)
            #expect(PatientSurvivorship.merge([inCare, released]).isActive)
            #expect(
                !PatientSurvivorship.merge([dog(first, line: 3, active: false), dog(second, line: 2, active: true)])
                    .isActive)
        }
        // An updatedAt says more than a row's place; rows of two exports say nothing of time, and the ID decides.
        var stamped = dog("A2", line: 2, active: false)
        stamped.updatedAt = "2024-01-01"
        #expect(!PatientSurvivorship.merge([stamped, dog("A1", line: 3, active: true)]).isActive)
        let twoExports = [dog("A1", line: 2, active: false), dog("A2", line: 3, active: true, source: "intakes")]
        #expect(!PatientSurvivorship.merge(twoExports).isActive)
    }

    @Test("a birth date given wins over a newer one counted back from an age, and an estimate stays marked one")
    func givenBirthDateBeatsAnEstimate() {
        func patient(_ id: String, _ birth: String, estimated: Bool, updated: String) -> Patient {
            Patient(
                id: id, medicalId: "VN-\(id)", name: "Rex", birthDate: LocalDate(iso: birth),
                birthDateEstimated: estimated, ownerId: "OWN-1", updatedAt: updated)
        }
        let given = patient("PAT-1", "2019-03-04", estimated: false, updated: "2020-01-01")
        let estimate = patient("PAT-2", "2019-01-01", estimated: true, updated: "2025-01-01")
        let merged = PatientSurvivorship.merge([given, estimate])
        #expect(merged.birthDate == LocalDate(iso: "2019-03-04"))
        #expect(!merged.birthDateEstimated)
        let onlyEstimates = PatientSurvivorship.merge([
            estimate, patient("PAT-3", "2018-01-01", estimated: true, updated: "2021-01-01"),
        ])
        #expect(onlyEstimates.birthDate == LocalDate(iso: "2019-01-01"))
        #expect(onlyEstimates.birthDateEstimated)
    }

    @Test("the species as written is the newest written for the species chosen, not one of another species")
    func speciesWordGoesWithTheSpecies() {
        func patient(_ id: String, _ species: String?, _ written: String?, updated: String) -> Patient {
            Patient(
                id: id, medicalId: "VN-\(id)", name: "Remy", species: species, ownerId: "OWN-1", updatedAt: updated,
                speciesOriginal: written)
        }
        let rat = patient("PAT-1", "rodent", "Rat", updated: "2020-01-01")
        let rodent = patient("PAT-2", "rodent", nil, updated: "2024-01-01")
        let merged = PatientSurvivorship.merge([rat, rodent])
        #expect(merged.species == "rodent")
        #expect(merged.speciesOriginal == "Rat")
        let goat = patient("PAT-3", "other", "Goat", updated: "2019-01-01")
        let newestOther = PatientSurvivorship.merge([goat, rodent])
        #expect(newestOther.species == "rodent")
        #expect(newestOther.speciesOriginal == nil)
    }

    @Test(
        "of timestamps written differently but equal, the latest and the earliest are the first, as max() and min() give them"
    )
    func equalTimestampsKeepTheStandardLibrarysChoice() {
        for values: [String?] in [["2024-\u{E9}", nil, "2024-e\u{301}"], ["2024-e\u{301}", "2024-\u{E9}"]] {
            let first = values.compactMap { $0 }[0].unicodeScalars.count
            #expect(Recency.latest(values.count) { values[$0] }?.unicodeScalars.count == first)
            #expect(Recency.earliest(values.count) { values[$0] }?.unicodeScalars.count == first)
            #expect(values.compactMap { $0 }.max()?.unicodeScalars.count == first)
        }
        #expect(Recency.latest(0) { _ in nil } == nil)
    }
}
