import Testing
import VetNetValidation

/// The codes and stated years `VaccineCatalog.matches` gives for `text`, as `code` or `code/years`.
func readVaccines(_ text: String, species: String? = nil) -> [String] {
    VaccineCatalog.matches(text, species: species).map { match in
        match.labelledYears.map { "\(match.type.code)/\($0)" } ?? match.type.code
    }
}

@Suite("Vaccine catalog: reading vaccine texts")
struct VaccineCatalogTests {
    @Test(
        "type names, abbreviations and products read as their type",
        arguments: [
            ("Rabies", "rabies"), ("RV", "rabies"), ("RAB", "rabies"), ("Nobivac Rabies", "rabies"),
            ("Purevax Rabies", "rabies"), ("Rabisin", "rabies"), ("DHPP", "dhpp"), ("DAPP", "dhpp"), ("DA2PP", "dhpp"),
            ("DA2PPv", "dhpp"), ("DHPPi", "dhpp"), ("Distemper/Parvo", "dhpp"), ("Distemper", "dhpp"),
            ("Hepatitis (cav)", "dhpp"), ("5-in-1 Canine", "dhpp"), ("D-A2-P", "dhpp"), ("Recombitek C4", "dhpp"),
            ("Vanguard Plus 5", "dhpp"), ("Parvo", "parvovirus"), ("CPV MOD. LIVE", "parvovirus"),
            ("Parainfluenza", "parainfluenza"), ("Lepto 4", "leptospirosis"), ("L4", "leptospirosis"),
            ("Leptospirosis 4 Vaccine Annual", "leptospirosis"), ("Bordetella", "bordetella"),
            ("Kennel cough", "bordetella"), ("KC", "bordetella"), ("Bronchi-Shield", "bordetella"),
            ("Bordetella Oral Vaccine", "bordetella"), ("CIV", "canine-influenza"), ("H3N2/H3N8", "canine-influenza"),
            ("Canine Influenza", "canine-influenza"), ("Lyme", "lyme"), ("Lyme Vaccine Annual", "lyme"),
            ("Borrelia burgdorferi (Lyme) Vaccine", "lyme"), ("Corona", "canine-coronavirus"),
            ("Rattlesnake toxoid", "rattlesnake"), ("CaniLeish", "leishmaniasis"), ("FVRCP", "fvrcp"),
            ("FVR-C-P", "fvrcp"), ("Feline distemper", "fvrcp"), ("Purevax RCP", "fvrcp"), ("Felocell 3", "fvrcp"),
            ("FeLV", "felv"), ("FelV", "felv"), ("Leukemia", "felv"), ("Purevax FeLV", "felv"),
            ("Feline Leukemia Annual", "felv"), ("FIV", "fiv"), ("Chlamydophila", "chlamydia"), ("FIPV", "fip"),
            ("FECV/FeCoV", "fip"), ("Myxomatosis", "myxomatosis"), ("RHDV2", "rhdv2"), ("RHD2", "rhdv2"),
            ("Eravac", "rhdv2"), ("RHDV1", "rhdv1"), ("Cylap", "rhdv1"), ("RHD", "rhd"),
            ("Purevax Ferret Distemper", "distemper-ferret"), ("Polyomavirus", "polyomavirus"),
            ("Bordatella", "bordetella"), ("Bordettella", "bordetella"),
        ])
    func singleTypes(_ text: String, _ code: String) {
        #expect(readVaccines(text) == [code], "\(text)")
        #expect(VaccineCatalog.match(text)?.type.code == code, "\(text)")
    }

    @Test(
        "German, French and Dutch names read as their type",
        arguments: [
            ("Tollwut", "rabies"), ("Rage", "rabies"), ("Hondsdolheid", "rabies"), ("Staupe", "dhpp"),
            ("Maladie de Carré", "dhpp"), ("Hondenziekte", "dhpp"), ("Hépatite", "dhpp"),
            ("Leptospirose", "leptospirosis"), ("Ziekte van Weil", "leptospirosis"), ("Zwingerhusten", "bordetella"),
            ("Toux du chenil", "bordetella"), ("Kennelhoest", "bordetella"), ("Katzenseuche", "fvrcp"),
            ("Katzenschnupfen", "fvrcp"), ("Coryza, Calicivirus et Typhus", "fvrcp"), ("Kattenziekte", "fvrcp"),
            ("Leukose", "felv"), ("Leucose", "felv"), ("PIF", "fip"), ("Myxomatose", "myxomatosis"),
            ("Chinaseuche", "rhd"), ("Parvovirose", "parvovirus"),
        ])
    func foreignNames(_ text: String, _ code: String) {
        #expect(readVaccines(text) == [code], "\(text)")
    }

