import Testing
import VetNetCore
import VetNetDedupe
import VetNetWrite

@testable import VetNetPipeline

/// The report takes the dedupe stage's stored clusters as they are and rounds their scores and weights in place;
/// what it holds is what converting each decoded cluster gives.
@Suite("Duplicates report clusters from the dedupe stage's store")
struct ReportClusterConversionTests {
    static let texts = [
        "", "OWN-0003kpf5w8r5", "Jerry Hernandez", "7256 Church Ct., 69838 Arlington", "Zoë Müller", "🐕",
    ]

    static func clusters(seed: UInt64) -> [VetNetDedupe.Cluster] {
        var random = SplitMix64(seed: seed)
        func text() -> String { random.pick(texts) }
        func number() -> Double? {
            random.below(3) == 0
                ? nil : random.pick([Double(random.int(in: -4000...4000)) / 97, .infinity, -0.0, 1e300, 0.005, 2.675])
        }
        return (0..<random.below(30)).map { _ in
            VetNetDedupe.Cluster(
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
                        rule: random.pick([.score, .sameMicrochip, .sameNameSpeciesAndBirthDate]),
                        score: number(),
                        fields: (0..<random.below(5)).map { _ in
                            VetNetDedupe.FieldEvidence(
                                field: text(), level: text(), weight: number(),
                                firstValue: random.below(3) == 0 ? nil : text(),
                                secondValue: random.below(3) == 0 ? nil : text())
                        })
                })
        }
    }

    /// The conversion as it was written first: each decoded cluster made into the report's, rounded value by value.
    static func converted(_ cluster: VetNetDedupe.Cluster) -> DuplicatesReport.Cluster {
        DuplicatesReport.Cluster(
            canonicalId: cluster.canonicalId,
            members: cluster.members.map { DuplicatesReport.Member(id: $0.id, sources: $0.sources) },
            merges: cluster.merges.map { merge in
                DuplicatesReport.Merge(
                    first: merge.first, second: merge.second, rule: merge.rule.rawValue,
                    score: merge.score.map(rounded),
                    fields: merge.fields.map { field in
                        DuplicatesReport.FieldEvidence(
                            field: field.field, level: field.level, weight: field.weight.map(rounded),
                            firstValue: field.firstValue,
                            secondValue: field.secondValue)
                    })
            })
    }

    static func scoreBits(_ clusters: [DuplicatesReport.Cluster]) -> [UInt64?] {
        var bits: [UInt64?] = []
        for merge in clusters.flatMap(\.merges) {
            bits.append(merge.score?.bitPattern)
            for field in merge.fields { bits.append(field.weight?.bitPattern) }
        }
        return bits
    }

    @Test(
        "stored clusters taken as they are, scores rounded in place, equal the decoded clusters converted",
        arguments: 0..<40)
    func sameAsConvertingDecodedClusters(seed: UInt64) {
        let clusters = Self.clusters(seed: seed)
        var store = RecordStore(clusters)
        let report = DuplicatesReport.converting(&store)
        #expect(store.isEmpty)
        #expect(Array(report) == clusters.map(Self.converted))
        // Bit for bit: `==` holds for 0 and -0.
        #expect(Self.scoreBits(Array(report)) == Self.scoreBits(clusters.map(Self.converted)))
    }

    @Test("a cluster's score starts are where its merge scores and evidence weights lie, and only those")
    func scoreStartsFindEveryDoubleAndNothingElse() {
        let cluster = VetNetDedupe.Cluster(
            canonicalId: "OWN-1",
            members: [ClusterMember(id: "OWN-1", sources: [SourceRef(source: "a", sourceId: "1", line: 3)])],
            merges: [
                MergeEvidence(
                    first: "OWN-1", second: "OWN-2", rule: .score, score: 12.345,
                    fields: [
                        VetNetDedupe.FieldEvidence(
                            field: "name", level: "exact", weight: 1.005, firstValue: "A", secondValue: nil),
                        VetNetDedupe.FieldEvidence(
                            field: "chip", level: "shared", weight: nil, firstValue: nil, secondValue: nil),
                    ])
            ])
        let store = RecordStore([cluster])
        let values = store.read(at: 0) { reader throws(CompactReader.Damaged) in
            let starts = try DuplicatesReport.Cluster.scoreStarts(&reader)
            #expect(reader.isAtEnd)
            var values: [Double] = []
            for start in starts {
                var at = store.read(at: 0) { reader throws(CompactReader.Damaged) in reader }
                while at.position < start { _ = try at.byte() }
                values.append(try at.double())
            }
            return values
        }
        #expect(values == [12.345, 1.005])
    }
}
