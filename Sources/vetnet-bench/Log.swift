import Foundation

/// Messages on stderr, so stdout holds only the results.
struct Log: Sendable {
    /// Drops progress messages (the children of `--scaling` run quietly); findings are always shown.
    var quiet = false

    /// What the benchmark is doing.
    func progress(_ message: String) {
        if !quiet { write(message) }
    }

    /// Something that may make the numbers wrong: diagnostics from the code under test, a debug build.
    func finding(_ message: String) {
        write(message)
    }

    private func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
