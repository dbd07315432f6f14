import Testing
import VetNetCore
import VetNetSchedule

@Suite("Reading and checking the request file")
struct RequestFileTests {
    static let valid = """
        { "date": "2026-11-23", "slotMinutes": 5,
          "specialists": [ { "id": "S1", "specialties": ["general", "surgery"], "species": ["dog", "cat"],
                             "shifts": [ { "start": "08:00", "end": "17:00" } ],
                             "breaks": [ { "start": "12:00", "end": "12:30" } ] } ],
          "requests": [ { "id": "A1", "patientId": "P1", "species": "dog", "specialty": "general",
                          "durationMinutes": 30, "vtl": 3, "earliest": "08:00", "latest": "17:00",
                          "fixed": { "specialistId": "S1", "start": "09:00" } } ] }
        """

    func problems(_ text: String) -> [Diagnostic] {
        do {
            _ = try ScheduleRequestFile.decode(Array(text.utf8), path: "request.json")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("the issue's example decodes, times as minutes since midnight")
    func example() throws {
        let request = try ScheduleRequestFile.decode(Array(Self.valid.utf8), path: "request.json")
        #expect(request.date == LocalDate(year: 2026, month: 11, day: 23))
        #expect(request.specialists[0].shifts == [TimeRange(start: 480, end: 1020)])
        #expect(request.specialists[0].breaks == [TimeRange(start: 720, end: 750)])
        #expect(request.requests[0].fixed == FixedBooking(specialistId: "S1", start: 540))
        #expect(
            request.requests[0].earliest == 480 && request.requests[0].latest == 1020 && request.requests[0].vtl == 3)
    }

    @Test(
        "each broken rule is reported with its code, the request ID and the field",
        arguments: [
            (
                "\"specialistId\": \"S1\"", "\"specialistId\": \"S9\"", "schedule.unknown-specialist",
                "requests[0].fixed.specialistId"
            ),
            (
                "\"durationMinutes\": 30", "\"durationMinutes\": 0", "schedule.invalid-duration",
                "requests[0].durationMinutes"
            ),
            ("\"latest\": \"17:00\"", "\"latest\": \"24:30\"", "schedule.invalid-time", "requests[0].latest"),
            ("\"earliest\": \"08:00\"", "\"earliest\": \"8am\"", "schedule.invalid-time", "requests[0].earliest"),
            ("\"earliest\": \"08:00\"", "\"earliest\": \"18:00\"", "schedule.invalid-window", "requests[0].latest"),
            ("\"vtl\": 3", "\"vtl\": 6", "schedule.invalid-vtl", "requests[0].vtl"),
            ("\"vtl\": 3", "\"vtl\": 3, \"priority\": 1", "schedule.request-unknown-key", "requests[0].priority"),
        ])
    func invalid(find: String, replace: String, code: String, field: String) {
        let found = problems(Self.valid.replacing(find, with: replace))
        #expect(found.map(\.code.rawValue) == [code])
        #expect(found.first?.location?.field == field)
        if code != "schedule.request-unknown-key" {
            #expect(found.first?.recordID == "A1")
            #expect(found.first?.message.contains("A1") == true)
        }
    }

    @Test("a shift that ends before it starts names the specialist")
    func badShift() {
        let found = problems(Self.valid.replacing("\"end\": \"17:00\"", with: "\"end\": \"07:00\""))
        #expect(found.map(\.code.rawValue) == ["schedule.invalid-range"])
        #expect(found.first?.recordID == "S1")
    }

    @Test("malformed JSON and a missing key are single clear errors")
    func malformed() {
        #expect(problems("{ \"date\": ").map(\.code.rawValue) == ["schedule.request-malformed"])
        let missing = problems(Self.valid.replacing("\"patientId\": \"P1\", ", with: ""))
        #expect(missing.map(\.code.rawValue) == ["schedule.request-missing-key"])
        #expect(missing.first?.location?.field == "requests[0].patientId")
    }

    @Test("clock times parse only as HH:mm from 00:00 to 24:00")
    func clock() {
        #expect(ClockTime.minutes("00:00") == 0)
        #expect(ClockTime.minutes("24:00") == 1440)
        #expect(ClockTime.minutes("09:05") == 545)
        for bad in ["24:01", "9:05", "09:60", "0905", "ab:cd", ""] { #expect(ClockTime.minutes(bad) == nil, "\(bad)") }
        #expect(ClockTime.text(545) == "09:05")
    }
}
