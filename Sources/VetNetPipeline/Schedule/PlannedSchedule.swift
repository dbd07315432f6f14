public import VetNetSchedule

/// A planned day: the request the run built from its records, the plan, and the seed that made it.
public struct PlannedSchedule: Sendable, Hashable {
    public var request: ScheduleRequest
    public var plan: SchedulePlan
    public var seed: UInt64

    public init(request: ScheduleRequest, plan: SchedulePlan, seed: UInt64) {
        self.request = request
        self.plan = plan
        self.seed = seed
    }
}
