public import VetNetCore
import Dispatch
import Synchronization

/// The dedupe stage (issue 4): owners matched by Fellegi–Sunter scoring over blocked candidate pairs and
/// clustered with a chaining guard; animals merged on positive evidence (a shared microchip, or name, species and
/// birth date within an owner cluster) and never across a conflicting field, the undecided ones listed for staff;
/// one canonical record per cluster by survivorship; a merge log with the evidence of every merge.
///
/// Pure and deterministic: the input order does not matter (records are processed in ID order).
public enum Deduplicator {
    /// - Parameter established: IDs published by earlier runs; a cluster holding one keeps it as its ID (the
    ///   smallest when it holds several), so a new duplicate merges into the existing record under the old ID.
    ///
    /// The stores are taken over (`consuming`): a caller that hands over its only copy spares the stage a copy
    /// of every record's place when they are put in order.
    /// - Parameter steps: told each step of the stage as it ends, with its time, for a log.
    public static func run(
        owners givenOwners: consuming RecordStore<Owner>, patients givenPatients: consuming RecordStore<Patient>,
        settings: DedupeSettings = .standard, established: Set<String> = [],
        steps: @escaping (String) -> Void = { _ in }
    ) -> DedupeResult {
        var clock = StepClock { steps("merge: " + $0) }
        let (owners, patientsSorted) = inIDOrder(givenOwners, givenPatients)
        var patientsInOrder = consume patientsSorted
        clock.step("put \(owners.count) owners and \(patientsInOrder.count) patients in ID order")
        var profiles = owners.parallelRead { reader throws(CompactReader.Damaged) in
            OwnerProfile(try Owner.matchingFields(&reader))
        }
        let shared = SharedContacts.find(in: profiles, limit: settings.sharedContactLimit)
        if !shared.isEmpty {
            for index in profiles.indices where shared.touches(profiles[index]) {
                profiles[index] = OwnerProfile(
                    owners.read(at: index) { reader throws(CompactReader.Damaged) in try Owner.matchingFields(&reader)
                    },
                    leavingOut: shared)
            }
        }
        clock.step("normalized the owners")

        // Animals sharing a chip: same animal (and their owners become candidates) or conflict.
        var animals = patientsInOrder.parallelRead { reader throws(CompactReader.Damaged) in
            AnimalProfile(try Patient.matchingFields(&reader))
        }
        let sharedChips = ChipMatching.sharedChips(animals)
        clock.step("normalized the animals and found \(sharedChips.count) shared microchips")
        // A record's folded breed, colour and species as written, read from its bytes: only the few animals that are
        // compared need them.
        let details: @Sendable (Int) -> AnimalDetails = { [patientsInOrder] position in
            AnimalDetails.read(at: position, of: patientsInOrder)
        }
        // The groups on every core: each owner is found by a binary search over the stored IDs.
        let chipLinks = sharedChips.parallelChunks(minimumChunk: 512) { [animals] groups in
            var links: (edges: [GuardedClustering.Edge], owners: [UInt64]) = ([], [])
            for group in groups {
                let keys = group.animals.map(details)
                for (position, x) in group.animals.enumerated() {
                    for (offset, y) in group.animals[(position + 1)...].enumerated()
                    where ChipMatching.isSameAnimal(
                        AnimalComparison(
                            animals[x], animals[y], details: (keys[position], keys[position + 1 + offset]),
                            settings: settings))
                    {
                        links.edges.append(.init(a: x, b: y, score: PatientMatching.EdgeScore.microchip))
                        // Owners are in ID order: an owner's position is found by binary search.
                        if let ownerX = owners.position(ofSortedID: animals[x].owner.string),
                            let ownerY = owners.position(ofSortedID: animals[y].owner.string),
                            ownerX != ownerY
                        {
                            links.owners.append(Blocking.pair(ownerX, ownerY))
                        }
                    }
                }
            }
            return links
        }
        var animalEdges: [GuardedClustering.Edge] = []
        var chipLinkedOwners = Set<UInt64>()
        for links in chipLinks {
            animalEdges += links.edges
            chipLinkedOwners.formUnion(links.owners)
        }

        // Owners: candidates, weights, scores, clusters.
        var chosen = Blocking.candidatePairs(
            profiles, maxBlockSize: settings.maxBlockSize, window: settings.neighbourhoodWindow)
        if !chipLinkedOwners.isEmpty {
            var linked = Array(chipLinkedOwners)
            RadixSort.sort(&linked)
            chosen = Blocking.mergedUnique(chosen, linked)
        }
        clock.step("chose \(chosen.count) candidate owner pairs")
        let comparisonCount = chosen.count
        var weights = settings.weights
        let table: ScoreTable
        let scored: ScoredPairs
        if let minimum = settings.estimateWeightsFromOwners, owners.count >= minimum {
            // The estimation learns from every pair, so every pair's comparison is kept.
            let comparisons = ScoredPairs.comparisons(of: chosen, profiles: profiles, linkedByChip: chipLinkedOwners)
            weights = WeightEstimation.estimate(profiles: profiles, candidates: comparisons, prior: weights)
            let estimated = ScoreTable(weights)
            table = estimated
            scored = ScoredPairs(
                pairs: chosen, comparisons: comparisons, scores: comparisons.parallelMap { estimated.score($0) })
        } else {
            table = ScoreTable(weights)
            scored = ScoredPairs.scoring(
                chosen, profiles: profiles, linkedByChip: chipLinkedOwners, table: table,
                keepingFrom: settings.keepsEveryScoredPair
                    ? -.infinity : min(settings.mergeThreshold, settings.reviewThreshold))
        }
        _ = consume chosen
        clock.step("compared and scored the owner pairs (\(scored.pairs.count) at the review threshold or above)")
        let candidates = scored.pairs
        let comparisons = scored.comparisons
        let scores = scored.scores
        _ = consume scored
        var mergeEdges: [GuardedClustering.Edge] = []
        var review: [ReviewPair] = []
        for (index, pair) in candidates.enumerated() {
            let a = Int(pair >> 32)
            let b = Int(pair & 0xFFFF_FFFF)
            let comparison = comparisons[index]
            let score = scores[index]
            if score >= settings.mergeThreshold, !comparison.name.vetoesMerge,
                table.mergeScore(comparison) >= settings.mergeThreshold
            {
                mergeEdges.append(.init(a: a, b: b, score: score))
            } else if score >= settings.reviewThreshold {
                review.append(
                    ReviewPair(
                        a: a, b: b, score: score, comparison: comparison,
                        reason: score >= settings.mergeThreshold && comparison.name.vetoesMerge
                            ? .namesDiffer : .scoreBelowMergeThreshold))
            }
        }
        // A merge edge's own names do not veto it (checked above).
        var ownerSets = GuardedClustering.cluster(count: owners.count, edges: mergeEdges, edgesAreCompatible: true) {
            x, y in
            OwnerComparator.name(profiles[x], profiles[y]).vetoesMerge
        }
        review += ownerSets.refused.map { edge in
            ReviewPair(
                a: edge.a, b: edge.b, score: edge.score,
                comparison: comparisons[candidates.binarySearch(Blocking.pair(edge.a, edge.b))],
                reason: .wouldChainDifferentPeople)
        }
        // The normalized owners (a few hundred bytes each) are done with: freed before the owners are merged, whose
        // records and evidence take their place in memory.
        _ = consume profiles
        clock.step("scored and clustered the owners")

        var canonicalIds: [String: String] = [:]
        var mergedAway: [String: Int] = [:]
        let ownerGroups = groups(count: owners.count, sets: &ownerSets.sets)
        let (mergedOwners, ownerClusters) = mergeGroups(
            ownerGroups, of: owners, applied: ownerSets.applied, sets: &ownerSets.sets,
            merge: { OwnerSurvivorship.merge($0, established: established) }, member: ClusterMember.init
        ) { [candidates, table] edge, a, b in
            let comparison = comparisons[candidates.binarySearch(Blocking.pair(edge.a, edge.b))]
            return MergeEvidence(
                first: a.id, second: b.id, rule: .score, score: edge.score,
                fields: OwnerEvidence.fields(comparison, table: table, a, b))
        }
        account(ownerClusters, &canonicalIds, &mergedAway)
        // The merged owners go into the store at once, not held as records while the pairs for review are listed.
        var canonicalOwners = replacingGroups(owners, groups: ownerGroups, merged: consume mergedOwners)
        // Listed on a thread of its own while the steps that follow, several of them on one core, go on.
        let listing = BackgroundWork(name: "vetnet.possible-duplicates") {
            [review, owners, table, sets = ownerSets.sets] in
            var sets = sets
            return possibleDuplicates(review, owners: owners, table: table, sets: &sets)
        }
        _ = consume review
        // The pairs and their comparisons (tens of megabytes at a million records) are done with: freed before the
        // animals are matched and merged, where the stage's memory peaks. (The pairs for review, a tenth of them,
        // are freed as soon as they are listed.)
        _ = consume mergeEdges
        _ = consume scores
        _ = consume comparisons
        _ = consume candidates
        // Handed back to the system, not only to the allocator: the animals' threads allocate in other arenas.
        releaseFreedMemory()
        clock.step("merged \(ownerGroups.count) owner clusters")

        // Patients: owners rewritten, then same-name animals within an owner cluster.
        let mergedOwnerIds = IDMap(canonicalIds)
        for index in animals.indices {
            if let canonical = mergedOwnerIds[animals[index].owner] {
                patientsInOrder.setOwnerId(canonical, at: index)
                animals[index].owner = IDKey(canonical)
            }
        }
        // From here on the patients are only read, until the merged ones replace their groups.
        let patients = consume patientsInOrder
        let patientDetails: @Sendable (Int) -> AnimalDetails = { [patients] position in
            AnimalDetails.read(at: position, of: patients)
        }
        let patientExports: @Sendable (Int) -> String = { [patients] position in
            patients[position].sources.first?.source ?? ""
        }
        let patientMatch = PatientMatching.cluster(
            animals: animals, chipEdges: animalEdges, details: patientDetails, exports: patientExports,
            settings: settings)
        let possibleAnimals = patientMatch.possibleDuplicates(patients: patients, settings: settings)
        releaseFreedMemory()
        clock.step("matched the animals and listed \(possibleAnimals.count) possible duplicate animals")
        var patientSets = patientMatch.sets
        let patientGroups = groups(count: patients.count, sets: &patientSets)
        let (mergedPatients, patientClusters) = mergeGroups(
            patientGroups, of: patients, applied: patientMatch.applied, sets: &patientSets,
            merge: { PatientSurvivorship.merge($0, established: established) }, member: ClusterMember.init
        ) { edge, a, b in patientMatch.evidence(edge, a, b, settings: settings) }
        var mergedInto: [Int: String] = [:]
        for (group, position) in zip(patientGroups, mergedPatients.indices) {
            let id = mergedPatients.id(at: position)
            for member in group { mergedInto[member] = id }
        }
        account(patientClusters, &canonicalIds, &mergedAway)
        let conflicts = PatientMatching.conflicts(
            sharedChips, patients: patients, animals: animals, canonical: { mergedInto[$0] ?? patients.id(at: $0) },
            settings: settings)
        var canonicalPatients = replacingGroups(consume patients, groups: patientGroups, merged: mergedPatients)
        clock.step("merged \(patientGroups.count) animal clusters and listed \(conflicts.count) microchip conflicts")

        let possible = listing.wait() + possibleAnimals
        clock.step("listed \(possible.count - possibleAnimals.count) possible duplicate owners")

        if !established.isEmpty {
            // An established ID that is not its cluster's smallest moves the canonical record out of order.
            if let order = IDOrder.order(of: canonicalOwners) { canonicalOwners.reorder(order) }
            if let order = IDOrder.order(of: canonicalPatients) { canonicalPatients.reorder(order) }
        }
        return DedupeResult(
            // Groups come in order of their smallest member, which is the canonical ID unless an established
            // ID took its place (sorted above).
            owners: canonicalOwners, patients: canonicalPatients,
            ownerClusters: ownerClusters, patientClusters: patientClusters, possibleDuplicates: possible,
            chipConflicts: conflicts, mergedAway: mergedAway, canonicalIds: canonicalIds,
            comparisons: comparisonCount, weights: weights)
    }

