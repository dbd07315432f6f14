internal import VetNetCore

/// Clusters animal records on positive evidence only, and lists for staff what it cannot decide.
///
/// Two records are one animal when they carry the same valid chip (`ChipMatching`), or when they belong to one
/// canonical owner under the same folded name and species and their birth dates agree within the tolerance. Sex
/// and breed that agree without a birth date only list the pair for staff: a household may name two of its
/// animals alike (the benchmark's households did, five times in 20,000 owners).
///
/// An owner with more than `householdAnimalLimit` animals (a shelter, a breeder, a farm) reuses names and often
/// has only estimated birth dates: there two records of one name merge only when born on the same day and of the
/// same sex, and only where it has at most `householdAnimalLimit` animals of the name. Even then, two records of
/// one export under different IDs are that export's own word that they are two animals (littermates named alike,
/// seen in a shelter's export): they are only listed for staff. Records are compared only
/// within their owner, name and species, so an owner with a hundred thousand animals costs what as many animals
/// of many owners cost. Names that name nobody (`Unknown`) match nothing. Any field that conflicts keeps two
/// records apart (`AnimalComparison`), also inside a cluster built through other records.
struct PatientMatching {
    var sets: UnionFind
    var applied: [GuardedClustering.Edge]
    var animals: [AnimalProfile]
    /// Pairs for staff, whether or not clustering joined them in the end.
    var review: [ReviewPair]

    /// A pair of animal records that may be one animal, and why it was not merged.
    struct ReviewPair: Sendable {
        var a: Int
        var b: Int
        var reason: PossibleDuplicate.Reason
    }

    /// The scores of the edges, strongest first: they also tell the rule that made an edge.
    enum EdgeScore {
        static let microchip = 2.0
        static let birthDate = 1.0
    }

    /// Where an organisation has a record born on the same day as more than this many others of its name, the
    /// date is a placeholder (an intake day, the first of a year), which is no evidence.
    static let maxSameDayPartners = 2

    /// `animals` must already point to canonical owners; `chipEdges` are the same-animal pairs by chip; `details`
    /// gives a record's folded breed, colour and species as written, read only for the records that are compared;
    /// `exports` gives the source a record was read from, read only for an organisation's records born on one day.
    static func cluster(
        animals: [AnimalProfile], chipEdges: [GuardedClustering.Edge],
        details: @escaping @Sendable (Int) -> AnimalDetails, exports: @escaping @Sendable (Int) -> String,
        settings: DedupeSettings
    ) -> PatientMatching {
        let organisations = owners(of: animals, withMoreThan: settings.householdAnimalLimit)
        let parts = sameOwnerAndName(animals).parallelChunks(minimumChunk: 64) { groups in
            var found = Found()
            for group in groups {
                if organisations.contains(ownerHash(animals[group[0]])) {
                    // More animals of one name than a household has: a shared birth day and sex are chance
                    // (the benchmark's shelter of 100,000 had 69 such pairs of different animals).
                    if group.count <= settings.householdAnimalLimit {
                        matchByBirthDay(group, animals, details, exports, settings, into: &found)
                    }
                } else {
                    matchAllPairs(group, animals, details, settings, into: &found)
                }
            }
            return found
        }
        var edges = chipEdges
        var review: [ReviewPair] = []
        for part in parts {
            edges += part.edges
            review += part.review
        }
        let result = GuardedClustering.cluster(count: animals.count, edges: edges) { x, y in
            AnimalComparison(animals[x], animals[y], details: (details(x), details(y)), settings: settings).conflicts
        }
        return PatientMatching(sets: result.sets, applied: result.applied, animals: animals, review: review)
    }

    /// Edges and pairs for review found in some groups.
    struct Found: Sendable {
        var edges: [GuardedClustering.Edge] = []
        var review: [ReviewPair] = []
    }

    /// Every pair of a household's group compared: birth dates merge; sex and breed that agree list the pair for
    /// staff, as do the only two records of a name with nothing to compare. Where the owner has three or more
    /// animals of a name with nothing to compare, it reuses the name, and listing every pair that only shares it
    /// would bury the pairs that matter.
    private static func matchAllPairs(
        _ group: [Int], _ animals: [AnimalProfile], _ details: (Int) -> AnimalDetails, _ settings: DedupeSettings,
        into found: inout Found
    ) {
        let keys = group.map(details)
        for x in group.indices {
            for y in group.indices where y > x {
                let (a, b) = (group[x], group[y])
                let comparison = AnimalComparison(
                    animals[a], animals[b], details: (keys[x], keys[y]), settings: settings)
                if comparison.conflicts { continue }
                if comparison.hasBirthDateEvidence {
                    found.edges.append(.init(a: a, b: b, score: EdgeScore.birthDate))
                } else if comparison.sex.agrees && comparison.breed.agrees {
                    found.review.append(ReviewPair(a: a, b: b, reason: .animalSexAndBreedOnly))
                } else if group.count == 2 {
                    found.review.append(ReviewPair(a: a, b: b, reason: .animalNameOnly))
                }
            }
        }
    }

