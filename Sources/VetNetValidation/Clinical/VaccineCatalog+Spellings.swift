/// One way exports write a vaccine: the text, the types it names, the interval it states, and for words whose
/// meaning depends on the patient, the types per species id. A misspelling is read but never suggested.
struct VaccineSpelling: Sendable {
    let text: String
    let codes: [String]
    let years: Int?
    let bySpecies: [String: [String]]
    let isMisspelling: Bool

    init(
        _ text: String, _ codes: [String], years: Int? = nil, bySpecies: [String: [String]] = [:],
        isMisspelling: Bool = false
    ) {
        self.text = text
        self.codes = codes
        self.years = years
        self.bySpecies = bySpecies
        self.isMisspelling = isMisspelling
    }
}

extension VaccineCatalog {
    /// Every spelling the catalog reads. Letter codes of canine and feline combinations (`DHLPP`, `DA2PPv`,
    /// `SHPPiL`, `CHPPiLR`, `FVRCP-C`, `RCPCh`) are read by `VaccineCode`, not listed here.
    ///
    /// Spellings come from the guidelines cited in `typeTable`, from the default vaccination types of the ASM3
    /// shelter system and its German and French translations (`Staupe`, `Tollwut`, `SHPPiL`, `Maladie de Carré`,
    /// `Coryza, Calicivirus et Typhus`, `PIF`; `sheltermanager/asm3` src/asm3/locales), from the names its importers
    /// meet in PetPoint and other exports (`Bordatella`, `5-in-1 Canine`, `D-A2-P`, `FelV`), and from the product
    /// lists of public veterinary and pet-shop software (`Bordettella`, `DA2PLPV+CVK`, `Hepatitis (cav)`,
    /// `Felocell 4`, `Nobivac Tricat Trio`, `Leucofeligen FeLV/RCP`). Product compositions: the USDA rabies table
    /// (product numbers are licensed intervals: `Imrab 3`, `Defensor 1`, `Nobivac 3-Rabies`), the EMA and
    /// manufacturers' pages cited in `typeTable`; `Lepto 4`, `L4`, `Felocell 4` and `Purevax Feline 4` count
    /// strains or antigens, not years. Australian practice names its core combinations C3 (distemper, hepatitis,
    /// parvovirus), C5 (C3 with parainfluenza and Bordetella), F3 (FVRCP) and F5 (F3 with Chlamydia and FeLV,
    /// https://www.petceutics.com.au/pet-products/cat-pharmacy/fevac-f5-inactivated-vaccine-20-s.html).
    static let spellingTable: [VaccineSpelling] =
        rabiesSpellings + canineSpellings + felineSpellings + rabbitSpellings + otherSpellings + speciesWords
        + iberianSpellings

    private static func named(_ code: String, _ texts: [String]) -> [VaccineSpelling] {
        texts.map { VaccineSpelling($0, [code]) }
    }

    private static let rabiesSpellings: [VaccineSpelling] =
        named(
            "rabies",
            [
                "Rabies", "RV", "RAB", "Rabies virus", "Antirabies", "Anti-rabies", "Tollwut", "Tollwutimpfung", "Rage",
                "Antirabique", "Vaccin antirabique", "Hondsdolheid", "Rabia", "Rabbia", "Imrab", "Imrab TF",
                "Imrab Large Animal", "Defensor", "Rabvac", "Nobivac Rabies", "Purevax Rabies", "Purevax Feline Rabies",
                "Continuum Rabies", "Equi-Rab", "EquiRab", "Rabisin", "Versiguard Rabies", "Canigen R",
            ])
        + [
            ("Imrab 1", 1), ("Imrab 1 TF", 1), ("Imrab 3", 3), ("Imrab 3 TF", 3), ("Defensor 1", 1),
            ("Defensor 3", 3), ("Rabvac 1", 1), ("Rabvac 3", 3), ("Rabvac 3 TF", 3), ("Nobivac 1-Rabies", 1),
            ("Nobivac 3-Rabies", 3), ("Nobivac 3-Rabies CA", 3), ("Prorab-1", 1), ("RV1", 1), ("RV3", 3),
            ("Rab1", 1), ("Rab3", 3), ("Rabies1", 1), ("Rabies3", 3),
        ].map { VaccineSpelling($0.0, ["rabies"], years: $0.1) }

