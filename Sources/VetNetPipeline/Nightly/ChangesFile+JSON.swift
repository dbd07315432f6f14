import VetNetCore
import VetNetWrite

extension ChangesFile {
    /// `changes/<run>.json` whole, as `writeJSON` writes it.
    func jsonBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        writeJSON { bytes += $0 }
        return bytes
    }

    /// Writes `changes/<run>.json` to `path` a chunk at a time, renamed into place when whole.
    func writeJSON(to path: String) throws(Diagnostic) {
        let file = try AtomicFile(path: path)
        try writeJSON { chunk throws(Diagnostic) in try file.write(chunk) }
        try file.commit()
    }

    /// Hands `emit` `changes/<run>.json` in chunks of about a megabyte: the document's members pretty-printed in
    /// sorted key order, each entry of its lists compact on a line of its own. A first night lists every record
    /// (162 MB at a million patients): encoded as a whole tree, its list held several times the memory of the
    /// records it names, and held whole as bytes it was the night's peak.
    func writeJSON<Failure: Error>(_ emit: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        var writer = JSONWriter(lineDepth: 2)
        writer.beginObject()
        writer.member("asOf", asOf)
        writer.member("changesVersion", changesVersion)
        try write(entries: created, as: "created", to: &writer, emit)
        try write(entries: deactivated, as: "deactivated", to: &writer, emit)
        if let history {
            writer.key("history")
            writer.beginObject()
            writer.member("carried", history.carried)
            writer.member("created", history.created)
            writer.member("deactivated", history.deactivated)
            writer.member("file", history.file)
            writer.member("reactivated", history.reactivated)
            writer.member("unchanged", history.unchanged)
            writer.member("updated", history.updated)
            writer.endObject()
        }
        try Self.write(merged, as: "merged", to: &writer, emit) { merge, writer in
            writer.member("canonicalId", merge.canonicalId)
            writer.member("kind", merge.kind)
            writer.member("memberId", merge.memberId)
        }
        writer.member("pipeline", pipeline)
        try write(entries: reactivated, as: "reactivated", to: &writer, emit)
        writer.member("run", Int(run))
        try Self.write(split, as: "split", to: &writer, emit) { split, writer in
            writer.member("formerCanonicalId", split.formerCanonicalId)
            writer.member("kind", split.kind)
            writer.member("memberId", split.memberId)
        }
        writer.member("unchanged", unchanged)
        try write(entries: updated, as: "updated", to: &writer, emit)
        writer.endObject()
        writer.endDocument()
        try emit(writer.takeBytes())
    }

    /// Hands `emit` what `writer` holds once it is a megabyte or more.
    private static func flush<Failure: Error>(_ writer: inout JSONWriter, _ emit: ([UInt8]) throws(Failure) -> Void)
        throws(Failure)
    {
        if writer.byteCount >= 1 << 20 { try emit(writer.takeBytes()) }
    }

    private func write<Failure: Error>(
        entries: EntryList, as key: StaticString, to writer: inout JSONWriter, _ emit: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        try Self.write(entries, as: key, to: &writer, emit) { entry, writer in
            writer.member("id", entry.id)
            writer.member("kind", entry.kind)
            writer.member("source", entry.source)
            writer.member("sourceId", entry.sourceId)
        }
    }

    /// Writes `items` as the list `key`, each an object of the members `members` writes (in sorted order), on a
    /// line of its own.
    private static func write<Items: Collection, Failure: Error>(
        _ items: Items, as key: StaticString, to writer: inout JSONWriter, _ emit: ([UInt8]) throws(Failure) -> Void,
        members: (Items.Element, inout JSONWriter) -> Void
    ) throws(Failure) {
        writer.key(key)
        writer.beginArray()
        for item in items {
            writer.beginObject()
            members(item, &writer)
            writer.endObject()
            try flush(&writer, emit)
        }
        writer.endArray()
    }
}
