import Foundation
import VetNetCore

/// A CSV export whose last line never ends: `head`, then `count` bytes of one letter in chunks of 64 KiB, with
/// no line end. The letters are never held at once: every chunk is the same buffer. While it streams, it
/// samples the process's resident memory, so a test can see whether the reader holds on to what it read.
final class EndlessLineSource: ByteSource {
    private var head: [UInt8]?
    private let chunk: [UInt8]
    private var remaining: Int
    private let baseline = residentBytes()
    private(set) var bytesHandedOut = 0
    /// The largest growth of resident memory seen since the source was made, in bytes.
    private(set) var peakGrowth = 0
    /// Asked on every chunk for the bytes its reader holds; the largest answer is `peakHeld`.
    var heldBytes: (() -> Int)?
    private(set) var peakHeld = 0

    init(head: String, letter: UInt8 = UInt8(ascii: "y"), count: Int) {
        self.head = Array(head.utf8)
        chunk = [UInt8](repeating: letter, count: 1 << 16)
        remaining = count
    }

    func read(maxCount: Int) throws(Diagnostic) -> [UInt8] {
        if let head {
            self.head = nil
            bytesHandedOut += head.count
            return head
        }
        if let heldBytes { peakHeld = max(peakHeld, heldBytes()) }
        guard remaining > 0 else { return [] }
        let size = min(remaining, maxCount, chunk.count)
        remaining -= size
        bytesHandedOut += size
        // Every 16 MiB: reading /proc on each chunk would cost more than the reading being measured.
        if bytesHandedOut % (16 << 20) < size { peakGrowth = max(peakGrowth, residentBytes() - baseline) }
        return size == chunk.count ? chunk : Array(chunk[..<size])
    }
}

/// The process's resident set size in bytes, from /proc/self/statm (its second number, in pages).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Whether this process carries AddressSanitizer's runtime, which exports `__asan_init`.
let runsUnderAddressSanitizer: Bool = {
    let program = dlopen(nil, RTLD_NOW)
    defer { if let program { dlclose(program) } }
    return dlsym(program, "__asan_init") != nil
}()
