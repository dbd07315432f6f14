import Testing
import VetNetSchedule

@Suite("Generated days and the request file round trip")
struct InstanceGeneratorTests {
    @Test("the same seed gives the same day; another seed another day")
    func deterministic() {
        var first = ScheduleInstanceGenerator(seed: 5)
        var second = ScheduleInstanceGenerator(seed: 5)
        var third = ScheduleInstanceGenerator(seed: 6)
        let day = first.realistic(requests: 200)
        #expect(day == second.realistic(requests: 200))
        #expect(day != third.realistic(requests: 200))
    }

    @Test(
        "a realistic day asks for 110–130 % of the bookable minutes, with about a fifth confirmed",
        arguments: [200, 2000])
    func demand(size: Int) {
        var generator = ScheduleInstanceGenerator(seed: 11)
        let day = generator.realistic(requests: size)
        let demand = Double(day.requests.reduce(0) { $0 + $1.durationMinutes })
        let capacity = Double(day.specialists.reduce(0) { $0 + $1.availableMinutes })
        #expect((1.10...1.30).contains(demand / capacity), "demand / capacity = \(demand / capacity)")
        let fixed = Double(day.requests.filter { $0.fixed != nil }.count) / Double(size)
        #expect((0.15...0.25).contains(fixed))
    }

    @Test("a generated day written as a request file reads back unchanged", arguments: [1, 2] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        var generator = ScheduleInstanceGenerator(seed: seed)
        let day = generator.realistic(requests: 60)
        let decoded = try ScheduleRequestFile.decode(ScheduleRequestFile.encode(day), path: "generated.json")
        #expect(decoded == day)
    }
}
