private import Glibc

/// Opens `path` read-only and returns its descriptor and size. Throws `read.input-missing`, `read.not-a-file` or
/// `read.cannot-open`, naming the file as `shown`.
///
/// Only regular files are read: a named pipe may wait for a writer forever and a device such as `/dev/zero`
/// never ends, which a nightly job must not do. The file is opened without blocking and examined once open,
/// so a path swapped for a pipe in between cannot hang the run either.
package func openRegularFile(_ path: String, shown: SourceLocation) throws(Diagnostic) -> (descriptor: Int32, size: Int)
{
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
        switch errno {
        case ENOENT: throw .error("read.input-missing", "The input file does not exist.", at: shown)
        case EISDIR: throw .error("read.not-a-file", "The input path is a directory, not a file.", at: shown)
        default: throw .error("read.cannot-open", "The input file cannot be opened: \(describeErrno()).", at: shown)
        }
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
        let reason = describeErrno()
        close(fd)
        throw .error("read.cannot-open", "The input file cannot be examined: \(reason).", at: shown)
    }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else {
        close(fd)
        let what =
            switch kind {
            case S_IFDIR: "a directory"
            case S_IFIFO: "a named pipe, which may never end"
            case S_IFCHR, S_IFBLK: "a device, which may never end"
            case S_IFSOCK: "a socket"
            default: "not a regular file"
            }
        throw .error(
            "read.not-a-file", "The input path is \(what); give vetnet a regular file (copy the export first).",
            at: shown)
    }
    return (fd, Int(info.st_size))
}

/// The text of the last system call's error.
package func describeErrno() -> String { String(cString: strerror(errno)) }
