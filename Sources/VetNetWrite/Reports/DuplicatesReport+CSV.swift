import VetNetCore

extension DuplicatesReport {
    /// `duplicates.csv`: one row per source record involved, grouped by what happened to it
    /// (`merged`, `possible duplicate`, `possible duplicate animal`, `merged vaccination` and the other history kinds,
    /// `chip conflict`), UTF-8 with a byte order mark for spreadsheets.
    /// Handed to `emit` in chunks of about a megabyte: a million-record run lists half a million rows.
    public func writeCSV<Failure: Error>(_ emit: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        var writer = CSVTextWriter(byteOrderMark: true, guardingFormulas: true)
        func flushIfLarge() throws(Failure) {
            if writer.byteCount >= 1 << 20 { try emit(writer.takeBytes()) }
        }
        writer.row(["what", "group", "record_id", "source", "source_id", "line", "score", "details"])
        for (what, clusters) in [("merged owner", ownerClusters), ("merged patient", patientClusters)] {
            for position in clusters.indices {
                clusters.read(at: position) { reader throws(CompactReader.Damaged) in
                    try Cluster.writeRows(what, from: &reader, to: &writer)
                }
                try flushIfLarge()
            }
        }
        for (index, pair) in possibleDuplicates.enumerated() {
            for member in [pair.first, pair.second] {
                for source in member.sources {
                    writer.field(pair.reason.hasPrefix("animal") ? "possible duplicate animal" : "possible duplicate")
                    writer.field(prefix: "pair ", String(index + 1))
                    writer.field(member.id)
                    writer.field(source.source)
                    writer.field(source.sourceId)
                    writer.field(source.line)
                    writer.field(Self.format(pair.score))
                    writer.field(pair.reason)
                    writer.endRow()
                }
            }
            try flushIfLarge()
        }
        for (index, merge) in (historyMerges ?? []).enumerated() {
            for member in [merge.kept, merge.merged] {
                for source in member.sources {
                    writer.row([
                        "merged \(merge.kind)", "history \(index + 1)", member.id, source.source, source.sourceId,
                        source.line.map(String.init), nil, merge.rule,
                    ])
                }
            }
            try flushIfLarge()
        }
        for conflict in chipConflicts {
            for member in conflict.patients {
                for source in member.sources {
                    writer.row([
                        "chip conflict", conflict.microchip, member.id, source.source, source.sourceId,
                        source.line.map(String.init), nil, conflict.reason,
                    ])
                }
            }
        }
        try emit(writer.takeBytes())
    }

    static func format(_ score: Double) -> String { String((score * 10).rounded() / 10) }
}
