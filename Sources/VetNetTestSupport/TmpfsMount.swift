import Foundation

/// A small tmpfs mounted for a test (needs root; tests that need one are skipped elsewhere).
public struct TmpfsMount: Sendable {
    public let path: String

    /// Mounts a tmpfs of `size` (as `mount -o size=` takes it) at `path`, creating the directory.
    public init(at path: String, size: String = "4m") throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path]) == 0 else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    public func unmount() { _ = Self.run("/bin/umount", [path]) }

    /// Whether this process may mount a tmpfs.
    public static let isPossible: Bool = {
        let probe = NSTemporaryDirectory() + "/vetnet-mount-probe-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard let mount = try? TmpfsMount(at: probe, size: "64k") else { return false }
        mount.unmount()
        return true
    }()

    private static func run(_ program: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