    @Test(
        "combination products read as every type they cover, in the order written",
        arguments: [
            ("DHLPP", ["dhpp", "leptospirosis"]), ("DHPP/L4", ["dhpp", "leptospirosis"]),
            ("DAPPv+L4", ["dhpp", "leptospirosis"]), ("SHPPiL", ["dhpp", "leptospirosis"]),
            ("SHPPiLT", ["dhpp", "leptospirosis", "rabies"]), ("CHPPiLR", ["dhpp", "leptospirosis", "rabies"]),
            ("Versican Plus DHPPi/L4R", ["dhpp", "leptospirosis", "rabies"]),
            ("Eurican DHPPi2-LR", ["dhpp", "leptospirosis", "rabies"]), ("DHL", ["dhpp", "leptospirosis"]),
            ("DA2PLPV+CVK", ["dhpp", "leptospirosis", "canine-coronavirus"]),
            ("DA2PP+CVK", ["dhpp", "canine-coronavirus"]), ("DA2P+PV+B", ["dhpp", "bordetella"]),
            ("Dhlp Parvo - Corona K4", ["dhpp", "leptospirosis", "canine-coronavirus"]),
            ("DA2PP + Leptospirosis 4 Annual", ["dhpp", "leptospirosis"]),
            ("Vanguard Plus 5/CV-L", ["dhpp", "canine-coronavirus", "leptospirosis"]),
            ("Recombitek C6", ["dhpp", "leptospirosis"]), ("7-way", ["dhpp", "leptospirosis"]),
            ("Nobivac KC", ["bordetella", "parainfluenza"]),
            ("Bordetella Oral Parainfluenza Vaccine", ["bordetella", "parainfluenza"]),
            ("FVRCP-C", ["fvrcp", "chlamydia"]), ("Fvrcpc Annual", ["fvrcp", "chlamydia"]),
            ("Purevax RCPCh", ["fvrcp", "chlamydia"]), ("Felocell 4", ["fvrcp", "chlamydia"]),
            ("Purevax RCPCh FeLV", ["fvrcp", "chlamydia", "felv"]), ("FVRCP/FELV COMBO #1", ["fvrcp", "felv"]),
            ("Leucofeligen FeLV/RCP", ["felv", "fvrcp"]), ("F5", ["fvrcp", "chlamydia", "felv"]),
            ("Myxo-RHD", ["myxomatosis", "rhdv1"]), ("Nobivac Myxo-RHD", ["myxomatosis", "rhdv1"]),
            ("Nobivac Myxo-RHD Plus", ["myxomatosis", "rhdv1", "rhdv2"]), ("Myxo/RHD2", ["myxomatosis", "rhdv2"]),
            ("Filavac VHD K C+V", ["rhdv1", "rhdv2"]), ("Rabies + FVRCP", ["rabies", "fvrcp"]),
        ])
    func combinations(_ text: String, _ codes: [String]) {
        #expect(readVaccines(text) == codes, "\(text)")
        #expect(VaccineCatalog.match(text)?.type.code == codes.first, "\(text)")
    }

    @Test(
        "the interval a text states is read, in English, German, French and Dutch",
        arguments: [
            ("Rabies 3 Year", ["rabies/3"]), ("RV 1yr", ["rabies/1"]), ("Tollwut 3 Jahre", ["rabies/3"]),
            ("3-yr rabies", ["rabies/3"]), ("3 Year Rabies", ["rabies/3"]), ("Rage 3 ans", ["rabies/3"]),
            ("Hondsdolheid 3 jaar", ["rabies/3"]), ("Three-year rabies", ["rabies/3"]),
            ("Rabies Canine 3yr", ["rabies/3"]), ("Rabies Canine 1 yr", ["rabies/1"]),
            ("Feline Rabies 1 yr/Purevax", ["rabies/1"]), ("Purevax Feline Rabies 1-Yr", ["rabies/1"]),
            ("Rabies 3 yr Vaccine (Canine)", ["rabies/3"]), ("Rabies 3", ["rabies/3"]), ("Rabies 1", ["rabies/1"]),
            ("Imrab 3", ["rabies/3"]), ("Imrab 1", ["rabies/1"]), ("Defensor 3", ["rabies/3"]),
            ("Nobivac 1-Rabies", ["rabies/1"]), ("Nobivac 3-Rabies", ["rabies/3"]), ("RV3", ["rabies/3"]),
            ("DA2PP 3yr", ["dhpp/3"]), ("FVRCP 3 year", ["fvrcp/3"]),
            ("DHPP 3 yr / Rabies 1 yr", ["dhpp/3", "rabies/1"]),
        ])
    func statedYears(_ text: String, _ expected: [String]) {
        #expect(readVaccines(text) == expected, "\(text)")
    }

