import Foundation
import Testing
import VetNetTestSupport

/// Expects a draft of `vetnet init` to match `Golden/init/<name>/<name>.yml`.
func expectDraftMatchesGolden(_ draft: String, name: String) throws {
    let actual = try TemporaryDirectory()
    defer { actual.remove() }
    try actual.write(draft, to: "\(name).yml")
    let problems = Golden.compare(
        actual: actual.url, expected: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/init/\(name)"))
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
}
