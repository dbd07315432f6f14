import Testing

@testable import VetNetState

@Suite("Run history")
struct RunHistoryTests {
    @Test("runs come back newest first, with their inputs, counts and exit status")
    func ordering() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let inputs = [
            RunInput(name: "owners", path: "in/owners.csv", sha256: "aa"),
            RunInput(name: "patients", path: "in/patients.xml", sha256: nil),
        ]
        let first = try store.beginRun(pipeline: "clinic", startedAt: StateFixture.date(0), inputs: inputs)
        // Run IDs order runs even when a clock steps back.
        let second = try store.beginRun(pipeline: "clinic", startedAt: StateFixture.date(-3600), inputs: [])
        let third = try store.beginRun(pipeline: "clinic", startedAt: StateFixture.date(86_400), inputs: [])
        #expect(first < second && second < third)
        let counts = [
            "owners": SourceCounts(read: 10, accepted: 7, rejected: 2, merged: 1, unchanged: 5),
            "patients": SourceCounts(read: 3, accepted: 3),
        ]
        try store.finishRun(runID: first, finishedAt: StateFixture.date(120), counts: counts, exitStatus: 0)
        try store.finishRun(runID: third, finishedAt: StateFixture.date(86_460), counts: [:], exitStatus: 65)

        let runs = try store.runs(limit: 10)
        #expect(runs.map(\.id) == [third, second, first])
        #expect(try store.runs(limit: 2).map(\.id) == [third, second])
        #expect(runs[0].exitStatus == 65)
        #expect(runs[1].finishedAt == nil && runs[1].exitStatus == nil && runs[1].counts.isEmpty)
        #expect(runs[2].pipeline == "clinic")
        #expect(runs[2].startedAt == StateFixture.date(0))
        #expect(runs[2].finishedAt == StateFixture.date(120))
        #expect(runs[2].inputs == inputs)
        #expect(runs[2].counts == counts)
    }

    @Test("finishing again replaces the counts; finishing an unknown run fails")
    func refinish() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        try store.finishRun(
            runID: run, finishedAt: StateFixture.date(1), counts: ["a": SourceCounts(read: 1)], exitStatus: 70)
        try store.finishRun(
            runID: run, finishedAt: StateFixture.date(2), counts: ["b": SourceCounts(read: 2)], exitStatus: 0)
        let record = try #require(try store.runs(limit: 1).first)
        #expect(record.counts == ["b": SourceCounts(read: 2)])
        #expect(record.exitStatus == 0)
        #expect(throws: StateError.unknownRun(99)) {
            try store.finishRun(runID: 99, finishedAt: StateFixture.date(), counts: [:], exitStatus: 0)
        }
    }
}
