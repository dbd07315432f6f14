import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

@testable import VetNetPipeline

@Suite("Clinical history in a run: references, merged animals, duplicates, sorting and accounting")
struct HistoryRunTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    static let owners =
        "ID,First,Last,Phone,Active\nC1,Maria,Lopez,(217) 555-0142,Y\nC2,Dan,Okafor,(217) 555-0177,Y\nC3,Ruth,Becker,(217) 555-0190,N\n"
    /// P1 and P2 are one dog recorded twice (same owner, name, chip): the dedupe stage merges them.
    static let patients = """
        ID,Owner,Name,Species,Breed,Sex,Born,Chip,Deceased
        P1,C1,Biscuit,dog,Labrador Retriever,male,2019-03-14,985112003456781,N
        P2,C1,Biscuit,dog,Labrador Retriever,male,2019-03-14,985112003456781,N
        P3,C2,Whiskers,cat,Domestic Shorthair,female,2021-06-02,,N
        P4,C2,Shadow,dog,Border Collie,male,2012-08-09,,Y
        P5,C3,Rex,dog,Beagle,male,2020-01-05,,N
        P6,C2,Ghost,dog,,male,2020-01-05,,N

        """

    func run(
        vaccinations: String, extraSources: String = "", files: [String: String] = [:], settings: String = "",
        chunkRecords: Int? = nil
    ) throws -> (RunResult, RecordingCollector) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write(Self.owners, to: "owners.csv")
        _ = try directory.write(Self.patients, to: "patients.csv")
        _ = try directory.write(vaccinations, to: "vaccinations.csv")
        for (name, text) in files { _ = try directory.write(text, to: name) }
        let yaml = """
            version: 1
            name: history
            validation:
              severity: { owner.no-contact: off }
            sources:
              - { name: owners, entity: owner, path: owners.csv, fields: { sourceId: ID, firstName: First, lastName: Last, phone: Phone, active: Active } }
              - { name: pets, entity: patient, path: patients.csv, fields: { sourceId: ID, ownerSourceId: Owner, name: Name, species: Species, breed: Breed, sex: Sex, birthDate: Born, microchip: Chip, deceased: Deceased } }
              - { name: vax, entity: vaccination, path: vaccinations.csv, fields: { sourceId: ID, patientSourceId: Pet, vaccine: Vaccine, givenOn: Given, dueOn: Due } }
            \(extraSources)
            \(settings)
            """
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: directory.path + "/p.yml")
        var runner = PipelineRunner(config: config, asOf: Self.asOf)
        if let chunkRecords { runner.historyChunkRecords = chunkRecords }
        let collector = RecordingCollector()
        let result = try runner.run(diagnostics: collector)
        return (result, collector)
    }

    @Test("a merged animal's history follows it to the surviving record, with both rows in its sources")
    func mergedAnimalKeepsHistory() throws {
        let (result, _) = try run(
            vaccinations: """
                ID,Pet,Vaccine,Given,Due
                V1,P1,Rabies 3 Year,2024-12-02,2027-12-02
                V2,P2,Lepto 4,2026-01-10,2027-01-10

                """)
        let records = try result.historyRecords(.vaccination)
        #expect(records.count == 2)
        let survivor = try #require(result.patients.first { $0.name == "Biscuit" })
        #expect(result.patients.filter { $0.name == "Biscuit" }.count == 1)
        #expect(records.allSatisfy { $0.patientId == survivor.id })
        #expect(Set(records.flatMap(\.sources).map(\.sourceId)) == ["V1", "V2"])
    }

    @Test("the same vaccine on the same day, once under each of two merged records, is merged into one")
    func sameDayDuplicateAcrossMergedAnimals() throws {
        let (result, collector) = try run(
            vaccinations: """
                ID,Pet,Vaccine,Given,Due
                V1,P1,DHPP,2026-01-10,2027-01-10
                V2,P2,dhpp,2026-01-10,
                V3,P1,DHPP,2025-01-10,2026-01-10

                """)
        let records = try result.historyRecords(.vaccination)
        #expect(records.count == 2)
        let merged = try #require(records.first { $0.date == LocalDate(year: 2026, month: 1, day: 10) })
        #expect(merged.sources.map(\.sourceId) == ["V1", "V2"])
        #expect(merged["dueOn"]?.date == LocalDate(year: 2027, month: 1, day: 10))
        let vax = try #require(result.sources.first { $0.name == "vax" })
        #expect((vax.read, vax.accepted, vax.rejected, vax.merged) == (3, 2, 0, 1))
        #expect(vax.findings.contains { $0.code == "vaccination.same-day-duplicate" && $0.location?.line == 3 })
        _ = collector
    }

    @Test("the duplicates report lists a history merge with the row kept and the row merged into it")
    func duplicatesReportListsHistoryMerges() throws {
        let (result, _) = try run(
            vaccinations: """
                ID,Pet,Vaccine,Given,Due
                V1,P1,DHPP,2026-01-10,2027-01-10
                V2,P2,dhpp,2026-01-10,

                """)
        let merges = try #require(result.duplicates?.historyMerges)
        #expect(merges.count == 1 && result.duplicates?.historyMergesNotListed == 0)
        let survivor = try #require(result.patients.first { $0.name == "Biscuit" })
        #expect(merges[0].rule == "sameVaccineSameDay" && merges[0].patientId == survivor.id)
        #expect(merges[0].kept.sources.map(\.sourceId) == ["V1"] && merges[0].merged.sources.map(\.sourceId) == ["V2"])
        #expect(merges[0].date == "2026-01-10" && merges[0].vaccine == "dhpp")
    }

    @Test("history merges past the report's list limit are counted, not listed")
    func historyMergesPastTheLimit() throws {
        let extra = 3
        let rows = (0..<(DuplicatesReport.historyMergeListLimit + extra + 1)).map { _ in "V1,P3,FVRCP,2026-01-10," }
        let (result, _) = try run(vaccinations: (["ID,Pet,Vaccine,Given,Due"] + rows).joined(separator: "\n") + "\n")
        #expect(result.duplicates?.historyMerges?.count == DuplicatesReport.historyMergeListLimit)
        #expect(result.duplicates?.historyMergesNotListed == extra)
        let vax = try #require(result.sources.first { $0.name == "vax" })
        #expect(vax.merged == DuplicatesReport.historyMergeListLimit + extra && vax.accepted == 1)
        // Every merge is a note of validation.csv, those past its list too (over a megabyte, held in a file).
        #expect(vax.unlistedRows.count > 1 << 20)
        let csv = String(decoding: result.validationReport.csvBytes(), as: UTF8.self)
        let notes = csv.split(separator: "\r\n").filter { $0.contains("history.repeated-record") }
        #expect(notes.count == DuplicatesReport.historyMergeListLimit + extra)
    }

    @Test("a dose written with its unit in one cell gives the unit; a unit column wins; a range is reported")
    func doseWithUnitInOneCell() throws {
        let medications = """
            Pet,Drug,Dose,Unit,Start
            P1,Carprofen,75 mg,,2026-01-10
            P1,Amoxicillin,2.5 mL,mg,2026-02-10
            P3,Gabapentin,1-2 capsules,,2026-03-10

            """
        let (result, _) = try run(
            vaccinations: "ID,Pet,Vaccine,Given,Due\n",
            extraSources: """
                  - { name: meds, entity: medication, path: meds.csv, fields: { patientSourceId: Pet, drug: Drug, dose: Dose, doseUnit: Unit, startOn: Start } }
                """,
            files: ["meds.csv": medications])
        let records = try result.historyRecords(.medication)
        let byDrug = Dictionary(uniqueKeysWithValues: records.map { ($0["drug"]?.text ?? "", $0) })
        #expect(byDrug["Carprofen"]?["dose"]?.number == 75 && byDrug["Carprofen"]?["doseUnit"]?.text == "mg")
        #expect(byDrug["Amoxicillin"]?["dose"]?.number == 2.5 && byDrug["Amoxicillin"]?["doseUnit"]?.text == "mg")
        #expect(byDrug["Gabapentin"]?["dose"] == nil)
        let meds = try #require(result.sources.first { $0.name == "meds" })
        #expect(meds.findings.contains { $0.code == "map.unparseable-number" && $0.location?.line == 4 })
        #expect(!meds.findings.contains { $0.code == "medication.dose-without-unit" && $0.location?.line == 2 })
    }

    @Test("a record of an animal not in the run, or rejected, is rejected and says which")
    func references() throws {
        let (result, collector) = try run(
            vaccinations: """
                ID,Pet,Vaccine,Given,Due
                V1,P9,Rabies,2026-01-10,2027-01-10
                V2,P6,Rabies,2026-01-10,2027-01-10
                V3,P3,FVRCP,2026-01-10,2027-01-10

                """)
        let vax = try #require(result.sources.first { $0.name == "vax" })
        #expect((vax.read, vax.accepted, vax.rejected) == (3, 1, 2))
        #expect(collector.codes.contains("history.patient-not-found"))
        #expect(collector.codes.contains("history.patient-rejected"))
        // Spooled to disk as rows of rejected/vax.csv, each with its reason first.
        var spooled: [UInt8] = []
        try SpoolReader.copyFile(try #require(result.historyRejectedRows["vax"])) { spooled += $0 }
        let rows = String(decoding: spooled, as: UTF8.self).split(whereSeparator: \.isNewline)
        #expect(rows.count == 2)
        #expect(
            rows[0].hasPrefix("\"[history.patient-not-found]")
                && rows[0].hasSuffix(",V1,P9,Rabies,2026-01-10,2027-01-10"))
        #expect(rows[1].hasPrefix("\"[history.patient-rejected]"))
    }

    @Test("records come out sorted by animal, then date, the same whether sorted in memory or in runs on disk")
    func sortedAlikeInMemoryAndOnDisk() throws {
        var random = SplitMix64(seed: 7)
        var rows = "ID,Pet,Vaccine,Given,Due\n"
        let vaccines = ["Rabies", "DHPP", "Lepto", "Bordetella"]
        for number in 0..<500 {
            let pet = ["P1", "P2", "P3", "P5"][Int(random.next() % 4)]
            let day = 1 + Int(random.next() % 28)
            let month = 1 + Int(random.next() % 12)
            let vaccine = vaccines[Int(random.next() % 4)]
            rows += "V\(number),\(pet),\(vaccine),2025-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day),\n"
        }
        let (inMemory, _) = try run(vaccinations: rows)
        let (onDisk, _) = try run(vaccinations: rows, chunkRecords: 37)
        let memoryRecords = try inMemory.historyRecords(.vaccination)
        let diskRecords = try onDisk.historyRecords(.vaccination)
        #expect(memoryRecords == diskRecords)
        let keys = memoryRecords.map { ($0.patientId ?? "", $0.date?.dayNumber ?? 0) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 <= $1.1) })
        let vax = try #require(onDisk.sources.first { $0.name == "vax" })
        #expect(vax.isBalanced && vax.read == 500)
        #expect(memoryRecords.count == vax.accepted)
    }

    @Test(
        "reminders: due within the window before or after the date, for active animals of active owners; the others counted"
    )
    func remindersWindow() throws {
        // asOf 2026-11-20 plus 60 days is 2027-01-19, minus 60 days 2026-09-21.
        let (result, _) = try run(
            vaccinations: """
                ID,Pet,Vaccine,Given,Due
                V1,P1,Rabies,2024-01-19,2027-01-19
                V2,P1,DHPP,2025-01-20,2027-01-20
                V3,P3,FVRCP,2025-09-21,2026-09-21
                V4,P4,Rabies,2025-12-01,2026-12-01
                V5,P5,Rabies,2025-12-01,2026-12-01
                V6,P3,FeLV,2026-03-01,2026-02-01
                V7,P3,Rabies,2025-09-20,2026-09-20

                """,
            settings: "reminders: { days: 60 }")
        let reminders = try #require(result.reminders)
        #expect(reminders.reminders.map(\.patientName) == ["Whiskers", "Biscuit"])
        #expect(reminders.reminders.map(\.dueOn.description) == ["2026-09-21", "2027-01-19"])
        #expect(reminders.skippedLongOverdue == 1)
        #expect(reminders.skippedInactivePatients == 1)
        #expect(reminders.skippedInactiveOwners == 1)
        #expect(reminders.reminders.first?.phone == "+12175550177")
        let biscuit = try #require(result.patients.firstIndex { $0.name == "Biscuit" })
        let summary = try #require(result.historySummaries[biscuit])
        #expect(summary.nextDue?.dueOn == LocalDate(year: 2027, month: 1, day: 19))
    }

    @Test("a wide export gives a vaccination per dated column, none for an empty one, and counts them as read")
    func wideShape() throws {
        let (result, collector) = try run(
            vaccinations: "ID,Pet,Vaccine,Given,Due\n",
            extraSources: """
                  - name: plan
                    entity: vaccination
                    path: plan.csv
                    wide: { Rabies: { givenOn: Rabies, dueOn: Rabies Due }, DHPP: DHPP, FVRCP: FVRCP }
                    fields: { patientSourceId: Pet, givenOn: { format: MM/dd/yyyy } }
                """,
            files: [
                "plan.csv":
                    "Pet,Rabies,Rabies Due,DHPP,FVRCP\nP1,12/02/2024,12/02/2027,01/10/2026,\nP3,,,,13/45/2025\nP5,,,,\n"
            ])
        let plan = try #require(result.sources.first { $0.name == "plan" })
        #expect((plan.read, plan.accepted, plan.rejected) == (3, 2, 1))
        #expect(collector.codes.contains("map.unparseable-date"))
        let records = try result.historyRecords(.vaccination)
        #expect(Set(records.compactMap { $0["vaccine"]?.text }) == ["Rabies", "DHPP"])
        #expect(
            records.first { $0["vaccine"]?.text == "Rabies" }?["dueOn"]?.date
                == LocalDate(year: 2027, month: 12, day: 2))
    }

    @Test("an animal's summary: its last visit, its weighings oldest first (the last ten), its next vaccination due")
    func summaries() throws {
        var visits = "Pet,Date,Weight\n"
        for month in 1...12 { visits += "P3,2025-\(month < 10 ? "0" : "")\(month)-15,\(4 + Double(month) / 10)\n" }
        visits += "P3,2026-02-01,\n"
        let (result, _) = try run(
            vaccinations:
                "ID,Pet,Vaccine,Given,Due\nV1,P3,FVRCP,2026-01-10,2027-01-10\nV2,P3,Rabies,2025-03-01,2026-03-01\n",
            extraSources: """
                  - { name: visits, entity: visit, path: visits.csv, fields: { patientSourceId: Pet, date: Date, weight: Weight } }
                """,
            files: ["visits.csv": visits])
        let whiskers = try #require(result.patients.firstIndex { $0.name == "Whiskers" })
        let summary = try #require(result.historySummaries[whiskers])
        #expect(summary.lastVisit == LocalDate(year: 2026, month: 2, day: 1))
        #expect(summary.weightHistory.count == HistorySummary.weightHistoryLimit)
        #expect(summary.weightHistory.first?.date == LocalDate(year: 2025, month: 3, day: 15))
        #expect(summary.weightHistory.last?.weightKg == 5.2)
        // The earliest due among the latest of each vaccine: rabies, overdue since 2026-03-01.
        #expect(summary.nextDue?.dueOn == LocalDate(year: 2026, month: 3, day: 1))
        #expect(summary.nextDue?.vaccine == "rabies")
    }

    @Test("vaccinations nested under their patient in XML read the patient's ID from the enclosing element")
    func nestedXML() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Export><Patients>
              <Patient><ID>P1</ID><Name>Biscuit</Name>
                <Vaccinations>
                  <Vaccination><Vaccine>Rabies 3 Year</Vaccine><Given>2025-02-01</Given><Due>2028-02-01</Due></Vaccination>
                  <Vaccination><Vaccine>DHPP</Vaccine><Given>2025-02-01</Given></Vaccination>
                </Vaccinations>
              </Patient>
              <Patient><ID>P3</ID><Name>Whiskers</Name>
                <Vaccinations><Vaccination><Vaccine>FVRCP</Vaccine><Given>2025-03-01</Given></Vaccination></Vaccinations>
              </Patient>
            </Patients></Export>
            """
        let (result, collector) = try run(
            vaccinations: "ID,Pet,Vaccine,Given,Due\n",
            extraSources: """
                  - name: nested
                    entity: vaccination
                    path: nested.xml
                    record: Export/Patients/Patient/Vaccinations/Vaccination
                    fields: { patientSourceId: ../../ID, vaccine: Vaccine, givenOn: Given, dueOn: Due }
                """,
            files: ["nested.xml": xml])
        let nested = try #require(result.sources.first { $0.name == "nested" })
        #expect((nested.read, nested.accepted, nested.rejected) == (3, 3, 0), "\(collector.codes)")
        let records = try result.historyRecords(.vaccination)
        let whiskers = try #require(result.patients.first { $0.name == "Whiskers" })
        #expect(records.first { $0["vaccine"]?.text == "FVRCP" }?.patientId == whiskers.id)
        #expect(records.filter { $0["vaccineType"]?.text == "rabies" || $0["vaccineType"]?.text == "dhpp" }.count == 2)
    }
}
