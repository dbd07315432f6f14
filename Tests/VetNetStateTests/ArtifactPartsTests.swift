import Foundation
import Testing

@testable import VetNetState

@Suite("Artifacts kept in parts")
struct ArtifactPartsTests {
    /// Commits `parts` of the artifact `name` (and a whole one beside them) in one run's changes.
    private static func commit(_ store: StateStore, run: Int64, _ name: String, parts: [[UInt8]]) throws {
        var changes = StateChanges(runID: run)
        changes.artifacts = ["canonicalIds": Data([7, 7])]
        changes.artifactStream = ItemStream { body in
            for part in parts { try body((name: name, data: part)) }
        }
        try store.commit(changes)
    }

    @Test("parts given in a row read back as one artifact, in order; a later, shorter one leaves none of the old parts")
    func partsReadWhole() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let parts: [[UInt8]] = [Array(repeating: 1, count: 3000), [], [2, 3], Array(repeating: 4, count: 70_000)]
        try Self.commit(store, run: try StateFixture.beginRun(store), "duplicates", parts: parts)
        #expect(try store.artifact("duplicates") == Data(parts.flatMap { $0 }))
        #expect(try store.artifact("canonicalIds") == Data([7, 7]))
        #expect(try store.rowCounts()["artifactPart"] == 5)
        try Self.commit(store, run: try StateFixture.beginRun(store, at: 86_400), "duplicates", parts: [[9]])
        #expect(try store.artifact("duplicates") == Data([9]))
        #expect(try store.rowCounts()["artifactPart"] == 2)
        #expect(try store.artifact("none") == nil)
        try store.verifyIntegrity()
    }

    @Test("an artifact of no bytes is stored, and reads as empty rather than missing")
    func emptyArtifact() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        try Self.commit(store, run: try StateFixture.beginRun(store), "duplicates", parts: [[]])
        #expect(try store.artifact("duplicates") == Data())
    }

    @Test("a part gone from the middle is reported as damage, naming the artifact and the part, not read as less")
    func missingPart() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        try Self.commit(store, run: try StateFixture.beginRun(store), "duplicates", parts: [[1], [2], [3]])
        try store.execute(sql: "DELETE FROM artifactPart WHERE name = 'duplicates' AND part = 1")
        #expect(throws: StateError.damaged(path: fixture.path, reason: "the stored duplicates lacks its part 1")) {
            try store.artifact("duplicates")
        }
    }

    @Test("a v8 database's artifacts become first parts, byte for byte, and its table of whole artifacts goes")
    func fromV8() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let report = Data((0..<5000).map { UInt8($0 % 251) })
        do {
            let old = try StateStore.open(path: fixture.path, migratingUpTo: "v8")
            let hex = "x'" + report.map { String(format: "%02x", $0) }.joined() + "'"
            try old.execute(
                sql: "INSERT INTO artifact (name, data, checksum) VALUES (?1, \(hex), vetnet_checksum(?1, \(hex)))",
                arguments: ["duplicates"])
            try old.execute(
                sql: """
                    INSERT INTO artifact (name, data, checksum)
                    VALUES ('canonicalIds', x'', vetnet_checksum('canonicalIds', x''))
                    """)
        }
        let store = try fixture.open()
        #expect(try store.appliedMigrations().last == "v9")
        try store.verifyIntegrity()
        #expect(try store.artifact("duplicates") == report)
        #expect(try store.artifact("canonicalIds") == Data())
        #expect(try store.rowCounts()["artifactPart"] == 2)
        #expect(try store.tableNames().contains("artifact") == false)
    }
}
