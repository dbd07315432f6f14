internal import VetNetCore

/// Clusters animal records: the same valid chip with agreeing species and a similar name, or the same folded
/// name and species under one canonical owner with compatible birth dates and no two different valid chips.
struct PatientMatching {
    var sets: UnionFind
    var applied: [GuardedClustering.Edge]
    var animals: [AnimalProfile]

    /// `animals` must already point to canonical owners; `chipEdges` are the same-animal pairs by chip.
    static func cluster(
        animals: [AnimalProfile], chipEdges: [GuardedClustering.Edge], settings: DedupeSettings
    ) -> PatientMatching {
        var edges = chipEdges
        for group in sameOwnerAndName(animals) {
            for (position, x) in group.enumerated() {
                for y in group[(position + 1)...] where compatible(animals[x], animals[y], settings) {
                    edges.append(.init(a: x, b: y, score: 1))
                }
            }
        }
        let result = GuardedClustering.cluster(count: animals.count, edges: edges) { x, y in
            !animals[x].speciesAgrees(animals[y]) || animals[x].chipContradicts(animals[y])
                || !animals[x].birthDateAgrees(animals[y], toleranceDays: settings.birthDateToleranceDays)
                || !animals[x].nameIsSimilar(animals[y], threshold: settings.animalNameSimilarity)
        }
        return PatientMatching(sets: result.sets, applied: result.applied, animals: animals)
    }

    /// The groups of two or more named animals with one owner, folded name and species, each in record order.
    ///
    /// Found by sorting the records' hashes of the three rather than in a dictionary keyed by them: a key would
    /// copy three strings of each of a million records. Records whose hashes collide are told apart by the texts.
    static func sameOwnerAndName(_ animals: [AnimalProfile]) -> [[Int]] {
        var hashed = Array(animals.indices).parallelMap { index -> HashedRecord in
            var hasher = Hasher()
            hasher.combine(animals[index].owner)
            hasher.combine(animals[index].name)
            hasher.combine(animals[index].species)
            return HashedRecord(hash: UInt64(UInt(bitPattern: hasher.finalize())), index: Int32(index))
        }
        hashed.removeAll { animals[Int($0.index)].name.isEmpty }
        RadixSort.sort(&hashed) { $0.hash }
        func sameKey(_ x: Int, _ y: Int) -> Bool {
            animals[x].owner == animals[y].owner && animals[x].name == animals[y].name
                && animals[x].species == animals[y].species
        }
        var groups: [[Int]] = []
        hashed.forEachRepeatedRun(where: { $0.hash == $1.hash }) { run in
            // Stable: the run is in record order.
            var rest = hashed[run].map { Int($0.index) }
            while rest.count > 1 {
                var group: [Int] = []
                var others: [Int] = []
                for index in rest {
                    if sameKey(rest[0], index) { group.append(index) } else { others.append(index) }
                }
                if group.count > 1 { groups.append(group) }
                rest = others
            }
        }
        return groups
    }

    /// A record's position and the hash of its owner, folded name and species.
    struct HashedRecord: Sendable, BitwiseCopyable {
        var hash: UInt64
        var index: Int32
    }

    private static func compatible(_ a: AnimalProfile, _ b: AnimalProfile, _ settings: DedupeSettings) -> Bool {
        a.birthDateAgrees(b, toleranceDays: settings.birthDateToleranceDays) && !a.chipContradicts(b)
    }

    /// The merge log entry of an applied edge.
    func evidence(_ edge: GuardedClustering.Edge, _ a: Patient, _ b: Patient) -> MergeEvidence {
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
        _ sharedChips: [(chip: String, animals: [Int])], patients: RecordStore<Patient>, animals: [AnimalProfile],
        canonical: (Int) -> String, settings: DedupeSettings
    ) -> [ChipConflict] {
        var result: [ChipConflict] = []
        for group in sharedChips {
            var representatives: [String: Int] = [:]
            for index in group.animals where representatives[canonical(index)] == nil {
                representatives[canonical(index)] = index
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
