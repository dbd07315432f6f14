public import VetNetCore

/// What the dedupe stage merged and what it left for staff: `reports/duplicates.json` is this, encoded
/// (`schemas/duplicates.schema.json`).
public struct DuplicatesReport: Codable, Sendable, Hashable {
    /// One record of a cluster or pair, with the source rows it came from.
    public struct Member: Codable, Sendable, Hashable {
        public var id: String
        public var sources: [SourceRef]

        public init(id: String, sources: [SourceRef]) {
            self.id = id
            self.sources = sources
        }
    }

    /// How one field compared, what it weighed, and the two values.
    public struct FieldEvidence: Codable, Sendable, Hashable {
        public var field: String
        public var level: String
        public var weight: Double?
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

    public struct Merge: Codable, Sendable, Hashable {
        public var first: String
        public var second: String
        public var rule: String
        public var score: Double?
        public var fields: [FieldEvidence]

        public init(first: String, second: String, rule: String, score: Double?, fields: [FieldEvidence]) {
            self.first = first
            self.second = second
            self.rule = rule
            self.score = score
            self.fields = fields
        }
    }

    public struct Cluster: Codable, Sendable, Hashable {
        public var canonicalId: String
        public var members: [Member]
        public var merges: [Merge]

        public init(canonicalId: String, members: [Member], merges: [Merge]) {
            self.canonicalId = canonicalId
            self.members = members
            self.merges = merges
        }
    }

    public struct PossibleDuplicate: Codable, Sendable, Hashable {
        public var first: Member
        public var second: Member
        public var score: Double
        public var reason: String
        public var fields: [FieldEvidence]

        public init(first: Member, second: Member, score: Double, reason: String, fields: [FieldEvidence]) {
            self.first = first
            self.second = second
            self.score = score
            self.reason = reason
            self.fields = fields
        }
    }

    public struct ChipConflict: Codable, Sendable, Hashable {
        public var microchip: String
        public var patients: [Member]
        public var reason: String

        public init(microchip: String, patients: [Member], reason: String) {
            self.microchip = microchip
            self.patients = patients
            self.reason = reason
        }
    }

    /// A history record merged into another of the same animal (or owner): the same record twice
    /// (`sameRecord`: the same ID), or the same vaccine given on the same day (`sameVaccineSameDay`).
    public struct HistoryMerge: Codable, Sendable, Hashable {
        public var kind: String
        public var rule: String
        public var patientId: String?
        public var ownerId: String?
        /// The record's date (given on, visited on, started on).
        public var date: String?
        /// For a vaccination, the vaccine as the merged record names it.
        public var vaccine: String?
        /// The record kept, with the row it was first read from.
        public var kept: Member
        /// The record merged into it, with its rows.
        public var merged: Member

        public init(
            kind: String, rule: String, patientId: String?, ownerId: String?, date: String?, vaccine: String?,
            kept: Member, merged: Member
        ) {
            self.kind = kind
            self.rule = rule
            self.patientId = patientId
            self.ownerId = ownerId
            self.date = date
            self.vaccine = vaccine
            self.kept = kept
            self.merged = merged
        }
    }

    /// History merges listed at most: a messy export can repeat hundreds of thousands of visits, and every
    /// repeat is also a note of the validation report.
    public static let historyMergeListLimit = 10_000

    public var reportVersion: Int
    public var pipeline: String
    /// Kept as stores and written from their bytes: a million-record run merges a hundred thousand clusters.
    public var ownerClusters: RecordStore<Cluster>
    public var patientClusters: RecordStore<Cluster>
    public var possibleDuplicates: [PossibleDuplicate]
    public var chipConflicts: [ChipConflict]
    /// Per source name: records merged into another (the manifest's `merged`).
    public var mergedAway: [String: Int]
    /// The history's merges, the first `historyMergeListLimit` of them; nil when the pipeline has no history.
    public var historyMerges: [HistoryMerge]?
    /// History merges past the limit, counted; nil when the pipeline has no history.
    public var historyMergesNotListed: Int?

    public init(
        pipeline: String, ownerClusters: [Cluster], patientClusters: [Cluster], possibleDuplicates: [PossibleDuplicate],
        chipConflicts: [ChipConflict], mergedAway: [String: Int]
    ) {
        self.init(
            pipeline: pipeline, ownerClusters: RecordStore(ownerClusters),
            patientClusters: RecordStore(patientClusters),
            possibleDuplicates: possibleDuplicates, chipConflicts: chipConflicts, mergedAway: mergedAway)
    }

    public init(
        pipeline: String, ownerClusters: RecordStore<Cluster>, patientClusters: RecordStore<Cluster>,
        possibleDuplicates: [PossibleDuplicate], chipConflicts: [ChipConflict], mergedAway: [String: Int]
    ) {
        reportVersion = 1
        self.pipeline = pipeline
        self.ownerClusters = ownerClusters
        self.patientClusters = patientClusters
        self.possibleDuplicates = possibleDuplicates
        self.chipConflicts = chipConflicts
        self.mergedAway = mergedAway
    }
}