    /// An organisation's records of one name with birth dates, in order of date: records born on the same day and
    /// of the same sex are merged, unless the day is a placeholder or one export lists them under two IDs.
    private static func matchByBirthDay(
        _ group: [Int], _ animals: [AnimalProfile], _ details: (Int) -> AnimalDetails, _ exports: (Int) -> String,
        _ settings: DedupeSettings, into found: inout Found
    ) {
        let dated = group.compactMap { index in animals[index].birthDate.map { (day: $0.dayNumber, index: index) } }
            .sorted { ($0.day, $0.index) < ($1.day, $1.index) }
        dated.forEachRepeatedRun(where: { $0.day == $1.day }) { run in
            guard run.count - 1 <= maxSameDayPartners else { return }
            for x in run {
                for y in run where y > x {
                    let (a, b) = (dated[x].index, dated[y].index)
                    let comparison = AnimalComparison(
                        animals[a], animals[b], details: (details(a), details(b)), settings: settings)
                    guard !comparison.conflicts && comparison.sex.agrees else { continue }
                    if exports(a) == exports(b) {
                        found.review.append(ReviewPair(a: min(a, b), b: max(a, b), reason: .animalTwoIdsInOneExport))
                    } else {
                        found.edges.append(.init(a: min(a, b), b: max(a, b), score: EdgeScore.birthDate))
                    }
                }
            }
        }
    }

    /// The hashes of the owners that hold more than `limit` animals: shelters, breeders, farms.
    static func owners(of animals: [AnimalProfile], withMoreThan limit: Int) -> Set<UInt64> {
        var hashes = animals.parallelMap(ownerHash)
        RadixSort.sort(&hashes)
        var large = Set<UInt64>()
        hashes.forEachRepeatedRun(where: ==) { run in
            if run.count > limit { large.insert(hashes[run.lowerBound]) }
        }
        return large
    }

    static func ownerHash(_ animal: AnimalProfile) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(animal.owner)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// The groups of two or more animals with one owner, folded name and known species, each in record order.
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
        hashed.removeAll { animals[Int($0.index)].name.isEmpty || animals[Int($0.index)].species.isEmpty }
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

    /// The merge log entry of an applied edge.
    func evidence(_ edge: GuardedClustering.Edge, _ a: Patient, _ b: Patient, settings: DedupeSettings) -> MergeEvidence
    {
        let rule: MergeEvidence.Rule =
            edge.score >= EdgeScore.microchip
            ? .sameMicrochip : .sameNameSpeciesAndBirthDate
        return MergeEvidence(
            first: a.id, second: b.id, rule: rule, score: nil, fields: Self.fields(a, b, settings: settings))
    }

    /// Every compared field of two records, with both values and the verdict, missing ones included; the species as
    /// written only when a record keeps one, as most keep none (a dog written `Dog`).
    static func fields(_ a: Patient, _ b: Patient, settings: DedupeSettings) -> [FieldEvidence] {
        let comparison = AnimalComparison(
            AnimalProfile(a), AnimalProfile(b), details: (AnimalDetails(a), AnimalDetails(b)), settings: settings)
        func value(_ patient: Patient, _ field: String) -> String? {
            switch field {
            case "name": patient.name
            case "species": patient.species
            case "microchip": patient.microchip
            case "birthDate": patient.birthDate?.description
            case "sex": patient.sex == .unknown ? nil : patient.sex.rawValue
            case "color": patient.color
            case "speciesOriginal": patient.speciesOriginal
            default: patient.breed
            }
        }
        return comparison.verdicts.compactMap { field, verdict in
            let values = (value(a, field), value(b, field))
            if field == "speciesOriginal" && values.0 == nil && values.1 == nil { return nil }
            return FieldEvidence(
                field: field, level: verdict.rawValue, weight: nil, firstValue: values.0, secondValue: values.1)
        }
    }

    /// Review pairs that clustering left apart, in record order, each pair once, as possible duplicates.
    func possibleDuplicates(
        patients: RecordStore<Patient>, settings: DedupeSettings
    ) -> [PossibleDuplicate] {
        var sets = sets
        var seen = Set<UInt64>()
        let listed = review.sorted { ($0.a, $0.b) < ($1.a, $1.b) }.filter { pair in
            sets.find(pair.a) != sets.find(pair.b) && seen.insert(Blocking.pair(pair.a, pair.b)).inserted
        }
        return listed.map { pair in
            let (a, b) = (patients[pair.a], patients[pair.b])
            return PossibleDuplicate(
                first: ClusterMember(a), second: ClusterMember(b), score: 0, reason: pair.reason,
                fields: Self.fields(a, b, settings: settings))
        }
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
            let (first, second) = (patients[ordered[0].value], patients[ordered[1].value])
            let comparison = AnimalComparison(
                animals[ordered[0].value], animals[ordered[1].value],
                details: (AnimalDetails(first), AnimalDetails(second)), settings: settings)
            let members = ordered.map { ClusterMember(id: $0.key, sources: patients[$0.value].sources) }
            result.append(
                ChipConflict(
                    microchip: group.chip, patients: members, reason: ChipMatching.reason(comparison, first, second)))
        }
        return result
    }
}
