import Foundation
import VetNetTestSupport

/// The small hostile files of `HostileCorpus/` (see its README), each read as the owners of a pipeline.
enum HostileCorpus {
    static let directory = packageRoot.appendingPathComponent("Tests/vetnetTests/HostileCorpus").path

    static func path(_ file: String) -> String { directory + "/" + file }
}

/// One run of `vetnet` over a file, with the outputs it left in `out`.
struct HostileRun {
    var run: VetnetRun
    var out: String

    /// Runs a pipeline in `directory` whose one source is the owners in `path` (CSV columns `ID`, `Last`; XML
    /// `Export/Owner` records with `@ID` and `Last`), writing to `directory/out`. `options` and `fields` go into
    /// the source, `pipeline` into the pipeline file's top level.
    init(
        _ path: String, in directory: TemporaryDirectory, options: String = "", fields: String = "",
        pipeline extra: String = "",
        arguments: [String] = []
    ) throws {
        let isXML = path.hasSuffix(".xml")
        let source =
            isXML
            ? "format: xml, record: Export/Owner, fields: { sourceId: \"@ID\", lastName: Last\(fields) }"
            : "format: csv, fields: { sourceId: ID, lastName: Last\(fields) }"
        let pipeline = try directory.write(
            """
            version: 1
            name: hostile
            asOf: 2026-11-20
            sources:
              - { name: owners, entity: owner, path: "\(path)", \(options)\(source) }
            validation:
              severity: { owner.first-name-missing: off, owner.no-contact: off }
            output: { dir: out }
            \(extra)
            """, to: "hostile.yml")
        out = directory.path + "/out"
        run = try runVetnet(["run", pipeline] + arguments)
    }

    /// The owners written, as (last name, line read from), in line order.
    func owners() throws -> [Owner] {
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/owners.json"))
        let records = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return records.map { record in
            let sources = record["sources"] as? [[String: Any]]
            return Owner(lastName: record["lastName"] as? String, line: sources?.first?["line"] as? Int)
        }.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    struct Owner: Equatable {
        var lastName: String?
        var line: Int?
    }

    /// The findings of `reports/validation.json`, as `code@line`.
    func reportedFindings() throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/reports/validation.json"))
        let report = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let sources = report?["sources"] as? [[String: Any]] ?? []
        return sources.flatMap { $0["findings"] as? [[String: Any]] ?? [] }.map { finding in
            "\(finding["code"] as? String ?? "?")@\(finding["line"] as? Int ?? 0)"
        }
    }

    /// Files under `out` that a write left behind unfinished (temporary names), which must never remain.
    var unfinishedFiles: [String] {
        Golden.files(under: URL(fileURLWithPath: out)).filter { $0.contains(".tmp-") }
    }
}
