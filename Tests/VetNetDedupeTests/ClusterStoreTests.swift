import Testing
import VetNetCore

@testable import VetNetDedupe

@Suite("Clusters kept in a record store")
struct ClusterStoreTests {
    static let texts = [
        "", "OWN-0003kpf5w8r5", "Jerry Hernandez", "7256 Church Ct., 69838 Arlington", "Zoë Müller", "日本", "🐕",
    ]

    static func clusters(seed: UInt64) -> [Cluster] {
        var random = SplitMix64(seed: seed)
        func text() -> String { texts[random.below(texts.count)] }
        func number() -> Double? { random.below(3) == 0 ? nil : Double(Int(random.below(8001)) - 4000) / 97 }
        return (0..<random.below(30)).map { _ in
            Cluster(
                canonicalId: text(),
                members: (0..<random.below(4)).map { _ in
                    ClusterMember(
                        id: text(),
                        sources: (0..<random.below(3)).map { _ in
                            SourceRef(
                                source: text(), sourceId: text(),
                                line: random.below(3) == 0 ? nil : random.below(2_000_000))
                        })
                },
                merges: (0..<random.below(3)).map { _ in
                    MergeEvidence(
                        first: text(), second: text(),
                        rule: [.score, .sameMicrochip, .sameNameSpeciesAndBirthDate][random.below(3)],
                        score: number(),
                        fields: (0..<random.below(5)).map { _ in
                            FieldEvidence(
                                field: text(), level: text(), weight: number(),
                                firstValue: random.below(3) == 0 ? nil : text(),
                                secondValue: random.below(3) == 0 ? nil : text())
                        })
                })
        }
    }

    @Test("clusters with their members, merges and evidence come back as they went in", arguments: 0..<30)
    func roundTrip(seed: UInt64) {
        let clusters = Self.clusters(seed: seed)
        let store = RecordStore(clusters)
        #expect(Array(store) == clusters)
        #expect(store.indices.map(store.id(at:)) == clusters.map(\.canonicalId))
    }

    @Test(
        "a stored cluster's member origins are each member's ID and the source of its first source record",
        arguments: 0..<30)
    func memberOrigins(seed: UInt64) {
        let clusters = Self.clusters(seed: seed)
        let store = RecordStore(clusters)
        for (position, cluster) in zip(store.indices, clusters) {
            let origins = store.read(at: position) { reader throws(CompactReader.Damaged) in
                _ = try reader.string()
                return try Cluster.memberOrigins(&reader)
            }
            #expect(origins.map(\.id) == cluster.members.map(\.id))
            #expect(origins.map(\.source) == cluster.members.map { $0.sources.first?.source ?? "" })
        }
    }

    @Test("stores filled apart and joined hold the records of both, in order")
    func joinedStores() {
        let (first, second) = (Self.clusters(seed: 101), Self.clusters(seed: 102))
        var joined = RecordStore(first)
        joined.append(contentsOf: RecordStore(second))
        let last = Cluster(canonicalId: "OWN-9", members: [ClusterMember(id: "OWN-9", sources: [])], merges: [])
        joined.append(last)
        #expect(Array(joined) == first + second + [last])
    }

    @Test("a merge rule the stage does not know is damage, not a guess")
    func unknownRule() throws {
        // A whole cluster's fields, one merge with no score and no evidence; only its rule differs.
        func fields(rule: String) -> [UInt8] {
            var writer = CompactWriter()
            writer.list([0]) { writer, _ in writer.member(id: "OWN-1", sources: []) }
            writer.count(1)
            writer.string("OWN-1")
            writer.string("OWN-2")
            writer.string(rule)
            writer.optionalDouble(nil)
            writer.count(0)
            return writer.bytes
        }
        var known = CompactReader(fields(rule: "score"))
        #expect(try Cluster.decode(id: "OWN-1", fields: &known).merges.map(\.rule) == [.score])
        #expect(known.isAtEnd)
        var unknown = CompactReader(fields(rule: "sameSomething"))
        #expect(throws: CompactReader.Damaged.self) { _ = try Cluster.decode(id: "OWN-1", fields: &unknown) }
    }
}
