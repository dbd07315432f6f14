import VetNetCore
import VetNetDedupe
import VetNetWrite

extension DuplicatesReport {
    /// The report's view of a dedupe result.
    init(_ result: DedupeResult, pipeline: String) {
        self.init(
            pipeline: pipeline, ownerClusters: result.ownerClusters.map(Self.cluster),
            patientClusters: result.patientClusters.map(Self.cluster),
            possibleDuplicates: result.possibleDuplicates.map { pair in
                PossibleDuplicate(
                    first: Self.member(pair.first), second: Self.member(pair.second), score: rounded(pair.score),
                    reason: pair.reason.rawValue, fields: pair.fields.map(Self.evidence))
            },
            chipConflicts: result.chipConflicts.map { conflict in
                ChipConflict(microchip: conflict.microchip, patients: conflict.patients.map(Self.member), reason: conflict.reason)
            },
            mergedAway: result.mergedAway)
    }

    private static func cluster(_ cluster: VetNetDedupe.Cluster) -> Cluster {
        Cluster(
            canonicalId: cluster.canonicalId, members: cluster.members.map(member),
            merges: cluster.merges.map { merge in
                Merge(first: merge.first, second: merge.second, rule: merge.rule.rawValue, score: merge.score.map(rounded), fields: merge.fields.map(evidence))
            })
    }

    private static func member(_ member: ClusterMember) -> Member {
        Member(id: member.id, sources: member.sources)
    }

    private static func evidence(_ field: VetNetDedupe.FieldEvidence) -> FieldEvidence {
        FieldEvidence(field: field.field, level: field.level, weight: field.weight.map(rounded), firstValue: field.firstValue, secondValue: field.secondValue)
    }
}

/// Bits of evidence to two decimals: enough to compare, short enough to read.
private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
