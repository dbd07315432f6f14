internal import VetNetCore

/// An animal record's breed and colour folded for comparing. `AnimalProfile` holds neither (a million profiles
/// are held at 64 bytes each): they are read from the record for the few records that are compared.
struct BreedAndColor: Sendable {
    var breed: BreedKey
    var color: ColorKey

    init(breed: String?, color: String?) {
        self.breed = BreedKey(breed)
        self.color = ColorKey(color)
    }

    init(_ patient: borrowing Patient) {
        self.init(breed: patient.breed, color: patient.color)
    }

    /// The breed and colour of the stored patient at `position`.
    static func read(at position: Int, of patients: RecordStore<Patient>) -> BreedAndColor {
        let (breed, color) = patients.read(at: position) { reader throws(CompactReader.Damaged) in
            try Patient.breedAndColor(&reader)
        }
        return BreedAndColor(breed: breed, color: color)
    }
}
