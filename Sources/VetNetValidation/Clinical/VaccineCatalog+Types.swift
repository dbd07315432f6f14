extension VaccineCatalog {
    /// The vaccine types, with the species each is given to. Sources (stored public copies; see also DOMAIN.md,
    /// "Vaccinations and clinical history"):
    ///
    /// - Dogs: AAHA 2022 Canine Vaccination Guidelines (https://www.aaha.org/aaha-guidelines/vaccination-canine-configuration/frequently-asked-questions/how-can-adverse-reactions-be-managed/,
    ///   https://aaha.org/trends-magazine/october-2022/gs-canine-vax): distemper, adenovirus (hepatitis),
    ///   parvovirus, ± parainfluenza (given as combinations: DAPP, DA2PP, DHPP) and rabies for all dogs;
    ///   leptospirosis, Lyme (Borrelia), Bordetella, canine influenza (H3N2, H3N8) and the Western diamondback
    ///   rattlesnake toxoid by lifestyle and risk. AAHA's terms list canine coronavirus (CCV) among the antigens
    ///   (https://www.aaha.org/aaha-guidelines/vaccination-canine-configuration/explanation-of-terms/).
    ///   Bivalent H3N2/H3N8 vaccine: https://www.veterinarypracticenews.com/merck-dog-flu-vaccine-approved/.
    ///   Leishmaniosis vaccines for dogs (CaniLeish 2011, LetiFend 2016, EU): https://ema.europa.eu/en/medicines/veterinary/EPAR/canileish,
    ///   https://www.leishvet.org/vaccines.
    /// - Cats: 2020 AAHA/AAFP Feline Vaccination Guidelines (https://readkong.com/page/2020-aaha-aafp-feline-vaccination-guidelines-8725010)
    ///   and the AAFP table at https://pmc.ncbi.nlm.nih.gov/articles/PMC4425421/table/T3: panleukopenia (feline
    ///   parvovirus, "feline distemper"), herpesvirus-1 (rhinotracheitis) and calicivirus, given together as FVRCP,
    ///   and rabies; FeLV; Bordetella and Chlamydophila felis non-core. Fel-O-Vax FIV (dual-subtype, 2002):
    ///   http://www.aafponline.org/resources/statements/felovax.htm (withdrawn in North America in 2015, still
    ///   in old records and in Australia: http://www.hallvet.com.au/tag/fiv/). FIPV and FECV/FeCoV are default
    ///   vaccination types of the ASM3 shelter system (`sheltermanager/asm3` src/asm3/dbupdate.py).
    /// - Ferrets: canine distemper and rabies (American Ferret Association, http://www.oxfordrescue.org/ferret-care/vaccinations/;
    ///   https://www.allferrets.org/immunizations.html); Purevax Ferret Distemper and FerVac-D are licensed for
    ///   ferrets.
    /// - Rabies: licensed in the US for dogs, cats and ferrets, some products also for horses, cattle and sheep
    ///   (USDA table of rabies vaccines, https://docslib.org/doc/229590/usda-approved-animal-rabies-vaccines;
    ///   IMRAB 3 label: cats, dogs, ferrets); so it fits `other` (farm animals) too. The EU pet-travel rules cover
    ///   dogs, cats and ferrets (Regulation (EU) No 576/2013, Annex I). Not licensed for rabbits.
    /// - Rabbits: myxomatosis and rabbit haemorrhagic disease. Classic RHD (RHDV1) vaccines do not reliably protect
    ///   against RHDV2 (MSD, https://www.msd-animal-health-hub.co.uk/ahp/ca-faq-MyxoRHD-PLUS; Vet Times,
    ///   https://vettimes.com/clinical/exotics/classic-versus-new-variant-viral-haemorrhagic-disease-in-rabbits-cpdrabbits),
    ///   so RHDV1, RHDV2 and an RHD whose strain a text does not state are three types: Nobivac Myxo-RHD covers
    ///   myxomatosis and RHDV1 only; Nobivac Myxo-RHD Plus (2020) myxomatosis, RHDV1 and RHDV2
    ///   (https://ema.europa.eu/en/medicines/veterinary/EPAR/nobivac-myxo-rhd-plus); Eravac RHDV2; Filavac VHD K
    ///   C+V both strains (https://rabbitwelfare.co.uk/rvhd2-update-august-2017/); Cylap and Lapinject RHDV1
    ///   (https://www.harcourt-brown.co.uk/articles/infectious-disease/rabbit-haemorrhagic-disease/vaccination-against-rhd).
    ///   In the US, Medgene's RHDV2 vaccine had emergency-use authorization in 2021 and a conditional licence in
    ///   November 2023 (https://www.prnewswire.com/news-releases/medgenes-rhdv2-vaccine-granted-critical-license-by-usdas-center-for-veterinary-biologics-301974936.html).
    /// - Birds: a killed avian polyomavirus vaccine for psittacines (USDA 1A15.00, http://www.violinet.org/vaxquery/query_detail.php?c_pathogen_id=168&keywords=).
    ///   No commercial vaccine against psittacine beak and feather disease (PBFD) was found, so it has no type.
    /// - Leptospirosis vaccines are also given to cattle, pigs and horses, hence `other`.
    static let typeTable: [VaccineType] = [
        VaccineType(code: "rabies", name: "rabies", species: ["dog", "cat", "ferret", "other"], isRabies: true),
        VaccineType(code: "dhpp", name: "DHPP (distemper, hepatitis, parvovirus, parainfluenza)", species: ["dog"]),
        VaccineType(code: "parvovirus", name: "canine parvovirus", species: ["dog"]),
        VaccineType(code: "parainfluenza", name: "canine parainfluenza", species: ["dog"]),
        VaccineType(code: "leptospirosis", name: "leptospirosis", species: ["dog", "other"]),
        VaccineType(code: "bordetella", name: "Bordetella (kennel cough)", species: ["dog", "cat"]),
        VaccineType(code: "canine-influenza", name: "canine influenza (H3N2, H3N8)", species: ["dog"]),
        VaccineType(code: "lyme", name: "Lyme disease (Borrelia burgdorferi)", species: ["dog"]),
        VaccineType(code: "canine-coronavirus", name: "canine coronavirus", species: ["dog"]),
        VaccineType(code: "rattlesnake", name: "rattlesnake toxoid (Crotalus atrox)", species: ["dog"]),
        VaccineType(code: "leishmaniasis", name: "leishmaniosis", species: ["dog"]),
        VaccineType(
            code: "fvrcp", name: "FVRCP (feline rhinotracheitis, calicivirus, panleukopenia)", species: ["cat"]),
        VaccineType(code: "felv", name: "feline leukaemia (FeLV)", species: ["cat"]),
        VaccineType(code: "fiv", name: "feline immunodeficiency virus (FIV)", species: ["cat"]),
        VaccineType(code: "chlamydia", name: "Chlamydia felis", species: ["cat"]),
        VaccineType(code: "fip", name: "feline infectious peritonitis (FIP)", species: ["cat"]),
        VaccineType(code: "myxomatosis", name: "myxomatosis", species: ["rabbit"]),
        VaccineType(code: "rhdv1", name: "rabbit haemorrhagic disease, classic strain (RHDV1)", species: ["rabbit"]),
        VaccineType(code: "rhdv2", name: "rabbit haemorrhagic disease type 2 (RHDV2)", species: ["rabbit"]),
        VaccineType(code: "rhd", name: "rabbit haemorrhagic disease, strain not stated (RHD)", species: ["rabbit"]),
        VaccineType(code: "distemper-ferret", name: "canine distemper (ferret)", species: ["ferret"]),
        VaccineType(code: "polyomavirus", name: "avian polyomavirus", species: ["bird"]),
    ]
}
