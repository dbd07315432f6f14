public import Foundation

/// Compares a directory of outputs with a golden directory, byte for byte.
///
/// With `VET_RECORD_GOLDEN=1` in the environment the golden directory is rewritten from the outputs and the
/// comparison reports a failure anyway ("recorded new golden files"), so a recording run never passes silently.
public enum Golden {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["VET_RECORD_GOLDEN"] == "1" }

    /// Returns a description of every difference (missing, extra or changed files, with a unified diff),
    /// or an empty array when the directories match.
    public static func compare(actual: URL, expected: URL) -> [String] {
        let fileManager = FileManager.default
        if isRecording {
            try? fileManager.removeItem(at: expected)
            try? fileManager.createDirectory(
                at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try fileManager.copyItem(at: actual, to: expected)
            } catch {
                return ["could not record golden files at \(expected.path): \(error)"]
            }
            return [
                "recorded new golden files in \(expected.path); review them and run again without VET_RECORD_GOLDEN"
            ]
        }
        let actualFiles = Set(files(under: actual))
        let expectedFiles = Set(files(under: expected))
        var problems: [String] = []
        for missing in expectedFiles.subtracting(actualFiles).sorted() { problems.append("missing output: \(missing)") }
        for extra in actualFiles.subtracting(expectedFiles).sorted() { problems.append("unexpected output: \(extra)") }
        for file in actualFiles.intersection(expectedFiles).sorted() {
            let left = expected.appendingPathComponent(file)
            let right = actual.appendingPathComponent(file)
            if fileManager.contents(atPath: left.path) != fileManager.contents(atPath: right.path) {
                problems.append("\(file) differs from the golden file:\n" + unifiedDiff(left, right))
            }
        }
        return problems
    }

    /// Relative paths of the regular files under `root`, sorted.
    public static func files(under root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var result: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            result.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return result.sorted()
    }

    private static func unifiedDiff(_ expected: URL, _ actual: URL) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "diff", "--no-index", "--no-color", "-U3", expected.path, actual.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        do {
            try process.run()
        } catch {
            return "(no diff available: \(error))"
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data.prefix(20_000), as: UTF8.self)
    }
}