    /// `run` over records in arrays.
    public static func run(
        owners: [Owner], patients: [Patient], settings: DedupeSettings = .standard, established: Set<String> = [],
        steps: @escaping (String) -> Void = { _ in }
    ) -> DedupeResult {
        run(
            owners: RecordStore(owners), patients: RecordStore(patients), settings: settings, established: established,
            steps: steps)
    }

    /// An owner pair for staff review, before it is known whether clustering joined it anyway.
    struct ReviewPair {
        var a: Int
        var b: Int
        var score: Double
        var comparison: OwnerComparison
        var reason: PossibleDuplicate.Reason
    }

    /// The positions of the owners' and the patients' records in the order of their IDs (`IDOrder`), each nil
    /// when its records are in that order already.
    public static func idOrders(
        _ owners: RecordStore<Owner>, _ patients: RecordStore<Patient>
    ) -> (owners: [Int]?, patients: [Int]?) {
        // The keys are read on both cores, store after store; sorted a store a core, reading them too left one core
        // idle while the larger store's were read.
        let (ownerKeys, patientKeys) = (IDOrder.keys(of: owners), IDOrder.keys(of: patients))
        let orders = Mutex<[[Int]?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { task in
            let order =
                task == 0 ? IDOrder.order(of: owners, keys: ownerKeys) : IDOrder.order(of: patients, keys: patientKeys)
            orders.withLock { $0[task] = order }
        }
        return orders.withLock { ($0[0], $0[1]) }
    }

    /// Both stores in ID order, as the dedupe stage and the record files take them, each sorted on a core of
    /// its own, their bytes copied in that order.
    public static func inIDOrder(
        _ owners: consuming RecordStore<Owner>, _ patients: consuming RecordStore<Patient>
    ) -> (RecordStore<Owner>, RecordStore<Patient>) {
        var owners = owners
        var patients = patients
        let (ownerOrder, patientOrder) = idOrders(owners, patients)
        // Every step after this one reads the records in this order, several of them more than once.
        if let ownerOrder { owners.reorderCopyingBytes(ownerOrder) }
        if let patientOrder { patients.reorderCopyingBytes(patientOrder) }
        return (owners, patients)
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
    /// in canonical-ID order. The merged records are added after the others and the places reordered: no record
    /// is written over, so a store that shares its bytes with `records` keeps them as they were.
    static func replacingGroups<Record>(
        _ records: consuming RecordStore<Record>, groups: [[Int]], merged: consuming RecordStore<Record>
    ) -> RecordStore<Record> {
        var records = records
        let count = records.count
        // The position each record's place takes its record from; -1 for members merged away.
        var source = Array(0..<count)
        for (index, group) in groups.enumerated() {
            source[group[0]] = count + index
            for member in group.dropFirst() { source[member] = -1 }
        }
        records.append(contentsOf: merged)
        records.reorder(source.filter { $0 >= 0 })
        return records
    }

    /// Records every non-canonical member as merged away, counted against its source. Reads each cluster's
    /// members only, not its evidence, on every core; only the maps are filled in turn.
    private static func account(
        _ clusters: RecordStore<Cluster>, _ canonicalIds: inout [String: String], _ mergedAway: inout [String: Int]
    ) {
        let parts = Array(clusters.indices).parallelChunks(minimumChunk: 128) { positions in
            var merged: [(id: String, canonicalId: String)] = []
            var counts: [String: Int] = [:]
            for position in positions {
                let (canonicalId, members) = clusters.read(at: position) { reader throws(CompactReader.Damaged) in
                    (try reader.string(), try Cluster.memberOrigins(&reader))
                }
                for member in members where member.id != canonicalId {
                    merged.append((member.id, canonicalId))
                    counts[member.source, default: 0] += 1
                }
            }
            return (merged: merged, counts: counts)
        }
        // With room to spare for the animals' merges, accounted next: growing the map then would hash again every
        // owner ID in it, a twentieth of a second at a million records.
        let needed = canonicalIds.count + parts.reduce(0) { $0 + $1.merged.count }
        if canonicalIds.capacity < needed { canonicalIds.reserveCapacity(needed + needed / 4) }
        for part in parts {
            for (id, canonicalId) in part.merged { canonicalIds[id] = canonicalId }
            mergedAway.merge(part.counts, uniquingKeysWith: +)
        }
    }

    /// Each group's records merged into one (`merge`), and its cluster with the evidence of the edges that built
    /// it, sorted by canonical ID. Done group by group on every core, each group's records decoded once: a run
    /// merges a hundred thousand groups.
    private static func mergeGroups<Record: CompactStorable & Sendable>(
        _ groups: [[Int]], of records: RecordStore<Record>, applied: [GuardedClustering.Edge], sets: inout UnionFind,
        merge: @Sendable ([Record]) -> Record, member: @Sendable (Record) -> ClusterMember,
        evidence: @Sendable (GuardedClustering.Edge, Record, Record) -> MergeEvidence
    ) -> (merged: RecordStore<Record>, clusters: RecordStore<Cluster>) {
        var edgesByRoot: [Int: [GuardedClustering.Edge]] = [:]
        for edge in applied { edgesByRoot[sets.find(edge.a), default: []].append(edge) }
        let edges = groups.map { edgesByRoot[sets.find($0[0])] ?? [] }
        // Each cluster goes into its chunk's store as soon as it is made: held as values until the end, the clusters
        // with their evidence would be the largest thing the stage holds. As many chunks as a map makes
        // (`parallelMapChunks`): with fewer, one core merged the last chunk alone for a tenth of a second or more.
        var parts = Array(groups.indices).parallelChunks(minimumChunk: 256, maximumChunks: Array<Int>.mapChunksPerRun) {
            chunk in
            var part: (merged: RecordStore<Record>, clusters: RecordStore<Cluster>) = (RecordStore(), RecordStore())
            part.merged.reserveCapacity(chunk.count)
            for index in chunk {
                let group = groups[index]
                let members = group.map { records[$0] }
                let merged = merge(members)
                // Members are sorted, so an edge's ends are found by binary search.
                func record(_ position: Int) -> Record { members[group.binarySearch(position)] }
                part.merged.append(merged)
                part.clusters.append(
                    Cluster(
                        canonicalId: merged.id, members: members.map(member).sorted { $0.id < $1.id },
                        merges: edges[index].map { evidence($0, record($0.a), record($0.b)) }))
            }
            return part
        }
        // Joined in order by their chunks, each part freed as it is moved.
        var merged = RecordStore<Record>()
        var clusters = RecordStore<Cluster>()
        merged.reserveCapacity(groups.count)
        parts.reverse()
        while let part = parts.popLast() {
            merged.append(contentsOf: part.merged)
            clusters.append(contentsOf: part.clusters)
        }
        // Groups come in the order of their smallest members, which are the canonical IDs unless established IDs
        // took their places: sorting is needed only then.
        let inIDOrder = merged.indices.dropFirst().allSatisfy { !merged.id(at: $0, isLessThanIDAt: $0 - 1) }
        if !inIDOrder, let order = IDOrder.order(of: clusters) { clusters.reorder(order) }
        return (merged, clusters)
    }

    /// Review pairs that did not end up in one cluster, strongest first, each pair once.
    private static func possibleDuplicates(
        _ review: [ReviewPair], owners: RecordStore<Owner>, table: ScoreTable, sets: inout UnionFind
    ) -> [PossibleDuplicate] {
        var seen = Set<UInt64>()
        let listed = review.sorted(by: { ($0.score, $1.a, $1.b) > ($1.score, $0.a, $0.b) }).filter { pair in
            sets.find(pair.a) != sets.find(pair.b) && seen.insert(Blocking.pair(pair.a, pair.b)).inserted
        }
        // On one core: listed beside steps that leave the other idle, not competing with them for both.
        return listed.map { pair in
            let a = owners[pair.a]
            let b = owners[pair.b]
            return PossibleDuplicate(
                first: ClusterMember(a), second: ClusterMember(b),
                score: pair.score, reason: pair.reason,
                fields: OwnerEvidence.fields(pair.comparison, table: table, a, b))
        }
    }
}
