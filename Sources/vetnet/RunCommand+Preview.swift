import VetNetCore
import VetNetPipeline

extension RunCommand {
    /// `--preview N`: the first records of each source as a run maps them; nothing is written.
    func runPreview(count: Int) throws {
        let config: PipelineConfig
        do {
            config = try PipelineFileDecoder.load(path: pipeline)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.description) }
            throw ExitStatus(for: error.diagnostics.first ?? .error("pipeline.invalid", "")).exitCode
        }
        let today = asOf.flatMap(LocalDate.init(iso:)) ?? config.asOf ?? Self.today()
        do {
            let preview = try PipelinePreview(config: config, asOf: today, count: count)
            print(preview.text, terminator: "")
        } catch {
            printError(error.rendered(showingValue: showValues))
            throw ExitStatus(for: error).exitCode
        }
    }
}
