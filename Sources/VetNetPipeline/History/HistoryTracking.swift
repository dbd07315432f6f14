import Foundation
import VetNetCore
import VetNetState

/// What a run with a state file keeps of each history record it accepted, to compare it with the stored one:
/// the fingerprints of its ID and of its content, and where its stored form lies in the source's tracked file.
struct HistoryTrack: Sendable {
    var key: Fingerprint
    var fingerprint: Fingerprint
    /// The record's place in its source's tracked file (`HistorySpools.trackedFiles`): its number and where it
    /// starts.
    var ordinal: UInt32
    var offset: UInt64
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
            trackedFiles[source] = try SpoolWriter(in: workspace, name: "tracked " + source)
        }
        let file = trackedFiles[source]!
        tracks[source, default: []].append(
            HistoryTrack(key: form.key, fingerprint: form.fingerprint, ordinal: UInt32(file.count), offset: file.offset)
        )
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
        let reader = SpoolReader(file)
        var ordinal = 0
        while let framed = try reader.next() {
            let (recordId, sourceId, stored) = try Self.tracked(framed)
            try body(ordinal, recordId, sourceId, stored)
            ordinal += 1
        }
    }

    /// The tracked records `tracks` of `source`, in the order given (SQLite stores records given in key order
    /// far faster than in the order read).
    func forEachTracked(
        source: String, at tracks: [HistoryTrack],
        _ body: (_ track: HistoryTrack, _ recordId: String, _ sourceId: String, _ stored: ArraySlice<UInt8>)
            throws(Diagnostic) -> Void
    ) throws(Diagnostic) {
        guard let file = trackedFiles[source], !tracks.isEmpty else { return }
        let reader = SpoolReader(file)
        for track in tracks {
            let (recordId, sourceId, stored) = try Self.tracked(try reader.record(at: track.offset)[...])
            try body(track, recordId, sourceId, stored)
        }
    }

    private static func tracked(_ framed: ArraySlice<UInt8>) throws(Diagnostic) -> (String, String, ArraySlice<UInt8>) {
        var compact = CompactReader(Array(framed))
        do throws(CompactReader.Damaged) {
            let recordId = try compact.string()
            let sourceId = try compact.string()
            return (recordId, sourceId, framed.dropFirst(compact.position))
        } catch {
            throw .error("internal.history-spool", "Internal error: a tracked history record cannot be read back.")
        }
    }
}
