import Foundation
import VetNetTestSupport

/// What one run of the real `vetnet` binary printed and returned.
struct VetnetRun {
    /// The exit status, or the signal's number when `killedBySignal`.
    var status: Int32
    var killedBySignal = false
    var stdout: String
    var stderr: String
}

/// The built `vetnet` binary: the one `VETNET_BINARY` names (`scripts/test` names the release build, the binary a
/// clinic runs), else the one beside the test bundle, else the one in the default build folder.
let vetnetBinary: URL = {
    if let named = ProcessInfo.processInfo.environment["VETNET_BINARY"], !named.isEmpty {
        let binary = URL(fileURLWithPath: named, relativeTo: packageRoot).standardizedFileURL
        precondition(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "VETNET_BINARY names \(binary.path), which is not an executable file")
        return binary
    }
    var candidates: [URL] = []
    if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() {
        candidates.append(bundle.appendingPathComponent("vetnet"))
    }
    for argument in CommandLine.arguments.prefix(1) {
        candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent().appendingPathComponent("vetnet"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/vetnet"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        ?? candidates[candidates.count - 1]
}()

/// Runs `vetnet` (`binary`) with `arguments` in the repository root (so pipelines/ and samples/ resolve as in the
/// README), with `environment` added to the test's own, and with `fileSizeLimit` (in the shell's `ulimit -f` blocks)
/// as the largest file it may write. A `launcher` (a command and its arguments, such as `runuser -u nobody --`)
/// starts the binary instead of the test.
func runVetnet(
    _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
    fileSizeLimit: Int? = nil, binary: URL = vetnetBinary, launcher: [String] = []
) throws -> VetnetRun {
    let process = Process()
    let command = launcher + [binary.path] + arguments
    if let fileSizeLimit {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\""] + command
    } else {
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
    }
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if fileSizeLimit != nil {
        // Threads of the test runner block most signals, and a child inherits the mask: vetnet must meet the
        // limit as a shell would start it, with SIGXFSZ deliverable.
        var none = sigset_t()
        var saved = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try process.run()
    } else {
        try process.run()
    }
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return VetnetRun(
        status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
        stdout: String(decoding: stdoutData, as: UTF8.self),
        stderr: String(decoding: stderrData, as: UTF8.self))
}

/// The manifest's JSON as a dictionary, for assertions on counts.
func manifestSources(in directory: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/manifest.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return object?["sources"] as? [[String: Any]] ?? []
}
