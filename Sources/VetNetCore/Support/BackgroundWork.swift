import Foundation
import Synchronization

/// Work started on a thread of its own, whose result is waited for later: for a step that does not depend on
/// the ones that follow it, so that it runs while they leave a core idle.
public final class BackgroundWork<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    public init(name: String, _ work: @escaping @Sendable () -> Value) {
        let thread = Thread {
            let value = work()
            self.result.withLock { $0 = value }
            self.done.signal()
        }
        thread.name = name
        thread.start()
    }

    /// The work's result, once it is done; call once.
    public func wait() -> Value {
        done.wait()
        return result.withLock { value in
            defer { value = nil }
            guard let taken = value else { preconditionFailure("BackgroundWork.wait called twice") }
            return taken
        }
    }
}
