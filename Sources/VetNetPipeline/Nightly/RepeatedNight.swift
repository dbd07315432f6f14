import Foundation
import VetNetCore
import VetNetState

/// A night whose exports are byte for byte the ones the last committed run read, under the same pipeline file,
/// the same date and the same vetnet build. Nothing has changed the state since that run committed, so its outputs
/// are exactly what tonight would write: they are published again as tonight's (linked, after their hashes are
/// checked), with tonight's `manifest.json` and a `changes/<run>.json` that lists no change, and nothing is read,
/// mapped or merged. Any doubt sends the night down the full path, which finds the same by reading every record.
///
/// A practice system that exports every night exports the same files on the nights it was closed; a night with no
/// change took 10–13 s at a million patients, nearly all of it loading the state and reading and fingerprinting 1.7
/// million rows to find that out.
struct RepeatedNight {
    /// What a night that repeats a run lists and counts, kept with that run's changes (artifact `repeatBasis`):
    /// the build that wrote its outputs, and how many source records each of its files held.
    struct Basis: Codable, Equatable {
        static let artifact = "repeatBasis"

        var run: Int64
        /// ``ExecutableDigest`` of the vetnet that wrote the run's outputs.
        var build: String
        /// Per owner or patient source: the source records its file held, each source ID once (rejected rows are
        /// not source records).
        var records: [String: Int]
        /// Per history source: the records its file held, and the stored records it did not hold, which the outputs
        /// carry. Nil for a pipeline without history sources.
        var history: [String: HistoryCount]?

        struct HistoryCount: Codable, Equatable {
            var records: Int
            var carried: Int
        }

        func encoded() -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            // Of integers and strings only: encoding cannot fail.
            return (try? encoder.encode(self)) ?? Data()
        }

        static func decode(_ data: Data?) -> Basis? {
            data.flatMap { try? JSONDecoder().decode(Basis.self, from: $0) }
        }
    }

    let last: RunRecord
    let manifest: RunManifest
    let basis: Basis

    /// Tonight's changes file: nothing created, changed, merged or gone; every record read is unchanged.
    func changesFile(run: Int64) -> ChangesFile {
        let history = basis.history.map { sources in
            ChangesFile.HistoryChanges(
                created: 0, updated: 0, reactivated: 0, deactivated: 0,
                unchanged: sources.values.reduce(0) { $0 + $1.records },
                carried: sources.values.reduce(0) { $0 + $1.carried }, file: nil)
        }
        return ChangesFile(
            pipeline: manifest.pipeline, run: run, asOf: manifest.asOf, created: [], updated: [], reactivated: [],
            deactivated: [], merged: [], unchanged: basis.records.values.reduce(0, +), history: history)
    }

    /// The counts the run history keeps for tonight: the last run's, every record read unchanged.
    var counts: [String: SourceCounts] {
        Dictionary(
            uniqueKeysWithValues: last.counts.map { name, counts in
                var counts = counts
                counts.unchanged = basis.records[name] ?? basis.history?[name]?.records ?? 0
                return (name, counts)
            })
    }

    /// The sources as the last run's manifest gives them, for the run's summary and exit status.
    var sources: [SourceStats] { manifest.sources.map(SourceStats.init) }

    /// Records in the record file `file` of the last run's outputs.
    func records(in file: String) -> Int { manifest.outputs.first { $0.file == file }?.records ?? 0 }

    /// Whether tonight repeats the last committed run: its `.repeated` when every check holds, else why not. Reads the
    /// run history, the output directory's manifest, and every byte of tonight's exports and of the last outputs.
    /// Throws only when the state file fails its integrity check, which every night waits for before it publishes.
    static func find(
        store: StateStore, config: PipelineConfig, asOf: LocalDate, outputDirectory: String, build: String?,
        statePath: String
    ) throws(Diagnostic) -> Verdict {
        func state<T>(_ body: () throws(StateError) -> T) throws(Diagnostic) -> T {
            try NightlyRun.state(statePath, body)
        }
        guard let last = try state({ () throws(StateError) in try store.lastCommittedRun() }) else {
            return .notRepeated("no run has committed yet")
        }
        guard last.exitStatus == 0 else {
            return .notRepeated("run \(last.id) ended with status \(last.exitStatus.map(String.init) ?? "unknown")")
        }
        guard last.signature == config.signature else {
            return .notRepeated("the pipeline file or vetnet's rules changed since run \(last.id)")
        }
        guard last.asOf == asOf.description else {
            return .notRepeated("run \(last.id) was as of \(last.asOf ?? "another date")")
        }
        let stored = try state { () throws(StateError) in try store.artifact(Basis.artifact) }
        guard let basis = Basis.decode(stored), basis.run == last.id else {
            return .notRepeated("the state does not say what run \(last.id)'s files held")
        }
        guard let build, basis.build == build else {
            return .notRepeated("run \(last.id)'s outputs were written by another vetnet build")
        }
        guard let data = FileManager.default.contents(atPath: outputDirectory + "/manifest.json"),
            let manifest = try? JSONDecoder().decode(RunManifest.self, from: data),
            manifest.run.number == last.id, manifest.pipeline == config.name, manifest.asOf == asOf.description,
            manifest.sources.allSatisfy({ $0.failure == nil })
        else {
            return .notRepeated("the output directory's manifest is not run \(last.id)'s")
        }
        let tonight = inputHashes(config.sources)
        guard tonight.allSatisfy({ $0.sha256 != nil }),
            tonight == last.inputs.map({ InputHash(name: $0.name, sha256: $0.sha256) })
        else {
            return .notRepeated("tonight's exports are not byte for byte run \(last.id)'s")
        }
        let outputs = manifest.outputs.map(\.file).parallelMap(minimumChunk: 1) { file in
            NightlyRun.sha256(ofFile: outputDirectory + "/" + file)
        }
        guard outputs == manifest.outputs.map(\.sha256) else {
            return .notRepeated("a file of run \(last.id)'s outputs changed since it wrote them")
        }
        // Nothing is published before the state file's check (run beside the hashing) has found it whole.
        try state { () throws(StateError) in try store.confirmIntegrity() }
        return .repeated(RepeatedNight(last: last, manifest: manifest, basis: basis))
    }

    enum Verdict {
        case repeated(RepeatedNight)
        case notRepeated(String)
    }

    /// A source's name and the SHA-256 of what it reads, as the run history records them.
    struct InputHash: Equatable, Sendable {
        var name: String
        var sha256: String?
    }

    /// Each source's hash, computed as reading it does: a file's bytes, or an archive member's unpacked bytes.
    /// Sources that read the same input share its hash; nil where the input cannot be read to its end.
    static func inputHashes(_ sources: [SourceConfig]) -> [InputHash] {
        var inputs: [String] = []
        for source in sources where !inputs.contains(source.shownPath) { inputs.append(source.shownPath) }
        let bySource = Dictionary(sources.map { ($0.shownPath, $0) }, uniquingKeysWith: { first, _ in first })
        let hashes = inputs.parallelMap(minimumChunk: 1) { shownPath -> String? in
            guard let source = bySource[shownPath], let input = try? SourceInput(source) else { return nil }
            do {
                while try !input.bytes.read(maxCount: 1 << 20).isEmpty {}
            } catch {
                return nil
            }
            return input.sha256Hex()
        }
        let byInput = Dictionary(uniqueKeysWithValues: zip(inputs, hashes))
        return sources.map { InputHash(name: $0.name, sha256: byInput[$0.shownPath] ?? nil) }
    }
}
