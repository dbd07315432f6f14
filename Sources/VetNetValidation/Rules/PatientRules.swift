import VetNetCore

/// The seed's patient rules: name, species, breed, birth date, weight, microchip, notes.
public enum PatientRules {
    /// The most characters of notes the clinic app shows.
    public static let notesLimit = 500

    static func check(_ patient: inout Patient, asOf: LocalDate, _ context: inout RuleContext) {
        checkName(&patient, &context)
        let species = checkSpecies(patient, &context)
        checkBreed(&patient, species: species, &context)
        checkBirthDate(patient, species: species, asOf: asOf, &context)
        checkWeight(patient, species: species, &context)
        checkMicrochip(&patient, &context)
        // A character has at least one byte, so only notes of more than 500 bytes need counting.
        if let notes = patient.notes, notes.utf8.count > notesLimit, notes.count > notesLimit {
            context.report(
                "patient.notes-too-long",
                "The notes have \(notes.count) characters, more than the \(notesLimit) the clinic app shows; they were kept whole. Shorten them in the old system if the end matters.",
                field: "notes")
        }
    }

    /// How a patient's name is read: as written, without a shelter's mark, split from a second name, or not at all.
    public enum NameReading: Hashable, Sendable {
        case accepted
        /// A shelter marks a name its staff gave an animal with a leading asterisk (`*Charlie`): a mark, not part of
        /// the name.
        case marked(unmarked: String)
        /// `Bella (Bell)`: a call name or nickname in parentheses or quotes.
        case second(SecondName)
        case invalid(NameProblem)

        /// Names are 2–50 letters, spaces and hyphens (the seed's rule); accented letters are letters, and
        /// apostrophes and periods (`O'Malley`, `Mr. Pickles`) are accepted as real pet names have them.
        public init(_ name: String) {
            if name.hasPrefix("*"), case let unmarked = String(name.drop { $0 == "*" }).trimmingWhitespace(),
                NameCheck(unmarked).isAccepted
            {
                self = .marked(unmarked: unmarked)
                return
            }
            guard case .invalid(let problem) = NameCheck(name) else {
                self = .accepted
                return
            }
            if let split = SecondName(name), NameCheck(split.name).isAccepted, NameCheck(split.second).isAccepted {
                self = .second(split)
            } else {
                self = .invalid(problem)
            }
        }

        /// Whether the record is rejected for its name (`patient.name-invalid`).
        public var isInvalid: Bool {
            if case .invalid = self { true } else { false }
        }
    }

    private static func checkName(_ patient: inout Patient, _ context: inout RuleContext) {
        let name = patient.name
        switch NameReading(name) {
        case .accepted: return
        case .marked(let unmarked):
            patient.name = unmarked
            context.report(
                "patient.name-marked",
                "The name {value} carries a shelter's mark (*) for a name its staff gave; it was written without it.",
                field: "name", value: name)
        case .second(let split):
            patient.name = split.name
            if split.second != split.name, !patient.alternateNames.contains(split.second) {
                patient.alternateNames.append(split.second)
            }
            context.report(
                "patient.name-second",
                "The name {value} holds a second name in parentheses or quotes (a call name or nickname): the name outside them was kept as the name, the second among the animal's other names.",
                field: "name", value: name)
        case .invalid(let problem):
            context.report(
                "patient.name-invalid",
                "The name {value} cannot be used: \(problem.reason). Names are 2–50 letters, spaces and hyphens.",
                field: "name", value: name)
        }
    }

    private static func checkSpecies(_ patient: Patient, _ context: inout RuleContext) -> Species? {
        guard let text = patient.species else {
            context.report(
                "patient.species-missing",
                "The species is missing; every patient needs one (dog, cat, bird, rabbit, …).", field: "species")
            return nil
        }
        guard let species = SpeciesCatalog.standard.resolve(text) else {
            let known = SpeciesCatalog.standard.all.map(\.id).joined(separator: ", ")
            context.report(
                "patient.species-unknown",
                "The species {value} is not one VetNet knows (\(known)); map it in the pipeline's species map.",
                field: "species", value: text)
            return nil
        }
        return species
    }

    /// The breed `raw` names; when it names none, the breed with the kind the export wrote as the species after
    /// it: a `Rat` whose breed is `Dumbo` is a Dumbo Rat.
    private static func resolveBreed(_ raw: String, kind: String?, species: Species) -> BreedMatch {
        let match = BreedCatalog.standard.resolve(raw, species: species.id)
        guard case .unknown = match, let kind, !raw.lowercased().contains(kind.lowercased()) else { return match }
        let withKind = BreedCatalog.standard.resolve(raw + " " + kind, species: species.id)
        if case .known = withKind { return withKind }
        return match
    }

