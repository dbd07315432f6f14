import Glibc

/// A failure of the benchmark itself (not of the code under test), with a message for the terminal.
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }

    /// `what` followed by the text of the current `errno`.
    static func system(_ what: String) -> BenchError {
        BenchError("\(what): \(String(cString: strerror(errno)))")
    }
}
