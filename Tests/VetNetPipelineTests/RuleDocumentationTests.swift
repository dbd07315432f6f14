import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetValidation

@Suite("The rule reference in pipelines/README.md")
struct RuleDocumentationTests {
    @Test("every rule code is documented with its default severity")
    func everyCodeDocumented() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("pipelines/README.md"), encoding: .utf8)
        for rule in RuleCatalog.all {
            #expect(
                readme.contains("| `\(rule.code)` | \(rule.severity.rawValue)"),
                "\(rule.code) is missing or has another severity")
        }
    }
}
