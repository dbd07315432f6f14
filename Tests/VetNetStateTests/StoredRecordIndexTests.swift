import Foundation
import Testing
import VetNetCore

@testable import VetNetState

/// The reads a night makes of every stored record, each column straight from SQLite, against the same rows read
/// through GRDB's rows.
@Suite("Stored record index reads")
struct StoredRecordIndexTests {
    /// IDs that pack into a key and IDs that do not: longer than 16 bytes, beyond ASCII, or differing from another
    /// only past the first eight bytes or by one more byte.
    static let ids = [
        "O1", "o1", "PATIENT-00000001", "PATIENT-00000002", "PATIENT-000000012", "PATIENT-0000000", "Élise-7", "12 34",
        "ABCDEFGH", "ABCDEFGHI", "ABCDEFGH ", "",
    ]

    /// Fingerprint texts: what this vetnet stores (lowercase hex), and what an older one or a damaged row might.
    static let fingerprints = [
        "0123456789abcdef0123456789abcdef", "0123456789ABCDEF0123456789ABCDEF", "+123456789abcdef0123456789abcdef",
        "0123456789abcdef0123456789abcde", "fp-1", "", "ffffffffffffffffffffffffffffffffff",
        "0123456789abcdef-123456789abcdef",
    ]

    @Test("every stored record's entry, stored form and merge member is what GRDB's rows read for it")
    func directReadsMatchRows() throws {
        var random = SplitMix64(seed: 0x1D_E5)
        for round in 0..<20 {
            let fixture = try StateFixture()
            defer { fixture.remove() }
            let store = try fixture.open()
            let run = try StateFixture.beginRun(store)
            var records: [SourceKey: StoredRecord] = [:]
            for _ in 0..<random.below(30) {
                let source = random.pick(["owners", "patients", "pets é"])
                let sourceId = random.pick(Self.ids) + (random.below(3) == 0 ? "\(random.below(100))" : "")
                var record = StoredRecord(
                    key: SourceKey(source: source, sourceId: sourceId), kind: random.pick([.owner, .patient]),
                    fingerprint: random.pick(Self.fingerprints), canonicalID: random.pick(Self.ids) + "-c",
                    json: "", line: random.below(2) == 0 ? nil : random.below(1_000),
                    record: random.below(4) == 0 ? nil : Data((0..<random.below(5)).map { UInt8($0 + round) }))
                record.findings = nil
                records[record.key] = record
            }
            try store.upsert(Array(records.values), run: run)
            let gone = records.keys.filter { _ in random.below(4) == 0 }
            try store.deactivate(gone, run: run)
            for member in records.values.prefix(3) {
                _ = try store.recordMerge(
                    MergeDecision(memberID: member.canonicalID, canonicalID: "kept-\(round)", kind: member.kind),
                    run: run)
            }

            var entries: [(String, StoredRecordEntry)] = []
            try store.forEachRecord { entries.append(($0, $1)) }
            let reference = try (store.storedRecords(kind: .owner) + store.storedRecords(kind: .patient))
                .sorted { $0.key < $1.key }
            #expect(entries.map(\.0) == reference.map(\.key.source))
            #expect(
                entries.map(\.1)
                    == reference.map {
                        StoredRecordEntry(
                            sourceId: IDKey($0.key.sourceId), kind: $0.kind, canonicalID: IDKey($0.canonicalID),
                            isActive: $0.isActive, fingerprint: Fingerprint(hex: $0.fingerprint), line: $0.line)
                    })

            for source in Set(records.keys.map(\.source)) {
                var forms: [(IDKey, Data)] = []
                try store.forEachCompactRecord(source: source) { forms.append(($0, $1)) }
                let expected = try store.compactRecords(source: source).sorted { $0.key < $1.key }
                #expect(forms.map(\.0) == expected.map { IDKey($0.key) })
                #expect(forms.map(\.1) == expected.map(\.value))
            }
            #expect(try store.mergedMemberIDs() == Set(try store.merges().map { IDKey($0.memberID) }))
        }
    }
}
