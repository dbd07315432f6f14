import VetNetCore

/// The duplicates report's clusters written from their bytes in its `RecordStore`, byte for byte as
/// `write(_ cluster:)` writes the decoded cluster, without making their strings: a million-record run's report
/// holds a hundred thousand clusters with the evidence of every merge.
extension JSONWriter {
    /// `write(_ cluster:)` of the cluster whose stored bytes `reader` is at (its canonical ID first).
    mutating func writeStoredCluster(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        let canonicalId = try reader.stringRange()
        beginObject()
        stored("canonicalId", canonicalId, reader)
        key("members")
        beginArray()
        for _ in 0..<(try reader.listCount()) {
            let id = try reader.stringRange()
            beginObject()
            stored("id", id, reader)
            try storedSources(at: reader.position, &reader)
            endObject()
        }
        endArray()
        key("merges")
        beginArray()
        for _ in 0..<(try reader.listCount()) {
            let first = try reader.stringRange()
            let second = try reader.stringRange()
            let rule = try reader.stringRange()
            let score = try reader.optionalDouble()
            beginObject()
            key("fields")
            beginArray()
            for _ in 0..<(try reader.listCount()) {
                let field = try reader.stringRange()
                let level = try reader.stringRange()
                let weight = try reader.optionalDouble()
                let firstValue = try reader.optionalRange()
                let secondValue = try reader.optionalRange()
                beginObject()
                stored("field", field, reader)
                stored("firstValue", firstValue, reader)
                stored("level", level, reader)
                stored("secondValue", secondValue, reader)
                member("weight", weight)
                endObject()
            }
            endArray()
            stored("first", first, reader)
            stored("rule", rule, reader)
            member("score", score)
            stored("second", second, reader)
            endObject()
        }
        endArray()
        endObject()
    }
}
