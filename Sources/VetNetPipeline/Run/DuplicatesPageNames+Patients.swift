import VetNetCore
import VetNetWrite

extension DuplicatesPageNames {
    /// The animals `report`'s page names, read from the run's patients: those of the owners it lists, and those of
    /// the chip conflicts it lists. Each patient's owner ID is read, without the rest, on every core; only the
    /// few named are read further.
    init(for report: DuplicatesReport, patients: RecordStore<Patient>) {
        let (owners, animals) = report.idsNamedOnPage()
        guard !owners.isEmpty || !animals.isEmpty else {
            self.init()
            return
        }
        let named = patients.parallelRead { (reader) throws(CompactReader.Damaged) -> Bool in
            let start = reader.position
            guard !animals.contains(try reader.string()) else { return true }
            reader.seek(to: start)
            try Patient.skipToOwnerId(&reader)
            return owners.contains(try reader.string())
        }
        var animalsOfOwner: [String: [Animal]] = [:]
        var byID: [String: Animal] = [:]
        for position in named.indices where named[position] {
            let fields = patients.read(at: position, Patient.matchingFields)
            let animal = Animal(
                name: fields.name, species: fields.species, sex: fields.sex == .unknown ? nil : fields.sex.rawValue,
                breed: fields.breed, birthDate: fields.birthDate?.description)
            let id = patients.id(at: position)
            if animals.contains(id) { byID[id] = animal }
            if owners.contains(fields.ownerId) { animalsOfOwner[fields.ownerId, default: []].append(animal) }
        }
        self.init(animalsOfOwner: animalsOfOwner, animals: byID)
    }
}
