import VetNetCore
import Synchronization
import VetNetWrite

/// One source's rejected records as `reports/rejected/<source>.csv` lists them under its header: each record's
/// reasons, then its fields as read. They are kept as the file's rows, past a megabyte in a file of their own
/// (`SpilledBytes`), and each record's line beside them: held as arrays of strings, the 287,000 records a messy
/// export of a million animals rejects raised the run's peak by 290 MiB.
public final class RejectedRows: Sendable {
    private struct State {
        var lines: [Int?] = []
        /// Rows not yet handed to `spilled`: handed over some kilobytes at a time.
        var pending = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)
    }

    private let state = Mutex(State())
    private let spilled = SpilledBytes()

    public init() {}

    /// A finding as the rejected-records file gives it as a reason.
    static func reason(_ finding: Diagnostic) -> String { "[\(finding.code)] \(finding.message(showingValue: true))" }

    /// The file's row of a record: its reasons, then its fields as read.
    static func row(fields: [String?], reasons: [String]) -> [String?] {
        [reasons.joined(separator: " | ")] + fields
    }

    func append(line: Int?, fields: [String?], reasons: [String]) {
        state.withLock { state in
            state.lines.append(line)
            state.pending.row(Self.row(fields: fields, reasons: reasons))
            if state.pending.byteCount >= Self.pendingLimit { spilled.append(state.pending.takeBytes()) }
        }
    }

    /// Each rejected record's line, in the order they were rejected.
    public var lines: [Int?] { state.withLock { $0.lines } }

    public var count: Int { state.withLock { $0.lines.count } }

    /// The rows in order, formulas guarded as in every CSV for spreadsheets, some kilobytes at a time.
    public func forEachChunk<Failure: Error>(_ body: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        state.withLock { state in
            if state.pending.byteCount > 0 { spilled.append(state.pending.takeBytes()) }
        }
        try spilled.forEachChunk(body)
    }

    private static let pendingLimit = 64 << 10
}
