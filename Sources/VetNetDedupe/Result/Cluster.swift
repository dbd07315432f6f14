public import VetNetCore

/// Records merged into one: the canonical ID, every member, and why each merge happened.
public struct Cluster: Hashable, Sendable {
    /// The smallest member ID (plain string order), so a re-run over the same records gives the same ID
    /// whatever the input order.
    public var canonicalId: String
    /// Sorted by ID.
    public var members: [ClusterMember]
    /// The merges that built the cluster (a spanning tree over the members), strongest first.
    public var merges: [MergeEvidence]

    public init(canonicalId: String, members: [ClusterMember], merges: [MergeEvidence]) {
        self.canonicalId = canonicalId
        self.members = members
        self.merges = merges
    }
}

/// One record of a cluster and the source records it came from.
public struct ClusterMember: Hashable, Sendable {
    public var id: String
    public var sources: [SourceRef]

    public init(id: String, sources: [SourceRef]) {
        self.id = id
        self.sources = sources
    }

    init(_ owner: Owner) {
        self.init(id: owner.id, sources: owner.sources)
    }

    init(_ patient: Patient) {
        self.init(id: patient.id, sources: patient.sources)
    }
}

/// Why two records were merged (or proposed for review).
public struct MergeEvidence: Hashable, Sendable {
    /// What decided the merge.
    public enum Rule: String, Hashable, Sendable, Codable {
        /// Owners whose Fellegi–Sunter score reached the merge threshold.
        case score
        /// Animals with the same valid microchip and a similar name, and no field that conflicts.
        case sameMicrochip
        /// Animals of one owner cluster with the same name and species, birth dates within the tolerance, and no
        /// field that conflicts.
        case sameNameSpeciesAndBirthDate
    }

    /// The smaller of the two record IDs.
    public var first: String
    public var second: String
    public var rule: Rule
    /// Bits of evidence (owners); nil for animals.
    public var score: Double?
    public var fields: [FieldEvidence]

    public init(first: String, second: String, rule: Rule, score: Double?, fields: [FieldEvidence]) {
        self.first = min(first, second)
        self.second = max(first, second)
        self.rule = rule
        self.score = score
        self.fields = fields
    }
}

/// One field's part in a comparison: how it agreed, what that weighed, and the two values.
public struct FieldEvidence: Hashable, Sendable {
    /// `name`, `email`, `phone`, `address`; for animals `name`, `species`, `microchip`, `birthDate`, `sex`, `breed`.
    public var field: String
    /// The comparison level (`exact`, `nickname`, `different`, …; for animals also `missing` and `compatible`).
    public var level: String
    /// Bits added to the score; nil for animal rules.
    public var weight: Double?
    /// The values of the first and second record as staff would read them; nil when absent.
    public var firstValue: String?
    public var secondValue: String?

    public init(field: String, level: String, weight: Double?, firstValue: String?, secondValue: String?) {
        self.field = field
        self.level = level
        self.weight = weight
        self.firstValue = firstValue
        self.secondValue = secondValue
    }
}
