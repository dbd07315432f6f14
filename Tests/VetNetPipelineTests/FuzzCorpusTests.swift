import Foundation
import Testing
import VetNetCSV
@testable import VetNetFuzzing
import VetNetTestSupport

/// The fuzz targets' seeds and every input the fuzzer ever found (`Tests/Fuzz/<target>/`) replayed on each
/// test run, so a fixed finding stays fixed.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    @Test(
        "every seed and past finding is handled without breaking a reader invariant",
        arguments: fuzzTargets.map { $0.name })
    func corpusReplays(_ name: String) throws {
        let target = try #require(fuzzTargets.first { $0.name == name })
        let files = fuzzInputs(at: packageRoot.path + "/Tests/Fuzz/" + name)
        #expect(files.count >= 4, "the \(name) corpus has lost its seeds")
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            #expect(target.violations(bytes) == [], "\(file)")
        }
    }

    @Test("the CSV target notices a reader that reads differently when fed in chunks")
    func csvTargetDetectsBrokenInvariants() {
        // A record line past the end of the document is impossible for a correct reader: the check must see it.
        var outcome = CSVReaderFuzzTarget.read(
            Array("ID\n1\n".utf8), chunkSize: .max, encoding: .utf8, maxFieldBytes: 64)
        #expect(outcome.violations(lineCount: 3) == [])
        #expect(outcome.violations(lineCount: 1) != [])
        let other = outcome
        outcome.records.removeAll()
        #expect(outcome.differences(from: other, label: "test") != [])
    }
}
