internal import VetNetCore

/// Clusters animal records: the same valid chip with agreeing species and a similar name, or the same folded
/// name and species under one canonical owner with compatible birth dates and no two different valid chips.
struct PatientMatching {
    var sets: UnionFind
    var applied: [GuardedClustering.Edge]
    var animals: [AnimalProfile]

    /// `patients` must already point to canonical owners; `chipEdges` are the same-animal pairs by chip.
    static func cluster(
        patients: [Patient], animals: [AnimalProfile], chipEdges: [GuardedClustering.Edge], settings: DedupeSettings
    ) -> PatientMatching {
        var edges = chipEdges
        var byOwnerAndName: [OwnerAndName: [Int]] = [:]
        byOwnerAndName.reserveCapacity(patients.count)
        for index in patients.indices where !animals[index].name.isEmpty {
            let key = OwnerAndName(owner: patients[index].ownerId, name: animals[index].name, species: animals[index].species)
            byOwnerAndName[key, default: []].append(index)
        }
        for group in byOwnerAndName.values where group.count > 1 {
            for (position, x) in group.enumerated() {
                for y in group[(position + 1)...] where compatible(animals[x], animals[y], settings) {
                    edges.append(.init(a: x, b: y, score: 1))
                }
            }
        }
        let result = GuardedClustering.cluster(count: patients.count, edges: edges) { x, y in
            !animals[x].speciesAgrees(animals[y]) || animals[x].chipContradicts(animals[y])
                || !animals[x].birthDateAgrees(animals[y], toleranceDays: settings.birthDateToleranceDays)
                || !animals[x].nameIsSimilar(animals[y], threshold: settings.animalNameSimilarity)
        }
        return PatientMatching(sets: result.sets, applied: result.applied, animals: animals)
    }

    /// Animals of one owner with one folded name and species.
    private struct OwnerAndName: Hashable {
        var owner: String
        var name: String
        var species: String
    }

    private static func compatible(_ a: AnimalProfile, _ b: AnimalProfile, _ settings: DedupeSettings) -> Bool {
        a.birthDateAgrees(b, toleranceDays: settings.birthDateToleranceDays) && !a.chipContradicts(b)
    }

    /// The merge log entry of an applied edge.
    func evidence(_ edge: GuardedClustering.Edge, _ patients: [Patient]) -> MergeEvidence {
        let a = patients[edge.a]
        let b = patients[edge.b]
        let byChip = edge.score >= 2
        var fields = [
            FieldEvidence(field: "name", level: a.name == b.name ? "exact" : "similar", weight: nil, firstValue: a.name,
                secondValue: b.name),
            FieldEvidence(
                field: "species", level: animals[edge.a].species == animals[edge.b].species ? "exact" : "oneMissing",
                weight: nil, firstValue: a.species, secondValue: b.species),
        ]
        if byChip {
            fields.append(
                FieldEvidence(field: "microchip", level: "exact", weight: nil, firstValue: a.microchip,
                    secondValue: b.microchip))
        } else {
            fields.append(
                FieldEvidence(
                    field: "birthDate", level: a.birthDate == b.birthDate ? "exact" : "compatible", weight: nil,
                    firstValue: a.birthDate?.description, secondValue: b.birthDate?.description))
        }
        return MergeEvidence(
            first: a.id, second: b.id, rule: byChip ? .sameMicrochip : .sameNameAndSpecies, score: nil, fields: fields)
    }

    /// Chips still on two or more canonical animals after merging.
    static func conflicts(
        _ sharedChips: [(chip: String, animals: [Int])], patients: [Patient], animals: [AnimalProfile],
        canonical: [String], settings: DedupeSettings
    ) -> [ChipConflict] {
        var result: [ChipConflict] = []
        for group in sharedChips {
            var representatives: [String: Int] = [:]
            for index in group.animals where representatives[canonical[index]] == nil {
                representatives[canonical[index]] = index
            }
            guard representatives.count > 1 else { continue }
            let ordered = representatives.sorted { $0.key < $1.key }
            let first = ordered[0].value
            let second = ordered[1].value
            let reason = ChipMatching.reason(
                (animals[first], patients[first].name), (animals[second], patients[second].name),
                nameSimilarity: settings.animalNameSimilarity)
            let members = ordered.map { ClusterMember(id: $0.key, sources: patients[$0.value].sources) }
            result.append(ChipConflict(microchip: group.chip, patients: members, reason: reason))
        }
        return result
    }
}
