import Testing
@testable import VetNetSchedule

/// The bit-scanning search for free starts against testing every grid start one by one.
@Suite("Earliest free start")
struct FreeStartTests {
    @Test(
        "equals the first grid start that fits shift, window and is free, on partly booked days",
        arguments: [1, 2, 3, 4] as [UInt64])
    func matchesScan(seed: UInt64) {
        var generator = ScheduleInstanceGenerator(seed: 700 + seed)
        let instance = Instance(generator.realistic(requests: 150))
        var solution = Construction.build(instance, from: Construction.pinned(instance, fixed: FixedBookings(instance)))
        // Free some requests again so the day has gaps of every size.
        for request in 0..<instance.count
        where solution.isScheduled(request) && !solution.pinned[request] && request % 3 == 0 {
            solution.remove(request)
        }
        for request in 0..<instance.count where instance.requests[request].fixed == nil {
            for specialist in instance.qualified[request] {
                let scanned = instance.specialists[specialist].shifts.flatMap { instance.gridStarts(request, in: $0) }
                    .filter { solution.isFree(request, specialist: specialist, start: $0) }.min()
                #expect(
                    solution.earliestFreeStart(request, specialist: specialist) == scanned,
                    "request \(request), specialist \(specialist)")
                if let scanned {
                    let later = solution.earliestFreeStart(request, specialist: specialist, notBefore: scanned + 1)
                    let expected = instance.specialists[specialist].shifts.flatMap {
                        instance.gridStarts(request, in: $0)
                    }
                    .filter { $0 > scanned && solution.isFree(request, specialist: specialist, start: $0) }.min()
                    #expect(later == expected)
                }
            }
        }
    }
}
