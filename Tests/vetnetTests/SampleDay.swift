import Foundation
import Testing
import VetNetTestSupport

/// One run of `vetnet schedule` over the sample day, shared by the tests of a suite that only read its outputs:
/// the search takes about half a minute of CPU in a debug build, and the same seed gives the same outputs.
struct SampleDay: SuiteTrait, TestScoping {
    struct Outputs: Sendable {
        let directory: URL
        let run: VetnetRun
    }

    /// The run, inside a suite the trait is on.
    @TaskLocal static var outputs: Outputs?

    static let request = "samples/schedule/request.json"
    // A generous budget so the iteration cap, not the clock, ends the search: the output is then reproducible.
    static let arguments = ["--seed", "1", "--time-budget-ms", "600000"]

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let out = temporary.path + "/out"
        let run = try runVetnet(["schedule", Self.request, "--out", out] + Self.arguments)
        if run.status == 0 {
            // What the run printed is one of its outputs, with the directory named as the golden files name it.
            try run.stdout.replacing(out, with: "<out>").write(
                toFile: out + "/stdout.txt", atomically: true, encoding: .utf8)
        }
        try await Self.$outputs.withValue(Outputs(directory: URL(fileURLWithPath: out), run: run)) {
            try await function()
        }
    }
}

extension Trait where Self == SampleDay {
    /// The suite's tests read one run of `vetnet schedule` over the sample day (`SampleDay.outputs`).
    static var sampleDay: Self { SampleDay() }
}
