import Foundation
import Glibc

/// The directory the data goes in, and the cleaning up of what this run created in it.
///
/// Without `--dir`, a fresh directory under the temporary directory is made and removed at the end. With
/// `--dir`, the directory is used as it is and only the files this run wrote are removed. `--keep` keeps all.
final class Workspace {
    let directory: String
    private let createdDirectory: Bool
    private var created: [String] = []

    init(directory requested: String?) throws {
        let manager = FileManager.default
        if let requested {
            directory = URL(fileURLWithPath: requested).standardizedFileURL.path
            createdDirectory = !manager.fileExists(atPath: directory)
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } else {
            var template = Array((NSTemporaryDirectory() + "/vetnet-bench.XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { throw BenchError.system("cannot create a temporary directory") }
            directory = URL(fileURLWithPath: String(cString: made)).standardizedFileURL.path
            createdDirectory = true
        }
    }

    /// Marks a file or directory this run made, to be removed by `clean()`.
    func created(_ path: String) {
        if !created.contains(path) { created.append(path) }
    }

    /// Marks the files of a data set this run generated.
    func created(_ data: DataSet) {
        for path in [data.ownersCSV, data.ownersTruth, data.patientsCSV, data.patientsXML, data.stampPath]
            + data.historyFiles
        {
            created(path)
        }
        if data.directory != directory { created(data.directory) }
    }

    func clean() {
        let manager = FileManager.default
        if createdDirectory {
            try? manager.removeItem(atPath: directory)
            return
        }
        for path in created.reversed() { try? manager.removeItem(atPath: path) }
    }
}
