import Foundation
import Testing
import VetNetTestSupport

/// Outputs that cannot be written to their end: the run exits 73 naming the file, and no half-written file, and
/// no manifest vouching for a mix of old and new files, is left behind.
@Suite("A full disk ends cleanly")
struct HostileOutputTests {
    /// Owners `1…count` in `owners.csv`; their owners.json takes about 150 bytes each.
    func writeOwners(_ count: Int, in directory: TemporaryDirectory) throws -> String {
        try directory.write("ID,Last\n" + (1...count).map { "\($0),Name\($0)\n" }.joined(), to: "owners.csv")
    }

    @Test(
        "a write past the file-size limit exits 73 with EFBIG instead of being killed, and leaves the earlier outputs whole"
    )
    func fileSizeLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try writeOwners(500, in: directory)
        let first = try HostileRun("owners.csv", in: directory)
        #expect(first.run.status == 0, "\(first.run.stderr)")
        _ = try writeOwners(5_000, in: directory)
        // 256 blocks: 128 KiB for dash's /bin/sh, 256 KiB for bash; the new owners.json needs over 700 KiB.
        let pipeline = directory.path + "/hostile.yml"
        let run = try runVetnet(["run", pipeline], fileSizeLimit: 256)
        #expect(run.status == 73, "\(run.stderr)")
        #expect(!run.killedBySignal)
        #expect(
            run.stderr.contains(
                "\(first.out)/owners.json: error: [write.io-error] Writing the output file failed: File too large."))
        #expect(first.unfinishedFiles.isEmpty)
        #expect(
            !FileManager.default.fileExists(atPath: first.out + "/manifest.json"),
            "no manifest beside a mix of old and new files")
        #expect(try first.owners().count == 500)
    }

    @Test(
        "a nightly run past the file-size limit exits 73 and leaves the last night's outputs as they were; the next night catches up"
    )
    func nightlyFileSizeLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try writeOwners(500, in: directory)
        let first = try HostileRun("owners.csv", in: directory, pipeline: "state: true")
        #expect(first.run.status == 0, "\(first.run.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: first.out + "/manifest.json"))
        _ = try writeOwners(5_000, in: directory)
        let run = try runVetnet(["run", directory.path + "/hostile.yml"], fileSizeLimit: 256)
        #expect(run.status == 73, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "\(first.out)/owners.json: error: [write.io-error] Writing the output file failed: File too large."))
        #expect(try Data(contentsOf: URL(fileURLWithPath: first.out + "/manifest.json")) == before)
        #expect(try first.owners().count == 500)
        let staging = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.contains(".staging-")
        }
        #expect(staging.isEmpty, "staging directories left: \(staging)")
        let next = try runVetnet(["run", directory.path + "/hostile.yml", "--quiet"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try first.owners().count == 5_000)
    }

    @Test(
        "a full disk (a 64 KiB tmpfs) exits 73 naming the file, with no half-written file left",
        .enabled(if: TmpfsMount.isPossible, "needs permission to mount a tmpfs"))
    func fullDisk() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let disk = directory.path + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        try #require(mount("tmpfs", disk, "tmpfs", 0, "size=64k") == 0)
        defer { umount(disk) }
        let pipeline = try directory.write(
            """
            version: 1
            name: hostile
            asOf: 2026-11-20
            sources:
              - { name: owners, entity: owner, path: owners.csv, fields: { sourceId: ID, lastName: Last } }
            validation:
              severity: { owner.first-name-missing: off, owner.no-contact: off }
            output: { dir: disk/out }
            """, to: "hostile.yml")
        _ = try writeOwners(5_000, in: directory)
        let run = try runVetnet(["run", pipeline])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "\(disk)/out/owners.json: error: [write.io-error] Writing the output file failed: No space left on device."
            ))
        let left = Golden.files(under: URL(fileURLWithPath: disk))
        #expect(left.isEmpty, "files left on the full disk: \(left)")
    }
}
