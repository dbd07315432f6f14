public import Foundation

/// An input file a run read.
public struct RunInput: Hashable, Codable, Sendable {
    /// The pipeline's name for the source.
    public var name: String
    public var path: String
    /// SHA-256 (hex) of the file's bytes; nil when it could not be read to its end.
    public var sha256: String?

    public init(name: String, path: String, sha256: String?) {
        self.name = name
        self.path = path
        self.sha256 = sha256
    }
}

/// What a run did with one source's records.
public struct SourceCounts: Hashable, Codable, Sendable {
    public var read: Int
    public var accepted: Int
    public var rejected: Int
    public var merged: Int
    /// Records whose fingerprint matched the state: not processed again.
    public var unchanged: Int

    public init(read: Int = 0, accepted: Int = 0, rejected: Int = 0, merged: Int = 0, unchanged: Int = 0) {
        self.read = read
        self.accepted = accepted
        self.rejected = rejected
        self.merged = merged
        self.unchanged = unchanged
    }
}

/// How a run ended, recorded by ``StateStore/finishRun(_:)`` or inside a commit.
public struct RunCompletion: Hashable, Sendable {
    public var runID: Int64
    public var finishedAt: Date
    /// Per source name.
    public var counts: [String: SourceCounts]
    /// The process's exit status (0 ok; sysexits values otherwise).
    public var exitStatus: Int32

    public init(runID: Int64, finishedAt: Date, counts: [String: SourceCounts], exitStatus: Int32) {
        self.runID = runID
        self.finishedAt = finishedAt
        self.counts = counts
        self.exitStatus = exitStatus
    }
}

/// One past run, for `vetnet history`.
public struct RunRecord: Hashable, Sendable {
    /// Increasing with each run begun on the state file.
    public var id: Int64
    public var pipeline: String
    public var startedAt: Date
    /// Nil while running, or when the run died before finishing.
    public var finishedAt: Date?
    public var exitStatus: Int32?
    /// What the pipeline file asked for and the run's as-of date (nil for runs before state schema v3).
    public var signature: String?
    public var asOf: String?
    /// The rules revision the run mapped and checked records with (nil before schema v4).
    public var rulesRevision: String?
    /// In the order given to ``StateStore/beginRun(pipeline:startedAt:inputs:)``.
    public var inputs: [RunInput]
    /// Per source name; empty until the run finished.
    public var counts: [String: SourceCounts]
}
