import Testing
import VetNetDedupe

@Suite struct QualityTests {
    @Test("a generated set of 5,000 owners is deduplicated with precision ≥ 0.98 and F1 ≥ 0.95")
    func syntheticQuality() {
        let set = SyntheticOwners.generate(count: 5_000, seed: 7)
        let result = Deduplicator.run(owners: set.owners, patients: [])
        let evaluation = PairwiseEvaluation(result, truth: set.truth)
        print("quality", evaluation, evaluation.precision, evaluation.recall, evaluation.f1, result.comparisons)
        #expect(evaluation.precision >= 0.98)
        #expect(evaluation.f1 >= 0.95)
    }
}
