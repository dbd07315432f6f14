import Foundation
import VetNetTestSupport

@testable import VetNetState

/// A state database in a fresh temporary directory.
struct StateFixture {
    let directory: TemporaryDirectory
    var path: String { directory.path + "/state.sqlite" }

    init() throws { directory = try TemporaryDirectory("vetnet-state") }

    /// Deletes the directory and the database in it.
    func remove() { directory.remove() }

    func open() throws -> StateStore { try StateStore.open(path: path) }

    /// A whole-second date, `offset` seconds after a fixed night.
    static func date(_ offset: TimeInterval = 0) -> Date { Date(timeIntervalSince1970: 1_795_000_000 + offset) }

    /// Begins a run with one input, as a nightly run would.
    static func beginRun(_ store: StateStore, at offset: TimeInterval = 0) throws -> Int64 {
        try store.beginRun(
            pipeline: "clinic", startedAt: date(offset),
            inputs: [RunInput(name: "owners", path: "in/owners.csv", sha256: "ab12")])
    }

    /// An owner source record whose fingerprint and JSON follow `content`.
    static func owner(_ sourceId: String, _ content: String = "v1", source: String = "owners") -> StoredRecord {
        StoredRecord(
            key: SourceKey(source: source, sourceId: sourceId), kind: .owner, fingerprint: "fp-\(sourceId)-\(content)",
            canonicalID: "own-\(sourceId)", json: #"{"id":"own-\#(sourceId)","note":"\#(content)"}"#)
    }

    /// A patient source record.
    static func patient(_ sourceId: String, _ content: String = "v1") -> StoredRecord {
        StoredRecord(
            key: SourceKey(source: "patients", sourceId: sourceId), kind: .patient,
            fingerprint: "fp-\(sourceId)-\(content)", canonicalID: "pat-\(sourceId)",
            json: #"{"id":"pat-\#(sourceId)","note":"\#(content)"}"#)
    }
}

/// An error a test throws on purpose.
struct Boom: Error {}
