import Glibc

/// Reads a file once to the end, so the timed phase finds it in the page cache as the others did.
enum PageCache {
    static func warm(_ path: String) throws(BenchError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system("cannot open \(path)") }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let got = read(descriptor, buffer, 1 << 20)
            if got == 0 { return }
            if got < 0, errno != EINTR { throw .system("cannot read \(path)") }
        }
    }
}
