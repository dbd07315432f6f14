import Glibc

/// Wall-clock time on the monotonic clock, and the CPU time of the whole process (every thread) meanwhile.
struct Stopwatch {
    private let start = ContinuousClock.now
    private let startCPU = Self.processCPUSeconds()

    var seconds: Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }

    /// User plus system time. More than `seconds` when work ran on other threads (the readers hash files
    /// on a second thread).
    var cpuSeconds: Double { Self.processCPUSeconds() - startCPU }

    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(Int32(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// The process's memory high-water mark.
///
/// Linux keeps `getrusage`'s `ru_maxrss` across `execve`: a process started by `swift run` (which execs the
/// product) or spawned by a large parent starts with that process's peak. `VmHWM` in `/proc/self/status` belongs
/// to the current program image alone, so it is the one reported; `ru_maxrss` is shown beside it.
enum PeakMemory {
    /// Peak resident set size of this program image, in bytes: `VmHWM`, or `ru_maxrss` where there is no /proc.
    static func residentBytes() -> Int {
        highWaterMark() ?? maxRSS()
    }

    /// `getrusage(RUSAGE_SELF).ru_maxrss` in bytes (Linux reports KiB).
    static func maxRSS() -> Int {
        var usage = rusage()
        guard getrusage(Int32(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return usage.ru_maxrss * 1024
    }

    /// The resident set size now (`VmRSS`), in bytes; 0 where there is no /proc.
    static func currentBytes() -> Int { statusField("VmRSS:") ?? 0 }

    /// The `VmHWM:  1160 kB` line of `/proc/self/status`, in bytes.
    private static func highWaterMark() -> Int? { statusField("VmHWM:") }

    /// A `kB` line of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
            let kibibytes = Int(line.dropFirst(name.count).filter(\.isNumber))
        else { return nil }
        return kibibytes * 1024
    }
}
