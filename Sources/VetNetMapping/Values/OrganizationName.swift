/// Tells a business, shelter, farm or agency from a person in a single name column, by the words such names
/// carry (`County Animal Control`, `Happy Paws Rescue Inc.`, `Tierheim Berlin e.V.`, `Stichting Dierenhulp`): such
/// an owner keeps its name whole instead of having it split into a first and a last name.
enum OrganizationName {
    static func isOrganization(_ name: String) -> Bool {
        let words = name.lowercased().split { !$0.isLetter }
        return words.contains { organizationWords.contains(String($0)) }
            || name.lowercased().split(separator: " ").contains { suffixes.contains(String($0)) }
    }

    /// Words of organisations' names that are no person's name, in English, German, French and Dutch.
    static let organizationWords: Set<String> = [
        "animal", "animals", "control", "shelter", "rescue", "humane", "society", "spca", "rspca", "sspca",
        "foundation",
        "inc", "llc", "ltd", "limited", "gmbh", "corp", "corporation", "company", "farm", "farms", "ranch", "kennel",
        "kennels", "cattery", "clinic", "hospital", "veterinary", "county", "department", "dept", "services",
        "police", "sheriff", "association", "tierheim", "tierschutz", "tierschutzverein", "refuge", "asbl", "stichting",
        "vzw", "trust", "sanctuary", "zoo", "dierenasiel", "dierenhulp", "fourrière", "spa", "breeders", "breeding",
    ]

    /// Legal-form endings written with periods, matched as whole space-separated words.
    static let suffixes: Set<String> = ["e.v.", "e.v", "b.v.", "n.v.", "s.a.", "s.a.r.l.", "co.", "inc.", "ltd."]
}
