import Foundation
import Testing

@testable import VetNetState

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Run lock")
struct RunLockTests {
    @Test("a second store cannot take the lock while the first holds it, and can after release")
    func exclusive() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let first = try fixture.open()
        let second = try fixture.open()
        try first.acquireRunLock(holder: "vetnet run clinic (pid 1)", now: StateFixture.date())
        #expect(first.holdsRunLock)
        #expect(throws: StateError.locked(holder: "vetnet run clinic (pid 1)", since: StateFixture.date())) {
            try second.acquireRunLock(holder: "vetnet run clinic (pid 2)")
        }
        #expect(!second.holdsRunLock)
        first.releaseRunLock()
        #expect(!first.holdsRunLock)
        try second.acquireRunLock(holder: "vetnet run clinic (pid 2)")
        #expect(throws: StateError.self) { try first.acquireRunLock(holder: "again") }
    }

    @Test("the same store taking the lock twice is refused")
    func reentry() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        try store.acquireRunLock(holder: "first")
        #expect(throws: StateError.self) { try store.acquireRunLock(holder: "second") }
        #expect(store.holdsRunLock)
    }

    @Test("dropping the store releases the lock")
    func releaseOnDeinit() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        var first: StateStore? = try fixture.open()
        try first?.acquireRunLock(holder: "first")
        let second = try fixture.open()
        #expect(throws: StateError.self) { try second.acquireRunLock(holder: "second") }
        first = nil
        // A process another test starts at this moment holds a copy of the descriptor until it execs (the kernel
        // keeps the lock while any copy is open), so the lock is free within moments, not always at once.
        var attempts = 0
        while (try? second.acquireRunLock(holder: "second")) == nil, attempts < 300 {
            attempts += 1
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(second.holdsRunLock)
    }

    @Test("a child process holding the lock releases it when killed with SIGKILL")
    func releaseOnKill() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        // One process holds the lock: the shell opens fd 9, flock(1) locks it, then sleep replaces the shell.
        child.arguments = [
            "-c", #"exec 9>>"$0"; flock -n 9 || exit 3; echo locked; exec sleep 30"#, store.lockPath,
        ]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
        let ready = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        try #require(ready == "locked\n", "the helper could not take the lock (is flock(1) installed?)")

        #expect(throws: StateError.locked(holder: "unknown", since: nil)) {
            try store.acquireRunLock(holder: "vetnet run clinic")
        }
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal)
        try store.acquireRunLock(holder: "vetnet run clinic")
        #expect(store.holdsRunLock)
    }

    @Test("the refusal message names the holder and the time")
    func message() {
        let error = StateError.locked(holder: "vetnet run clinic (pid 7)", since: StateFixture.date())
        #expect(error.description.contains("vetnet run clinic (pid 7) since 2026-11-18T"))
    }
}
