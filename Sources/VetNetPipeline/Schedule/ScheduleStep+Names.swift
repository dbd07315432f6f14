import VetNetCore
public import VetNetSchedule

extension ScheduleStep {
    /// The names the day view shows for `request`'s vets and patients: each vet's name as imported, each patient's
    /// name and species with the owner's name and first phone. Only the day's patients and their owners are read.
    public func names(_ result: RunResult, for request: ScheduleRequest) -> DayViewNames {
        let vetNames = Self.displayNames(result.vets.map(\.sources[0]))
        var vets: [String: String] = [:]
        for (vet, id) in zip(result.vets, vetNames) where !vet.name.isEmpty { vets[id] = vet.name }
        let wanted = Set(request.requests.map(\.patientId))
        var patients: [String: Patient] = [:]
        for position in result.patients.indices where wanted.contains(result.patients.id(at: position)) {
            let patient = result.patients[position]
            patients[patient.id] = patient
        }
        let ownerIds = Set(patients.values.map(\.ownerId))
        var owners: [String: Owner] = [:]
        for position in result.owners.indices where ownerIds.contains(result.owners.id(at: position)) {
            let owner = result.owners[position]
            owners[owner.id] = owner
        }
        let named = patients.mapValues { patient in
            let owner = owners[patient.ownerId]
            let ownerName = [owner?.firstName, owner?.lastName].compactMap { $0 }.joined(separator: " ")
            return DayViewNames.Patient(
                name: patient.name, species: patient.species, ownerName: ownerName.isEmpty ? nil : ownerName,
                ownerPhone: owner?.phones.first)
        }
        return DayViewNames(vets: vets, patients: named)
    }
}
