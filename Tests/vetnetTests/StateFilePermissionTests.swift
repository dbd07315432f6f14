import Foundation
import Testing
import VetNetTestSupport

/// A state file the user running vetnet cannot write, through the real binary run as a user the file's mode
/// applies to: as `nobody` when the tests run as root, who writes any file.
@Suite("A state file the run's user cannot write")
struct StateFilePermissionTests {
    static let runuser = "/usr/sbin/runuser"

    /// Whether a run as another user can reach the temporary directory: every directory above it searchable.
    static var canRunAsAnotherUser: Bool {
        guard getuid() == 0 else { return true }
        guard FileManager.default.isExecutableFile(atPath: runuser) else { return false }
        var directory = FileManager.default.temporaryDirectory.path
        while directory != "/" && !directory.isEmpty {
            var info = stat()
            guard stat(directory, &info) == 0, info.st_mode & 0o001 != 0 else { return false }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return true
    }

    /// Runs a copy of vetnet in `clinic`'s directory, as `nobody` when the tests run as root.
    static func run(_ arguments: [String], in clinic: NightlyCommandTests.Clinic) throws -> VetnetRun {
        let binary = clinic.directory.url.appendingPathComponent("vetnet")
        if !FileManager.default.fileExists(atPath: binary.path) {
            try FileManager.default.copyItem(at: vetnetBinary, to: binary)
        }
        if getuid() == 0 { try give(clinic.directory.path, to: "nobody") }
        return try runVetnet(
            arguments, in: clinic.directory.url, binary: binary,
            launcher: getuid() == 0 ? [runuser, "-u", "nobody", "--"] : [])
    }

    static func give(_ path: String, to user: String) throws {
        let chown = Process()
        chown.executableURL = URL(fileURLWithPath: "/bin/chown")
        chown.arguments = ["-R", user, path]
        try chown.run()
        chown.waitUntilExit()
    }

    @Test(
        "a read-only state file stops the night with exit 69 naming it, nothing is made beside it, and the night after it is made writable runs",
        .enabled(if: canRunAsAnotherUser))
    func readOnlyStateFile() throws {
        let clinic = try NightlyCommandTests.Clinic()
        defer { clinic.directory.remove() }
        let arguments = ["run", clinic.pipeline, "--quiet"]
        #expect(try Self.run(arguments, in: clinic).status == 0)
        for companion in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: clinic.statePath + companion) }
        chmod(clinic.statePath, 0o444)
        try clinic.changeExports()
        let refused = try Self.run(arguments, in: clinic)
        #expect(refused.status == 69)
        #expect(
            refused.stderr.contains(
                "Cannot open the state database \(clinic.statePath): the user running vetnet cannot write it"))
        #expect(!FileManager.default.fileExists(atPath: clinic.statePath + "-shm"))
        chmod(clinic.statePath, 0o644)
        #expect(try Self.run(arguments, in: clinic).status == 0)
    }
}
