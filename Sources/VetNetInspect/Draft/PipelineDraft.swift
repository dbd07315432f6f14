public import VetNetMapping

/// A draft pipeline file made from exports: one source per export, a patient source linked to the owner source,
/// every guess explained in a comment.
public struct PipelineDraft: Sendable {
    public var name: String
    public var sources: [SourceDraft]
    /// What the owner exports say about the country of their addresses and phones.
    public var country = CountryEvidence()

    /// Reads an owner export again for the country of its values: (profile, postal code columns, phone columns,
    /// address country columns) to what they say, or nil when it cannot be read.
    public typealias CountryReading = (FileProfile, [String], [String], [String]) -> CountryEvidence?

    /// - Parameters:
    ///   - inputs: each export's profile, the entity it holds (nil: guessed from its columns) and its path as the
    ///     pipeline file is to name it (relative to the pipeline file).
    ///   - name: the pipeline's name.
    ///   - readCountry: reads an owner export again for the country its postal codes and phones point to (by
    ///     default not at all: the draft then proposes none).
    ///   - readRepeats: reads an export again to see how its rows that share an ID differ (by default not at all:
    ///     repeated IDs are then left to be rejected, as a run does by default).
    public init(
        inputs: [(profile: FileProfile, entity: Entity?, path: String)], name: String,
        readRepeats: SourceDrafter.RepeatReading = { _, _, _ in nil },
        readCountry: CountryReading = { _, _, _, _ in nil }
    ) {
        self.name = name
        var sources: [SourceDraft] = []
        var names: Set<String> = []
        for input in inputs {
            let entity = input.entity ?? Self.guessEntity(input.profile)
            let sourceName = Self.unique(Self.sourceName(input.path), among: &names)
            sources.append(
                SourceDrafter.draft(
                    input.profile, entity: entity, name: sourceName, path: input.path, readRepeats: readRepeats))
        }
        if !sources.contains(where: { $0.entity == .owner }),
            let index = sources.firstIndex(where: {
                $0.entity == .patient && !$0.fields.contains { $0.key == "ownerSourceId" }
            })
        {
            sources.append(Self.organization(holding: sources[index], name: Self.unique("organization", among: &names)))
        }
        let owners = sources.filter { $0.entity == .owner }
        for index in sources.indices where sources[index].entity == .patient {
            // An owner column names owners the organisation is not.
            guard let owner = owners.first,
                !owner.isConstant || !sources[index].fields.contains(where: { $0.key == "ownerSourceId" })
            else { continue }
            sources[index].ownerSource = owner.name
            Self.link(&sources[index], to: owner)
        }
        self.sources = sources.filter { $0.entity == .owner } + sources.filter { $0.entity == .patient }
        for owner in owners where !owner.isConstant {
            func columns(_ key: String) -> [String] { owner.fields.first { $0.key == key }?.columns ?? [] }
            if let found = readCountry(
                owner.profile, columns("address.postalCode"), columns("phone"), columns("address.country"))
            {
                country.add(found)
            }
        }
    }

    /// Whether a patient source has no owner source to take its owners from (its export names owners, but no
    /// owner export was given).
    public var lacksOwners: Bool { sources.contains { $0.entity == .patient && $0.ownerSource == nil } }

    /// `name`, or `name-2`, `name-3`… when a source has it already; then taken.
    static func unique(_ name: String, among names: inout Set<String>) -> String {
        var unique = name
        var suffix = 2
        while names.contains(unique) {
            unique = "\(name)-\(suffix)"
            suffix += 1
        }
        names.insert(unique)
        return unique
    }

    /// A patient export holds animals when its columns name some of an animal's fields. A birth date or an age
    /// alone is a person's too (a client export or a register of people that records them): beside a first and a
    /// last name, with nothing else of an animal, the export holds people.
    static func guessEntity(_ profile: FileProfile) -> Entity {
        let animalFields: Set<String> = ["species", "breed", "microchip", "weight"]
        let named = Set(profile.columns.compactMap { HeaderVocabulary.field(for: $0.name, entity: .patient) })
        let kinds = profile.columns.compactMap(\.kind)
        if !named.isDisjoint(with: animalFields) || kinds.contains(.species) || kinds.contains(.microchip) {
            return .patient
        }
        let personal = Set(profile.columns.compactMap { HeaderVocabulary.field(for: $0.name, entity: .owner) })
        if personal.isSuperset(of: ["firstName", "lastName"]) { return .owner }
        return named.contains("birthDate") || named.contains("age") ? .patient : .owner
    }

    /// `clients` for `exports/clients.csv`: letters, digits, `-` and `_`.
    static func sourceName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        let cleaned = String(stem.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return cleaned.isEmpty ? "source" : cleaned
    }

    /// The patient column that holds the owner's ID: the one the name table gave, else a column named as the
    /// owner export's ID column.
    static func link(_ patients: inout SourceDraft, to owners: SourceDraft) {
        if owners.isConstant {
            linkToOrganization(&patients, owners)
            return
        }
        guard !patients.fields.contains(where: { $0.key == "ownerSourceId" }),
            let ownerID = owners.fields.first(where: { $0.key == "sourceId" })?.columns.first,
            patients.profile.columns.contains(where: { $0.name == ownerID })
        else { return }
        patients.fields.removeAll { $0.key == "sourceId" && $0.columns == [ownerID] }
        let reason = "named as the ID column of \(owners.name) (\(quoted(ownerID)))"
        patients.fields.insert(
            FieldDraft(key: "ownerSourceId", columns: [ownerID], reasons: [reason]), at: patients.ownerFieldIndex)
    }
}
