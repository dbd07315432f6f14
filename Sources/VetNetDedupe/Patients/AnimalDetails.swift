internal import VetNetCore

/// An animal record's breed, colour and species as written, folded for comparing. `AnimalProfile` holds none of
/// them (a million profiles are held at 64 bytes each): they are read from the record for the few records that
/// are compared.
struct AnimalDetails: Sendable {
    var breed: BreedKey
    var color: ColorKey
    var speciesWord: SpeciesWordKey

    init(breed: String?, color: String?, speciesOriginal: String?) {
        self.breed = BreedKey(breed)
        self.color = ColorKey(color)
        speciesWord = SpeciesWordKey(speciesOriginal)
    }

    init(_ patient: borrowing Patient) {
        self.init(breed: patient.breed, color: patient.color, speciesOriginal: patient.speciesOriginal)
    }

    /// The details of the stored patient at `position`.
    static func read(at position: Int, of patients: RecordStore<Patient>) -> AnimalDetails {
        let (breed, color, speciesOriginal) = patients.read(at: position) { reader throws(CompactReader.Damaged) in
            try Patient.comparedDetails(&reader)
        }
        return AnimalDetails(breed: breed, color: color, speciesOriginal: speciesOriginal)
    }
}
