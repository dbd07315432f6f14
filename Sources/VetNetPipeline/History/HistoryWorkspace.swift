private import Glibc
import VetNetCore

/// Where the history's working files are made: `TMPDIR`, else `/tmp`. Each file is unlinked as soon as it is
/// made and used through its descriptor alone (`SpoolWriter`), so the kernel frees it when the run lets it go or
/// the process ends, however it ends (a run killed at 2 a.m. leaves no gigabytes of spools behind), and no file
/// the run did not make is ever touched.
struct HistoryWorkspace: Sendable {
    let directory: String

    /// Checks that a working file can be made there, so that a run without room fails before it reads anything.
    init(directory: String? = nil) throws(Diagnostic) {
        self.directory = directory ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        close(try openFile())
    }

    /// A new working file's descriptor, open for reading and writing, whose name is already gone.
    func openFile() throws(Diagnostic) -> Int32 {
        var descriptor: Int32 = -1
        var path = ""
        repeat {
            path = directory + "/vetnet-history-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        } while descriptor < 0 && errno == EEXIST
        guard descriptor >= 0 else {
            throw .error(
                "write.cannot-create",
                "Cannot create a working file for the clinical history under \(directory): \(String(cString: strerror(errno))). Set TMPDIR to a directory with room."
            )
        }
        unlink(path)
        return descriptor
    }
}
