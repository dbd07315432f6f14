import VetNetCore

extension DuplicatesReport {
    /// `reports/duplicates.json`: the document pretty-printed with sorted keys down to its lists, each cluster,
    /// pair and conflict in them compact on a line of its own, and a final newline. Pretty-printed whole, the
    /// report of a big set would be twice the size, most of it spaces; an entry a line is read the same by a
    /// JSON parser, and found with `grep`.
    public func jsonBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        writeJSON { chunk in bytes += chunk }
        return bytes
    }

    /// `jsonBytes()` in chunks of about a megabyte, given to `emit` in order: the report of a million-record run
    /// lists hundreds of thousands of pairs and need not sit whole in memory.
    public func writeJSON<Failure: Error>(_ emit: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        var writer = JSONWriter(lineDepth: 2)
        func flushIfLarge() throws(Failure) {
            if writer.byteCount >= 1 << 20 { try emit(writer.takeBytes()) }
        }
        writer.beginObject()
        writer.key("chipConflicts")
        writer.beginArray()
        for conflict in chipConflicts {
            writer.beginObject()
            writer.member("microchip", conflict.microchip)
            writer.key("patients")
            writer.write(members: conflict.patients)
            writer.member("reason", conflict.reason)
            writer.endObject()
            try flushIfLarge()
        }
        writer.endArray()
        if let historyMerges {
            writer.key("historyMerges")
            writer.beginArray()
            for merge in historyMerges {
                writer.write(merge)
                try flushIfLarge()
            }
            writer.endArray()
            writer.member("historyMergesNotListed", historyMergesNotListed ?? 0)
        }
        writer.key("mergedAway")
        writer.beginObject()
        for (source, count) in mergedAway.sorted(by: { $0.key < $1.key }) {
            writer.key(text: source)
            writer.integer(count)
        }
        writer.endObject()
        for (key, clusters) in [("ownerClusters" as StaticString, ownerClusters), ("patientClusters", patientClusters)]
        {
            writer.key(key)
            writer.beginArray()
            for position in clusters.indices {
                clusters.read(at: position) { reader throws(CompactReader.Damaged) in
                    try writer.writeStoredCluster(&reader)
                }
                try flushIfLarge()
            }
            writer.endArray()
        }
        writer.member("pipeline", pipeline)
        writer.key("possibleDuplicates")
        writer.beginArray()
        for pair in possibleDuplicates {
            writer.beginObject()
            writer.key("fields")
            writer.write(evidence: pair.fields)
            writer.key("first")
            writer.write(pair.first)
            writer.member("reason", pair.reason)
            writer.member("score", pair.score)
            writer.key("second")
            writer.write(pair.second)
            writer.endObject()
            try flushIfLarge()
        }
        writer.endArray()
        writer.member("reportVersion", reportVersion)
        writer.endObject()
        writer.endDocument()
        try emit(writer.takeBytes())
    }
}

extension JSONWriter {
    /// A decoded cluster: the reference `writeStoredCluster` is tested against.
    mutating func write(_ cluster: DuplicatesReport.Cluster) {
        beginObject()
        member("canonicalId", cluster.canonicalId)
        key("members")
        write(members: cluster.members)
        key("merges")
        beginArray()
        for merge in cluster.merges {
            beginObject()
            key("fields")
            write(evidence: merge.fields)
            member("first", merge.first)
            member("rule", merge.rule)
            member("score", merge.score)
            member("second", merge.second)
            endObject()
        }
        endArray()
        endObject()
    }

    fileprivate mutating func write(_ merge: DuplicatesReport.HistoryMerge) {
        beginObject()
        member("date", merge.date)
        key("kept")
        write(merge.kept)
        member("kind", merge.kind)
        key("merged")
        write(merge.merged)
        member("ownerId", merge.ownerId)
        member("patientId", merge.patientId)
        member("rule", merge.rule)
        member("vaccine", merge.vaccine)
        endObject()
    }

    fileprivate mutating func write(members: [DuplicatesReport.Member]) {
        beginArray()
        for member in members { write(member) }
        endArray()
    }

    fileprivate mutating func write(_ member: DuplicatesReport.Member) {
        beginObject()
        self.member("id", member.id)
        write(sources: member.sources)
        endObject()
    }

    fileprivate mutating func write(evidence: [DuplicatesReport.FieldEvidence]) {
        beginArray()
        for field in evidence {
            beginObject()
            member("field", field.field)
            member("firstValue", field.firstValue)
            member("level", field.level)
            member("secondValue", field.secondValue)
            member("weight", field.weight)
            endObject()
        }
        endArray()
    }
}
