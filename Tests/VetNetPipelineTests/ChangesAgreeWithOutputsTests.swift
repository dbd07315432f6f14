import Foundation
import Testing
import VetNetCore
import VetNetState
import VetNetTestSupport

@testable import VetNetPipeline

/// Random nights of one clinic's exports (rows removed, brought back, renamed, moved to another owner, either file
/// cut inside one of its last rows), each checked against the one before: a loader that applies the changes files
/// to the last outputs must arrive at tonight's outputs, the state must hold what the outputs say, and a dry run
/// must foresee the changes.
@Suite("The changes files agree with the outputs and the state, night after night")
struct ChangesAgreeWithOutputsTests {
    static let ownerCount = 8
    static let patientCount = 24

    /// A name of letters only, different for each number.
    static func letters(_ number: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        return String(alphabet[number / 26 % 26]) + String(alphabet[number % 26])
    }

    /// One file's rows: which are present tonight, with their names.
    struct Rows {
        var present: Set<Int>
        var names: [String]

        init(count: Int, prefix: String, seed: UInt64) {
            present = Set(0..<count)
            names = (0..<count).map { prefix + ChangesAgreeWithOutputsTests.letters($0 * 7 + Int(seed)) }
        }

        mutating func change(using random: inout SplitMix64) {
            let count = names.count
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                present.remove(Int.random(in: 0..<count, using: &random))
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                present.insert(Int.random(in: 0..<count, using: &random))
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let number = Int.random(in: 0..<count, using: &random)
                names[number] = "Re" + names[number].lowercased()
            }
        }

        /// A length that ends the file inside one of its last three rows, or nil (half the time): the file whole.
        func cut(header: String, rows: [String], using random: inout SplitMix64) -> Int? {
            guard Bool.random(using: &random), !rows.isEmpty else { return nil }
            let whole = ([header] + rows).joined(separator: "\n") + "\n"
            let row = rows.count - Int.random(in: 1...min(3, rows.count), using: &random)
            let start = ([header] + rows.prefix(row)).joined(separator: "\n").utf8.count + 1
            return min(whole.utf8.count - 1, start + Int.random(in: 1..<rows[row].utf8.count, using: &random))
        }
    }

    /// A night's exports, and where each file is cut.
    struct Night {
        var owners: Rows
        var patients: Rows
        /// Each patient's owner.
        var ownerOf: [Int]
        var ownersCut: Int?
        var patientsCut: Int?

        init(seed: UInt64) {
            owners = Rows(count: ChangesAgreeWithOutputsTests.ownerCount, prefix: "Anna", seed: seed)
            patients = Rows(count: ChangesAgreeWithOutputsTests.patientCount, prefix: "Pet", seed: seed)
            ownerOf = (0..<ChangesAgreeWithOutputsTests.patientCount).map {
                $0 % ChangesAgreeWithOutputsTests.ownerCount
            }
        }

        var ownerRows: [String] {
            owners.present.sorted().map { "O\($0),\(owners.names[$0]),Berger,,+1 512 555 01\(10 + $0),,," }
        }

        var patientRows: [String] {
            patients.present.sorted().map { number in
                let birth = "2019-\(String(format: "%02d", number % 12 + 1))-\(String(format: "%02d", number % 28 + 1))"
                return "P\(number),O\(ownerOf[number]),\(patients.names[number]),Dog,,\(birth)"
            }
        }

        mutating func change(using random: inout SplitMix64) {
            owners.change(using: &random)
            patients.change(using: &random)
            if Bool.random(using: &random) {
                ownerOf[Int.random(in: 0..<ownerOf.count, using: &random)] = Int.random(
                    in: 0..<ChangesAgreeWithOutputsTests.ownerCount, using: &random)
            }
            ownersCut = owners.cut(header: NightlyFixture.ownerHeader, rows: ownerRows, using: &random)
            patientsCut = patients.cut(header: NightlyFixture.patientHeader, rows: patientRows, using: &random)
        }
    }

    /// Tonight's records of one file by source ID (no two records here merge), each without its `sources`,
    /// whose lines move with the rows before them.
    static func records(_ file: String, _ fixture: NightlyFixture) throws -> [String: NSDictionary] {
        var found: [String: NSDictionary] = [:]
        for var record in try fixture.records(file).values {
            let sources = record.removeValue(forKey: "sources") as? [[String: Any]] ?? []
            for source in sources { found[source["sourceId"] as? String ?? ""] = record as NSDictionary }
        }
        return found
    }

    @Test(
        "the last outputs with a night's changes give tonight's activity, what is not listed is unchanged, as foreseen",
        arguments: 0..<16)
    func changesAgree(seed: UInt64) throws {
        var fixture = try NightlyFixture()
        fixture.acceptDeactivations = true
        // Every fourth seed's patients come as a delta export, whose missing rows are not gone.
        if seed % 4 == 3 { fixture.patientsExport = .delta }
        defer { fixture.remove() }
        var random = SplitMix64(seed: seed)
        var night = Night(seed: seed)
        var last: [String: [String: NSDictionary]] = [:]
        for number in 0..<6 {
            if number > 0 { night.change(using: &random) }
            func run(dryRun: Bool) throws -> ChangesFile {
                try fixture.night(
                    owners: night.ownerRows, patients: night.patientRows, dryRun: dryRun,
                    ownersFileLength: night.ownersCut, patientsFileLength: night.patientsCut
                ).changes
            }
            let foreseen = try run(dryRun: true)
            let changes = try run(dryRun: false)
            let context =
                "seed \(seed), night \(number), owners cut at \(night.ownersCut.map(String.init) ?? "-"), patients at \(night.patientsCut.map(String.init) ?? "-")"
            #expect(foreseen == changes, "\(context): the dry run foresaw other changes")
            let store = try fixture.store()
            for (kind, file, source, cut) in [
                ("owner", "owners.json", "owners", night.ownersCut),
                ("patient", "patients.json", "pets", night.patientsCut),
            ] {
                func listed(_ entries: ChangesFile.EntryList) -> Set<String> {
                    Set(entries.filter { $0.kind == kind }.map(\.sourceId))
                }
                let (created, updated) = (listed(changes.created), listed(changes.updated))
                let (reactivated, deactivated) = (listed(changes.reactivated), listed(changes.deactivated))
                let tonight = try Self.records(file, fixture)
                let before = last[kind] ?? [:]
                for sourceId in Set(tonight.keys).union(before.keys).sorted() {
                    let isActive = tonight[sourceId]?["isActive"] as? Bool
                    let expected =
                        created.contains(sourceId) || reactivated.contains(sourceId)
                        ? true : deactivated.contains(sourceId) ? false : before[sourceId]?["isActive"] as? Bool
                    #expect(isActive == expected, "\(context): \(kind) \(sourceId) active")
                    if tonight[sourceId] != before[sourceId] {
                        #expect(
                            [created, updated, reactivated, deactivated].contains { $0.contains(sourceId) },
                            "\(context): \(kind) \(sourceId) changed but is not listed")
                    }
                    let stored = try store.storedRecord(SourceKey(source: source, sourceId: sourceId))
                    #expect(stored?.isActive == isActive, "\(context): \(kind) \(sourceId) in the state")
                }
                // A file that stopped early says nothing of what it does not hold: none of its records is gone.
                if cut != nil { #expect(deactivated.isEmpty, "\(context): \(kind)s deactivated") }
                last[kind] = tonight
            }
        }
    }
}
