import Testing
import VetNetCore
import VetNetMapping
import VetNetPipeline

@Suite("Pipeline files: vet, rota and appointment sources and the schedule key")
struct ScheduleDecoderTests {
    static let sources = """
        version: 1
        name: clinic
        asOf: 2026-11-20
        sources:
          - { name: owners, entity: owner, path: o.csv, fields: { sourceId: ID } }
          - { name: pets, entity: patient, path: p.csv, fields: { sourceId: ID, ownerSourceId: Owner, name: Name } }
          - name: vets
            entity: vet
            path: v.csv
            fields: { sourceId: ID, name: Name, specialties: { columns: [Main, Other] }, species: Species }
          - name: rota
            entity: rota
            path: r.csv
            fields: { vetSourceId: Vet, date: Date, shiftStart: { column: From, format: "h:mm a" }, shiftEnd: To }
          - name: appts
            entity: appointment
            path: a.csv
            fields: { sourceId: ID, patientSourceId: Pet, date: Day, durationMinutes: Min, specialty: Kind, fixedVetSourceId: Vet, fixedStart: At }

        """

    func errors(_ yaml: String) -> [Diagnostic] {
        do {
            _ = try PipelineFileDecoder.decode(yaml: yaml, file: "pipelines/p.yml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("the new entities decode, single vet and patient sources are found, and the schedule has defaults")
    func valid() throws {
        let config = try PipelineFileDecoder.decode(yaml: Self.sources, file: "pipelines/p.yml")
        #expect(config.sources.map(\.entity) == [.owner, .patient, .vet, .rota, .appointment])
        #expect(config.sources[3].mapping.vetSource == "vets")
        #expect(config.sources[4].mapping.vetSource == "vets")
        #expect(config.sources[4].mapping.patientSource == "pets")
        #expect(config.sources[2].mapping.fields["specialties"]?.columns == ["Main", "Other"])
        #expect(config.sources[3].mapping.fields["shiftStart"]?.formats.map(\.description) == ["h:mm a"])
        #expect(config.plansSchedule)
        #expect(config.schedule == ScheduleSettings())
        #expect(config.schedule.date == nil && config.schedule.slotMinutes == 5 && config.schedule.seed == 1)
    }

    @Test("schedule: date, slot size, seed and time budget are read")
    func scheduleKey() throws {
        let yaml = Self.sources + "schedule: { date: 2026-12-01, slotMinutes: 15, seed: 7, timeBudgetMs: 50 }\n"
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: "pipelines/p.yml")
        #expect(
            config.schedule
                == ScheduleSettings(
                    date: LocalDate(year: 2026, month: 12, day: 1), slotMinutes: 15, seed: 7, timeBudgetMs: 50))
    }

    @Test(
        "bad schedule values are each named",
        arguments: [
            ("date: 2026-13-01", "schedule.date"), ("slotMinutes: 7", "schedule.slotMinutes"),
            ("slotMinutes: 0", "schedule.slotMinutes"),
            ("seed: -1", "schedule.seed"), ("timeBudgetMs: soon", "schedule.timeBudgetMs"),
        ])
    func badScheduleValues(_ setting: String, _ named: String) {
        let found = errors(Self.sources + "schedule: { \(setting) }\n")
        #expect(found.count == 1)
        #expect(found.first?.code == "pipeline.invalid-value")
        #expect(found.first?.message.contains(named) == true)
    }

    @Test("an unknown schedule key suggests the right one")
    func unknownScheduleKey() {
        let found = errors(Self.sources + "schedule: { slotMinute: 5 }\n")
        #expect(found.map(\.code) == ["pipeline.unknown-key"])
        #expect(found.first?.message.contains("slotMinutes") == true)
    }

    @Test("a schedule key without vet, rota and appointment sources is an error")
    func scheduleWithoutSources() {
        let yaml = """
            version: 1
            name: clinic
            sources:
              - { name: owners, entity: owner, path: o.csv, fields: { sourceId: ID } }
            schedule: { slotMinutes: 5 }
            """
        let found = errors(yaml)
        #expect(found.map(\.code) == ["pipeline.missing-key"])
        #expect(found.first?.message.contains("vet, rota, appointment") == true)
    }

    @Test("with two vet sources a rota must name its vetSource; a wrong name suggests the right one")
    func vetSourceResolution() {
        let twoVets = Self.sources.replacing(
            "  - name: rota\n",
            with:
                "  - { name: locums, entity: vet, path: l.csv, fields: { sourceId: ID, name: Name } }\n  - name: rota\n"
        )
        let found = errors(twoVets)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.code == "pipeline.missing-key" && $0.message.contains("vetSource") })
        let misnamed = Self.sources.replacing("    entity: rota\n", with: "    entity: rota\n    vetSource: vet\n")
        let unknown = errors(misnamed)
        #expect(unknown.map(\.code) == ["pipeline.unknown-source"])
        #expect(unknown.first?.message.contains("Did you mean 'vets'") == true)
    }

    @Test("vetSource and patientSource belong to rota and appointment sources only")
    func referenceOnWrongEntity() {
        let yaml = Self.sources.replacing(
            "  - { name: owners, entity: owner,", with: "  - { name: owners, entity: owner, patientSource: pets,")
        let found = errors(yaml)
        #expect(found.map(\.code) == ["pipeline.invalid-value"])
        #expect(found.first?.message.contains("patientSource") == true)
    }

    @Test("a rota needs vetSourceId, not sourceId; a time format is refused on a field that is no time")
    func rotaFieldsAndFormats() {
        let noVet = Self.sources.replacing("fields: { vetSourceId: Vet, ", with: "fields: { ")
        #expect(errors(noVet).map(\.code) == ["pipeline.missing-key"])
        #expect(errors(noVet).first?.message.contains("vetSourceId") == true)
        let badFormat = Self.sources.replacing(
            "name: Name, specialties", with: "name: { column: Name, format: \"HH:mm\" }, specialties")
        // The vet source is dropped, so the rota and appointments that refer to it say so too.
        #expect(errors(badFormat).first?.code == "pipeline.invalid-value")
        #expect(errors(badFormat).first?.message.contains("a vet source has none") == true)
    }

    @Test("times read as HH:mm or a declared layout; past 24:00 still reads so it can be refused")
    func timesOfDay() throws {
        #expect(TimeOfDay.minutes("08:30") == 510)
        #expect(TimeOfDay.minutes("8:30") == 510)
        #expect(TimeOfDay.minutes("24:00") == 1440)
        #expect(TimeOfDay.minutes("25:15") == 1515)
        #expect(TimeOfDay.minutes("9am") == nil)
        #expect(TimeOfDay.minutes("08:75") == nil)
        let layout = try #require(DatePattern("h:mm a"))
        #expect(TimeOfDay.minutes("1:15 PM", formats: [layout]) == 795)
        #expect(TimeOfDay.minutes("12:00 AM", formats: [layout]) == 0)
        #expect(TimeOfDay.minutes("13:00", formats: [layout]) == nil)
    }
}
