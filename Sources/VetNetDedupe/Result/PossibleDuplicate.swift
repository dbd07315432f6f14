/// Two owner records that may be one person, or two animal records that may be one animal, left unmerged for
/// staff to check.
public struct PossibleDuplicate: Hashable, Sendable {
    /// Why the pair was not merged.
    public enum Reason: String, Hashable, Sendable, Codable {
        /// The score lies between the review and the merge threshold.
        case scoreBelowMergeThreshold
        /// The score was high, but the names show different people (typically a household sharing an
        /// address and phone), or one forename is missing.
        case namesDiffer
        /// Merging would have put two clearly different people into one cluster through this pair.
        case wouldChainDifferentPeople
        /// The only two animals of one owner with this name and species, and nothing else to compare: no evidence
        /// either way.
        case animalNameOnly
        /// Animals of one owner with the same name, species, sex and breed, and no birth date or chip to tell:
        /// households may name two animals alike.
        case animalSexAndBreedOnly
        /// An organisation's animals of one name, species, sex and birth day that one export lists under two IDs:
        /// littermates named alike, or an animal entered again under a new ID.
        case animalTwoIdsInOneExport
    }

    /// The smaller ID, and its source records.
    public var first: ClusterMember
    public var second: ClusterMember
    /// Bits of evidence for owners; 0 for animals, which are not scored.
    public var score: Double
    public var reason: Reason
    public var fields: [FieldEvidence]

    public init(first: ClusterMember, second: ClusterMember, score: Double, reason: Reason, fields: [FieldEvidence]) {
        self.first = first
        self.second = second
        self.score = score
        self.reason = reason
        self.fields = fields
    }
}

/// One valid microchip on animal records that are not the same animal: a mistyped or re-used chip.
public struct ChipConflict: Hashable, Sendable {
    public var microchip: String
    /// The animals carrying it (canonical patients after merging), sorted by ID.
    public var patients: [ClusterMember]
    /// Staff-facing words: what differs (`species dog vs cat`, `names Rex vs Bella`).
    public var reason: String

    public init(microchip: String, patients: [ClusterMember], reason: String) {
        self.microchip = microchip
        self.patients = patients
        self.reason = reason
    }
}
