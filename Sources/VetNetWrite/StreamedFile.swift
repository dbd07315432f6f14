public import VetNetCore

/// A file written atomically chunk by chunk (`AtomicFile`), hashed as it goes: big outputs never sit whole in
/// memory.
public final class StreamedFile {
    private let file: AtomicFile
    private let hasher = BackgroundHasher()

    public init(path: String) throws(Diagnostic) {
        file = try AtomicFile(path: path)
    }

    public func write(_ chunk: [UInt8]) throws(Diagnostic) {
        hasher.update(chunk)
        try file.write(chunk)
    }

    /// Renames the file into place; returns its SHA-256 (hex).
    public func commit() throws(Diagnostic) -> String {
        try file.commit()
        return hasher.finalizeHex()
    }
}
