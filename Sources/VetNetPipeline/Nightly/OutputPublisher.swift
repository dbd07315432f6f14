import Foundation
public import VetNetCore

/// Replaces an output directory as a whole: everything is written into a staging directory beside it, which
/// is then swapped with the old one in a single `renameat2(RENAME_EXCHANGE)`, so a run killed at any moment
/// leaves either the previous outputs or the new ones, never a mix.
public struct OutputPublisher: Sendable {
    public var directory: String

    public init(directory: String) {
        var directory = directory
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        self.directory = directory
    }

    private var parent: String { (directory as NSString).deletingLastPathComponent.isEmpty ? "." : (directory as NSString).deletingLastPathComponent }
    private var stagingPrefix: String { "." + (directory as NSString).lastPathComponent + ".staging-" }

    /// Writes through `write` into a fresh staging directory (which starts with the old directory's
    /// `keeping` subdirectories, hard-linked), then puts it in place of `directory`.
    public func publish(keeping: [String] = [], _ write: (String) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let files = FileManager.default
        try removeStaleStaging()
        let staging = parent + "/" + stagingPrefix + String(getpid())
        var isDirectory: ObjCBool = false
        let exists = files.fileExists(atPath: directory, isDirectory: &isDirectory)
        if exists {
            guard isDirectory.boolValue else {
                throw .error("write.output-not-directory", "The output path \(directory) exists and is not a directory.")
            }
            let entries = (try? files.contentsOfDirectory(atPath: directory)) ?? []
            guard entries.isEmpty || entries.contains("manifest.json") else {
                throw .error(
                    "write.output-not-vetnet",
                    "The output directory \(directory) holds files that vetnet did not write (no manifest.json); a run with a state file replaces the whole directory, so give it a directory of its own.")
            }
        }
        do {
            try files.createDirectory(atPath: staging, withIntermediateDirectories: true)
            for kept in keeping where exists {
                let old = directory + "/" + kept
                guard files.fileExists(atPath: old) else { continue }
                try files.createDirectory(atPath: staging + "/" + kept, withIntermediateDirectories: true)
                for name in try files.contentsOfDirectory(atPath: old) {
                    try files.linkItem(atPath: old + "/" + name, toPath: staging + "/" + kept + "/" + name)
                }
            }
        } catch {
            throw .error("write.cannot-create", "Cannot prepare the outputs beside \(directory): \(error.localizedDescription)")
        }
        do throws(Diagnostic) {
            try write(staging)
        } catch {
            // A full disk or an unwritable file: the previous outputs stay, and the half-written ones go.
            try? files.removeItem(atPath: staging)
            var failure = error
            if let file = failure.location?.file, file.hasPrefix(staging) {
                failure.location?.file = directory + file.dropFirst(staging.count)
            }
            throw failure
        }
        CrashPoint.reached("before-publish")
        if exists {
            try exchange(staging, directory)
            CrashPoint.reached("after-exchange")
            try? files.removeItem(atPath: staging)
        } else if rename(staging, directory) != 0 {
            throw .error("write.cannot-rename", "Cannot move the outputs into \(directory): \(String(cString: strerror(errno))).")
        }
    }

    /// Staging directories left by runs that were killed.
    private func removeStaleStaging() throws(Diagnostic) {
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(stagingPrefix) {
            try? files.removeItem(atPath: parent + "/" + name)
        }
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Swaps two directories atomically. glibc's `renameat2` is not visible to Swift, so it is looked up by name.
    private func exchange(_ first: String, _ second: String) throws(Diagnostic) {
        let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
            throw .error("write.cannot-rename", "This system cannot swap directories atomically (no renameat2).")
        }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        guard renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0 else {
            throw .error("write.cannot-rename", "Cannot put the new outputs in place of \(second): \(String(cString: strerror(errno))).")
        }
    }
}
