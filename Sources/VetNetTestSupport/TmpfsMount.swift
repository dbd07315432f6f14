import Foundation

/// A small tmpfs mounted for a test. Mounting needs root outside a restricted container: tests that need one are
/// enabled only if ``isPossible``.
public struct TmpfsMount: Sendable {
    public let path: String

    /// Mounts a tmpfs of `size` (as `mount -o size=` takes it, e.g. `4m`) at `path`, creating the directory.
    public init(at path: String, size: String = "4m") throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(size)") == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// Detaches the mount at once; the kernel frees it when the last file open in it closes. A plain unmount failed
    /// (busy) whenever a `vetnet` started by another test at that moment had inherited a descriptor of this one's,
    /// and left the mount behind.
    public func unmount() { umount2(path, Int32(MNT_DETACH)) }

    /// Whether this process may mount a tmpfs.
    public static let isPossible: Bool = {
        guard let probe = try? TemporaryDirectory("vetnet-mount-probe") else { return false }
        defer { probe.remove() }
        guard let mounted = try? TmpfsMount(at: probe.path, size: "64k") else { return false }
        mounted.unmount()
        return true
    }()
}
