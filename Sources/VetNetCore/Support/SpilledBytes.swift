#if canImport(Glibc)
    import Glibc
#endif
import Synchronization

/// Bytes appended in order and read back in order: held in memory up to `memoryLimit`, written past it to a file
/// of their own under `TMPDIR`, unlinked as soon as it is made, so that nothing is left behind whatever ends the
/// process. The findings past a report's list and the rejected records' rows are such bytes: millions of rows on a
/// messy export. If no file can be made, the bytes stay in memory: nothing is lost.
public final class SpilledBytes: Sendable, Hashable {
    private struct State {
        var memory: [UInt8] = []
        var descriptor: Int32 = -1
        var written = 0
    }

    private let state = Mutex(State())
    private let memoryLimit: Int
    /// Where the file is made; nil for `TMPDIR` (or `/tmp`).
    private let directory: String?

    public init(memoryLimit: Int = 1 << 20, directory: String? = nil) {
        self.memoryLimit = memoryLimit
        self.directory = directory
    }

    deinit {
        state.withLock { if $0.descriptor >= 0 { close($0.descriptor) } }
    }

    /// Appends `bytes` after those appended before.
    public func append(_ bytes: [UInt8]) {
        state.withLock { state in
            state.memory += bytes
            guard state.memory.count >= memoryLimit else { return }
            if state.descriptor < 0 { state.descriptor = Self.makeFile(in: directory) }
            guard state.descriptor >= 0, Self.write(state.memory, to: state.descriptor, at: state.written) else {
                return
            }
            state.written += state.memory.count
            state.memory.removeAll(keepingCapacity: true)
        }
    }

    /// How many bytes were appended.
    public var count: Int { state.withLock { $0.written + $0.memory.count } }

    /// The bytes in order, a megabyte or so at a time.
    public func forEachChunk<Failure: Error>(_ body: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        let (descriptor, written, memory) = state.withLock { ($0.descriptor, $0.written, $0.memory) }
        var offset = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while offset < written {
            let wanted = min(chunk.count, written - offset)
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
            // The file is the run's own and was written whole; a read that fails leaves the rest out rather than
            // stopping the report.
            guard got > 0 else { break }
            try body(Array(chunk[..<got]))
            offset += got
        }
        if !memory.isEmpty { try body(memory) }
    }

    /// Every byte, in order.
    public var bytes: [UInt8] {
        var all: [UInt8] = []
        forEachChunk { all += $0 }
        return all
    }

    public static func == (a: SpilledBytes, b: SpilledBytes) -> Bool { a === b || a.bytes == b.bytes }
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }

    private static func makeFile(in directory: String?) -> Int32 {
        let directory = directory ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((directory + "/vetnet-spilled-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return -1 }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return descriptor
    }

    /// Writes at `offset`: after a failed write (a full disk) the bytes stay in memory and are written again there.
    private static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let result = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + done, $0.count - done, off_t(offset + done))
            }
            guard result > 0 else { return false }
            done += result
        }
        return true
    }
}
