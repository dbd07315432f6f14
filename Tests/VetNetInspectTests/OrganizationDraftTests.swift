import Testing
import VetNetMapping
import VetNetPipeline

@testable import VetNetInspect

@Suite struct OrganizationDraftTests {
    let animals = """
        animal_id,animal_name,animal_type,primary_breed
        A1,Biscuit,Dog,Beagle
        A2,Pepper,Cat,Domestic Shorthair
        """

    @Test(
        "A patient export naming no owner gets an owner source of constant values over the same file, kept as one row")
    func constantOwner() throws {
        let draft = try draftOf(animals)
        #expect(draft.sources.map(\.entity) == [.owner, .patient])
        let owner = draft.sources[0]
        #expect(owner.isConstant)
        #expect(owner.path == draft.sources[1].path)
        #expect(owner.repeatedIds?.keep == "first")
        #expect(owner.unmapped.isEmpty)
        #expect(draft.field("organization", of: owner.name)?.value == "Name of the organisation")
        #expect(draft.sources[1].ownerSource == owner.name)
        #expect(draft.field("ownerSourceId", of: "animals")?.value == draft.field("sourceId", of: owner.name)?.value)
        #expect(!draft.lacksOwners)
        #expect(draft.yaml.contains("put the organisation's real name"))

        let config = try draft.decoded()
        #expect(config.sources[0].repeatedIds.keep == .first)
        #expect(config.sources[1].mapping.ownerSource == config.sources[0].name)
    }

    @Test(
        "A patient export that names its owners, given alone, gets no organisation but a note that it needs its owners")
    func ownersNamedButMissing() throws {
        let draft = try draftOf("PetID,OwnerID,Name,Species\nP1,O1,Rex,Dog\nP2,O2,Tom,Cat\n")
        #expect(draft.sources.map(\.entity) == [.patient])
        #expect(draft.lacksOwners)
        #expect(draft.yaml.contains("needs an owner source"))
    }

    @Test("An owner export's organisation column maps to organization, beside a person's name")
    func organizationColumn() throws {
        let draft = try draftOf(
            "ClientID,Company,First Name,Last Name\n1,County Animal Care,Ruth,Okafor\n2,,Samir,Haddad\n",
            entity: .owner, file: "clients.csv")
        #expect(draft.sources[0].fields.map(\.key) == ["sourceId", "firstName", "lastName", "organization"])
        #expect(draft.field("organization", of: "clients")?.columns == ["Company"])
    }
}
