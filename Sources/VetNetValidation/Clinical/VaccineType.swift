/// A kind of vaccine a clinic gives, independent of product: what a vaccination protects against.
///
/// The built-in kinds are `VaccineCatalog.types`; their sources are in `VaccineCatalog+Types.swift`.
public struct VaccineType: Sendable, Hashable, CustomStringConvertible {
    /// The stable code written to output: `rabies`, `dhpp`, `leptospirosis`, `fvrcp`, `rhdv2`, …
    public let code: String
    /// The name for staff-facing messages: `rabies`, `DHPP (distemper, hepatitis, parvovirus, parainfluenza)`, …
    public let name: String
    /// The ids of the species it is given to, as `SpeciesCatalog` spells them (`dog`, `cat`, `ferret`, `other`, …);
    /// empty means any species.
    public let species: Set<String>
    /// Whether it protects against rabies, the vaccination that law and travel rules require.
    public let isRabies: Bool

    public init(code: String, name: String, species: Set<String>, isRabies: Bool = false) {
        self.code = code
        self.name = name
        self.species = species
        self.isRabies = isRabies
    }

    public var description: String { code }
}

extension VaccineType {
    /// Whether the vaccine is given to the species with this id; an unknown species (nil) fits every vaccine.
    public func fits(species id: String?) -> Bool {
        guard let id, !species.isEmpty else { return true }
        return species.contains(id)
    }
}

/// A vaccine type read from a product or vaccine text, with the interval the text states.
public struct VaccineMatch: Sendable, Hashable, CustomStringConvertible {
    public let type: VaccineType
    /// The interval the text states, in years (`Rabies 3 Year`, `RV 1yr`, `Tollwut 3 Jahre`, `3-yr rabies`,
    /// `Imrab 3`, `Nobivac 1-Rabies`); nil when it states none. A text states an interval only with a number of
    /// years or a product whose number is its licensed interval, never through a dose number (`FVRCP #2`) or a
    /// count of strains (`Lepto 4`, `Purevax Feline 4`).
    public let labelledYears: Int?

    public init(type: VaccineType, labelledYears: Int? = nil) {
        self.type = type
        self.labelledYears = labelledYears
    }

    public var description: String {
        labelledYears.map { "\(type.code) (\($0) y)" } ?? type.code
    }
}
