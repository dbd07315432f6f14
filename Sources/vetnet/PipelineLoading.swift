import ArgumentParser
import Foundation
import VetNetCore
import VetNetPipeline

/// The pipeline file at `path` and the directory its run writes to (`out`, else the file's output.dir); every
/// problem is printed with its line, and the command exits with the status that goes with it.
func loadPipeline(_ path: String, out: String?) throws -> (config: PipelineConfig, directory: String) {
    let config: PipelineConfig
    do {
        config = try PipelineFileDecoder.load(path: path)
    } catch {
        for diagnostic in error.diagnostics { printError(diagnostic.description) }
        throw ExitStatus(for: error.diagnostics.first ?? .error("pipeline.invalid", "")).exitCode
    }
    guard let given = out ?? config.outputDirectory else {
        printError("\(path): error: [pipeline.missing-key] The pipeline has no output.dir; give one or pass --out DIR.")
        throw ExitStatus.badPipelineFile.exitCode
    }
    // Absolute from here on: `--out .` is the working directory itself, and its state file goes beside it.
    let directory =
        given.hasPrefix("/")
        ? normalizePath(given, relativeTo: "")
        : normalizePath(given, relativeTo: FileManager.default.currentDirectoryPath)
    return (config, directory)
}
