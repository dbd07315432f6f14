import Foundation
import Testing
import VetNetTestSupport

/// One run of each sample pipeline (`vetnet run pipelines/<name>.yml`), shared by the tests of a suite that only
/// read their outputs: each test ran all seven again.
struct SamplePipelineRuns: SuiteTrait, TestScoping {
    struct Output: Sendable {
        /// The run's output directory.
        let out: String
        let run: VetnetRun
    }

    /// The runs by pipeline name, inside a suite the trait is on.
    @TaskLocal static var outputs: [String: Output] = [:]

    static let pipelines = [
        "us-clinic", "eu-clinic", "legacy-clinic", "nightly-clinic", "shelter-animals", "shelter", "clinic-history",
    ]

    /// The run of `pipeline`, which must have succeeded.
    static func output(of pipeline: String) throws -> Output {
        let output = try #require(outputs[pipeline], "no run of \(pipeline) in this suite")
        try #require(output.run.status == 0, "vetnet exited \(output.run.status): \(output.run.stderr)")
        return output
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        var outputs: [String: Output] = [:]
        for pipeline in Self.pipelines {
            // Named `out` as a run of the README's would be, inside a directory of the pipeline's own.
            let out = temporary.path + "/" + pipeline + "/out"
            outputs[pipeline] = Output(
                out: out, run: try runVetnet(["run", "pipelines/\(pipeline).yml", "--out", out]))
        }
        try await Self.$outputs.withValue(outputs) { try await function() }
    }
}

extension Trait where Self == SamplePipelineRuns {
    /// The suite's tests read one run of each sample pipeline (`SamplePipelineRuns.output(of:)`).
    static var samplePipelineRuns: Self { SamplePipelineRuns() }
}
