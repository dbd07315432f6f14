import Foundation
public import VetNetCore

/// Replaces an output directory as a whole: everything is written into a staging directory on the same
/// filesystem, which is then swapped with the old one in a single `renameat2(RENAME_EXCHANGE)`, so a run killed
/// at any moment leaves either the previous outputs or the new ones, never a mix. When what follows the swap
/// (committing the state) fails, the previous outputs are swapped back.
///
/// The directory is the claim's resolved path, so a symbolic link to it stays a link. A directory that is a
/// mount point cannot be swapped: the staging directory is made inside it, and each of its entries is swapped
/// on its own.
public struct OutputPublisher: Sendable {
    public var claim: OutputDirectoryClaim
    /// Whether the staging directory goes inside the output directory (a mount point) rather than beside it.
    public var stagesInside: Bool

    public init(claim: OutputDirectoryClaim, stagesInside: Bool? = nil) {
        self.claim = claim
        self.stagesInside = stagesInside ?? Self.isMountPoint(claim.path)
    }

    var directory: String { claim.path }
    private var parent: String { directoryOf(directory) }
    private var name: String { (directory as NSString).lastPathComponent }
    private var stagingParent: String { stagesInside ? directory : parent }
    private var stagingPrefix: String { stagesInside ? ".vetnet-staging-" : "." + name + ".staging-" }

    /// Writes through `write` into a fresh staging directory (which starts with the old directory's `keeping`
    /// subdirectories, hard-linked, less the files `dropping` names), adds the old directory's files that vetnet
    /// did not write (``ForeignFiles``), puts it in place of the directory, then calls `commit`; if that throws,
    /// the previous outputs are put back. Returns the files kept that vetnet did not write.
    @discardableResult
    public func publish(
        keeping: [String] = [], dropping: (String) -> Bool = { _ in false },
        _ write: (String) throws(Diagnostic) -> Void, commit: () throws(Diagnostic) -> Void = {}
    ) throws(Diagnostic) -> [String] {
        let files = FileManager.default
        removeStaleStaging()
        let staging = stagingParent + "/" + stagingPrefix + String(getpid())
        let exists = files.fileExists(atPath: directory)
        let foreign =
            exists
            ? ForeignFiles(in: directory) { [stagesInside, stagingPrefix] name in
                keeping.contains(name) || OutputDirectoryClaim.fileSystemEntries.contains(name)
                    || (stagesInside && name.hasPrefix(stagingPrefix))
            } : nil
        let carried: [String]
        do {
            try files.createDirectory(atPath: staging, withIntermediateDirectories: true)
            for kept in keeping where exists {
                let old = directory + "/" + kept
                guard files.fileExists(atPath: old) else { continue }
                try files.createDirectory(atPath: staging + "/" + kept, withIntermediateDirectories: true)
                for name in try files.contentsOfDirectory(atPath: old) where !dropping(kept + "/" + name) {
                    try files.linkItem(atPath: old + "/" + name, toPath: staging + "/" + kept + "/" + name)
                }
            }
        } catch {
            try? files.removeItem(atPath: staging)
            throw .error(
                "write.cannot-create", "Cannot prepare the outputs beside \(claim.given): \(error.localizedDescription)"
            )
        }
        do throws(Diagnostic) {
            try claim.mark(staging)
            try write(staging)
            carried = try foreign?.carry(from: directory, into: staging, given: claim.given) ?? []
        } catch {
            // A full disk or an unwritable file: the previous outputs stay, and the half-written ones go.
            try? files.removeItem(atPath: staging)
            var failure = error
            if let file = failure.location?.file, file.hasPrefix(staging) {
                failure.location?.file = claim.given + file.dropFirst(staging.count)
            }
            throw failure
        }
        CrashPoint.reached("before-publish")
        let swapped = try swap(staging, exists: exists)
        CrashPoint.reached("after-exchange")
        do throws(Diagnostic) {
            try commit()
        } catch {
            // The state did not take tonight's run: its outputs must not stay either.
            swapped.undo()
            try? files.removeItem(atPath: staging)
            throw error
        }
        try? files.removeItem(atPath: staging)
        return carried
    }

