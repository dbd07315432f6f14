import Foundation
import Testing
import VetNetTestSupport

/// A run with a clinical history writes `reports/reminders.html` beside `reminders.csv`, in the pipeline's
/// `reportLanguage`, and lists it in the manifest.
@Suite("reminders.html from a run")
struct RemindersPageRunTests {
    @Test("the clinic-history sample in German: the page, its words and its manifest entry")
    func writtenInTheReportLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sample = try String(
            contentsOf: packageRoot.appendingPathComponent("pipelines/clinic-history.yml"), encoding: .utf8)
        let german =
            sample
            .replacing("path: ../samples/", with: "path: \(packageRoot.path)/samples/")
            .replacing("asOf: 2026-11-20\n", with: "asOf: 2026-11-20\nreportLanguage: de\n")
        let pipeline = directory.url.appendingPathComponent("clinic-history.yml")
        try german.write(to: pipeline, atomically: true, encoding: .utf8)
        let run = try runVetnet(["run", pipeline.path, "--out", directory.path + "/out"])
        #expect(run.status == 0, "\(run.stderr)")

        let reports = directory.url.appendingPathComponent("out/reports")
        let page = try String(contentsOf: reports.appendingPathComponent("reminders.html"), encoding: .utf8)
        #expect(page.contains("<html lang=\"de\">"))
        #expect(
            page.contains(
                "Stand 2026-11-20: 2 Impfungen sind überfällig und 2 sind in den nächsten 60 Tagen fällig."))
        #expect(page.contains("seit 5 Wochen überfällig"))
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("reminders.csv").path))
        let manifest = try String(
            contentsOf: directory.url.appendingPathComponent("out/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"file\" : \"reports/reminders.html\""))
    }
}
