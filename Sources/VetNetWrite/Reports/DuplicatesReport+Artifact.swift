public import Foundation
public import VetNetCore

/// The report in the compact binary form of the record stores, for a nightly run's state: the night after reads
/// it back in a fraction of the time `JSONDecoder` takes over the JSON of a hundred thousand clusters.
extension DuplicatesReport {
    /// What the bytes start with, so that a report stored as JSON by an earlier version is told apart.
    private static let compactMark = Array("VNDR1".utf8)

    /// The report in its compact form, which `init(compactBytes:)` reads back.
    public func compactBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        compactParts { bytes += $0 }
        return bytes
    }

    /// `compactBytes()` handed to `emit` in parts of `partSize` bytes or a little more (each ends after an item),
    /// as they are made: a first night's report is 126 MB at a million patients, and held whole it was stored
    /// whole (the state keeps it in parts, `ArtifactParts`).
    public func compactParts<Failure: Error>(
        partSize: Int = 1 << 20, _ emit: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var writer = CompactWriter(capacity: partSize + partSize / 4)
        func endOfItem() throws(Failure) {
            guard writer.count >= partSize else { return }
            try emit(writer.bytes)
            writer.removeAll()
        }
        writer.append(written: Self.compactMark)
        writer.count(reportVersion)
        writer.string(pipeline)
        for clusters in [ownerClusters, patientClusters] {
            writer.count(clusters.count)
            for cluster in clusters {
                writer.string(cluster.canonicalId)
                cluster.encodeFields(to: &writer)
                try endOfItem()
            }
        }
        writer.count(possibleDuplicates.count)
        for pair in possibleDuplicates {
            writer.member(id: pair.first.id, sources: pair.first.sources)
            writer.member(id: pair.second.id, sources: pair.second.sources)
            writer.double(pair.score)
            writer.string(pair.reason)
            writer.list(pair.fields) { writer, field in writer.fieldEvidence(field) }
            try endOfItem()
        }
        writer.count(chipConflicts.count)
        for conflict in chipConflicts {
            writer.string(conflict.microchip)
            writer.list(conflict.patients) { writer, member in writer.member(id: member.id, sources: member.sources) }
            writer.string(conflict.reason)
            try endOfItem()
        }
        let mergedAway = self.mergedAway.sorted { $0.key < $1.key }
        writer.count(mergedAway.count)
        for entry in mergedAway {
            writer.string(entry.key)
            writer.count(entry.value)
            try endOfItem()
        }
        if writer.count > 0 { try emit(writer.bytes) }
    }

    /// The report stored in a state, in the form `compactBytes()` writes or as JSON (as earlier versions stored
    /// it); nil when it is neither.
    public init?(stored data: Data) {
        let bytes = [UInt8](data)
        if bytes.starts(with: Self.compactMark) {
            guard let report = try? DuplicatesReport(compactBytes: bytes) else { return nil }
            self = report
        } else {
            guard let report = try? JSONDecoder().decode(DuplicatesReport.self, from: data) else { return nil }
            self = report
        }
    }

    /// The report `compactBytes()` wrote; bytes that are not all of one throw.
    public init(compactBytes bytes: [UInt8]) throws(CompactReader.Damaged) {
        guard bytes.starts(with: Self.compactMark) else { throw CompactReader.Damaged() }
        var reader = CompactReader(bytes, at: Self.compactMark.count)
        let version = try reader.count()
        let pipeline = try reader.string()
        var clusters: [RecordStore<Cluster>] = []
        for _ in 0..<2 {
            var store = RecordStore<Cluster>()
            for _ in 0..<(try reader.listCount()) {
                store.append(try Cluster.decode(id: try reader.string(), fields: &reader))
            }
            clusters.append(store)
        }
        let pairs = try reader.list { (reader) throws(CompactReader.Damaged) in
            let (first, second) = (try reader.member(), try reader.member())
            let (score, reason) = (try reader.double(), try reader.string())
            return PossibleDuplicate(
                first: Member(id: first.id, sources: first.sources),
                second: Member(id: second.id, sources: second.sources),
                score: score, reason: reason,
                fields: try reader.list { (reader) throws(CompactReader.Damaged) in try reader.evidence() })
        }
        let conflicts = try reader.list { (reader) throws(CompactReader.Damaged) in
            let microchip = try reader.string()
            let patients = try reader.list { (reader) throws(CompactReader.Damaged) in
                let (id, sources) = try reader.member()
                return Member(id: id, sources: sources)
            }
            return ChipConflict(microchip: microchip, patients: patients, reason: try reader.string())
        }
        var mergedAway: [String: Int] = [:]
        for _ in 0..<(try reader.listCount()) { mergedAway[try reader.string()] = try reader.count() }
        guard reader.isAtEnd else { throw CompactReader.Damaged() }
        self.init(
            pipeline: pipeline, ownerClusters: clusters[0], patientClusters: clusters[1], possibleDuplicates: pairs,
            chipConflicts: conflicts, mergedAway: mergedAway)
        reportVersion = version
    }
}
