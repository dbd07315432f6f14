public import Foundation
public import VetNetCore
import VetNetWrite

/// Writes a run's outputs into a directory: `owners.json`, `patients.json`, `reports/diagnostics.json`, and
/// `manifest.json` last, each through a temporary file renamed into place.
public struct OutputWriter: Sendable {
    public static let toolVersion = "0.1.0"
    public var directory: String

    public init(directory: String) { self.directory = directory }

    @discardableResult
    public func write(_ result: RunResult, startedAt: Date, finishedAt: () -> Date = Date.init) throws(Diagnostic) -> RunManifest {
        try AtomicFile.createDirectory(directory + "/reports")
        var outputs: [RunManifest.Output] = []
        let ownersHash = try RecordFileWriter.write(result.owners, to: directory + "/owners.json", id: \.id) { $0.write($1) }
        outputs.append(.init(file: "owners.json", records: result.owners.count, sha256: ownersHash))
        let patientsHash = try RecordFileWriter.write(result.patients, to: directory + "/patients.json", id: \.id) { $0.write($1) }
        outputs.append(.init(file: "patients.json", records: result.patients.count, sha256: patientsHash))
        // Reports are for staff, who need the offending values to act: fill them into the messages.
        let report = try encode(result.diagnostics.map { diagnostic in
            var filled = diagnostic
            filled.message = diagnostic.message(showingValue: true)
            return filled
        })
        try AtomicFile.write(report, to: directory + "/reports/diagnostics.json")
        outputs.append(.init(file: "reports/diagnostics.json", records: result.diagnostics.count, sha256: SHA256.hexDigest(SHA256.hash(report))))
        let manifest = RunManifest(
            manifestVersion: 1, pipeline: result.config.name, asOf: result.asOf.description,
            tool: .init(name: "vetnet", version: Self.toolVersion),
            run: .init(startedAt: Self.timestamp(startedAt), finishedAt: Self.timestamp(finishedAt())),
            sources: result.sources.map { stats in
                .init(
                    name: stats.name, entity: stats.entity, path: stats.path, format: stats.format, sha256: stats.sha256,
                    bytes: stats.bytes, read: stats.read, accepted: stats.accepted, rejected: stats.rejected,
                    merged: stats.merged, warnings: stats.warnings, errors: stats.errors, failure: stats.failure?.description)
            },
            outputs: outputs)
        try AtomicFile.write(try encode(manifest), to: directory + "/manifest.json")
        return manifest
    }

    private func encode<Value: Encodable>(_ value: Value) throws(Diagnostic) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(value)) + [0x0A]
        } catch {
            throw .error("internal.encoding", "Internal error: could not encode output: \(error).")
        }
    }

    /// UTC, to the second: `2026-11-20T02:00:13Z`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
