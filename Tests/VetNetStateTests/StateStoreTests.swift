import Testing
import VetNetState

@Suite("State module")
struct StateModuleTests {
    @Test("the module links")
    func links() { #expect(Bool(true)) }
}
