private import Glibc
import Synchronization
import VetNetCore

/// A directory of the run's own for the history's working files (`TMPDIR`, else `/tmp`), made with `mkdtemp` so
/// that nothing else can be in it. The files the run made are removed when the workspace is let go, and the
/// directory with them; a file the run did not make is never removed.
final class HistoryWorkspace: Sendable {
    let path: String
    private let made = Mutex<[String]>([])
    private let counter = Atomic(0)

    init() throws(Diagnostic) {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/vetnet-history-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        guard created else {
            throw .error(
                "write.cannot-create",
                "Cannot create a working directory for the clinical history under \(base): \(String(cString: strerror(errno))). Set TMPDIR to a directory with room."
            )
        }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// A new file's path in the workspace, remembered for removal.
    func newFile(_ stem: String) -> String {
        let number = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        let file = path + "/\(stem)-\(number)"
        made.withLock { $0.append(file) }
        return file
    }

    /// Removes one of the workspace's files early (a sorted run once merged).
    func remove(_ file: String) {
        made.withLock { files in
            guard let index = files.firstIndex(of: file) else { return }
            files.remove(at: index)
            unlink(file)
        }
    }

    /// Removes the files the run made here, and the directory; nothing is left for a later call.
    func removeAll() {
        made.withLock { files in
            for file in files { unlink(file) }
            files.removeAll()
        }
        rmdir(path)
    }

    deinit { removeAll() }
}
