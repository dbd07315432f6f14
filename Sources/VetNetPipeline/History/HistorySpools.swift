import VetNetCore
import VetNetWrite

/// The history records a run accepted, one spool file per kind, in the order they were read, each record with
/// its sequence number first so that sorting keeps that order among equals. The read stage writes it, then the
/// finishing stage reads it, while a nightly run's commit may read the tracked files (`forEachTracked`, with
/// `pread`): once written, nothing changes them.
final class HistorySpools: @unchecked Sendable {
    let workspace: HistoryWorkspace
    private(set) var writers: [HistoryKind: SpoolWriter] = [:]
    private var encoder = CompactWriter()
    private var sequence = 0
    /// The sequence number of the first record carried from the state: every later one is carried too.
    private(set) var firstCarried: Int?

    init() throws(Diagnostic) { workspace = try HistoryWorkspace() }

    /// Rejected rows per source, as rows of its `rejected/<source>.csv`: the history's rejects can be millions.
    private(set) var rejectedRows: [String: SpoolWriter] = [:]
    private var rowWriter = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)

    func appendRejected(_ fields: [String?], source: String) throws(Diagnostic) {
        if rejectedRows[source] == nil {
            rejectedRows[source] = try SpoolWriter(in: workspace, name: "rejected " + source, framed: false)
        }
        rowWriter.row(fields)
        try rejectedRows[source]!.append(rowWriter.takeBytes())
    }

    /// Appends a record as `HistoryRecord.encode` wrote it (its first byte is its kind). A record `carried`
    /// from the state file, not read tonight, is neither checked again nor counted for its source.
    func append(encoded record: [UInt8], carried: Bool = false) throws(Diagnostic) {
        if carried, firstCarried == nil { firstCarried = sequence }
        if !carried, firstCarried != nil {
            throw .error("internal.history-spool", "Internal error: a history record read after the carried ones.")
        }
        guard let first = record.first, Int(first) < HistoryKind.allCases.count else {
            throw .error("internal.history-spool", "Internal error: a history record to spool has no kind.")
        }
        let kind = HistoryKind.allCases[Int(first)]
        if writers[kind] == nil { writers[kind] = try SpoolWriter(in: workspace, name: "read " + kind.rawValue) }
        encoder.removeAll()
        encoder.count(sequence)
        sequence += 1
        encoder.append(written: record)
        try writers[kind]!.append(encoder)
    }

    /// In a run with a state file, each history source's accepted records in their stored forms
    /// (`HistoryTracking.swift`), and their fingerprints.
    var trackedFiles: [String: SpoolWriter] = [:]
    var tracks: [String: [HistoryTrack]] = [:]
    /// Keys of the records each history source's rows were read as but rejected.
    var rejectedKeys: [String: Set<Fingerprint>] = [:]

    /// Lets go of a kind's spool once it is sorted: its file goes with it.
    func release(_ kind: HistoryKind) { writers[kind] = nil }

    /// Finishes the files; the spools are then read, not written.
    func finishWriting() throws(Diagnostic) {
        for writer in writers.values { try writer.finish() }
        for writer in rejectedRows.values { try writer.finish() }
        try finishTracking()
    }

    /// Finishes the tracked files, to be read while records may still be spooled.
    func finishTracking() throws(Diagnostic) {
        for writer in trackedFiles.values { try writer.finish() }
    }
}