    private static func checkBreed(_ patient: inout Patient, species: Species?, _ context: inout RuleContext) {
        guard let raw = patient.breed else {
            if species?.hasBreedRegistries == false {
                context.report(
                    "patient.breed-not-given",
                    "The breed is not given, which is usual for \(species?.oneAnimal ?? "a patient") but worth recording where it is known.",
                    field: "breed")
            } else {
                context.report(
                    "patient.breed-missing",
                    "The breed is missing; record it, or \"Mixed Breed\" for a mix whose parents are not known.",
                    field: "breed")
            }
            return
        }
        guard let species else { return }
        switch resolveBreed(raw, kind: patient.speciesOriginal, species: species) {
        case .known(let canonical, _, _):
            if canonical != raw {
                patient.breed = canonical
                patient.breedOriginal = raw
            }
        case .otherSpecies(_, let other) where species.isOther:
            // `Other` says the species is not one of ours, which a rabbit's breed does not contradict.
            reportBreedOfKnownSpecies(raw, firstFound: other, &context)
        case .otherSpecies(let canonical, let other):
            context.report(
                "patient.breed-other-species",
                "The breed {value} (\(Diagnostic.derived(canonical))) is a breed of \(other), but the patient is \(species.oneAnimal); correct the species or the breed.",
                field: "breed", value: raw)
        case .unspecified:
            patient.breed = nil
            patient.breedOriginal = raw
            if species.hasBreedRegistries {
                context.report(
                    "patient.breed-missing",
                    "The breed {value} says nothing about the breed; record it, or \"Mixed Breed\" for a mix whose parents are not known.",
                    field: "breed", value: raw)
            } else {
                context.report(
                    "patient.breed-not-given",
                    "The breed {value} says nothing about the breed, which is usual for \(species.oneAnimal) but worth recording where it is known.",
                    field: "breed", value: raw)
            }
        case .unknown:
            var message =
                "The breed {value} is not in the breed catalog for \(species.oneAnimal); it was kept as written."
            if let near = BreedCatalog.standard.suggestion(for: raw, species: species.id) {
                message += " Did you mean \(Diagnostic.derived(near))?"
            }
            context.report("patient.breed-unknown", message, field: "breed", value: raw)
        }
    }

    /// The breed of a patient whose species is `other` names the species it is a breed of: each species whose
    /// catalog reads it (`Rex`: rabbit or guinea pig), else the one the catalog found first (`firstFound`, an ID),
    /// as for parents of two species (`Rex / Persian`).
    private static func reportBreedOfKnownSpecies(
        _ breed: String, firstFound: String, _ context: inout RuleContext
    ) {
        let catalog = SpeciesCatalog.standard
        var names = catalog.all.filter {
            !$0.isOther && BreedCatalog.standard.resolve(breed, species: $0.id).canonical != nil
        }.map(\.name)
        if names.isEmpty { names = [catalog[id: firstFound]?.name ?? firstFound] }
        let advice =
            names.count == 1
            ? "Map it to \(names[0]) in the pipeline's species map if these animals are \(names[0])s."
            : "Map it to the right one in the pipeline's species map if these animals are all of one species."
        context.report(
            "patient.species-other-breed-names-species",
            "The species is Other, but the breed {value} is a breed of \(names.joined(separator: " or ")); the species was kept as Other. \(advice)",
            field: "breed", value: breed)
    }

    private static func checkBirthDate(
        _ patient: Patient, species: Species?, asOf: LocalDate, _ context: inout RuleContext
    ) {
        guard let born = patient.birthDate else {
            if !context.has("map.unparseable-date") {
                context.report(
                    "patient.birth-date-missing",
                    "The birth date is missing; enter it, or an estimate such as 1 January of the birth year.",
                    field: "birthDate")
            }
            return
        }
        let limit = species?.maxAgeYears ?? 30
        switch BirthDateCheck(birthDate: born, asOf: asOf, maxAgeYears: limit) {
        case .valid: break
        case .inFuture:
            context.report(
                "patient.birth-date-in-future",
                "The birth date {value} is after \(asOf), the date of this run; check the day, month and year.",
                field: "birthDate", value: born.description)
        case .tooOld(let years, _):
            context.report(
                "patient.birth-date-too-old",
                "The birth date {value} is more than \(years) years ago, older than \(species?.oneAnimal ?? "a patient") lives; check the year.",
                field: "birthDate", value: born.description)
        }
    }

    private static func checkWeight(_ patient: Patient, species: Species?, _ context: inout RuleContext) {
        guard let weight = patient.weightKg else { return }
        var shown: String { formatKilograms(weight) }
        let range = species?.weightRangeKg ?? SpeciesCatalog.standard.other?.weightRangeKg ?? 0.01...1000
        switch WeightCheck(kilograms: weight, range: range) {
        case .valid: break
        case .notPositive:
            context.report(
                "patient.weight-not-positive",
                "The weight {value} kg is not above zero; enter the real weight or leave it empty.", field: "weight",
                value: shown)
        case .outOfRange(let range, let mixUp):
            var message =
                "Weight {value} kg is outside \(formatKilograms(range.lowerBound))–\(formatKilograms(range.upperBound)) kg for a \(species?.name.lowercased() ?? "patient")"
            message += mixUp.map { "; \($0.explanation)." } ?? "; check the number and its unit (kg, g, lb)."
            context.report("patient.weight-out-of-range", message, field: "weight", value: shown)
        }
    }

    private static func checkMicrochip(_ patient: inout Patient, _ context: inout RuleContext) {
        guard let raw = patient.microchip else { return }
        let check = MicrochipCheck(raw)
        switch check.outcome {
        case .absent: patient.microchip = nil
        case .valid: patient.microchip = check.normalized
        case .repairable:
            context.report(
                "patient.microchip-damaged",
                "The microchip {value} is not written as the chip's number (\(check.reason ?? "changed format")); it is probably \(Diagnostic.derived(check.normalized ?? "?")). Scan the chip or check the original record, then correct it.",
                field: "microchip", value: raw)
        case .legacy:
            patient.microchip = check.normalized
            context.report(
                "patient.microchip-legacy",
                "The microchip {value} is an older, non-ISO chip (\(check.reason ?? "legacy format")); it was kept. ISO readers may not read it.",
                field: "microchip", value: raw)
        case .invalid:
            context.report(
                "patient.microchip-invalid",
                "The microchip {value} is not a valid chip number: \(check.reason ?? "wrong format"). ISO chips have 15 digits.",
                field: "microchip", value: raw)
        }
    }
}

/// `4.2`, `0.038`, `100`: kilograms without trailing zeros.
func formatKilograms(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e12 { return String(Int(value)) }
    return String((value * 10_000).rounded() / 10_000)
}
