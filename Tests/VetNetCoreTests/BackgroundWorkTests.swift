import Dispatch
import Testing
import VetNetCore

@Suite("Work done in the background")
struct BackgroundWorkTests {
    @Test("the work runs on another thread while the caller goes on, and its result is handed over")
    func runsBesideTheCaller() {
        let callerWentOn = DispatchSemaphore(value: 0)
        let work = BackgroundWork(name: "test") { () -> [Int] in
            // Done on the caller's thread, this would wait in vain for the caller to go on.
            let sawCaller = callerWentOn.wait(timeout: .now() + 10) == .success
            return sawCaller ? Array(0..<1000).map { $0 * $0 } : []
        }
        callerWentOn.signal()
        let squares = work.wait()
        #expect(squares.count == 1000)
        #expect(squares.last == 999 * 999)
    }
}
