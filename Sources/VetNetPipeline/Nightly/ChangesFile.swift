/// `changes/<run>.json`: what a run changed, for a downstream loader that applies deltas.
public struct ChangesFile: Codable, Sendable, Hashable {
    /// One source record that was created, updated, reactivated or deactivated, with the output record it is
    /// part of tonight.
    public struct Entry: Codable, Sendable, Hashable {
        public var kind: String
        public var source: String
        public var sourceId: String
        public var id: String
    }

    /// An output record merged into another.
    public struct Merge: Codable, Sendable, Hashable {
        public var kind: String
        public var memberId: String
        public var canonicalId: String
    }

    /// An output record the last run had merged into another, standing on its own tonight: what merged them
    /// changed. Its source records are listed as updated, with its own ID.
    public struct Split: Codable, Sendable, Hashable {
        public var kind: String
        public var memberId: String
        public var formerCanonicalId: String
    }

    public var changesVersion = 1
    public var pipeline: String
    public var run: Int64
    public var asOf: String
    public var created: EntryList
    public var updated: EntryList
    public var reactivated: EntryList
    public var deactivated: EntryList
    public var merged: [Merge]
    public var split: [Split] = []
    /// Unchanged source records read tonight.
    public var unchanged: Int
    /// The clinical history's changes, when the pipeline has history sources.
    public var history: HistoryChanges?

    /// The clinical history's changes: counted here, and listed one record a line in `file` (beside this
    /// file), which a night that changed no history record does not write. History records are never merged.
    public struct HistoryChanges: Codable, Sendable, Hashable {
        public var created: Int
        public var updated: Int
        public var reactivated: Int
        public var deactivated: Int
        /// History records read tonight exactly as the state has them.
        public var unchanged: Int
        /// Stored records tonight's files do not hold, kept in the outputs (the deactivated ones among them).
        public var carried: Int
        public var file: String?

        public var changed: Int { created + updated + reactivated + deactivated }
    }

    public var isEmpty: Bool {
        created.isEmpty && updated.isEmpty && reactivated.isEmpty && deactivated.isEmpty && merged.isEmpty
            && split.isEmpty
            && (history?.changed ?? 0) == 0
    }
}
