public import VetNetCore
import Dispatch
import Synchronization

/// The dedupe stage (issue 4): owners matched by Fellegi–Sunter scoring over blocked candidate pairs and
/// clustered with a chaining guard; animals merged by shared microchip or by name and species within an owner
/// cluster; one canonical record per cluster by survivorship; a merge log with the evidence of every merge.
///
/// Pure and deterministic: the input order does not matter (records are processed in ID order).
public enum Deduplicator {
    /// - Parameter established: IDs published by earlier runs; a cluster holding one keeps it as its ID (the
    ///   smallest when it holds several), so a new duplicate merges into the existing record under the old ID.
    ///
    /// The arrays are taken over (`consuming`): a caller that hands over its only copy spares the stage a copy
    /// of every record when owner IDs are rewritten.
    /// - Parameter steps: told each step of the stage as it ends, with its time, for a log.
    public static func run(
        owners givenOwners: consuming [Owner], patients givenPatients: consuming [Patient],
        settings: DedupeSettings = .standard, established: Set<String> = [], steps: @escaping (String) -> Void = { _ in }
    ) -> DedupeResult {
        var clock = StepClock { steps("merge: " + $0) }
        let (owners, patientsSorted) = inIDOrder(givenOwners, givenPatients)
        var patientsInOrder = consume patientsSorted
        clock.step("put \(owners.count) owners and \(patientsInOrder.count) patients in ID order")
        let profiles = owners.parallelMap { OwnerProfile($0) }
        clock.step("normalized the owners")

        // Animals sharing a chip: same animal (and their owners become candidates) or conflict.
        let animals = patientsInOrder.parallelMap { AnimalProfile($0) }
        let sharedChips = ChipMatching.sharedChips(animals)
        clock.step("normalized the animals and found \(sharedChips.count) shared microchips")
        // Owners are in ID order: an owner's position is found by binary search.
        let ownerIds = sharedChips.isEmpty ? [] : owners.map(\.id)
        var animalEdges: [GuardedClustering.Edge] = []
        var chipLinkedOwners = Set<UInt64>()
        for group in sharedChips {
            for (position, x) in group.animals.enumerated() {
                for y in group.animals[(position + 1)...]
                where ChipMatching.isSameAnimal(animals[x], animals[y], nameSimilarity: settings.animalNameSimilarity) {
                    animalEdges.append(.init(a: x, b: y, score: 2))
                    if let ownerX = ownerIds.sortedFirstIndex(of: patientsInOrder[x].ownerId),
                        let ownerY = ownerIds.sortedFirstIndex(of: patientsInOrder[y].ownerId),
                        ownerX != ownerY
                    {
                        chipLinkedOwners.insert(Blocking.pair(ownerX, ownerY))
                    }
                }
            }
        }

        // Owners: candidates, weights, scores, clusters.
        var candidates = Blocking.candidatePairs(
            profiles, maxBlockSize: settings.maxBlockSize, window: settings.neighbourhoodWindow)
        if !chipLinkedOwners.isEmpty {
            candidates += chipLinkedOwners
            RadixSort.sort(&candidates)
            candidates = Blocking.uniqued(candidates)
        }
        clock.step("chose \(candidates.count) candidate owner pairs")
        let linkedByChip = chipLinkedOwners
        // Unretained references: `profiles` keeps every profile alive until the comparisons are done, and retaining
        // the pair's two profiles would bounce their reference counts between the cores comparing pairs.
        let references = profiles.map { Unmanaged.passUnretained($0) }
        let comparisons = withExtendedLifetime(profiles) {
            candidates.parallelMapChunks { chunk in
                chunk.map { pair in
                    references[Int(pair >> 32)]._withUnsafeGuaranteedRef { a in
                        references[Int(pair & 0xFFFF_FFFF)]._withUnsafeGuaranteedRef { b in
                            OwnerComparator.compare(a, b, sharedChip: !linkedByChip.isEmpty && linkedByChip.contains(pair))
                        }
                    }
                }
            }
        }
        clock.step("compared the owner pairs")
        var weights = settings.weights
        if let minimum = settings.estimateWeightsFromOwners, owners.count >= minimum {
            weights = WeightEstimation.estimate(profiles: profiles, candidates: comparisons, prior: weights)
        }
        let table = ScoreTable(weights)
        let scores = comparisons.parallelMap { table.score($0) }
        var mergeEdges: [GuardedClustering.Edge] = []
        var review: [ReviewPair] = []
        for (index, pair) in candidates.enumerated() {
            let a = Int(pair >> 32)
            let b = Int(pair & 0xFFFF_FFFF)
            let comparison = comparisons[index]
            let score = scores[index]
            if score >= settings.mergeThreshold, !comparison.name.vetoesMerge {
                mergeEdges.append(.init(a: a, b: b, score: score))
            } else if score >= settings.reviewThreshold {
                review.append(
                    ReviewPair(
                        a: a, b: b, score: score, comparison: comparison,
                        reason: score >= settings.mergeThreshold ? .namesDiffer : .scoreBelowMergeThreshold))
            }
        }
        var ownerSets = GuardedClustering.cluster(count: owners.count, edges: mergeEdges) { x, y in
            OwnerComparator.name(profiles[x], profiles[y]).vetoesMerge
        }
        review += ownerSets.refused.map { edge in
            ReviewPair(
                a: edge.a, b: edge.b, score: edge.score,
                comparison: comparisons[candidates.binarySearch(Blocking.pair(edge.a, edge.b))],
                reason: .wouldChainDifferentPeople)
        }
        clock.step("scored and clustered the owners")

        var canonicalIds: [String: String] = [:]
        var mergedAway: [String: Int] = [:]
        let ownerGroups = groups(count: owners.count, sets: &ownerSets.sets)
        let mergedOwners = ownerGroups.parallelMap(minimumChunk: 256) { group in
            OwnerSurvivorship.merge(group.map { owners[$0] }, established: established)
        }
        for (group, merged) in zip(ownerGroups, mergedOwners) {
            account(group.map { (owners[$0].id, owners[$0].sources) }, canonical: merged.id, &canonicalIds, &mergedAway)
        }
        let ownerClusters = clusters(
            ownerGroups, member: { ClusterMember(id: owners[$0].id, sources: owners[$0].sources) },
            canonicalID: { mergedOwners[$0].id }, applied: ownerSets.applied, sets: &ownerSets.sets
        ) { [candidates, table] edge in
            let comparison = comparisons[candidates.binarySearch(Blocking.pair(edge.a, edge.b))]
            return MergeEvidence(
                first: owners[edge.a].id, second: owners[edge.b].id, rule: .score, score: edge.score,
                fields: OwnerEvidence.fields(comparison, table: table, owners[edge.a], owners[edge.b]))
        }
        let possible = possibleDuplicates(review, owners: owners, table: table, sets: &ownerSets.sets)
        var canonicalOwners = replacingGroups(consume owners, groups: ownerGroups, merged: mergedOwners)
        clock.step("merged \(ownerGroups.count) owner clusters and listed \(possible.count) possible duplicates")

        // Patients: owners rewritten, then same-name animals within an owner cluster.
        let mergedOwnerIds = IDMap(canonicalIds)
        for index in patientsInOrder.indices {
            if let canonical = mergedOwnerIds[patientsInOrder[index].ownerId] { patientsInOrder[index].ownerId = canonical }
        }
        // From here on the patients are only read, until they are moved into the canonical list.
        let patients = consume patientsInOrder
        let patientMatch = PatientMatching.cluster(
            patients: patients, animals: animals, chipEdges: animalEdges, settings: settings)
        clock.step("matched the animals")
        var patientSets = patientMatch.sets
        let patientGroups = groups(count: patients.count, sets: &patientSets)
        let mergedPatients = patientGroups.parallelMap(minimumChunk: 256) { group in
            PatientSurvivorship.merge(group.map { patients[$0] }, established: established)
        }
        var mergedInto: [Int: String] = [:]
        for (group, merged) in zip(patientGroups, mergedPatients) {
            for member in group { mergedInto[member] = merged.id }
            account(
                group.map { (patients[$0].id, patients[$0].sources) }, canonical: merged.id, &canonicalIds,
                &mergedAway)
        }
        let patientClusters = clusters(
            patientGroups, member: { ClusterMember(id: patients[$0].id, sources: patients[$0].sources) },
            canonicalID: { mergedPatients[$0].id }, applied: patientMatch.applied, sets: &patientSets,
            evidence: { patientMatch.evidence($0, patients) })
        let conflicts = PatientMatching.conflicts(
            sharedChips, patients: patients, animals: animals, canonical: { mergedInto[$0] ?? patients[$0].id },
            settings: settings)
        var canonicalPatients = replacingGroups(consume patients, groups: patientGroups, merged: mergedPatients)
        clock.step("merged \(patientGroups.count) animal clusters and listed \(conflicts.count) microchip conflicts")

        if !established.isEmpty {
            // An established ID that is not its cluster's smallest moves the canonical record out of order.
            if !canonicalOwners.isSorted(by: { $0.id < $1.id }) { canonicalOwners.sort { $0.id < $1.id } }
            if !canonicalPatients.isSorted(by: { $0.id < $1.id }) { canonicalPatients.sort { $0.id < $1.id } }
        }
        return DedupeResult(
            // Groups come in order of their smallest member, which is the canonical ID unless an established
            // ID took its place (sorted above).
            owners: canonicalOwners, patients: canonicalPatients,
            ownerClusters: ownerClusters, patientClusters: patientClusters, possibleDuplicates: possible,
            chipConflicts: conflicts, mergedAway: mergedAway, canonicalIds: canonicalIds,
            comparisons: candidates.count, weights: weights)
    }

