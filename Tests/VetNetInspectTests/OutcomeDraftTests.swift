import Foundation
import Testing
import VetNetMapping
import VetNetPipeline

@testable import VetNetInspect

@Suite struct OutcomeDraftTests {
    /// A shelter export of `rows` animals whose outcome column `header` holds `outcomes` in turn, `extra` columns
    /// after it.
    func export(_ header: String, _ outcomes: [String], rows: Int = 24, extra: String = "") -> String {
        var csv = "AnimalID,AnimalName,AnimalType,PrimaryBreed,\(header)\(extra.isEmpty ? "" : ",")\(extra)\n"
        for row in 0..<rows {
            let cells = extra.isEmpty ? "" : "," + extra.split(separator: ",").map { _ in "x" }.joined(separator: ",")
            csv += "A\(100 + row),Rex,DOG,BEAGLE,\(outcomes[row % outcomes.count])\(cells)\n"
        }
        return csv
    }

    /// The value map of `key`, as `[value: yes/no]`.
    func map(_ draft: PipelineDraft, _ key: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (draft.field(key, of: "animals")?.map ?? []).map { ($0.from, $0.to) })
    }

    @Test(
        "An outcome column named as one drafts deceased (death words yes, every other value no) and inactive (death and departures yes), each value listed with its count",
        arguments: ["OutcomeType", "Outcome Type", "outcome_type", "Outcome_Type", "Disposition", "animal_status"])
    func named(header: String) throws {
        let draft = try draftOf(export(header, ["ADOPTION", "EUTH", "DIED", "FOSTER", "RTO", "", "TRANSFER", "RTO"]))
        #expect(
            map(draft, "deceased") == [
                "ADOPTION": "no", "EUTH": "yes", "DIED": "yes", "FOSTER": "no", "RTO": "no", "TRANSFER": "no",
            ])
        #expect(
            map(draft, "inactive") == [
                "ADOPTION": "yes", "EUTH": "yes", "DIED": "yes", "FOSTER": "no", "RTO": "yes", "TRANSFER": "yes",
            ])
        let deceased = try #require(draft.field("deceased", of: "animals"))
        #expect(deceased.columns == [header])
        #expect(!deceased.present)
        #expect(deceased.map.first { $0.from == "RTO" }?.comment == "6× - left alive")
        #expect(deceased.map.first { $0.from == "EUTH" }?.comment == "3× - a word for death")
        let decoded = try draft.decoded().sources[1].mapping.fields
        #expect(decoded["deceased"]?.valueMap["euth"] == "yes")
        #expect(decoded["inactive"]?.valueMap["adoption"] == "yes")
        #expect(decoded["inactive"]?.valueMap["foster"] == "no")
    }

    @Test("An outcome column that is mostly empty (most animals still in care) is mapped, not read as present")
    func mostlyInCare() throws {
        let draft = try draftOf(export("OutcomeType", ["", "", "", "ADOPTION", "", "EUTH", "", "ADOPTION"]))
        let deceased = try #require(draft.field("deceased", of: "animals"))
        #expect(!deceased.present)
        #expect(map(draft, "deceased") == ["ADOPTION": "no", "EUTH": "yes"])
        #expect(draft.field("inactive", of: "animals")?.present == false)
    }

    /// Status words of shelter and impound exports, each with what the draft's maps make of it: (deceased, inactive).
    static let statusWords: [(String, String, String)] = [
        ("Hold - Adoption", "no", "no"), ("Adoption Pending", "no", "no"), ("Pending", "no", "no"),
        ("Hold", "no", "no"), ("On Hold", "no", "no"), ("Awaiting Transfer", "no", "no"), ("For Adoption", "no", "no"),
        ("For Euthanasia", "no", "no"), ("Euthanasia Scheduled", "no", "no"), ("Scheduled", "no", "no"),
        ("Stray Hold", "no", "no"), ("Bite Quarantine", "no", "no"), ("In Foster", "no", "no"),
        ("Processing", "no", "no"), ("Released", "no", "yes"), ("Returned to Owner", "no", "yes"),
        ("RTO", "no", "yes"), ("Claimed", "no", "yes"), ("Rehomed", "no", "yes"), ("Trfd to SPCA", "no", "yes"),
        ("Trfd to Other TA", "no", "yes"), ("Trfd to Rescue Group", "no", "yes"), ("Xfer", "no", "yes"),
        ("Transferred", "no", "yes"), ("Euthanised", "yes", "yes"), ("Euthanized", "yes", "yes"),
        ("PTS", "yes", "yes"), ("Died in Care", "yes", "yes"), ("Dead on Arrival", "yes", "yes"),
    ]

    @Test(
        "A hold, a pending or scheduled outcome leaves the animal active and alive; transfers however abbreviated, releases and reclaims are inactive; deaths are deceased",
        arguments: statusWords)
    func statusWord(value: String, deceased: String, inactive: String) throws {
        let draft = try draftOf(export("Status", [value, "Euthanised", "Released", "Processing"]))
        #expect(map(draft, "deceased")[value] == deceased)
        #expect(map(draft, "inactive")[value] == inactive)
    }

    @Test("A hold's map entry says the animal is in care, alive")
    func holdComment() throws {
        let draft = try draftOf(export("Status", ["Hold - Adoption", "Euthanised", "Released", "Processing"]))
        let comment = draft.field("inactive", of: "animals")?.map.first { $0.from == "Hold - Adoption" }?.comment
        #expect(comment == "6× - a hold or an outcome still to come: the animal is in care, alive")
    }

    @Test("A status column whose only outcome words are holds is no outcome column")
    func onlyHolds() throws {
        let draft = try draftOf(export("Status", ["Stray Hold", "Processing", "Hold - Adoption"]))
        #expect(draft.field("deceased", of: "animals") == nil)
        #expect(draft.field("inactive", of: "animals") == nil)
    }

    @Test("A yes/no death column is taken for deceased before the outcome column, which then feeds inactive alone")
    func deathColumnFirst() throws {
        var csv = "animal_id,animal_name,animal_type,breed,outcome_type,outcome_is_dead,was_outcome_alive\n"
        for (row, (outcome, dead)) in [("euthanasia", "TRUE"), ("adoption", "FALSE"), ("rescue", "FALSE")]
            .enumerated()
        {
            for copy in 0..<4 {
                csv += "A\(row)\(copy),Rex,dog,beagle,\(outcome),\(dead),\(dead == "TRUE" ? "FALSE" : "TRUE")\n"
            }
        }
        let draft = try draftOf(csv)
        let deceased = try #require(draft.field("deceased", of: "animals"))
        #expect(deceased.columns == ["outcome_is_dead"])
        #expect(deceased.map.isEmpty)
        #expect(deceased.reasons.last == "taken before \"outcome_type\", which says how each animal left")
        #expect(map(draft, "inactive") == ["euthanasia": "yes", "adoption": "yes", "rescue": "yes"])
    }

    @Test(
        "An export naming each animal's owner drafts deceased from the outcome but no inactive: an adopted animal is its owner's"
    )
    func ownersOfTheirOwn() throws {
        let draft = try draftOf(
            export("OutcomeType", ["ADOPTION", "EUTH", "RTO"], extra: "OwnerID"), entity: .patient)
        #expect(map(draft, "deceased") == ["ADOPTION": "no", "EUTH": "yes", "RTO": "no"])
        #expect(draft.field("inactive", of: "animals") == nil)
        #expect(
            draft.field("deceased", of: "animals")?.reasons.last
                == "the export names each animal's owner, so \"OutcomeType\" makes no animal inactive")
    }

    @Test(
        "A practice's status column naming owners drafts inactive from Inactive, Archived and deaths, and deceased only when it names a death"
    )
    func practiceStatus() throws {
        let full = try draftOf(
            export("Status", ["Active", "Inactive", "Deceased", "Active", "Archived"], extra: "OwnerID"),
            entity: .patient)
        #expect(map(full, "inactive") == ["Active": "no", "Inactive": "yes", "Deceased": "yes", "Archived": "yes"])
        #expect(map(full, "deceased") == ["Active": "no", "Inactive": "no", "Deceased": "yes", "Archived": "no"])
        #expect(full.field("inactive", of: "animals")?.map.first { $0.from == "Active" }?.comment == "10× - current")
        let twoWords = try draftOf(export("Status", ["Active", "INACTIVE"], extra: "OwnerID"), entity: .patient)
        #expect(map(twoWords, "inactive") == ["Active": "no", "INACTIVE": "yes"])
        #expect(twoWords.field("deceased", of: "animals") == nil)
    }

    @Test(
        "An owner export's status column drafts inactive (Inactive, Archived and Deceased yes), and a status of other words none"
    )
    func ownerStatus() throws {
        var csv = "ClientID,First,Last,Email,Status\n"
        for (row, status) in ["Active", "Inactive", "Active", "Archived", "Deceased", "Active"].enumerated() {
            csv += "C\(row),Ann,Lee\(row),a\(row)@example.com,\(status)\n"
        }
        let draft = try draftOf(csv, entity: .owner, file: "clients.csv")
        let inactive = try #require(draft.field("inactive", of: "clients"))
        #expect(inactive.columns == ["Status"])
        #expect(
            Dictionary(uniqueKeysWithValues: inactive.map.map { ($0.from, $0.to) }) == [
                "Active": "no", "Inactive": "yes", "Archived": "yes", "Deceased": "yes",
            ])
        #expect(draft.field("deceased", of: "clients") == nil)
        let tiers = try draftOf(
            csv.replacingOccurrences(of: "Inactive", with: "Gold").replacingOccurrences(of: "Archived", with: "Silver")
                .replacingOccurrences(of: "Deceased", with: "Gold"), entity: .owner, file: "clients.csv")
        #expect(tiers.field("inactive", of: "clients") == nil)
    }

    @Test("A column of outcome words is taken by its values when its name is no outcome's; one of intake words is not")
    func byValues() throws {
        let draft = try draftOf(export("Result", ["Adoption", "Euthanasia", "Transfer", "Return to Owner"]))
        #expect(draft.field("deceased", of: "animals")?.columns == ["Result"])
        #expect(draft.field("deceased", of: "animals")?.reasons.first == "\"Result\" by its values: outcome words")
        let intake = try draftOf(export("IntakeType", ["STRAY", "STRAY", "OWNER SUR", "EUTH REQ", "STRAY", "RETURN"]))
        #expect(intake.field("deceased", of: "animals") == nil)
    }

    @Test("A status column whose only death word is Expired (a licence register) is no outcome column")
    func licenceStatus() throws {
        let draft = try draftOf(export("Status", ["Active", "Expired", "Active", "Revoked"]))
        #expect(draft.field("deceased", of: "animals") == nil)
        #expect(draft.field("inactive", of: "animals") == nil)
    }

    @Test("Values that differ only in case are one entry of the map, their counts added")
    func caseVariants() throws {
        let draft = try draftOf(export("OutcomeType", ["Died", "DIED", "Adoption", "ADOPTION", "adoption", "Died"]))
        let deceased = try #require(draft.field("deceased", of: "animals"))
        #expect(deceased.map.map { $0.from.lowercased() }.sorted() == ["adoption", "died"])
        #expect(deceased.map.first { $0.from.lowercased() == "died" }?.comment == "12× - a word for death")
        #expect(try draft.decoded().sources[1].mapping.fields["deceased"]?.valueMap.count == 2)
    }
}
