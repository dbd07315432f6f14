private import Glibc
import VetNetCore

/// Records appended to a working file of the run (`HistoryWorkspace`), each as its length and its bytes, and read
/// back in order: the history is spooled to disk so that memory does not grow with it. Unframed, the bytes are
/// appended as they are (rows of a CSV file). The file has no name: it lives as long as this object, and readers
/// read it through the same descriptor at offsets of their own. Written by one thread, then read by any.
final class SpoolWriter: @unchecked Sendable {
    /// What the file holds, for messages.
    let name: String
    let descriptor: Int32
    private let framed: Bool
    private var buffer: [UInt8] = []
    private(set) var count = 0
    /// Where the next record starts in the file.
    private(set) var offset: UInt64 = 0
    private static let flushSize = 1 << 20

    init(in workspace: HistoryWorkspace, name: String, framed: Bool = true) throws(Diagnostic) {
        self.name = name
        self.framed = framed
        descriptor = try workspace.openFile()
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    deinit { close(descriptor) }

    /// Appends one record's bytes.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(Diagnostic) {
        if framed {
            var length = UInt32(bytes.count).littleEndian
            withUnsafeBytes(of: &length) { buffer.append(contentsOf: $0) }
        }
        buffer.append(contentsOf: bytes)
        count += 1
        offset += UInt64(bytes.count + (framed ? 4 : 0))
        if buffer.count >= Self.flushSize { try flush() }
    }

    func append(_ bytes: [UInt8]) throws(Diagnostic) {
        var failure: Diagnostic?
        bytes.withUnsafeBufferPointer { bytes in
            do throws(Diagnostic) { try append(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    func append(_ writer: CompactWriter) throws(Diagnostic) {
        var failure: Diagnostic?
        writer.withBytes { bytes in
            do throws(Diagnostic) { try append(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes what is buffered; the file is then read, not written.
    func finish() throws(Diagnostic) {
        guard !finished else { return }
        try flush()
        finished = true
    }

    private var finished = false

    private func flush() throws(Diagnostic) {
        var written = 0
        while written < buffer.count {
            let result = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard result > 0 else { throw Self.failure("write", name) }
            written += result
        }
        buffer.removeAll(keepingCapacity: true)
    }

    static func failure(_ what: String, _ name: String) -> Diagnostic {
        .error(
            "write.cannot-create",
            "Cannot \(what) the clinical history's working file (\(name)): \(String(cString: strerror(errno))).")
    }
}

/// Reads a spool file's records in order, at offsets of its own.
final class SpoolReader {
    private let spool: SpoolWriter
    private var buffer: [UInt8] = []
    private var start = 0
    private var fileOffset: off_t = 0
    private var atEnd = false
    private let readSize: Int

    /// - Parameter readSize: bytes read at a time: less for the many runs a sort merges at once.
    init(_ spool: SpoolWriter, readSize: Int = 1 << 20) {
        self.spool = spool
        self.readSize = readSize
    }

    /// Hands an unframed file's bytes to `emit` in chunks of a megabyte.
    static func copyFile(_ spool: SpoolWriter, _ emit: ([UInt8]) throws(Diagnostic) -> Void) throws(Diagnostic) {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(spool.descriptor, $0.baseAddress!, $0.count, offset) }
            guard count >= 0 else { throw SpoolWriter.failure("read", spool.name) }
            if count == 0 { return }
            offset += off_t(count)
            try emit(Array(chunk[..<count]))
        }
    }

    /// The record that starts at `offset` (as `SpoolWriter.offset` gave it), read apart from the order.
    func record(at offset: UInt64) throws(Diagnostic) -> [UInt8] {
        var length: UInt32 = 0
        let header = withUnsafeMutableBytes(of: &length) { pread(spool.descriptor, $0.baseAddress!, 4, off_t(offset)) }
        guard header == 4 else { throw SpoolWriter.failure("read", spool.name) }
        let count = Int(UInt32(littleEndian: length))
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let result = bytes.withUnsafeMutableBytes {
                pread(spool.descriptor, $0.baseAddress! + done, count - done, off_t(offset) + 4 + off_t(done))
            }
            guard result > 0 else { throw SpoolWriter.failure("read", spool.name) }
            done += result
        }
        return bytes
    }

    /// The next record's bytes; nil at the end.
    func next() throws(Diagnostic) -> ArraySlice<UInt8>? {
        guard try ensure(4) else { return nil }
        let length = buffer.withUnsafeBytes {
            Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: start, as: UInt32.self)))
        }
        guard try ensure(4 + length) else {
            throw .error(
                "internal.history-spool",
                "Internal error: the clinical history's working file (\(spool.name)) ends inside a record.")
        }
        let record = buffer[(start + 4)..<(start + 4 + length)]
        start += 4 + length
        return record
    }

    /// Whether `count` bytes are buffered from `start`, reading more as needed; false at the end of the file.
    private func ensure(_ count: Int) throws(Diagnostic) -> Bool {
        while buffer.count - start < count {
            if atEnd { return false }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            // No more than the file holds: a small spool is not given a buffer of `readSize`.
            let want = min(max(count - buffer.count, readSize), max(0, Int(spool.offset) - Int(fileOffset)))
            let oldCount = buffer.count
            buffer.reserveCapacity(oldCount + want)
            buffer.append(contentsOf: repeatElement(0, count: want))
            let result = buffer.withUnsafeMutableBytes {
                pread(spool.descriptor, $0.baseAddress! + oldCount, want, fileOffset)
            }
            guard result >= 0 else { throw SpoolWriter.failure("read", spool.name) }
            fileOffset += off_t(result)
            buffer.removeLast(want - result)
            if result == 0 { atEnd = true }
        }
        return true
    }
}
