import VetNetCore
import VetNetWrite

extension ChangesFile {
    /// `changes/<run>.json`: the document's members pretty-printed in sorted key order, each entry of its lists
    /// compact on a line of its own. A first night lists every record; encoded as a whole tree, its list held
    /// several times the memory of the records it names.
    func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(lineDepth: 2)
        writer.beginObject()
        writer.member("asOf", asOf)
        writer.member("changesVersion", changesVersion)
        write(entries: created, as: "created", to: &writer)
        write(entries: deactivated, as: "deactivated", to: &writer)
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
        writer.key("merged")
        writer.beginArray()
        for merge in merged {
            writer.beginObject()
            writer.member("canonicalId", merge.canonicalId)
            writer.member("kind", merge.kind)
            writer.member("memberId", merge.memberId)
            writer.endObject()
        }
        writer.endArray()
        writer.member("pipeline", pipeline)
        write(entries: reactivated, as: "reactivated", to: &writer)
        writer.member("run", Int(run))
        writer.member("unchanged", unchanged)
        write(entries: updated, as: "updated", to: &writer)
        writer.endObject()
        writer.endDocument()
        return writer.takeBytes()
    }

    private func write(entries: [Entry], as key: StaticString, to writer: inout JSONWriter) {
        writer.key(key)
        writer.beginArray()
        for entry in entries {
            writer.beginObject()
            writer.member("id", entry.id)
            writer.member("kind", entry.kind)
            writer.member("source", entry.source)
            writer.member("sourceId", entry.sourceId)
            writer.endObject()
        }
        writer.endArray()
    }
}
