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

    /// Tonight's patients by source ID (no two patients here merge), each without its `sources`, whose lines
    /// move with the rows before it.
    static func patients(_ fixture: NightlyFixture) throws -> [String: NSDictionary] {
        var found: [String: NSDictionary] = [:]
        for var record in try fixture.records("patients.json").values {
            let sources = record.removeValue(forKey: "sources") as? [[String: Any]] ?? []
            for source in sources { found[source["sourceId"] as? String ?? ""] = record as NSDictionary }
        }
        return found
    }

    /// A night's exports: the patients present with their names, the file cut inside one of its last rows or not.
    struct Night {
        var present = Set(0..<24)
        var names: [String]
        var cut: Int?

        init(seed: UInt64) { names = (0..<24).map { "Pet" + ChangesAgreeWithOutputsTests.letters($0 * 7 + Int(seed)) } }

        var rows: [String] { present.sorted().map { ChangesAgreeWithOutputsTests.patientRow($0, name: names[$0]) } }

        mutating func change(using random: inout SplitMix64) {
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
            cut = nil
            guard Bool.random(using: &random) else { return }
            // Inside one of the last three rows: the rows after it are not in tonight's file.
            let rows = rows
            let whole = ([NightlyFixture.patientHeader] + rows).joined(separator: "\n") + "\n"
            let row = rows.count - Int.random(in: 1...min(3, rows.count), using: &random)
            let start = ([NightlyFixture.patientHeader] + rows.prefix(row)).joined(separator: "\n").utf8.count + 1
            cut = min(whole.utf8.count - 1, start + Int.random(in: 1..<rows[row].utf8.count, using: &random))
        }
    }

    @Test(
        "the last outputs with a night's changes applied give tonight's activity, and what is not listed is unchanged",
        arguments: 0..<16)
    func changesAgree(seed: UInt64) throws {
        var fixture = try NightlyFixture()
        fixture.acceptDeactivations = true
        defer { fixture.remove() }
        var random = SplitMix64(seed: seed)
        var night = Night(seed: seed)
        var last: [String: NSDictionary] = [:]
        for number in 0..<5 {
            if number > 0 { night.change(using: &random) }
            let changes = try fixture.night(owners: Self.owners, patients: night.rows, patientsFileLength: night.cut)
                .changes
            let tonight = try Self.patients(fixture)
            let context = "seed \(seed), night \(number), cut at byte \(night.cut.map(String.init) ?? "none")"
            func listed(_ entries: [ChangesFile.Entry]) -> Set<String> {
                Set(entries.filter { $0.kind == "patient" }.map(\.sourceId))
            }
            let (created, updated) = (listed(changes.created), listed(changes.updated))
            let (reactivated, deactivated) = (listed(changes.reactivated), listed(changes.deactivated))
            let store = try fixture.store()
            for sourceId in Set(tonight.keys).union(last.keys).sorted() {
                let isActive = tonight[sourceId]?["isActive"] as? Bool
                let wasActive = last[sourceId]?["isActive"] as? Bool
                let expected =
                    created.contains(sourceId) || reactivated.contains(sourceId)
                    ? true : deactivated.contains(sourceId) ? false : wasActive
                #expect(isActive == expected, "\(context): \(sourceId) active")
                if tonight[sourceId] != last[sourceId] {
                    #expect(
                        !created.union(updated).union(reactivated).union(deactivated).isDisjoint(with: [sourceId]),
                        "\(context): \(sourceId) changed but is not listed")
                }
                let stored = try store.storedRecord(SourceKey(source: "pets", sourceId: sourceId))
                #expect(stored?.isActive == isActive, "\(context): \(sourceId) in the state")
            }
            if night.cut != nil {
                // Tonight's file stopped early: what it did not hold is unknown, and nothing of it is gone.
                #expect(deactivated.isEmpty, "\(context)")
            }
            last = tonight
        }
    }
}
