import VetNetCore

extension RunManifest.Source {
    /// A source's entry in the manifest: what was read of it, and what became of its records.
    init(_ stats: SourceStats) {
        self.init(
            name: stats.name, entity: stats.entity, path: stats.path, format: stats.format, sha256: stats.sha256,
            bytes: stats.bytes, read: stats.read, accepted: stats.accepted, rejected: stats.rejected,
            merged: stats.merged, warnings: stats.warnings, errors: stats.errors, failure: stats.failure?.description)
    }
}

extension SourceStats {
    /// The counts a manifest gives of a source, for a night that repeats the run that wrote it (its findings are in
    /// that run's reports; a source that stopped early is never repeated, so no failure is needed here).
    init(_ source: RunManifest.Source) {
        self.init(
            name: source.name, entity: source.entity, path: source.path, format: source.format,
            sha256: source.sha256)
        bytes = source.bytes
        read = source.read
        accepted = source.accepted
        rejected = source.rejected
        merged = source.merged
        warnings = source.warnings
        errors = source.errors
    }
}
