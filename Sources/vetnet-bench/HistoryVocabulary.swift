import VetNetCore

/// What the generated clinical history is drawn from: the vaccines each species is given, visit reasons and
/// diagnoses, SOAP phrases, vets, and the dates the history spans.
enum HistoryVocabulary {
    /// The kind of animal a patient row's species code stands for, which decides its vaccines and vital signs.
    enum Animal: UInt8, CaseIterable {
        case dog, cat, bird, rabbit, reptile, guineaPig

        init(code: String) {
            switch code {
            case "K9", "Canine": self = .dog
            case "FEL", "Feline": self = .cat
            case "Avian": self = .bird
            case "Rabbit": self = .rabbit
            case "Reptile": self = .reptile
            default: self = .guineaPig
            }
        }

        /// The vaccine products given to this animal, with their relative frequency; empty for none.
        var vaccines: [(weight: Int, value: UInt8)] {
            switch self {
            case .dog: HistoryVocabulary.dogVaccines
            case .cat: HistoryVocabulary.catVaccines
            case .rabbit: HistoryVocabulary.rabbitVaccines
            case .bird, .reptile, .guineaPig: []
            }
        }

        /// Normal temperature (tenths of a °C) and heart rate ranges.
        var temperature: ClosedRange<Int> {
            switch self {
            case .dog, .cat: 375...393
            case .rabbit: 383...398
            case .bird: 400...420
            case .reptile: 240...320
            case .guineaPig: 372...395
            }
        }

        var heartRate: ClosedRange<Int> {
            switch self {
            case .dog: 60...140
            case .cat: 140...220
            case .rabbit: 130...325
            case .bird: 250...400
            case .reptile: 20...60
            case .guineaPig: 230...380
            }
        }
    }

    /// A vaccine as practice systems name it, what it protects against, and the years to its next dose.
    struct Vaccine {
        var name: String
        /// Products of one type (`Rabvac 1`, `Imrab 3`) given on one day are one vaccination twice.
        var type: String
        var years: Int
        var route: String
        var isRabies = false
        var lotPrefix: String
    }

    /// Every product; the per-species lists index into it.
    static let vaccines: [Vaccine] = [
        Vaccine(name: "Rabvac 1", type: "rabies", years: 1, route: "SC", isRabies: true, lotPrefix: "R1"),
        Vaccine(name: "Imrab 3", type: "rabies", years: 3, route: "SC", isRabies: true, lotPrefix: "R3"),
        Vaccine(name: "DHPP", type: "dhpp", years: 1, route: "SC", lotPrefix: "D"),
        Vaccine(name: "DHPP", type: "dhpp", years: 3, route: "SC", lotPrefix: "DX"),
        Vaccine(name: "Lepto 4", type: "leptospirosis", years: 1, route: "SC", lotPrefix: "L4"),
        Vaccine(name: "Bordetella", type: "bordetella", years: 1, route: "IN", lotPrefix: "B"),
        Vaccine(name: "FVRCP", type: "fvrcp", years: 1, route: "SC", lotPrefix: "F"),
        Vaccine(name: "FeLV", type: "felv", years: 1, route: "SC", lotPrefix: "FL"),
        Vaccine(name: "RHDV2", type: "rhdv2", years: 1, route: "SC", lotPrefix: "RH"),
        Vaccine(name: "Nobivac 3-Rabies", type: "rabies", years: 3, route: "SC", isRabies: true, lotPrefix: "N3"),
    ]

    static let dogVaccines: [(weight: Int, value: UInt8)] = [
        (10, 0), (10, 1), (6, 9), (16, 2), (12, 3), (23, 4), (23, 5),
    ]
    static let catVaccines: [(weight: Int, value: UInt8)] = [(20, 0), (15, 1), (40, 6), (25, 7)]
    static let rabbitVaccines: [(weight: Int, value: UInt8)] = [(1, 8)]

    /// FVRCP given to a dog, DHPP to a cat: the messy profile's vaccines of another species.
    static func otherSpeciesVaccine(for animal: Animal) -> UInt8 { animal == .cat ? 2 : 6 }

