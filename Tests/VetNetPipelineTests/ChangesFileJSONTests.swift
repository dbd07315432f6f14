import Foundation
import Testing

@testable import VetNetPipeline

@Suite("changes/<run>.json as written: every member, sorted keys, an entry a line")
struct ChangesFileJSONTests {
    static func entry(_ index: Int) -> ChangesFile.Entry {
        .init(
            kind: index % 2 == 0 ? "owner" : "patient", source: "src \"\(index)\"", sourceId: "S\(index)",
            id: "OWN-\(index)")
    }

    static func file(history: ChangesFile.HistoryChanges?) -> ChangesFile {
        var file = ChangesFile(
            pipeline: "clinic", run: 7, asOf: "2026-11-20", created: .init((0..<3).map(entry)), updated: [entry(4)],
            reactivated: [], deactivated: [entry(5)],
            merged: [.init(kind: "owner", memberId: "OWN-b", canonicalId: "OWN-a")],
            split: [.init(kind: "patient", memberId: "PAT-d", formerCanonicalId: "PAT-c")], unchanged: 12)
        file.history = history
        return file
    }

    @Test("the bytes decode to the same changes, with and without the history's counts", arguments: [false, true])
    func roundTrip(withHistory: Bool) throws {
        let history =
            withHistory
            ? ChangesFile.HistoryChanges(
                created: 1, updated: 2, reactivated: 3, deactivated: 4, unchanged: 5, carried: 6,
                file: "changes/7-history.ndjson") : nil
        let file = Self.file(history: history)
        let bytes = file.jsonBytes()
        #expect(try JSONDecoder().decode(ChangesFile.self, from: Data(bytes)) == file)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"history\"") == withHistory)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\n    {\"formerCanonicalId\":\"PAT-c\",\"kind\":\"patient\",\"memberId\":\"PAT-d\"}"))
        // Each entry compact on a line of its own, the top-level keys in sorted order.
        #expect(
            text.contains(
                "\n    {\"id\":\"OWN-0\",\"kind\":\"owner\",\"source\":\"src \\\"0\\\"\",\"sourceId\":\"S0\"}"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
            $0.dropFirst(3).prefix { $0 != "\"" }
        }
        #expect(keys == keys.sorted() && keys.count == (withHistory ? 12 : 11))
    }

    @Test("a list made an entry at a time as it is written is the list held whole: same bytes, equal, same hash")
    func entriesMadeWhenWritten() throws {
        final class Asked: @unchecked Sendable {
            let lock = NSLock()
            var count = 0
        }
        let asked = Asked()
        var file = Self.file(history: nil)
        let held = file
        file.created = ChangesFile.EntryList(count: 3) { index in
            asked.lock.withLock { asked.count += 1 }
            return Self.entry(index)
        }
        #expect(asked.count == 0)
        #expect(file.jsonBytes() == held.jsonBytes())
        #expect(asked.count == 3)
        #expect(file == held && file.hashValue == held.hashValue)
        file.created = ChangesFile.EntryList(count: 3) { Self.entry($0 == 1 ? 9 : $0) }
        #expect(file != held && file.jsonBytes() != held.jsonBytes())
        #expect(try JSONDecoder().decode(ChangesFile.self, from: JSONEncoder().encode(held)) == held)
    }

    @Test(
        "a first night's list goes out in chunks of a megabyte or more that make the same document, and so does the file"
    )
    func chunks() throws {
        var file = Self.file(history: nil)
        file.created = .init((0..<40_000).map(Self.entry))
        var chunks: [[UInt8]] = []
        file.writeJSON { chunks.append($0) }
        #expect(chunks.count > 2)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 1 << 20 })
        let whole = chunks.flatMap { $0 }
        #expect(try JSONDecoder().decode(ChangesFile.self, from: Data(whole)) == file)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vetnet-changes-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try file.writeJSON(to: directory.path + "/7.json")
        #expect(try [UInt8](Data(contentsOf: directory.appendingPathComponent("7.json"))) == whole)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["7.json"])
    }
}