    private static let canineSpellings: [VaccineSpelling] =
        ["Bordatella", "Bordettella", "Bordetela"].map { VaccineSpelling($0, ["bordetella"], isMisspelling: true) }
        + named(
            "dhpp",
            [
                "DHPP", "DAPP", "DA2PP",
                "Hepatitis", "Canine hepatitis", "Infectious canine hepatitis", "Hepatitis contagiosa canis", "HCC",
                "Adenovirus", "Canine adenovirus", "CAV", "CAV-1", "CAV-2", "Puppy DP", "Nobivac Puppy DP",
                "Nobivac Puppy DPv", "4-in-1", "5-in-1", "6-in-1", "5-way", "C3", "Hépatite", "Hépatite de Rubarth",
                "Vanguard 5", "Vanguard Plus 5",
                "Duramune Max 5", "Recombitek C4", "Nobivac DHP", "Galaxy DA2PPv",
            ])
        + named(
            "parvovirus",
            [
                "Canine parvovirus", "Canine parvo", "CPV", "CPV-2", "Parvo-Live", "Neopar", "Nobivac Parvo-C",
            ])
        + named("parainfluenza", ["Parainfluenza", "Canine parainfluenza", "CPi", "CPiV", "Pi"])
        + named(
            "leptospirosis",
            [
                "Lepto", "Leptospirosis", "Leptospira", "Lepto 2", "Lepto 4", "Lepto4", "L2", "L4", "4L",
                "Leptospirose", "Leptospirosi", "Ziekte van Weil", "Weil's disease", "Nobivac L4", "Nobivac Lepto",
                "Versican Plus L4", "Vanguard L4", "Lepto EQ Innovator",
            ])
        + named(
            "bordetella",
            [
                "Bordetella", "Bord", "Bb", "Bordetella bronchiseptica",
                "B. bronchiseptica", "Kennel cough", "KC", "Nobivac Intra-Trac", "Intra-Trac", "Intra Trac II",
                "Bronchi-Shield", "Bronchicine", "Coughguard B", "Nasaguard-B", "Recombitek Oral Bordetella",
                "Nobivac Bb", "Zwingerhusten", "Toux du chenil", "Toux de chenil", "Kennelhoest",
            ])
        + named(
            "canine-influenza",
            [
                "CIV", "Canine influenza", "Canine flu", "Dog flu", "H3N2", "H3N8", "Nobivac Canine Flu",
                "Nobivac Canine Flu Bivalent", "Vanguard CIV",
            ])
        + named(
            "lyme",
            [
                "Lyme", "Lyme disease", "Borrelia", "Borrelia burgdorferi", "Borreliose", "Borreliosis", "Merilym",
                "Merilym 3", "Vanguard crLyme", "Recombitek Lyme", "Nobivac Lyme", "Duramune Lyme", "LymeVax",
            ])
        + named(
            "canine-coronavirus",
            ["Canine coronavirus", "Canine corona", "CCV", "CV", "CVK", "Coronavirose"])
        + named(
            "rattlesnake",
            [
                "Rattlesnake", "Rattlesnake toxoid", "Crotalus atrox", "Crotalus atrox toxoid",
                "Western diamondback rattlesnake toxoid",
            ])
        + named(
            "leishmaniasis",
            [
                "Leishmania", "Leishmaniasis", "Leishmaniosis", "Leishmaniose", "Leishmaniosi", "CaniLeish", "LetiFend",
                "Neoleish", "Leish-Tec",
            ])
        + [
            VaccineSpelling("7-way", ["dhpp", "leptospirosis"]), VaccineSpelling("7-in-1", ["dhpp", "leptospirosis"]),
            VaccineSpelling("9-way", ["dhpp", "leptospirosis"]), VaccineSpelling("9-in-1", ["dhpp", "leptospirosis"]),
            VaccineSpelling("Recombitek C6", ["dhpp", "leptospirosis"]),
            VaccineSpelling("Vanguard 5-L", ["dhpp", "leptospirosis"]),
            VaccineSpelling("Vanguard Plus 5/CV-L", ["dhpp", "canine-coronavirus", "leptospirosis"]),
            VaccineSpelling("Vanguard Plus 5 L4 CV", ["dhpp", "leptospirosis", "canine-coronavirus"]),
            VaccineSpelling("Vanguard HTLP 5/CV-L", ["dhpp", "canine-coronavirus", "leptospirosis"]),
            VaccineSpelling("C5", ["dhpp", "parainfluenza", "bordetella"]),
            VaccineSpelling("Nobivac KC", ["bordetella", "parainfluenza"]),
            VaccineSpelling("Progard KC", ["bordetella", "parainfluenza"]),
            VaccineSpelling("Pneumodog", ["bordetella", "parainfluenza"]),
        ]

