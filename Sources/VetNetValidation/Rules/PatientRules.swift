import VetNetCore

/// The seed's patient rules: name, species, breed, birth date, weight, microchip, notes.
enum PatientRules {
    static let notesLimit = 500

    static func check(_ patient: Patient, asOf: LocalDate, _ context: inout RuleContext) {
        checkSpecies(patient, &context)
        checkBirthDate(patient, asOf: asOf, &context)
        checkWeight(patient, &context)
        if let notes = patient.notes, notes.count > notesLimit {
            context.report(
                "patient.notes-too-long",
                "The notes have \(notes.count) characters, more than the \(notesLimit) the clinic app shows; they were kept whole. Shorten them in the old system if the end matters.",
                field: "notes")
        }
    }

    private static func checkSpecies(_ patient: Patient, _ context: inout RuleContext) {
        if patient.species == nil {
            context.report("patient.species-missing", "The species is missing; every patient needs one (dog, cat, bird, rabbit, …).", field: "species")
        }
        if patient.breed == nil {
            context.report("patient.breed-missing", "The breed is missing; use \"Mixed Breed\" or \"Unknown\" if it is not known.", field: "breed")
        }
    }

    private static func checkBirthDate(_ patient: Patient, asOf: LocalDate, _ context: inout RuleContext) {
        guard let born = patient.birthDate else {
            if !context.has("map.unparseable-date") {
                context.report("patient.birth-date-missing", "The birth date is missing; enter it, or an estimate such as 1 January of the birth year.", field: "birthDate")
            }
            return
        }
        if born > asOf {
            context.report(
                "patient.birth-date-in-future", "The birth date {value} is after \(asOf), the date of this run; check the day, month and year.",
                field: "birthDate", value: born.description)
        }
        let limit = maximumAge(for: patient.species)
        if let age = born.age(on: asOf), age.years >= limit {
            context.report(
                "patient.birth-date-too-old",
                "The birth date {value} makes the patient \(age.years) years old, more than \(limit) years for a \(patient.species ?? "patient"); check the year.",
                field: "birthDate", value: born.description)
        }
    }

    private static func checkWeight(_ patient: Patient, _ context: inout RuleContext) {
        guard let weight = patient.weightKg else { return }
        let shown = formatKilograms(weight)
        if weight <= 0 {
            context.report("patient.weight-not-positive", "The weight {value} kg is not above zero; enter the real weight or leave it empty.", field: "weight", value: shown)
            return
        }
        let range = weightRange(for: patient.species)
        if !range.contains(weight) {
            context.report(
                "patient.weight-out-of-range",
                "Weight {value} kg is outside \(formatKilograms(range.lowerBound))–\(formatKilograms(range.upperBound)) kg for a \(patient.species ?? "patient"); check the number and its unit (kg, g, lb).",
                field: "weight", value: shown)
        }
    }

    /// The seed's ranges: dog 0.5–100 kg, cat 0.5–15 kg, bird 0.01–20 kg, any other 0.01–1000 kg.
    static func weightRange(for species: String?) -> ClosedRange<Double> {
        switch species {
        case "dog": 0.5...100
        case "cat": 0.5...15
        case "bird": 0.01...20
        default: 0.01...1000
        }
    }

    /// Thirty years, except for birds (parrots live to 80) and reptiles (tortoises past 100).
    static func maximumAge(for species: String?) -> Int {
        switch species {
        case "bird": 80
        case "reptile": 150
        default: 30
        }
    }
}

/// `4.2`, `0.038`, `100`: kilograms without trailing zeros.
func formatKilograms(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e12 { return String(Int(value)) }
    return String((value * 10_000).rounded() / 10_000)
}
