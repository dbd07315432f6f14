import Foundation
import Testing
import VetNetCore
import VetNetState
import VetNetTestSupport

@testable import VetNetPipeline

/// Random nights of one clinic's exports (rows removed, brought back, renamed, the file cut inside a row), each
/// checked against the one before: a loader that applies the changes files to the last outputs must arrive at
/// tonight's outputs, and the state must hold what the outputs say.
@Suite("The changes files agree with the outputs and the state, night after night")
struct ChangesAgreeWithOutputsTests {
    static let owners = (0..<4).map { "O\($0),Anna\(letters($0)),Berger,,+1 512 555 010\($0),,," }

    /// A name of letters only, different for each number.
    static func letters(_ number: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        return String(alphabet[number / 26 % 26]) + String(alphabet[number % 26])
    }

    static func patientRow(_ number: Int, name: String) -> String {
        "P\(number),O\(number % 4),\(name),Dog,,2019-\(String(format: "%02d", number % 12 + 1))-\(String(format: "%02d", number % 28 + 1))"
    }

    /// Output activity by the patient's source ID (no two patients here merge).
    static func activity(_ fixture: NightlyFixture) throws -> [String: Bool] {
        var found: [String: Bool] = [:]
        for record in try fixture.records("patients.json").values {
            let sources = record["sources"] as? [[String: Any]] ?? []
            for source in sources { found[source["sourceId"] as? String ?? ""] = record["isActive"] as? Bool }
        }
        return found
    }

    @Test("applying each night's changes to the last outputs gives tonight's activity", arguments: 0..<16)
    func changesAgree(seed: UInt64) throws {
        var fixture = try NightlyFixture()
        fixture.acceptDeactivations = true
        defer { fixture.remove() }
        var random = SplitMix64(seed: seed)
        var names = (0..<24).map { "Pet" + Self.letters($0 * 7 + Int(seed)) }
        var present = Set(0..<24)
        var last: [String: Bool] = [:]
        for night in 0..<5 {
            var cut: Int?
            if night > 0 {
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    present.remove(Int.random(in: 0..<24, using: &random))
                }
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    present.insert(Int.random(in: 0..<24, using: &random))
                }
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let number = Int.random(in: 0..<24, using: &random)
                    names[number] = "Re" + names[number].lowercased()
                }
            }
            let rows = present.sorted().map { Self.patientRow($0, name: names[$0]) }
            if night > 0, Bool.random(using: &random) {
                // Inside one of the last three rows: the rows after it are not in tonight's file.
                let whole = ([NightlyFixture.patientHeader] + rows).joined(separator: "\n") + "\n"
                let row = rows.count - Int.random(in: 1...min(3, rows.count), using: &random)
                let start = ([NightlyFixture.patientHeader] + rows.prefix(row)).joined(separator: "\n").utf8.count + 1
                cut = min(whole.utf8.count - 1, start + Int.random(in: 1..<rows[row].utf8.count, using: &random))
            }
            let outcome = try fixture.night(owners: Self.owners, patients: rows, patientsFileLength: cut)
            let tonight = try Self.activity(fixture)
            var expected = last
            let changes = outcome.changes
            for entry in changes.created + changes.reactivated where entry.kind == "patient" {
                expected[entry.sourceId] = true
            }
            for entry in changes.deactivated where entry.kind == "patient" { expected[entry.sourceId] = false }
            let differ = Set(tonight.keys).union(expected.keys).filter { tonight[$0] != expected[$0] }.sorted()
            #expect(
                differ.isEmpty,
                "seed \(seed), night \(night), cut at byte \(cut.map(String.init) ?? "none"): \(differ.map { "\($0) \(tonight[$0].map(String.init) ?? "-") not \(expected[$0].map(String.init) ?? "-")" }) \(changes.deactivated.map(\.sourceId)) present \(present.sorted())"
            )
            let store = try fixture.store()
            for (sourceId, isActive) in tonight {
                let stored = try store.storedRecord(SourceKey(source: "pets", sourceId: sourceId))
                #expect(stored?.isActive == isActive, "seed \(seed), night \(night): \(sourceId) in the state")
            }
            if cut != nil {
                // Tonight's file stopped early: what it did not hold is unknown, and nothing of it is gone.
                #expect(outcome.changes.deactivated.isEmpty)
            }
            last = tonight
        }
    }
}
