public import VetNetSchedule

/// A planned day: the request the run built from its records, the plan, and the seed that made it.
public struct PlannedSchedule: Sendable, Hashable {
    public var request: ScheduleRequest
    public var plan: SchedulePlan
    public var seed: UInt64
    /// Who the day view names, by the request's IDs.
    public var names: DayViewNames

    public init(request: ScheduleRequest, plan: SchedulePlan, seed: UInt64, names: DayViewNames = .init()) {
        self.request = request
        self.plan = plan
        self.seed = seed
        self.names = names
    }
}