    @Test(
        "dose numbers, strain counts, ranges and product names state no interval",
        arguments: [
            ("Rabies #3", ["rabies"]), ("FVRCP #2", ["fvrcp"]), ("DHPP # 1", ["dhpp"]), ("Lepto 4", ["leptospirosis"]),
            ("Purevax Feline 4", ["fvrcp", "chlamydia"]), ("Purevax Rabies", ["rabies"]), ("Rabies 1-3", ["rabies"]),
            ("Rabies Tag #12345", ["rabies"]), ("Rabies 2024", ["rabies"]), ("Rabies 1st", ["rabies"]),
            ("Rabies 12 year", ["rabies"]),
        ])
    func noStatedYears(_ text: String, _ expected: [String]) {
        #expect(readVaccines(text) == expected, "\(text)")
    }

    @Test(
        "a vaccine after a negation is not read",
        arguments: [
            ("DA2P Annual (w/o Lepto)", ["dhpp"]), ("DHPP without lepto", ["dhpp"]),
            ("DHPPi ohne Leptospirose", ["dhpp"]),
            ("CHPPi sans leptospirose", ["dhpp"]), ("DHPP zonder L4", ["dhpp"]), ("No lepto, DHPP", ["dhpp"]),
            ("Non-adjuvanted FeLV", ["felv"]),
        ])
    func negations(_ text: String, _ expected: [String]) {
        #expect(readVaccines(text) == expected, "\(text)")
    }

    @Test(
        "tests, titres and refusals are not vaccinations",
        arguments: [
            "FeLV/FIV test", "FIV/FeLV Test", "Feline Leukemia Test-Negative", "Rabies titer", "Rabies titre (FAVN)",
            "Tollwut Titerbestimmung", "Rabies declined", "Rabies not given", "Lepto - waived", "Heartworm Test",
            "Parvo SNAP", "Parvo PCR",
        ])
    func notVaccinations(_ text: String) {
        #expect(readVaccines(text).isEmpty, "\(text)")
        #expect(VaccineCatalog.match(text) == nil, "\(text)")
    }

    @Test(
        "text that names no vaccine is nil",
        arguments: [
            "", "   ", "-", "xyz", "Annual Wellness Exam", "Microchip Implant", "Inject - Convenia", "Drontal",
            "Panacur",
            "Heartgard Plus", "Revolution Plus Cat 5.6 - 11#", "Nexgard Plus for Dogs 17 - 33#", "Dental cleaning",
            "chat", "cap", "Captain", "Herpes", "Purevax", "Nobivac", "FVRVP #2", "Deworming",
        ])
    func unreadable(_ text: String) {
        #expect(VaccineCatalog.match(text) == nil, "\(text)")
    }

    @Test(
        "words whose vaccine depends on the species read for the patient's species",
        arguments: [
            ("Distemper", nil, ["dhpp"]), ("Distemper", "dog", ["dhpp"]), ("Distemper", "cat", ["fvrcp"]),
            ("Distemper", "ferret", ["distemper-ferret"]), ("Staupe", "ferret", ["distemper-ferret"]),
            ("Canine distemper", "ferret", ["distemper-ferret"]), ("Distemper/Parvo", "cat", ["fvrcp"]),
            ("Parvo", nil, ["parvovirus"]), ("Parvo", "cat", ["fvrcp"]), ("Herpes", nil, []), ("Herpes", "dog", []),
            ("Herpes", "cat", ["fvrcp"]), ("Calicivirus", "cat", ["fvrcp"]), ("Calicivirus", "rabbit", ["rhd"]),
            ("Flu", "dog", ["canine-influenza"]), ("Flu", "cat", ["fvrcp"]), ("Influenza", "cat", []),
            ("Corona", "dog", ["canine-coronavirus"]), ("Corona", "cat", ["fip"]), ("Rabies", "cat", ["rabies"]),
            ("DHLPP", "cat", ["dhpp", "leptospirosis"]),
        ] as [(String, String?, [String])])
    func speciesWords(_ text: String, _ species: String?, _ codes: [String]) {
        #expect(readVaccines(text, species: species) == codes, "\(text) for \(species ?? "no species")")
    }

