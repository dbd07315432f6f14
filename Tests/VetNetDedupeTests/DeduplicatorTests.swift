import Testing
import VetNetDedupe

@Suite("Dedupe module")
struct DedupeModuleTests {
    @Test("the module links")
    func links() { #expect(Bool(true)) }
}
