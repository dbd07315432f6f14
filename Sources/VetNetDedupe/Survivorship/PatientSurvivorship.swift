public import VetNetCore

/// Builds the canonical patient of a cluster, with the rules of `OwnerSurvivorship`: the smallest (established)
/// member ID
/// (and that record's medical ID, so the animal keeps a stable medical ID), per field the newest non-empty
/// value (`unknown` sex or status counts as empty; breed, its original spelling and age travel with the record
/// that gave them; the species as written is the newest one written for the species chosen; a birth date given
/// wins over an estimated one), names and microchips that lost kept in `alternateNames` and `alternateMicrochips`.
public enum PatientSurvivorship {
    public static func merge(_ members: [Patient], established: Set<String> = []) -> Patient {
        precondition(!members.isEmpty)
        if members.count == 1 { return members[0] }
        let order = Recency.newestFirst(members.count) {
            (members[$0].updatedAt, members[$0].id)
        } sources: {
            members[$0].sources
        }
        let canonical = Recency.canonicalPosition(members.count, established: established) { members[$0].id }
        /// The newest member for which `isPresent` holds.
        func newest(where isPresent: (borrowing Patient) -> Bool) -> Int? {
            order.first { isPresent(members[$0]) }
        }
        func firstPresent(_ value: (borrowing Patient) -> String?) -> String? {
            newest { !(value($0) ?? "").isEmpty }.flatMap { value(members[$0]) }
        }
        let newestOfAll = order[0]
        var patient = Patient(
            id: members[canonical].id, medicalId: members[canonical].medicalId,
            name: firstPresent { $0.name } ?? members[newestOfAll].name, ownerId: members[newestOfAll].ownerId,
            isActive: members[newestOfAll].isActive)
        if let withSpecies = newest(where: { !($0.species ?? "").isEmpty }) {
            let species = members[withSpecies].species
            patient.species = species
            // Members of one species may write it apart (`Rodent`, `Rat`): the newest word that says more is kept.
            patient.speciesOriginal = newest { $0.species == species && $0.speciesOriginal != nil }.flatMap {
                members[$0].speciesOriginal
            }
        }
        if let withBreed = newest(where: { !($0.breed ?? "").isEmpty }) {
            patient.breed = members[withBreed].breed
            patient.breedOriginal = members[withBreed].breedOriginal
        }
        patient.sex = newest { $0.sex != .unknown }.map { members[$0].sex } ?? .unknown
        patient.reproductiveStatus =
            newest { $0.reproductiveStatus != .unknown }.map { members[$0].reproductiveStatus } ?? .unknown
        // A birth date given beats one counted back from an age, however new, and an estimate stays marked one.
        if let withBirth = newest(where: { $0.birthDate != nil && !$0.birthDateEstimated })
            ?? newest(where: { $0.birthDate != nil })
        {
            patient.birthDate = members[withBirth].birthDate
            patient.birthDateEstimated = members[withBirth].birthDateEstimated
            patient.age = members[withBirth].age
        }
        patient.weightKg = newest { $0.weightKg != nil }.flatMap { members[$0].weightKg }
        patient.microchip = firstPresent { $0.microchip }
        patient.notes = firstPresent { $0.notes }
        patient.color = firstPresent { $0.color }
        patient.createdAt = Recency.earliest(members.count) { members[$0].createdAt }
        patient.updatedAt = Recency.latest(members.count) { members[$0].updatedAt }
        for position in order {
            keep(name: members[position].name, in: &patient)
            for name in members[position].alternateNames { keep(name: name, in: &patient) }
            if let chip = members[position].microchip { keep(chip: chip, in: &patient) }
            for chip in members[position].alternateMicrochips { keep(chip: chip, in: &patient) }
        }
        patient.sources = Recency.sortedSources(members.count) { members[$0].sources }
        return patient
    }

    /// A name that lost, kept aside once.
    private static func keep(name: String, in patient: inout Patient) {
        guard !name.isEmpty, name != patient.name, !patient.alternateNames.contains(name) else { return }
        patient.alternateNames.append(name)
    }

    /// A microchip that lost, kept aside once.
    private static func keep(chip: String, in patient: inout Patient) {
        guard !chip.isEmpty, chip != patient.microchip, !patient.alternateMicrochips.contains(chip) else { return }
        patient.alternateMicrochips.append(chip)
    }
}
