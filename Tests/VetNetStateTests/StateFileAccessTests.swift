import Foundation
import Testing
import VetNetTestSupport

@testable import VetNetState

@Suite("A state file the run cannot write")
struct StateFileAccessTests {
    /// A committed state file.
    static func committedState() throws -> StateFixture {
        let fixture = try StateFixture()
        let store = try fixture.open()
        _ = try StateFixture.beginRun(store)
        return fixture
    }

    @Test(
        "the first unwritable one of the state file, its log and its shared memory is named", arguments: ["", "-shm"])
    func named(suffix: String) throws {
        let fixture = try Self.committedState()
        defer { fixture.remove() }
        let unwritable = fixture.path + suffix
        // Left beside the file by a run, as a connection that ends removes its own.
        _ = FileManager.default.createFile(atPath: fixture.path + "-shm", contents: Data(count: 32_768))
        #expect(StateFileAccess.unwritable(fixture.path, isWritable: { $0 != unwritable }) == unwritable)
        #expect(throws: StateError.self) {
            try StateFileAccess.requireWritable(fixture.path, isWritable: { $0 != unwritable })
        }
        #expect(StateFileAccess.unwritable(fixture.path, isWritable: { _ in true }) == nil)
    }

    @Test("a file that is not there yet is no obstacle")
    func missingFiles() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        #expect(StateFileAccess.unwritable(fixture.path, isWritable: { _ in false }) == nil)
    }

    @Test(
        "opening a read-only state file fails naming it and creates nothing beside it, and opens once it is writable",
        .enabled(if: getuid() != 0, "root writes any file"))
    func readOnlyFile() throws {
        let fixture = try Self.committedState()
        defer { fixture.remove() }
        chmod(fixture.path, 0o444)
        let error = #expect(throws: StateError.self) { try fixture.open() }
        #expect(error?.description.hasPrefix("Cannot open the state database \(fixture.path): the user") == true)
        #expect(!FileManager.default.fileExists(atPath: fixture.path + "-shm"))
        chmod(fixture.path, 0o644)
        _ = try fixture.open()
    }

    @Test(
        "a state file on a full file system fails to open saying that it is full", .enabled(if: TmpfsMount.isPossible))
    func fullFileSystem() throws {
        let directory = try TemporaryDirectory("vetnet-full")
        defer { directory.remove() }
        let mount = try TmpfsMount(at: directory.path + "/disk", size: "2m")
        defer { mount.unmount() }
        let path = mount.path + "/state.sqlite"
        do { _ = try StateFixture.beginRun(try StateStore.open(path: path)) }
        _ = FileManager.default.createFile(atPath: mount.path + "/filler", contents: nil)
        let filler = try #require(FileHandle(forWritingAtPath: mount.path + "/filler"))
        while (try? filler.write(contentsOf: Data(count: 64 << 10))) != nil {}
        try? filler.close()
        let error = #expect(throws: StateError.self) { _ = try StateStore.open(path: path) }
        #expect(error?.description.contains("The file system holding it is full") == true)
        try FileManager.default.removeItem(atPath: mount.path + "/filler")
        _ = try StateStore.open(path: path)
    }
}
