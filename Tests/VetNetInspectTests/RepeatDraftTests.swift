import Testing
import VetNetCore
import VetNetMapping
import VetNetPipeline
import VetNetTestSupport

@testable import VetNetInspect

@Suite struct RepeatDraftTests {
    @Test("A date column that mostly writes NA does not order the repeats, though it changes within more IDs")
    func mostlyNoDate() throws {
        let draft = try draftOf(
            """
            animal_id,animal_name,animal_type,movement_date,return_date
            A1,Biscuit,Dog,2025-03-02,NA
            A2,Pepper,Cat,2025-04-11,NA
            A3,Tom,Cat,2025-04-12,NA
            A1,Biscuit,Dog,2025-05-20,2025-05-21
            A2,Pepper,Cat,2025-04-11,2025-04-19
            A3,Tom,Cat,2025-04-12,NA
            """)
        let repeats = try #require(draft.sources.last?.repeatedIds)
        #expect(repeats.keep == "latest")
        #expect(repeats.orderBy == "movement_date")
    }

    @Test(
        "Rows of one animal per movement keep the newest by the date that changes within an ID, not the one that stays")
    func keepLatest() throws {
        let draft = try draftOf(
            """
            animal_id,animal_name,animal_type,intake_date,movement_date
            A1,Biscuit,Dog,2025-03-02,03/02/2025 09:15 AM
            A2,Pepper,Cat,2025-04-11,04/11/2025 02:02 PM
            A1,Biscuit,Dog,2025-03-02,05/20/2025 11:30 AM
            A1,Biscuit,Dog,2025-03-02,06/20/2025 11:30 AM
            """)
        let repeats = try #require(draft.sources.last?.repeatedIds)
        #expect(repeats.keep == "latest")
        #expect(repeats.orderBy == "movement_date")
        #expect(repeats.formats == ["MM/dd/yyyy hh:mm a"])
        #expect(
            repeats.reasons[0].hasPrefix(
                "2 rows repeat an ID of a row before them (1 ID); \"movement_date\" changes within it: the newest row by it is kept"
            ))
        #expect(draft.sources.last?.unmapped.map(\.column) == ["intake_date"])
        let config = try draft.decoded()
        #expect(config.sources[1].repeatedIds.keep == .latest)
        #expect(config.sources[1].repeatedIds.orderBy == "movement_date")
    }

    @Test(
        "Among dates that change, the one changing within more IDs wins, then the one with more dates (empty or NA are none), then the later column"
    )
    func bestOrder() throws {
        let draft = try draftOf(
            """
            id,Name,Species,intake_date,outcome_date
            A1,Rex,Dog,2025-01-01,2025-01-09
            A1,Rex,Dog,2025-05-01,
            A2,Mia,Cat,2025-02-01,2025-02-09
            A2,Mia,Cat,2025-06-01,2025-06-09
            """)
        #expect(draft.sources.last?.repeatedIds?.orderBy == "intake_date")
        let tied = try draftOf(
            """
            id,Name,Species,intake_date,outcome_date
            A1,Rex,Dog,2025-01-01,2025-01-09
            A1,Rex,Dog,2025-05-01,2025-05-09
            A2,Mia,Cat,2025-02-01,2025-02-09
            A2,Mia,Cat,2025-06-01,2025-06-09
            A3,Tom,Cat,2025-03-01,NA
            """)
        #expect(tied.sources.last?.repeatedIds?.orderBy == "intake_date")
        let later = try draftOf(
            """
            id,Name,Species,intake_date,outcome_date
            A1,Rex,Dog,2025-01-01,2025-01-09
            A1,Rex,Dog,2025-05-01,2025-05-09
            """)
        #expect(later.sources.last?.repeatedIds?.orderBy == "outcome_date")
    }

    @Test(
        "Repeated rows whose dates do not change keep the first row; a file that cannot be read again keeps the old warning"
    )
    func keepFirst() throws {
        let csv = "id,Name,Species,Intake\nA1,Rex,Dog,2025-01-01\nA1,Rex,Dog,2025-01-01\nA2,Mia,Cat,2025-02-01\n"
        let draft = try draftOf(csv)
        let repeats = try #require(draft.sources.last?.repeatedIds)
        #expect(repeats.keep == "first")
        #expect(repeats.orderBy == nil)
        #expect(
            repeats.reasons[0].hasPrefix("1 row repeats the ID of a row before it (1 ID), and no date column changes"))
        #expect(draft.yaml.contains("    repeatedIds: { keep: first }"))

        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let profile = try FileProfiler.profile(path: try directory.write(csv, to: "animals.csv"))
        let unread = PipelineDraft(inputs: [(profile, Entity.patient, "animals.csv")], name: "draft")
        #expect(unread.sources.last?.repeatedIds == nil)
        #expect(unread.field("sourceId", of: "animals")?.reasons.last?.contains("map.duplicate-source-id") == true)
    }

    @Test(
        "Rows sharing an ID with a different name in half of the repeated IDs are different animals: rejected, not merged; a rename in fewer is one animal"
    )
    func differentAnimals() throws {
        let shared = try draftOf(
            """
            license_number,animal_name,species,issued
            S1,Ellie,Dog,2019-01-01
            S1,Dash,Dog,2020-01-01
            S2,Tiger,Cat,2019-02-01
            S2,Tiger,Cat,2020-02-01
            """)
        let repeats = try #require(shared.sources.last?.repeatedIds)
        #expect(repeats.keep == "reject")
        #expect(repeats.reasons[0].contains("\"animal_name\" differs within 1 of them"))
        #expect(try shared.decoded().sources[1].repeatedIds.keep == .reject)
        let renamed = try draftOf(
            """
            license_number,animal_name,species,issued
            S1,Ellie,Dog,2019-01-01
            S1,Dash,Dog,2020-01-01
            S2,Tiger,Cat,2019-02-01
            S2,Tiger,Cat,2020-02-01
            S3,Tom,Cat,2019-02-01
            S3,Tom,Cat,2020-02-01
            """)
        #expect(renamed.sources.last?.repeatedIds?.keep == "latest")
    }

    @Test(
        "One row per intake keeps the newest intake, not the row edited last: the intake date wins when it changes within more IDs, and on a tie with an update stamp"
    )
    func intakeOverLastUpdate() throws {
        // A2's first intake was edited after its second: by LastUpdate, the old intake would be kept.
        let more = try draftOf(
            """
            AnimalID,AnimalName,AnimalType,IntakeDate,LastUpdate
            A1,Rex,Dog,2024-07-01T00:00:00,2024-10-20T00:00:00
            A2,Mia,Cat,2024-07-05T00:00:00,2025-02-24T00:00:00
            A1,Rex,Dog,2024-08-03T00:00:00,2024-10-20T00:00:00
            A2,Mia,Cat,2024-09-01T00:00:00,2024-09-20T00:00:00
            """)
        #expect(more.sources.last?.repeatedIds?.orderBy == "IntakeDate")
        #expect(more.field("updatedAt", of: "animals")?.columns == ["LastUpdate"])
        let tied = try draftOf(
            """
            AnimalID,AnimalName,AnimalType,IntakeDate,LastUpdate
            A2,Mia,Cat,2024-07-05T00:00:00,2025-02-24T00:00:00
            A2,Mia,Cat,2024-09-01T00:00:00,2024-09-20T00:00:00
            """)
        #expect(tied.sources.last?.repeatedIds?.orderBy == "IntakeDate")
        let stampOnly = try draftOf(
            """
            AnimalID,AnimalName,AnimalType,IntakeDate,LastUpdate
            A2,Mia,Cat,2024-07-05T00:00:00,2024-09-20T00:00:00
            A2,Mia,Cat,2024-07-05T00:00:00,2025-02-24T00:00:00
            """)
        #expect(stampOnly.sources.last?.repeatedIds?.orderBy == "LastUpdate")
    }
}
