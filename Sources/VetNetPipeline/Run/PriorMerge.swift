public import VetNetCore
public import VetNetWrite

/// The result of a dedupe stage: the output records, the duplicates report, and where merged IDs went.
public struct PriorMerge: Sendable {
    public var owners: RecordStore<Owner>
    public var patients: RecordStore<Patient>
    public var duplicates: DuplicatesReport?
    /// Merged-away record ID → canonical ID.
    public var canonicalIds: [String: String]

    public init(
        owners: RecordStore<Owner>, patients: RecordStore<Patient>, duplicates: DuplicatesReport?,
        canonicalIds: [String: String]
    ) {
        self.owners = owners
        self.patients = patients
        self.duplicates = duplicates
        self.canonicalIds = canonicalIds
    }
}
