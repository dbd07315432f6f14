import Foundation
import VetNetCore
import VetNetState

/// What a run with a state file keeps of each history record it accepted, to compare it with the stored one:
/// the fingerprints of its ID and of its content, and where its stored form lies in the source's tracked file.
struct HistoryTrack: Sendable {
    var key: Fingerprint
    var fingerprint: Fingerprint
    /// The record's place in its source's tracked file (`HistorySpools.trackedFiles`).
    var ordinal: UInt32
}

/// A history record's stored form: its compact form without the line it was read on (which moves when rows are
/// added above it) and with the state's layout first, and the fingerprints the state compares it by.
struct HistoryStoredForm: Sendable {
    var recordId: String
    /// The record's ID in its export; empty when the export gives none.
    var sourceId: String
    var key: Fingerprint
    var fingerprint: Fingerprint
    var bytes: [UInt8]

    /// The stored form's layout: its first byte.
    static let layout: UInt8 = 1

    init(_ record: HistoryRecord) {
        var stored = record
        stored.sources = stored.sources.map { SourceRef(source: $0.source, sourceId: $0.sourceId, line: nil) }
        var writer = CompactWriter()
        writer.byte(Self.layout)
        stored.encode(to: &writer)
        bytes = writer.bytes
        recordId = record.id
        sourceId = record.sources.first?.sourceId ?? ""
        key = Fingerprint(of: record.id.utf8)
        fingerprint = Fingerprint(of: bytes)
    }

    /// The record a stored form holds, as the spools take it (without the layout byte); nil when it is not a
    /// form this vetnet writes.
    static func record(_ stored: Data) -> HistoryRecord? {
        let bytes = [UInt8](stored)
        guard bytes.first == layout else { return nil }
        var reader = CompactReader(bytes, at: 1)
        guard let record = try? HistoryRecord.decode(&reader), reader.isAtEnd else { return nil }
        return record
    }
}

extension HistorySpools {
    /// Keeps a tracked record: its stored form in the source's tracked file, its fingerprints in memory.
    func track(_ form: HistoryStoredForm, source: String) throws(Diagnostic) {
        if trackedFiles[source] == nil {
            trackedFiles[source] = try SpoolWriter(path: workspace.newFile("tracked-" + source))
        }
        let file = trackedFiles[source]!
        tracks[source, default: []].append(
            HistoryTrack(key: form.key, fingerprint: form.fingerprint, ordinal: UInt32(file.count)))
        var writer = CompactWriter()
        writer.string(form.recordId)
        writer.string(form.sourceId)
        writer.append(written: form.bytes)
        try file.append(writer)
    }

    /// The tracked records of `source` in the order they were read, each with its ordinal, IDs and stored form.
    func forEachTracked(
        source: String,
        _ body: (_ ordinal: Int, _ recordId: String, _ sourceId: String, _ stored: ArraySlice<UInt8>) throws(Diagnostic)
            -> Void
    ) throws(Diagnostic) {
        guard let file = trackedFiles[source] else { return }
        let reader = try SpoolReader(path: file.path)
        var ordinal = 0
        while let framed = try reader.next() {
            var compact = CompactReader(Array(framed))
            let recordId: String
            let sourceId: String
            do throws(CompactReader.Damaged) {
                recordId = try compact.string()
                sourceId = try compact.string()
            } catch {
                throw .error("internal.history-spool", "Internal error: a tracked history record cannot be read back.")
            }
            try body(ordinal, recordId, sourceId, framed.dropFirst(compact.position))
            ordinal += 1
        }
    }
}