    /// Names no catalog knows: the messy profile's unknown vaccines.
    static let unknownVaccines = [
        "Wellness Combo", "Annual shots", "Vacc - see notes", "Booster (see chart)", "Clinic special", "Shots given",
    ]

    static let manufacturers = ["Zoetis", "Merck", "Boehringer Ingelheim", "Elanco"]

    static let vets = [
        "V-OKAFOR", "V-LINDQVIST", "V-PATEL", "V-GARCIA", "V-NGUYEN", "V-MUELLER", "V-OBRIEN", "V-KOWALSKI",
        "V-BENNETT", "V-RAMIREZ", "V-WHITFIELD", "V-HARRIS",
    ]

    static let reasons = [
        "Annual wellness", "Annual wellness, vaccines", "Vaccination", "Recheck", "Vomiting", "Diarrhea",
        "Limping, right hind", "Limping, left fore", "Ear infection", "Skin itching", "Dental cleaning",
        "Not eating", "Lump on side", "Coughing", "Eye discharge", "Weight loss", "Post-op check", "Senior panel",
        "Nail trim", "Urinary accident",
    ]

    /// Diagnoses without commas or semicolons, which the list splits on.
    static let diagnoses = [
        "Healthy", "Mild obesity", "Dental tartar", "Otitis externa", "Atopic dermatitis", "Gastroenteritis",
        "Soft tissue strain", "Conjunctivitis", "Lipoma", "Periodontal disease", "Kennel cough", "Flea allergy",
        "Chronic kidney disease", "Hyperthyroidism", "Osteoarthritis", "Urinary tract infection", "Heart murmur",
        "Anal gland impaction", "Upper respiratory infection", "Hot spot",
    ]

    static let subjective = [
        "Owner reports eating well, a little heavy.", "Owner says \"not himself\" since Tuesday.",
        "Vomited twice yesterday, no blood seen.", "Scratching at the left ear for a week.",
        "Limping after a run in the park, worse in the morning.", "Drinking more than usual, per owner.",
        "Here for vaccines; no concerns at home.", "Soft stool for three days, still eating.",
        "Lump noticed while brushing, not painful.", "Coughing at night, honking sound.",
    ]

    static let objective = [
        "BCS 6/9, grade 1 tartar.", "Mild erythema of the ear canal, brown discharge.",
        "Abdomen soft, non-painful; mildly dehydrated.", "Pain on extension of the hip, no crepitus.",
        "2 cm soft, mobile subcutaneous mass, left flank.", "Heart: grade 2/6 systolic murmur.",
        "Mucous membranes pink, CRT < 2 s.", "Lungs clear; tracheal sensitivity on palpation.",
    ]

    static let plans = [
        "Reduce food 10%, dental in spring.", "Ear cleaning twice daily, recheck in 2 weeks.",
        "Bland diet 3 days, call if vomiting returns.", "NSAID 5 days, rest, recheck if not improved.",
        "Fine needle aspirate sent to the lab.", "Bloodwork and urinalysis; recheck in 6 months.",
        "Vaccines given, next due in a year.", "Monitor at home, \"call us\" if worse.",
    ]

    /// Extra sentences that lengthen a note to its drawn length.
    static let extras = [
        "Discussed weight management and treat limits with the owner.",
        "Owner declined radiographs today, will consider next visit.",
        "Reminded owner about heartworm and flea prevention.",
        "Handled well, treats helped; muzzle not needed.",
        "Estimate given for the dental, owner to call back.",
    ]

    /// The first day a visit or vaccination can be dated (the practice system went live), and the run's date.
    static let clinicOpened = LocalDate(year: 2008, month: 1, day: 2)!.dayNumber
    static let asOf = LocalDate(iso: PipelinePhase.asOf)!.dayNumber
    /// The messy profile's unreadable dates: no layout reads them.
    static let unreadableDates = ["13/45/2019", "unknown", "00/00/0000", "31.31.2020", "see chart"]
}
