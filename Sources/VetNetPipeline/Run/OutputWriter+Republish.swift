import Foundation
import VetNetCore
import VetNetWrite

extension OutputWriter {
    /// Links every output `manifest` lists from `previous`, the directory it vouches for (the caller has checked
    /// their hashes), and writes the manifest again as run `runNumber`'s: a night whose exports were the last run's
    /// (`RepeatedNight`).
    @discardableResult
    func republish(
        _ manifest: RunManifest, from previous: String, startedAt: Date, runNumber: Int64
    ) throws(Diagnostic) -> RunManifest {
        for output in manifest.outputs {
            let folder = (output.file as NSString).deletingLastPathComponent
            if !folder.isEmpty { try AtomicFile.createDirectory(directory + "/" + folder) }
            _ = try link(ReusedOutput(path: previous + "/" + output.file, sha256: output.sha256), as: output.file)
        }
        var republished = manifest
        republished.run = .init(
            startedAt: Self.timestamp(startedAt), finishedAt: Self.timestamp(Date()), number: runNumber)
        try AtomicFile.write(try Self.encode(republished), to: directory + "/manifest.json")
        return republished
    }
}
