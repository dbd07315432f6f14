import Foundation
import VetNetCore

/// The last run's merged-away IDs, each with the ID it was merged into, as a nightly state keeps them for the
/// next night: in the record stores' compact form, which reads back several times faster than the JSON earlier
/// versions stored (a million patients merge away some 350,000 IDs), and which is still read.
enum CanonicalIdsArtifact {
    private static let compactMark = Array("VNCI1".utf8)

    static func encode(_ canonicalIds: [String: String]) -> [UInt8] {
        var writer = CompactWriter(capacity: compactMark.count + canonicalIds.count * 24)
        writer.append(written: compactMark)
        writer.count(canonicalIds.count)
        for (member, canonical) in canonicalIds.sorted(by: { $0.key < $1.key }) {
            writer.string(member)
            writer.string(canonical)
        }
        return writer.bytes
    }

    /// The IDs `encode` wrote, or an earlier version's JSON of them; nil when the bytes are neither.
    static func decode(_ data: Data) -> [String: String]? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: compactMark) else {
            return try? JSONDecoder().decode([String: String].self, from: data)
        }
        var reader = CompactReader(bytes, at: compactMark.count)
        do throws(CompactReader.Damaged) {
            let count = try reader.count()
            guard count >= 0, count <= reader.remaining / 2 else { return nil }
            var canonicalIds: [String: String] = [:]
            canonicalIds.reserveCapacity(count)
            for _ in 0..<count { canonicalIds[try reader.string()] = try reader.string() }
            return reader.isAtEnd && canonicalIds.count == count ? canonicalIds : nil
        } catch {
            return nil
        }
    }
}
