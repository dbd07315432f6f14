public import Foundation
public import VetNetCore
import VetNetWrite

/// Writes a run's outputs into a directory: `owners.json`, `patients.json`, the reports
/// (`reports/validation.json`, `.csv`, `.html`, `reports/rejected/<source>.csv`), the planned day when there is
/// one (`schedule/<date>.json`, `.html`, `schedule/<date>/<vet>.ics`), and `manifest.json` last, each through a
/// temporary file renamed into place. An earlier run's manifest is removed first, so a manifest is there only
/// beside a complete set of outputs.
public struct OutputWriter: Sendable {
    public static let toolVersion = "0.1.0"
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// Writes the outputs; `reusing` names record files (`owners.json`, `patients.json`) and duplicates reports of
    /// an earlier run that are byte for byte what this run would write, which are linked instead of written again.
    @discardableResult
    public func write(
        _ result: RunResult, startedAt: Date, finishedAt: () -> Date = Date.init, runNumber: Int64? = nil,
        reusing: [String: ReusedOutput] = [:]
    ) throws(Diagnostic) -> RunManifest {
        try AtomicFile.createDirectory(directory + "/reports/rejected")
        // The manifest vouches for the files beside it: an earlier run's must not outlive a run that fails
        // half-way (a full disk) and leaves some of its files new and the others old.
        if unlink(directory + "/manifest.json") != 0 && errno != ENOENT {
            throw .error(
                "write.cannot-create", "Cannot remove the earlier run's manifest: \(String(cString: strerror(errno))).",
                at: SourceLocation(file: directory + "/manifest.json"))
        }
        var outputs: [RunManifest.Output] = []
        let ownersHash =
            if let reused = reusing["owners.json"] {
                try link(reused, as: "owners.json")
            } else {
                try RecordFileWriter.write(result.owners, to: directory + "/owners.json", id: \.id) { $0.write($1) }
            }
        outputs.append(.init(file: "owners.json", records: result.owners.count, sha256: ownersHash))
        let patientsHash =
            if let reused = reusing["patients.json"] {
                try link(reused, as: "patients.json")
            } else {
                try RecordFileWriter.write(result.patients, to: directory + "/patients.json", id: \.id) { $0.write($1) }
            }
        outputs.append(.init(file: "patients.json", records: result.patients.count, sha256: patientsHash))
        for (file, make) in reports(result) {
            if let reused = reusing[file] {
                outputs.append(.init(file: file, records: nil, sha256: try link(reused, as: file)))
                continue
            }
            let bytes = try make()
            try AtomicFile.write(bytes, to: directory + "/" + file)
            outputs.append(.init(file: file, records: nil, sha256: SHA256.hexDigest(SHA256.hash(bytes))))
        }
        if let schedule = result.schedule {
            let files = ScheduleFiles(plan: schedule.plan, request: schedule.request, seed: schedule.seed)
            for (path, hash) in try files.write(to: directory + "/schedule") {
                outputs.append(.init(file: "schedule/" + path, records: nil, sha256: hash))
            }
        }
        let manifest = RunManifest(
            manifestVersion: 1, pipeline: result.config.name, asOf: result.asOf.description,
            tool: .init(name: "vetnet", version: Self.toolVersion),
            run: .init(startedAt: Self.timestamp(startedAt), finishedAt: Self.timestamp(finishedAt()), number: runNumber),
            sources: result.sources.map { stats in
                .init(
                    name: stats.name, entity: stats.entity, path: stats.path, format: stats.format, sha256: stats.sha256,
                    bytes: stats.bytes, read: stats.read, accepted: stats.accepted, rejected: stats.rejected,
                    merged: stats.merged, warnings: stats.warnings, errors: stats.errors, failure: stats.failure?.description)
            },
            outputs: outputs)
        try AtomicFile.write(try Self.encode(manifest), to: directory + "/manifest.json")
        return manifest
    }

    /// Links an earlier run's file into this run's outputs; returns its hash.
    private func link(_ reused: ReusedOutput, as file: String) throws(Diagnostic) -> String {
        do {
            try FileManager.default.linkItem(atPath: reused.path, toPath: directory + "/" + file)
        } catch {
            throw .error("write.cannot-create", "Cannot link \(reused.path) into the outputs: \(error.localizedDescription)")
        }
        return reused.sha256
    }

    /// The report files in the manifest's order, each made only when asked: staff need the offending values in
    /// them, so they are filled in.
    private func reports(_ result: RunResult) -> [(String, () throws(Diagnostic) -> [UInt8])] {
        let report = result.validationReport
        var files: [(String, () throws(Diagnostic) -> [UInt8])] = [
            ("reports/validation.json", { () throws(Diagnostic) in try Self.encode(report) }),
            ("reports/validation.csv", { report.csvBytes() }),
            ("reports/validation.html", { Array(report.html().utf8) }),
        ]
        if let duplicates = result.duplicates {
            files += [
                ("reports/duplicates.json", { () throws(Diagnostic) in try Self.encode(duplicates) }),
                ("reports/duplicates.csv", { duplicates.csvBytes() }),
                ("reports/duplicates.html", { Array(duplicates.html().utf8) }),
            ]
        }
        for source in result.sources {
            files.append(("reports/rejected/\(source.name).csv", {
                var writer = CSVTextWriter(byteOrderMark: true, guardingFormulas: false)
                writer.row(["vetnet_reasons"] + source.columns)
                for record in result.rejected[source.name] ?? [] {
                    writer.row([record.reasons.joined(separator: " | ")] + record.fields)
                }
                return writer.bytes
            }))
        }
        return files
    }

    /// An output's JSON as the outputs write it: sorted keys, pretty-printed, a final newline.
    static func encode<Value: Encodable>(_ value: Value) throws(Diagnostic) -> [UInt8] {
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

/// A record file of an earlier run that this run would write identically.
public struct ReusedOutput: Sendable, Hashable {
    public var path: String
    public var sha256: String

    public init(path: String, sha256: String) {
        self.path = path
        self.sha256 = sha256
    }
}