    private static let felineSpellings: [VaccineSpelling] =
        named(
            "fvrcp",
            [
                "FVRCP", "Feline distemper", "Panleukopenia", "Feline panleukopenia", "Panleucopenia", "Panleucopénie",
                "Panleukopenie", "FPV", "FPL", "Feline enteritis", "Feline parvovirus", "Feline core", "Feline 3-way",
                "Cat flu", "Feline calicivirus", "FCV", "Rhinotracheitis", "Feline rhinotracheitis",
                "Feline viral rhinotracheitis", "FVR", "FHV", "FHV-1", "Feline herpesvirus", "Katzenseuche",
                "Katzenstaupe", "Katzenschnupfen", "Typhus", "Coryza", "Coryza, Calicivirus et Typhus", "Kattenziekte",
                "Niesziekte", "Kattenniesziekte", "Tricat", "Nobivac Tricat", "Nobivac Tricat Trio", "Nobivac Ducat",
                "Purevax RCP", "Feligen RCP", "Felocell", "Felocell 3", "Felocell CVR", "Versifel CVR",
                "Fel-O-Vax PCT", "FeloVac PCT", "Eclipse 3", "Purevax Feline 3", "F3", "Fevac 3",
            ])
        + named(
            "felv",
            [
                "FeLV", "FLV", "Leukemia", "Leukaemia", "Feline leukemia", "Feline leukaemia", "Feline leukemia virus",
                "Leukose", "Leucose", "Leukosis", "Katzenleukose", "Leucose féline", "Leukemie", "Purevax FeLV",
                "Leucogen", "Leukocell", "Leukocell 2", "Nobivac FeLV", "Fel-O-Vax LV-K", "Versifel FeLV",
            ])
        + named(
            "fiv",
            ["FIV", "Feline immunodeficiency", "Feline immunodeficiency virus", "Feline AIDS", "Fel-O-Vax FIV"])
        + named(
            "chlamydia",
            [
                "Chlamydia", "Chlamydophila", "Chlamydophila felis", "Chlamydia felis", "Chlamydiose", "Chlamydien",
                "Clamidófila", "Clamidia",
                "Chlamydiosis",
            ])
        + named(
            "fip",
            [
                "FIP", "FIPV", "Feline infectious peritonitis", "Primucell", "Primucell FIP", "PIF", "FECV", "FeCoV",
                "FCoV", "Feline coronavirus",
            ])
        + [
            VaccineSpelling("Felocell 4", ["fvrcp", "chlamydia"]),
            VaccineSpelling("Eclipse 4", ["fvrcp", "chlamydia"]),
            VaccineSpelling("Fel-O-Vax IV", ["fvrcp", "chlamydia"]),
            VaccineSpelling("Purevax Feline 4", ["fvrcp", "chlamydia"]),
            VaccineSpelling("Leucofeligen", ["felv", "fvrcp"]),
            VaccineSpelling("Leucofeligen FeLV/RCP", ["felv", "fvrcp"]),
            VaccineSpelling("F5", ["fvrcp", "chlamydia", "felv"]),
            VaccineSpelling("Fevac F5", ["fvrcp", "chlamydia", "felv"]),
        ]

    private static let rabbitSpellings: [VaccineSpelling] =
        named("myxomatosis", ["Myxo", "Myxomatosis", "Myxomatose", "Myxomatosi", "Nobivac Myxo"])
        + named(
            "rhdv1",
            [
                "RHDV1", "RHD1", "RHD 1", "RVHD1", "RVHD 1", "VHD1", "RHD classic", "Classic RHD", "Cylap", "Cylap RCD",
                "Lapinject",
            ])
        + named(
            "rhdv2",
            [
                "RHDV2", "RHD2", "RHD 2", "RVHD2", "RVHD 2", "VHD2", "RHD type 2", "RHDV type 2", "RHD variant",
                "Eravac", "Medgene", "Medgene RHDV2",
            ])
        + named(
            "rhd",
            [
                "RHD", "RHDV", "RVHD", "VHD", "Rabbit haemorrhagic disease", "Rabbit hemorrhagic disease",
                "Rabbit viral haemorrhagic disease", "Viral haemorrhagic disease", "Viral hemorrhagic disease", "RCD",
                "Rabbit calicivirus", "Rabbit calicivirus disease", "Chinaseuche", "Maladie hémorragique virale",
            ])
        + [
            VaccineSpelling("Myxo-RHD", ["myxomatosis", "rhdv1"]),
            VaccineSpelling("Nobivac Myxo-RHD", ["myxomatosis", "rhdv1"]),
            VaccineSpelling("Myxo-RHD Plus", ["myxomatosis", "rhdv1", "rhdv2"]),
            VaccineSpelling("Nobivac Myxo-RHD Plus", ["myxomatosis", "rhdv1", "rhdv2"]),
            VaccineSpelling("Filavac", ["rhdv1", "rhdv2"]), VaccineSpelling("Filavac VHD K C+V", ["rhdv1", "rhdv2"]),
            VaccineSpelling("Dercunimix", ["myxomatosis", "rhdv1"]),
        ]

