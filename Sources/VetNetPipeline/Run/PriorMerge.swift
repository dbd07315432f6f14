public import VetNetCore
public import VetNetWrite

/// The result of a dedupe stage: the output records, the duplicates report, and where merged IDs went.
public struct PriorMerge: Sendable {
    public var owners: [Owner]
    public var patients: [Patient]
    public var duplicates: DuplicatesReport?
    /// Merged-away record ID → canonical ID.
    public var canonicalIds: [String: String]

    public init(owners: [Owner], patients: [Patient], duplicates: DuplicatesReport?, canonicalIds: [String: String]) {
        self.owners = owners
        self.patients = patients
        self.duplicates = duplicates
        self.canonicalIds = canonicalIds
    }
}
