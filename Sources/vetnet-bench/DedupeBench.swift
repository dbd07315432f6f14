import Foundation
import VetNetDedupe

/// The dedupe phase: for each size, generates synthetic owners with duplicates and households
/// (`SyntheticOwners`), runs `Deduplicator` over them and scores the clusters against the ground truth.
///
/// Returns the table: size, seconds of the dedupe run alone (generation excluded), peak RSS of the process
/// after the run, input included (VmHWM, which never falls: run the sizes in increasing order, or one per
/// process), pairwise precision, recall, F1, the owner pairs scored and the possible duplicates listed.
func runDedupeBenchmark(sizes: [Int], seed: UInt64) -> String {
    var lines = [
        "dedupe: synthetic owners (~28 % duplicates, households as hard negatives), seed \(seed)",
        pad("owners", 9) + pad("seconds", 9) + pad("peak MB", 9) + pad("precision", 11) + pad("recall", 9)
            + pad("F1", 8) + pad("comparisons", 13) + pad("possible", 10),
    ]
    for size in sizes {
        let set = SyntheticOwners.generate(count: size, seed: seed)
        let start = DispatchTime.now().uptimeNanoseconds
        let result = Deduplicator.run(owners: set.owners, patients: [])
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let peak = peakResidentMegabytes()  // before the evaluation's own tables
        let evaluation = PairwiseEvaluation(result, truth: set.truth)
        lines.append(
            pad(String(size), 9) + pad(fixed(seconds, 2), 9) + pad(String(peak), 9)
                + pad(fixed(evaluation.precision, 4), 11) + pad(fixed(evaluation.recall, 4), 9)
                + pad(fixed(evaluation.f1, 4), 8) + pad(String(result.comparisons), 13)
                + pad(String(result.possibleDuplicates.count), 10))
    }
    return lines.joined(separator: "\n")
}

/// VmHWM from /proc/self/status in MB, or 0 where there is none.
private func peakResidentMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes / 1024
}

private func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}
