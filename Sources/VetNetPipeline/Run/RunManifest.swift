/// `manifest.json`: what a run read and wrote, and proof that every record read is accounted for.
/// Described by `schemas/manifest.schema.json`.
public struct RunManifest: Codable, Sendable, Hashable {
    public struct Tool: Codable, Sendable, Hashable {
        public var name: String
        public var version: String
    }

    /// When the run happened; golden tests ignore this object.
    public struct Run: Codable, Sendable, Hashable {
        public var startedAt: String
        public var finishedAt: String
        /// The run's number in the state file's history, for pipelines with a state file.
        public var number: Int64?
    }

    public struct Source: Codable, Sendable, Hashable {
        public var name: String
        public var entity: String
        public var path: String
        public var format: String
        /// SHA-256 of the file's bytes; absent when the file could not be read to its end.
        public var sha256: String?
        public var bytes: Int
        public var read: Int
        public var accepted: Int
        public var rejected: Int
        public var merged: Int
        public var warnings: Int
        public var errors: Int
        /// Why the file stopped early, if it did.
        public var failure: String?
    }

    public struct Output: Codable, Sendable, Hashable {
        public var file: String
        /// Records in the file, for the record files.
        public var records: Int?
        public var sha256: String
    }

    public var manifestVersion: Int
    public var pipeline: String
    public var asOf: String
    public var tool: Tool
    public var run: Run
    public var sources: [Source]
    public var outputs: [Output]
}
