import Foundation
import Testing
import VetNetCore

@testable import VetNetPipeline

@Suite("The stored merged IDs: read back as written, an earlier version's JSON still read, damage refused")
struct CanonicalIdsArtifactTests {
    static func randomIds(seed: UInt64) -> [String: String] {
        var random = SplitMix64(seed: seed)
        let letters = Array("OWNPAT-0123456789éß漢🐕 \"\\\u{0}")
        func id() -> String {
            String((0..<Int.random(in: 0...20, using: &random)).map { _ in letters.randomElement(using: &random)! })
        }
        var ids: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...500, using: &random) { ids[id()] = id() }
        return ids
    }

    @Test("any IDs come back as they were written", arguments: 1...20)
    func roundTrip(seed: UInt64) {
        let ids = Self.randomIds(seed: seed)
        #expect(CanonicalIdsArtifact.decode(Data(CanonicalIdsArtifact.encode(ids))) == ids)
    }

    @Test("the JSON an earlier version stored is still read")
    func earlierJSON() throws {
        let ids = Self.randomIds(seed: 99)
        #expect(CanonicalIdsArtifact.decode(try JSONEncoder().encode(ids)) == ids)
    }

    @Test("bytes cut short, with more after them, or of neither form are refused, not read as fewer IDs")
    func damaged() {
        let bytes = CanonicalIdsArtifact.encode(["PAT-2": "PAT-1", "OWN-9": "OWN-3"])
        #expect(CanonicalIdsArtifact.decode(Data(bytes.dropLast())) == nil)
        #expect(CanonicalIdsArtifact.decode(Data(bytes + [0])) == nil)
        #expect(CanonicalIdsArtifact.decode(Data([0, 255])) == nil)
        #expect(CanonicalIdsArtifact.decode(Data("VNCI1".utf8) + Data([200, 200, 200])) == nil)
    }
}
