import Foundation
import Testing
import VetNetTestSupport

/// `vetnet init` on a synthetic UK clinic's owner and pet exports (`Golden/init-exports/uk-clinic-*.csv`; Ofcom's
/// drama numbers, real postcode shapes): the draft proposes GB, and its run reads the phones and postcodes as GB's.
@Suite("vetnet init proposes the clinic's country")
struct InitCountryTests {
    @Test(
        "A UK export drafts defaultCountry GB; its run writes every phone in +44 E.164 and warns of no postcode")
    func britishClinic() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        for file in ["uk-clinic-owners.csv", "uk-clinic-pets.csv"] {
            let bytes = try Data(
                contentsOf: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/init-exports/\(file)"))
            try temporary.write(Array(bytes), to: "exports/\(file)")
        }
        let initRun = try runVetnet(
            ["init", "exports/uk-clinic-owners.csv", "exports/uk-clinic-pets.csv", "--name", "uk-clinic"],
            in: temporary.url)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let draft = try String(contentsOfFile: temporary.path + "/pipeline.yml", encoding: .utf8)
        try expectDraftMatchesGolden(draft, name: "uk-clinic")
        #expect(draft.contains("\n  defaultCountry: GB    # 8 of 8 postal codes fit GB"))

        let run = try runVetnet(["run", "pipeline.yml", "--as-of", "2026-11-20", "--quiet"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: temporary.path + "/out/uk-clinic/owners.json"))
        let owners = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        #expect(owners.count == 8)
        let phones = owners.flatMap { $0["phones"] as? [String] ?? [] }
        #expect(phones.count == 14)
        #expect(phones.allSatisfy { $0.hasPrefix("+44") }, "\(phones)")
        // Written without its trunk 0, read as the US's before: +17700900456.
        #expect(phones.contains("+447700900456"))
        #expect(phones.contains("+442079460018"))
        let validation = try String(
            contentsOfFile: temporary.path + "/out/uk-clinic/reports/validation.json", encoding: .utf8)
        #expect(!validation.contains("postal-code"))
        #expect(!validation.contains("phone-invalid"))
    }
}
