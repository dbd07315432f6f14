import Testing
import VetNetCore
import VetNetPipeline
import VetNetSchedule
import VetNetTestSupport

@Suite("Running a pipeline with vets, a rota and appointments")
struct ScheduleRunnerTests {
    static let owners = "ID,Last\n1,Smith\n"
    static let pets = "ID,Owner,Name,Species\nP1,1,Rex,K9\nP2,1,Tom,FEL\nP3,1,,K9\n"
    static let vets =
        "ID,Name,Main,Other,Species\nV1,Dr. Adams,General,\"Surgery; Dentistry\",\"K9|FEL\"\nV2,Dr. Brown,general,,\n"
    static let rota =
        "Vet,Date,From,To,BreakFrom,BreakTo\nV1,2026-11-21,08:00,12:00,10:00,10:30\nV2,2026-11-21,09:00,17:00,,\n"
    static let header = "ID,Pet,Day,Earliest,Latest,Min,Kind,VTL,Complaint,Vet,At\n"

    func run(
        vets: String = vets, rota: String = rota, appointments: String, schedule: String = "", dedupe: Bool = false
    ) throws -> (RunResult, RecordingCollector) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.owners, to: "o.csv")
        try directory.write(Self.pets, to: "p.csv")
        try directory.write(vets, to: "v.csv")
        try directory.write(rota, to: "r.csv")
        try directory.write(Self.header + appointments, to: "a.csv")
        let yaml = """
            version: 1
            name: test
            sources:
              - { name: owners, entity: owner, path: o.csv, fields: { sourceId: ID, lastName: Last } }
              - { name: pets, entity: patient, path: p.csv, fields: { sourceId: ID, ownerSourceId: Owner, name: Name, species: Species } }
              - { name: vets, entity: vet, path: v.csv, fields: { sourceId: ID, name: Name, specialties: { columns: [Main, Other] }, species: Species } }
              - { name: rota, entity: rota, path: r.csv, fields: { vetSourceId: Vet, date: Date, shiftStart: From, shiftEnd: To, breakStart: BreakFrom, breakEnd: BreakTo } }
              - name: appts
                entity: appointment
                path: a.csv
                fields: { sourceId: ID, patientSourceId: Pet, date: Day, earliest: Earliest, latest: Latest, durationMinutes: Min, specialty: Kind, vtl: VTL, complaint: Complaint, fixedVetSourceId: Vet, fixedStart: At }
            validation:
              severity: { patient.breed-missing: off, patient.birth-date-missing: off, owner.first-name-missing: off, owner.no-contact: off }
            dedupe: { enabled: \(dedupe) }
            \(schedule)
            """
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: directory.path + "/p.yml")
        let collector = RecordingCollector()
        let result = try PipelineRunner(config: config, asOf: LocalDate(year: 2026, month: 11, day: 20)!).run(
            diagnostics: collector)
        return (result, collector)
    }

    func codes(_ collector: RecordingCollector, source: String = "a.csv") -> [String] {
        collector.diagnostics.filter { $0.location?.file.hasSuffix(source) == true }.map(\.code.rawValue)
    }

    @Test("vets keep list fields from several columns and split values; species go through the synonyms")
    func vetLists() throws {
        let (result, _) = try run(appointments: "")
        #expect(result.vets.map(\.specialties) == [["general", "surgery", "dentistry"], ["general"]])
        #expect(result.vets.map(\.species) == [["dog", "cat"], []])
        #expect(result.rota.count == 2)
        #expect(result.rota[0].breakStart == 600 && result.rota[0].breakEnd == 630)
    }

    @Test("every record read is accepted or rejected, and the rejected go to the rejected list with reasons")
    func accounting() throws {
        let (result, _) = try run(
            appointments:
                "A1,P1,2026-11-21,08:00,12:00,30,general,3,,,\nA2,P9,2026-11-21,08:00,12:00,30,general,3,,,\nA3,P1,2026-11-21,08:00,12:00,,general,3,,,\n"
        )
        #expect(result.sources.allSatisfy { $0.isBalanced })
        let appointments = try #require(result.sources.first { $0.name == "appts" })
        #expect((appointments.read, appointments.accepted, appointments.rejected) == (3, 1, 2))
        #expect(result.rejected["appts"]?.lines == [3, 4])
        #expect(result.rejected["appts"]?.rowTexts.first?.contains("appointment.patient-not-found") == true)
    }

    @Test("an appointment of an unknown patient, or of a rejected one, is rejected", arguments: ["P9", "P3"])
    func patientNotFound(_ patient: String) throws {
        let (result, collector) = try run(appointments: "A1,\(patient),2026-11-21,08:00,12:00,30,general,3,,,\n")
        #expect(result.appointments.isEmpty)
        let finding = try #require(collector.diagnostics.first { $0.code == "appointment.patient-not-found" })
        #expect(finding.severity == .error)
        #expect(finding.message.contains(patient == "P3" ? "was rejected" : "is not in source 'pets'"))
    }

    @Test("a confirmed booking with an unknown vet is rejected")
    func vetNotFound() throws {
        let (result, collector) = try run(appointments: "A1,P1,2026-11-21,08:00,12:00,30,general,3,,V9,09:00\n")
        #expect(result.appointments.isEmpty)
        #expect(codes(collector) == ["appointment.vet-not-found"])
    }

    @Test("a duration of zero or less is rejected", arguments: ["0", "-15"])
    func durationNotPositive(_ minutes: String) throws {
        let (result, collector) = try run(appointments: "A1,P1,2026-11-21,08:00,12:00,\(minutes),general,3,,,\n")
        #expect(result.appointments.isEmpty)
        #expect(codes(collector) == ["appointment.duration-not-positive"])
    }

    @Test(
        "a time past 24:00 or a window ending before it starts is outside the day",
        arguments: [("08:00", "25:00"), ("12:00", "08:00")])
    func timeOutsideDay(_ earliest: String, _ latest: String) throws {
        let (result, collector) = try run(appointments: "A1,P1,2026-11-21,\(earliest),\(latest),30,general,3,,,\n")
        #expect(result.appointments.isEmpty)
        #expect(codes(collector) == ["appointment.time-outside-day"])
    }

    @Test("an unreadable time rejects the record")
    func unreadableTime() throws {
        let (result, collector) = try run(appointments: "A1,P1,2026-11-21,9am,12:00,30,general,3,,,\n")
        #expect(result.appointments.isEmpty)
        #expect(codes(collector) == ["map.unparseable-time"])
    }

    @Test("a VTL outside 1–5 is dropped with a warning and derived instead")
    func vtlInvalid() throws {
        let (result, collector) = try run(
            appointments: "A1,P1,2026-11-21,08:00,12:00,30,general,9,Seizure this morning,,\n")
        #expect(codes(collector) == ["appointment.vtl-invalid"])
        #expect(result.appointments.first?.vtl == nil)
        let assignment = try #require(result.schedule?.plan.assignments.first)
        #expect(assignment.triage.vtl == 1 && assignment.triage.source == .derived)
    }

    @Test(
        "two overlapping confirmed bookings of one vet: both are reported as warnings and kept; the more urgent is planned"
    )
    func doubleBooking() throws {
        let (result, collector) = try run(
            appointments:
                "A1,P1,2026-11-21,08:00,12:00,30,general,4,,V1,09:00\nA2,P2,2026-11-21,08:00,12:00,30,general,1,,V1,09:15\nA3,P2,2026-11-21,08:00,12:00,30,general,4,,V1,11:00\n"
        )
        let findings = collector.diagnostics.filter { $0.code == "appointment.double-booking" }
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(Set(findings.compactMap(\.recordID)) == ["A1", "A2"])
        #expect(result.appointments.count == 3)
        let plan = try #require(result.schedule?.plan)
        #expect(plan.assignments.contains { $0.requestId == "A2" && $0.start == 555 })
        #expect(plan.conflicts.map(\.requestId) == ["A1"])
    }

    @Test(
        "a rota row of an unknown vet, or with impossible times, is rejected",
        arguments: [
            ("V9,2026-11-21,08:00,12:00,,", "rota.vet-not-found"), ("V1,2026-11-21,12:00,08:00,,", "rota.time-invalid"),
            ("V1,2026-11-21,08:00,12:00,11:30,12:30", "rota.time-invalid"),
            ("V1,2026-11-21,08:00,12:00,10:00,", "rota.time-invalid"),
            ("V1,2026-11-21,08:00,26:00,,", "rota.time-invalid"),
        ])
    func rotaRows(_ row: String, _ code: String) throws {
        let (result, collector) = try run(rota: "Vet,Date,From,To,BreakFrom,BreakTo\n" + row + "\n", appointments: "")
        #expect(result.rota.isEmpty)
        #expect(codes(collector, source: "r.csv") == [code])
    }

    @Test("the run plans the day after asOf from that day's vets, rota and appointments")
    func plansTomorrow() throws {
        let (result, _) = try run(
            appointments:
                "A1,P1,2026-11-21,08:00,12:00,30,surgery,3,,,\nA2,P2,2026-11-21,08:00,17:00,20,general,,Vomiting,,\nA3,P2,2026-11-22,08:00,17:00,20,general,4,,,\nA4,P1,2026-11-21,08:00,17:00,20,cardiology,3,,,\n"
        )
        let schedule = try #require(result.schedule)
        #expect(schedule.request.date == LocalDate(year: 2026, month: 11, day: 21))
        #expect(schedule.request.specialists.map(\.id) == ["V1", "V2"])
        #expect(schedule.request.specialists[0].breaks == [TimeRange(start: 600, end: 630)])
        #expect(schedule.request.specialists[1].species == nil)
        #expect(schedule.request.requests.map(\.id) == ["A1", "A2", "A4"])
        #expect(schedule.request.requests.map(\.species) == ["dog", "cat", "dog"])
        #expect(schedule.plan.assignments.first { $0.requestId == "A1" }?.specialistId == "V1")
        #expect(schedule.plan.unscheduled.map(\.requestId) == ["A4"])
        #expect(schedule.plan.unscheduled.first?.reason == .noSpecialistWithSpecialty)
    }

    @Test("schedule.date and slotMinutes are honoured")
    func scheduleSettings() throws {
        let (result, _) = try run(
            appointments: "A3,P2,2026-11-22,08:00,17:00,20,general,4,,,\n",
            schedule: "schedule: { date: 2026-11-22, slotMinutes: 15 }")
        let schedule = try #require(result.schedule)
        #expect(schedule.request.date == LocalDate(year: 2026, month: 11, day: 22))
        #expect(schedule.request.slotMinutes == 15)
        #expect(schedule.request.specialists.isEmpty)
        #expect(schedule.plan.unscheduled.map(\.requestId) == ["A3"])
    }

    @Test("the day after the last of a month and of a year")
    func dayAfter() throws {
        let step = ScheduleStep(settings: ScheduleSettings(), asOf: LocalDate(year: 2026, month: 12, day: 31)!)
        #expect(step.date == LocalDate(year: 2027, month: 1, day: 1))
        #expect(
            ScheduleStep(settings: ScheduleSettings(), asOf: LocalDate(year: 2028, month: 2, day: 28)!).date
                == LocalDate(year: 2028, month: 2, day: 29))
    }

    @Test("without a time budget a day gets a second, and large days the optimizer's own budget up to 4 s")
    func defaultBudget() {
        #expect(ScheduleStep.defaultBudget(forRequests: 0) == .seconds(1))
        #expect(ScheduleStep.defaultBudget(forRequests: 2_500) == .seconds(1))
        #expect(ScheduleStep.defaultBudget(forRequests: 5_000) == .seconds(2))
        #expect(ScheduleStep.defaultBudget(forRequests: 50_000) == .seconds(4))
    }
}