    /// An owner pair for staff review, before it is known whether clustering joined it anyway.
    struct ReviewPair {
        var a: Int
        var b: Int
        var score: Double
        var comparison: OwnerComparison
        var reason: PossibleDuplicate.Reason
    }

    /// Both lists in ID order, each sorted on a core of its own. The lists are moved into the tasks and out
    /// again: a list shared with a task would be copied, record by record, when it is put in order.
    static func inIDOrder(_ owners: consuming [Owner], _ patients: consuming [Patient]) -> ([Owner], [Patient]) {
        let ownerList = Mutex(owners)
        let patientList = Mutex(patients)
        DispatchQueue.concurrentPerform(iterations: 2) { task in
            if task == 0 {
                ownerList.withLock { list in list = IDOrder.sorted(take(&list)) { $0.id } }
            } else {
                patientList.withLock { list in list = IDOrder.sorted(take(&list)) { $0.id } }
            }
        }
        return (ownerList.withLock { take(&$0) }, patientList.withLock { take(&$0) })
    }

    /// The list, leaving an empty one in its place.
    private static func take<Element>(_ list: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &list)
        return taken
    }

    /// The sets of several records, each as its members sorted, in the order of their smallest members.
    static func groups(count: Int, sets: inout UnionFind) -> [[Int]] {
        var visited = [Bool](repeating: false, count: count)
        var groups: [[Int]] = []
        for index in 0..<count where !visited[index] {
            let root = sets.find(index)
            guard sets.size(ofRoot: root) > 1 else { continue }
            let members = sets.members(of: index)
            for member in members { visited[member] = true }
            groups.append(members)
        }
        return groups
    }

    /// The canonical records: each group's merged record (`merged[k]` for `groups[k]`) in the place of its
    /// smallest member, its other members left out, every other record as it was. Records in ID order come out
    /// in canonical-ID order. Records are moved, never copied: a copy would retain every string of a million
    /// records, and release them again when the input is freed.
    static func replacingGroups<Record>(
        _ records: consuming [Record], groups: [[Int]], merged: consuming [Record]
    ) -> [Record] {
        let single: Int32 = -1
        let mergedAway: Int32 = -2
        var role = [Int32](repeating: single, count: records.count)
        for (index, group) in groups.enumerated() {
            role[group[0]] = Int32(index)
            for member in group.dropFirst() { role[member] = mergedAway }
        }
        var records = records
        var merged = merged
        var kept = 0
        records.withUnsafeMutableBufferPointer { buffer in
            merged.withUnsafeMutableBufferPointer { mergedRecords in
                for index in buffer.indices where role[index] != mergedAway {
                    // The member swapped out is freed with `merged`.
                    if role[index] >= 0 { swap(&buffer[index], &mergedRecords[Int(role[index])]) }
                    buffer.swapAt(kept, index)
                    kept += 1
                }
            }
        }
        records.removeLast(records.count - kept)
        return records
    }

    /// Records every non-canonical member as merged away, counted against its source.
    private static func account(
        _ members: [(id: String, sources: [SourceRef])], canonical: String, _ canonicalIds: inout [String: String],
        _ mergedAway: inout [String: Int]
    ) {
        guard members.count > 1 else { return }
        for member in members where member.id != canonical {
            canonicalIds[member.id] = canonical
            mergedAway[member.sources.first?.source ?? "", default: 0] += 1
        }
    }

    /// Clusters of two or more members with the evidence of the edges that built them.
    /// Built on every core: a run merges a hundred thousand clusters, each with the evidence of its edges.
    /// `canonicalID` gives the ID of the record a group merged into, by the group's index.
    private static func clusters(
        _ groups: [[Int]], member: @Sendable (Int) -> ClusterMember, canonicalID: @Sendable (Int) -> String,
        applied: [GuardedClustering.Edge], sets: inout UnionFind,
        evidence: @Sendable (GuardedClustering.Edge) -> MergeEvidence
    ) -> [Cluster] {
        var edgesByRoot: [Int: [GuardedClustering.Edge]] = [:]
        for edge in applied { edgesByRoot[sets.find(edge.a), default: []].append(edge) }
        let edges = groups.map { edgesByRoot[sets.find($0[0])] ?? [] }
        var clusters = Array(groups.indices).parallelMap(minimumChunk: 256) { index in
            // The merged record's ID, not looked up by a member's: a table of every merged-away ID is probed by
            // comparing ID strings, spread all over memory.
            let members = groups[index].map(member).sorted { $0.id < $1.id }
            return Cluster(canonicalId: canonicalID(index), members: members, merges: edges[index].map(evidence))
        }
        // Groups come in the order of their smallest members, which are the canonical IDs unless established IDs
        // took their places: sorting is needed only then.
        if !clusters.isSorted(by: { $0.canonicalId < $1.canonicalId }) {
            clusters.sort { $0.canonicalId < $1.canonicalId }
        }
        return clusters
    }

    /// Review pairs that did not end up in one cluster, strongest first, each pair once.
    private static func possibleDuplicates(
        _ review: [ReviewPair], owners: [Owner], table: ScoreTable, sets: inout UnionFind
    ) -> [PossibleDuplicate] {
        var seen = Set<UInt64>()
        let listed = review.sorted(by: { ($0.score, $1.a, $1.b) > ($1.score, $0.a, $0.b) }).filter { pair in
            sets.find(pair.a) != sets.find(pair.b) && seen.insert(Blocking.pair(pair.a, pair.b)).inserted
        }
        return listed.parallelMap(minimumChunk: 256) { pair in
            let a = owners[pair.a]
            let b = owners[pair.b]
            return PossibleDuplicate(
                first: ClusterMember(id: a.id, sources: a.sources), second: ClusterMember(id: b.id, sources: b.sources),
                score: pair.score, reason: pair.reason, fields: OwnerEvidence.fields(pair.comparison, table: table, a, b))
        }
    }
}

extension Array where Element: Comparable {
    /// The first index of `value` in this sorted array, or nil when it is not there.
    fileprivate func sortedFirstIndex(of value: Element) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < count && self[low] == value ? low : nil
    }

    /// The index of `value` in this sorted array, which must contain it.
    fileprivate func binarySearch(_ value: Element) -> Int {
        guard let index = sortedFirstIndex(of: value) else { preconditionFailure("\(value) is not in the array") }
        return index
    }
}
