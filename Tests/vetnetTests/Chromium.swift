import Foundation
import VetNetTestSupport

/// Debian's headless `chromium`, which `scripts/setup --with-test-tools` installs for the page layout tests.
struct Chromium {
    let executable: URL

    /// The browser, or nil when it is not installed.
    static let installed: Chromium? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for directory in paths + ["/usr/bin"] {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Chromium(executable: candidate) }
        }
        return nil
    }()

    /// The page's DOM after its scripts ran, in a window 1280 pixels wide; its frames may read their file.
    /// `waitingMilliseconds` lets the page go on (load a frame again) for up to that long, in virtual time.
    func dumpDOM(of page: URL, waitingMilliseconds: Int? = nil) throws -> String {
        let wait = waitingMilliseconds.map { ["--virtual-time-budget=\($0)"] } ?? []
        return try run(
            ["--window-size=1280,1300", "--allow-file-access-from-files"] + wait + ["--dump-dom", page.absoluteString])
    }

    /// The page printed to a PDF (A4, no header or footer).
    func printToPDF(_ page: URL, to pdf: URL) throws {
        _ = try run(["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", page.absoluteString])
    }

    private func run(_ arguments: [String]) throws -> String {
        let profile = try TemporaryDirectory()
        defer { profile.remove() }
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=\(profile.path)",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
