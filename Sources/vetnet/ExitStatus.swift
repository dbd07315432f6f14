import ArgumentParser
import VetNetCore

/// The exit codes a cron job can act on (sysexits values).
enum ExitStatus: Int32, CaseIterable {
    case ok = 0
    case usage = 64
    case rejectsOverThreshold = 65
    case inputMissing = 66
    case stateUnavailable = 69
    case internalError = 70
    case cannotWriteOutput = 73
    case unreadableFile = 74
    case stateLocked = 75
    case badPipelineFile = 78

    var meaning: String {
        switch self {
        case .ok: "success: every source was read to its end (some records may have been rejected; see the report)"
        case .usage: "the command line is wrong"
        case .rejectsOverThreshold:
            "a source rejected a larger share of its records than the pipeline's validation.maxRejectRate, or, without one, all of them (all outputs are still written), or, with a state file, a full export would deactivate more than validation.maxDeactivateRate of a source (nothing was written or stored)"
        case .inputMissing: "an input file or the pipeline file does not exist or cannot be opened"
        case .internalError: "internal error (a bug: please report it with the command and its output)"
        case .cannotWriteOutput:
            "the output directory or an output file cannot be written, or the directory is not vetnet's to write (nothing was written or removed)"
        case .stateUnavailable: "the state file cannot be opened, is damaged, or was written by a newer vetnet"
        case .unreadableFile:
            "a file could not be read to its end (malformed XML, unsupported encoding, I/O error, cut short inside its last row); the outputs hold the records read before it"
        case .stateLocked: "another run is using the state file; nothing was done (try again later)"
        case .badPipelineFile: "the pipeline file is wrong (syntax, unknown key, a mapped column the input lacks)"
        }
    }

    static var helpText: String {
        "Exit codes:\n"
            + allCases.map { "  \($0.rawValue)\($0.rawValue < 10 ? "  " : " ") \($0.meaning)" }.joined(separator: "\n")
    }

    /// The status for a failure that stopped the run.
    init(for diagnostic: Diagnostic) {
        let code = diagnostic.code.rawValue
        switch code {
        case "read.input-missing", "read.not-a-file", "read.cannot-open", "pipeline.file-missing": self = .inputMissing
        case "state.locked": self = .stateLocked
        case "run.deactivations-over-threshold": self = .rejectsOverThreshold
        case _ where code.hasPrefix("state."): self = .stateUnavailable
        case _ where code.hasPrefix("pipeline."): self = .badPipelineFile
        case _ where code.hasPrefix("write."): self = .cannotWriteOutput
        case _ where code.hasPrefix("read."): self = .unreadableFile
        default: self = .internalError
        }
    }

    var exitCode: ExitCode { ExitCode(rawValue) }
}
