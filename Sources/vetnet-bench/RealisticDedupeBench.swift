import Foundation
import VetNetCore
import VetNetDedupe
import VetNetValidation

/// The dedupe phase on the realistic profile: owners in four countries (`RealisticOwners`) validated as a run
/// validates them (phones to E.164 by each country's rules, where the validator knows the country), their
/// animals and a shelter owner's (`SyntheticAnimals`), deduplicated and scored per country; then one owner with
/// `bigOwnerAnimals` animals alone, for the dedupe time of a large owner.
struct RealisticDedupeBench {
    var sizes: [Int]
    var shelterAnimals: Int
    var bigOwnerAnimals: Int
    var seed: UInt64

    func run() -> String {
        var table = ResultTable(headers: [
            "owners", "animals", "seconds", "country", "precision", "recall", "F1", "merged or listed",
        ])
        var misses = ["true owner pairs left unmerged, by cause (share of all true pairs):"]
        var animalTable = ResultTable(headers: [
            "owners", "animals", "animal precision", "animal recall", "wrongly merged",
        ])
        for size in sizes {
            let owners = SyntheticOwners.generate(count: size, seed: seed, profile: .realistic)
            let animals = SyntheticAnimals.generate(owners: owners, shelterAnimals: shelterAnimals, seed: seed)
            let validated = Self.validated(owners)
            let start = DispatchTime.now().uptimeNanoseconds
            let result = Deduplicator.run(owners: validated, patients: animals.patients)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let groups: [(String, [String: Int])] =
                [("all", owners.truth)]
                + SyntheticCountry.allCases.map { country in
                    (country.rawValue, owners.truth.filter { owners.countries[$0.key] == country })
                }
            for (name, truth) in groups {
                let evaluation = PairwiseEvaluation(result, truth: truth)
                table.add([
                    String(size), String(animals.patients.count), ResultTable.format(seconds, 2), name,
                    ResultTable.format(evaluation.precision, 4),
                    ResultTable.format(evaluation.recall, 4), ResultTable.format(evaluation.f1, 4),
                    ResultTable.format(ReviewRecall(result, truth: truth).recall, 4),
                ])
            }
            let missed = MissedPairs(validated, truth: owners.truth, result: result)
            misses.append(
                "\(size) owners: "
                    + [
                        ("no forename or surname (listed, never merged)", missed.nameMissing),
                        ("no email, phone or address agrees", missed.noSharedContact),
                        ("names show two people", missed.namesDisagree),
                        ("score below the merge threshold", missed.other),
                    ].map { "\(ResultTable.format(missed.share($0.1) * 100, 1)) % \($0.0)" }.joined(separator: ", "))
            let animalEvaluation = AnimalEvaluation(result, truth: animals.truth)
            animalTable.add([
                String(size), String(animals.patients.count),
                ResultTable.format(animalEvaluation.pairwise.precision, 4),
                ResultTable.format(animalEvaluation.pairwise.recall, 4), String(animalEvaluation.wronglyMerged),
            ])
        }
        return
            ([
                "dedupe: realistic owners (US, GB, DE, AU; ~28 % duplicates with data-entry damage, households), seed \(seed);",
                "each set's person 0 is a shelter with \(shelterAnimals) animals",
                table.rendered,
                "precision, recall, F1: owner pairs (a country's rows: pairs of its records); merged or listed: true owner",
                "  pairs merged or listed for staff as possible duplicates",
                "targets: F1 >= 0.95 at precision >= 0.98 in every country; merged or listed >= 0.98",
            ] + misses + [
                "",
                animalTable.rendered,
                "wrongly merged: animal records merged into a cluster of a different animal (target 0)",
            ]).joined(separator: "\n") + (bigOwnerAnimals > 0 ? "\n\n" + bigOwner() : "")
    }

    /// One owner with `bigOwnerAnimals` animals: the dedupe stage's time for it alone.
    private func bigOwner() -> String {
        let owner = Owner(id: "OWN-SHELTER", firstName: nil, lastName: "Rescue Shelter")
        let animals = SyntheticAnimals.shelter(ownerID: owner.id, count: bigOwnerAnimals, seed: seed)
        let start = DispatchTime.now().uptimeNanoseconds
        let result = Deduplicator.run(owners: [owner], patients: animals.patients)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let evaluation = AnimalEvaluation(result, truth: animals.truth)
        return
            "big owner: \(animals.patients.count) animal records of one owner: dedupe \(ResultTable.format(seconds, 2)) s "
            + "(target < 1 s), \(evaluation.wronglyMerged) wrongly merged, animal recall "
            + ResultTable.format(evaluation.pairwise.recall, 4)
    }

    /// The owners as the validate stage hands them to dedupe: each country's export validated with its country
    /// as the default.
    static func validated(_ set: SyntheticOwners) -> [Owner] {
        let asOf = LocalDate(year: 2026, month: 1, day: 1)!
        let validators = Dictionary(
            uniqueKeysWithValues: SyntheticCountry.allCases.map {
                ($0, RecordValidator(asOf: asOf, defaultCountry: Country($0.rawValue) ?? .us))
            })
        let location = SourceLocation(file: "owners.csv")
        return set.owners.map { owner in
            var owner = owner
            var findings: [Diagnostic] = []
            validators[set.countries[owner.id] ?? .us]!.validate(
                &owner, at: location, columns: [:], findings: &findings)
            return owner
        }
    }
}
