import Testing
import VetNetSchedule

@Suite("Schedule module")
struct ScheduleModuleTests {
    @Test("the module links")
    func links() { #expect(Bool(true)) }
}
