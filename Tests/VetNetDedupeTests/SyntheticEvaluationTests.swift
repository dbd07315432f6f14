import Testing
import VetNetCore
import VetNetDedupe

/// The benchmark's measures, on results whose truth is known by construction.
@Suite struct SyntheticEvaluationTests {
    /// One person twice, the second record without a forename: listed for staff, not merged.
    private let owners = [
        Fixtures.owner(
            "OWN-1", "Anna", "Nguyen", email: "anna@example.com", phones: ["+61414026380"], line1: "12 Oak Street",
            postalCode: "2150"),
        Fixtures.owner(
            "OWN-2", nil, "Nguyen", email: "anna@example.com", phones: ["+61414026380"], line1: "12 Oak Street",
            postalCode: "2150"),
    ]

    @Test("a true pair listed for staff counts as listed, not merged, and its cause is the missing forename")
    func listedPair() {
        let truth = ["OWN-1": 0, "OWN-2": 0]
        let result = Deduplicator.run(owners: owners, patients: [])
        let recall = ReviewRecall(result, truth: truth)
        #expect(recall.truePairs == 1 && recall.mergedPairs == 0 && recall.listedPairs == 1 && recall.recall == 1)
        #expect(PairwiseEvaluation(result, truth: truth).recall == 0)
        let missed = MissedPairs(owners, truth: truth, result: result)
        #expect(missed.truePairs == 1 && missed.nameMissing == 1 && missed.noSharedContact == 0)
    }

    @Test("two records merged that the truth calls two animals count one wrongly merged record")
    func wronglyMergedAnimals() {
        let chip = "985112345678901"
        let patients = [
            Fixtures.patient("PAT-1", "Duke", chip: chip, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", chip: chip, owner: "OWN-1"),
            Fixtures.patient("PAT-3", "Bella", owner: "OWN-1"),
        ]
        let result = Deduplicator.run(owners: [owners[0]], patients: patients)
        let right = AnimalEvaluation(result, truth: ["PAT-1": 0, "PAT-2": 0, "PAT-3": 1])
        #expect(right.wronglyMerged == 0 && right.pairwise.recall == 1)
        let wrong = AnimalEvaluation(result, truth: ["PAT-1": 0, "PAT-2": 1, "PAT-3": 2])
        #expect(wrong.wronglyMerged == 1 && wrong.pairwise.precision == 0)
    }
}
