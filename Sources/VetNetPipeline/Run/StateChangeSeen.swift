import Synchronization

/// Raised by a night's reading as soon as it meets a record that changes the state: one the state does not hold,
/// holds inactive, or holds with another fingerprint or at another line. Each makes the night one that merges anew
/// (`NightDelta.isQuiet` is false), so the last run's merge, read beside the exports in case the night can reuse
/// it, stops being read. A hint only: a night that turns out quiet after all reads that merge when it needs it.
public final class StateChangeSeen: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    public var isRaised: Bool { raised.load(ordering: .relaxed) }

    func raise() { raised.store(true, ordering: .relaxed) }
}
