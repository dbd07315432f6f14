public import VetNetCore

/// What the dedupe stage produced: canonical records and the merge log.
public struct DedupeResult: Sendable {
    /// One owner per cluster (and every unmerged owner), survivorship applied, sorted by ID.
    public var owners: RecordStore<Owner>
    /// One patient per cluster, `ownerId` pointing to canonical owners, sorted by ID.
    public var patients: RecordStore<Patient>
    /// Clusters of at least two owner records, sorted by canonical ID.
    public var ownerClusters: RecordStore<Cluster>
    public var patientClusters: RecordStore<Cluster>
    /// Owner pairs for staff review, strongest first, then animal pairs in record order.
    public var possibleDuplicates: [PossibleDuplicate]
    public var chipConflicts: [ChipConflict]
    /// Per source name: how many owner and patient records were merged into another record.
    public var mergedAway: [String: Int]
    /// Every record ID (owners and patients) that was merged away, mapped to its canonical ID.
    public var canonicalIds: [String: String]
    /// Owner pairs scored (blocking's candidate pairs), for the benchmark.
    public var comparisons: Int
    /// The weights used (estimated or the settings').
    public var weights: MatchWeights

    public init(
        owners: RecordStore<Owner>, patients: RecordStore<Patient>, ownerClusters: RecordStore<Cluster>,
        patientClusters: RecordStore<Cluster>,
        possibleDuplicates: [PossibleDuplicate], chipConflicts: [ChipConflict], mergedAway: [String: Int],
        canonicalIds: [String: String], comparisons: Int, weights: MatchWeights
    ) {
        self.owners = owners
        self.patients = patients
        self.ownerClusters = ownerClusters
        self.patientClusters = patientClusters
        self.possibleDuplicates = possibleDuplicates
        self.chipConflicts = chipConflicts
        self.mergedAway = mergedAway
        self.canonicalIds = canonicalIds
        self.comparisons = comparisons
        self.weights = weights
    }
}
