public import VetNetCore

/// Builds the canonical patient of a cluster, with the rules of `OwnerSurvivorship`: the smallest (established)
/// member ID
/// (and that record's medical ID, so the animal keeps a stable medical ID), per field the newest non-empty
/// value (`unknown` sex or status counts as empty; breed, its original spelling and age travel with the record
/// that gave them), names and microchips that lost kept in `alternateNames` and `alternateMicrochips`.
public enum PatientSurvivorship {
    public static func merge(_ members: [Patient], established: Set<String> = []) -> Patient {
        precondition(!members.isEmpty)
        if members.count == 1 { return members[0] }
        let ordered = members.sorted { Recency.newestFirst(($0.updatedAt, $0.id), ($1.updatedAt, $1.id)) }
        let newest = ordered[0]
        let smallest = members.filter { established.contains($0.id) }.min { $0.id < $1.id } ?? members.min { $0.id < $1.id }!
        var patient = Patient(
            id: smallest.id, medicalId: smallest.medicalId, name: ordered.firstPresent(\.name) ?? newest.name,
            ownerId: newest.ownerId, isActive: newest.isActive)
        patient.species = ordered.firstPresent(\.species)
        if let withBreed = ordered.first(where: { !($0.breed ?? "").isEmpty }) {
            patient.breed = withBreed.breed
            patient.breedOriginal = withBreed.breedOriginal
        }
        patient.sex = ordered.first { $0.sex != .unknown }?.sex ?? .unknown
        patient.reproductiveStatus = ordered.first { $0.reproductiveStatus != .unknown }?.reproductiveStatus ?? .unknown
        if let withBirth = ordered.first(where: { $0.birthDate != nil }) {
            patient.birthDate = withBirth.birthDate
            patient.age = withBirth.age
        }
        patient.weightKg = ordered.first { $0.weightKg != nil }?.weightKg
        patient.microchip = ordered.firstPresent(\.microchip)
        patient.notes = ordered.firstPresent(\.notes)
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
}
