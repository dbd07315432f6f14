import Testing
import VetNetValidation

@Suite("Validation module")
struct ValidationModuleTests {
    @Test("the module links")
    func links() { #expect(Bool(true)) }
}