    @Test(
        "DHPP covers parvovirus and parainfluenza; both RHD strains cover RHD",
        arguments: [
            ("DHPP + Parvo", ["dhpp"]), ("Parvo, DHPP", ["dhpp"]), ("DA2P+CPV", ["dhpp"]),
            ("C5", ["dhpp", "bordetella"]), ("RHD + Filavac", ["rhdv1", "rhdv2"]),
            ("Parvo & Corona", ["parvovirus", "canine-coronavirus"]),
        ])
    func coveredTypes(_ text: String, _ codes: [String]) {
        #expect(readVaccines(text) == codes, "\(text)")
    }

    /// Vaccine items of public practice-software lists: a pet-shop clinic system's default treatments, a clinic's
    /// reminder items migrated to another system, and the vaccine types of shelter exports (ASM3 importers).
    @Test(
        "vaccine items of real practice and shelter software read as the vaccines they are",
        arguments: [
            ("Bordettella", ["bordetella"]), ("Eclipse 3", ["fvrcp"]), ("Coughguard B", ["bordetella"]),
            ("CPV 11", ["parvovirus"]), ("DA2PL", ["dhpp", "leptospirosis"]), ("DHLP+PV", ["dhpp", "leptospirosis"]),
            ("DA2MP", ["dhpp"]), ("Fel-O-Vax IV", ["fvrcp", "chlamydia"]), ("FeloVac PCT", ["fvrcp"]),
            ("Intra Trac II", ["bordetella"]), ("Leukocell", ["felv"]), ("Nasaguard-B", ["bordetella"]),
            ("Progard-KC", ["bordetella", "parainfluenza"]), ("Parvo-Live", ["parvovirus"]),
            ("Vanguard 5-L", ["dhpp", "leptospirosis"]), ("DA2PP + Leptospirosis 4 Annual", ["dhpp", "leptospirosis"]),
            ("Rabies Vaccine (Feline)", ["rabies"]), ("Rabies 3 yr Vaccine (Canine)", ["rabies/3"]),
            ("FVRCP/FELV #1", ["fvrcp", "felv"]), ("6-in-1 Canine", ["dhpp"]), ("Nobivac Tricat Trio", ["fvrcp"]),
            ("Biocan Novel DHPPi/L4R", ["dhpp", "leptospirosis", "rabies"]), ("Canigen R", ["rabies"]),
            ("Vanguard HTLP 5/CV-L", ["dhpp", "canine-coronavirus", "leptospirosis"]),
        ])
    func realSoftwareItems(_ text: String, _ expected: [String]) {
        #expect(readVaccines(text) == expected, "\(text)")
    }

    @Test(
        "the other items of those lists read as no vaccine",
        arguments: [
            "Nutrient Gel", "Albon", "Ivomec", "Nemex II", "Pyran-50", "Strongid T", "Task 10", "Puppy Aid",
            "Imathal Equine", "Giardia Test-Negative", "Bloodwork - annual w/ Heartworm", "In House Flex 4 Rapid Test",
            "Dermatonin Implant 8.0mg", "Antech Accuplex 4 ( HW plus Ti", "Credelio for Cats 4.1 - 17.0#",
        ])
    func realSoftwareOtherItems(_ text: String) {
        #expect(readVaccines(text).isEmpty, "\(text)")
    }

    @Test(
        "suggestions name the nearest known spelling, never a misspelling",
        arguments: [
            ("Rabis", "Rabies"), ("Bordatela", "Bordetella"), ("Bordatella", "Bordetella"),
            ("Leptospirosys", "Leptospirosis"), ("FVRVP #2", "FVRCP"), ("Tollwutt", "Tollwut"), ("rabies", "Rabies"),
            ("RHD", "RHD"),
        ])
    func suggestions(_ text: String, _ suggestion: String) {
        #expect(VaccineCatalog.suggestion(for: text) == suggestion, "\(text)")
    }

    @Test("no suggestion for text far from every spelling", arguments: ["", "xyzzy", "Heartworm", "Qq", "Panacur"])
    func noSuggestion(_ text: String) {
        #expect(VaccineCatalog.suggestion(for: text) == nil, "\(text)")
    }
}
