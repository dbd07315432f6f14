import VetNetCore
import VetNetDedupe
import VetNetWrite

extension DuplicatesReport {
    /// The report's view of a dedupe result, whose pairs are freed as they are converted: the two are not held whole
    /// side by side (a million-record run lists a hundred thousand pairs). Clusters go from the result's store to
    /// the report's as they are stored.
    init(_ given: consuming DedupeResult, pipeline: String) {
        var result = given
        self.init(
            pipeline: pipeline, ownerClusters: Self.converting(&result.ownerClusters),
            patientClusters: Self.converting(&result.patientClusters),
            possibleDuplicates: Self.converting(&result.possibleDuplicates) { pair in
                PossibleDuplicate(
                    first: Self.member(pair.first), second: Self.member(pair.second), score: rounded(pair.score),
                    reason: pair.reason.rawValue, fields: pair.fields.map(Self.evidence))
            },
            chipConflicts: result.chipConflicts.map { conflict in
                ChipConflict(
                    microchip: conflict.microchip, patients: conflict.patients.map(Self.member), reason: conflict.reason
                )
            },
            mergedAway: result.mergedAway)
    }

    /// The clusters, taken out of the result with their bytes as they are (the report's clusters have the dedupe
    /// stage's compact form), their scores and weights rounded in place: no cluster is decoded.
    static func converting(_ given: inout RecordStore<VetNetDedupe.Cluster>) -> RecordStore<Cluster> {
        let taken = given
        given = RecordStore()
        var clusters = RecordStore<Cluster>(sameFormAs: consume taken)
        // Where each cluster's doubles lie is read on every core, which took most of the time on one; they are then
        // rounded in turn, the store being written.
        let starts = clusters.parallelRead(Cluster.scoreStarts)
        for position in clusters.indices {
            clusters.transformDoubles(at: position, startingAt: starts[position], rounded)
        }
        return clusters
    }

    /// `items.map(convert)`, emptying `items` from the end as it goes.
    private static func converting<Item, Converted>(_ items: inout [Item], _ convert: (Item) -> Converted)
        -> [Converted]
    {
        var converted: [Converted] = []
        converted.reserveCapacity(items.count)
        while let item = items.popLast() { converted.append(convert(item)) }
        converted.reverse()
        return converted
    }

    private static func member(_ member: ClusterMember) -> Member {
        Member(id: member.id, sources: member.sources)
    }

    private static func evidence(_ field: VetNetDedupe.FieldEvidence) -> FieldEvidence {
        FieldEvidence(
            field: field.field, level: field.level, weight: field.weight.map(rounded), firstValue: field.firstValue,
            secondValue: field.secondValue)
    }
}

/// Bits of evidence to two decimals: enough to compare, short enough to read.
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
