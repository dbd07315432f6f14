import Glibc

/// Writes a file through a fixed 1 MiB buffer, so generating a large file never holds it in memory.
///
/// Appending does not throw, to keep the generators readable: the first write error is kept, later output
/// is dropped, and `close()` throws it (the way `ferror` works for stdio).
final class BufferedFileWriter {
    static let capacity = 1 << 20

    let path: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: BenchError?
    private var isOpen = true
    private(set) var bytesWritten = 0

    /// Creates or truncates `path`.
    init(path: String) throws(BenchError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system("cannot create \(path)") }
        buffer.reserveCapacity(Self.capacity + 4096)
    }

    deinit {
        if isOpen { Glibc.close(descriptor) }
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        flushIfFull()
    }

    func write(byte: UInt8) {
        buffer.append(byte)
        flushIfFull()
    }

    /// A non-negative integer in decimal, left-padded with zeros to `width` digits.
    func write(_ value: Int, width: Int = 1) {
        precondition(value >= 0)
        let start = buffer.count
        var rest = value
        repeat {
            buffer.append(0x30 + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        while buffer.count - start < width { buffer.append(0x30) }
        buffer[start...].reverse()
        flushIfFull()
    }

    /// A decimal number given in hundredths, with one or two digits after the point (`724, 1` → `7.2`).
    func write(hundredths: Int, decimals: Int) {
        write(hundredths / 100)
        write(byte: UInt8(ascii: "."))
        if decimals == 1 { write(hundredths % 100 / 10) } else { write(hundredths % 100, width: 2) }
    }

    /// A CSV field, quoted (with doubled quotes) only when it holds a delimiter, quote or line break.
    func writeCSVField(_ text: String) {
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
            write(text)
            return
        }
        buffer.append(0x22)
        for byte in text.utf8 {
            buffer.append(byte)
            if byte == 0x22 { buffer.append(0x22) }
        }
        buffer.append(0x22)
        flushIfFull()
    }

    /// XML character data or an attribute value, with `&`, `<`, `>` and `"` escaped.
    func writeXMLEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): buffer.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): buffer.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): buffer.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): buffer.append(contentsOf: "&quot;".utf8)
            default: buffer.append(byte)
            }
        }
        flushIfFull()
    }

    /// Writes what is buffered and closes the file; throws the first write error met.
    func close() throws(BenchError) {
        flush()
        isOpen = false
        let status = Glibc.close(descriptor)
        if failure == nil, status != 0 { failure = .system("cannot close \(path)") }
        if let failure { throw failure }
    }

    private func flushIfFull() {
        if buffer.count >= Self.capacity { flush() }
    }

    private func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .system("cannot write \(path)")
                    return
                }
                offset += written
                bytesWritten += written
            }
        }
    }
}