    private static let otherSpellings: [VaccineSpelling] =
        named(
            "distemper-ferret",
            [
                "Ferret distemper", "Distemper ferret", "Purevax Ferret Distemper", "Purevax Ferret", "FerVac-D",
                "FerVac",
            ])
        + named(
            "polyomavirus",
            [
                "Polyoma", "Polyomavirus", "Avian polyomavirus", "APV", "Psittimune", "Psittimune APV",
                "Budgerigar fledgling disease",
            ])

    /// Spanish and Portuguese names, as clinics in the Americas and Iberia write them (ASM3's `es` and `pt`
    /// translations of its default vaccination types, sheltermanager/asm3 src/asm3/locales): there a feline
    /// coronavirus is named in full, so "Coronavirus felino" must not read as the canine one.
    private static let iberianSpellings: [VaccineSpelling] =
        named("rabies", ["Raiva", "Vacuna antirrábica"])
        + ["Moquillo", "Cinomose"].map {
            VaccineSpelling($0, ["dhpp"], bySpecies: ["ferret": ["distemper-ferret"]])
        }
        + named("parvovirus", ["Parvovirosis", "Parvovirus canino"])
        + named("felv", ["Leucemia felina", "Leucemia viral felina", "Leucose felina"])
        + named("fiv", ["VIF", "Inmunodeficiencia felina", "Imunodeficiência felina"])
        + named(
            "fip",
            [
                "Coronavirus felino", "Coronavirus entérico felino", "Peritonitis infecciosa felina",
                "Peritonite infecciosa felina",
            ])
        + named("fvrcp", ["Triple felina", "Trivalente felina", "Tríplice felina", "PRCVC"])
        + named("bordetella", ["Tos de las perreras", "Traqueobronquitis infecciosa", "Tosse dos canis"])

    /// Words whose vaccine depends on the species: without one (or for another species) the first list. Ferrets
    /// are given canine distemper vaccines, so the canine words for distemper are ferret distemper for a ferret;
    /// feline parvovirus is panleukopenia, and FIP vaccines are against a feline coronavirus.
    private static let speciesWords: [VaccineSpelling] =
        ["Canine distemper", "CDV", "Staupe", "Maladie de Carré", "Carré", "Hondenziekte"].map {
            VaccineSpelling($0, ["dhpp"], bySpecies: ["ferret": ["distemper-ferret"]])
        }
        + [
            VaccineSpelling("Distemper", ["dhpp"], bySpecies: ["cat": ["fvrcp"], "ferret": ["distemper-ferret"]]),
            VaccineSpelling("Distemper/Parvo", ["dhpp"], bySpecies: ["cat": ["fvrcp"]]),
            VaccineSpelling("Dist/Parvo", ["dhpp"], bySpecies: ["cat": ["fvrcp"]]),
            VaccineSpelling("Parvo/Distemper", ["dhpp"], bySpecies: ["cat": ["fvrcp"]]),
            VaccineSpelling("Parvo", ["parvovirus"], bySpecies: ["cat": ["fvrcp"]]),
            VaccineSpelling("Parvovirus", ["parvovirus"], bySpecies: ["cat": ["fvrcp"]]),
            VaccineSpelling("Parvovirose", ["parvovirus"], bySpecies: ["cat": ["fvrcp"]]),
            VaccineSpelling("Corona", ["canine-coronavirus"], bySpecies: ["cat": ["fip"]]),
            VaccineSpelling("Coronavirus", ["canine-coronavirus"], bySpecies: ["cat": ["fip"]]),
            VaccineSpelling("Influenza", ["canine-influenza"], bySpecies: ["cat": [], "other": []]),
            VaccineSpelling("Flu", ["canine-influenza"], bySpecies: ["cat": ["fvrcp"], "other": []]),
            VaccineSpelling("Herpes", [], bySpecies: ["cat": ["fvrcp"]]),
            VaccineSpelling("Herpesvirus", [], bySpecies: ["cat": ["fvrcp"]]),
            VaccineSpelling("Calici", ["fvrcp"], bySpecies: ["rabbit": ["rhd"]]),
            VaccineSpelling("Calicivirus", ["fvrcp"], bySpecies: ["rabbit": ["rhd"]]),
        ]
}