    /// How to put the previous outputs back.
    private struct Swapped {
        var undo: () -> Void
    }

    /// Puts the staging directory's content in place; the previous outputs end up in the staging directory.
    private func swap(_ staging: String, exists: Bool) throws(Diagnostic) -> Swapped {
        if !stagesInside {
            if exists {
                try exchange(staging, directory)
                return Swapped { [self] in try? exchange(staging, directory) }
            }
            guard rename(staging, directory) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: staging)
                throw .error("write.cannot-rename", "Cannot move the outputs into \(claim.given): \(reason).")
            }
            return Swapped { [directory] in _ = rename(directory, staging) }
        }
        // Inside a mount point: swap entry by entry; the old entries that tonight has no new version of go into
        // the staging directory as well, and are removed with it.
        let files = FileManager.default
        let stagingName = (staging as NSString).lastPathComponent
        let new = Set((try? files.contentsOfDirectory(atPath: staging)) ?? [])
        let old = Set((try? files.contentsOfDirectory(atPath: directory)) ?? []).subtracting([stagingName])
            .subtracting(OutputDirectoryClaim.fileSystemEntries)
        var done: [(String, Bool)] = []
        let undo = { [self] (done: [(String, Bool)]) in
            for (name, exchanged) in done.reversed() {
                if exchanged {
                    try? exchange(staging + "/" + name, directory + "/" + name)
                } else if new.contains(name) {
                    _ = rename(directory + "/" + name, staging + "/" + name)
                } else {
                    _ = rename(staging + "/" + name, directory + "/" + name)
                }
            }
        }
        // The manifest, which vouches for the files beside it, after them; the marker last.
        let last = ["manifest.json", OutputDirectoryClaim.markerName]
        func rank(_ name: String) -> Int { (last.firstIndex(of: name) ?? -1) + 1 }
        for name in new.union(old).sorted(by: { (rank($0), $0) < (rank($1), $1) }) {
            let target = directory + "/" + name
            let staged = staging + "/" + name
            do throws(Diagnostic) {
                if new.contains(name) && old.contains(name) {
                    try exchange(staged, target)
                    done.append((name, true))
                } else if new.contains(name) {
                    guard rename(staged, target) == 0 else { throw cannotMove(name) }
                    done.append((name, false))
                } else {
                    guard rename(target, staged) == 0 else { throw cannotMove(name) }
                    done.append((name, false))
                }
            } catch {
                undo(done)
                try? files.removeItem(atPath: staging)
                throw error
            }
        }
        return Swapped { undo(done) }
    }

    private func cannotMove(_ name: String) -> Diagnostic {
        .error(
            "write.cannot-rename", "Cannot put the new \(name) in \(claim.given): \(String(cString: strerror(errno))).")
    }

    /// Staging directories left by runs that were killed, if they are vetnet's for this pipeline.
    private func removeStaleStaging() {
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: stagingParent)) ?? [] where name.hasPrefix(stagingPrefix) {
            let path = stagingParent + "/" + name
            switch OutputDirectoryClaim.owner(of: path) {
            case .nobody, .pipeline(claim.pipeline): try? files.removeItem(atPath: path)
            default: continue
            }
        }
    }

    /// Whether `path` is a mount point: on another device than its parent. A directory not there yet is not.
    static func isMountPoint(_ path: String) -> Bool {
        var own = stat()
        var parent = stat()
        guard stat(path, &own) == 0, stat(directoryOf(path), &parent) == 0 else { return false }
        return own.st_dev != parent.st_dev || own.st_ino == parent.st_ino
    }

    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Swaps two paths atomically. glibc's `renameat2` is not visible to Swift, so it is looked up by name.
    private func exchange(_ first: String, _ second: String) throws(Diagnostic) {
        let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
            throw .error("write.cannot-rename", "This system cannot swap directories atomically (no renameat2).")
        }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        guard renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0 else {
            throw .error(
                "write.cannot-rename",
                "Cannot put the new outputs in place of \(claim.given): \(String(cString: strerror(errno))).")
        }
    }
}
