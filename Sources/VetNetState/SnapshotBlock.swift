import Foundation
import VetNetCore

/// The snapshot's records packed many to a row (schema `v7`): a night writes and reads the whole snapshot, and
/// SQLite's cost is per row (about 7 µs), so a million records one to a row took seconds that a few hundred rows
/// of a megabyte do not. Each record is its kind (0 owner, 1 patient), its ID and its stored form, each of the
/// last two as a count and its bytes (`CompactWriter`).
struct SnapshotBlockWriter {
    /// A block is written once it holds this many bytes.
    static let targetSize = 1 << 20

    private(set) var writer = CompactWriter(capacity: targetSize + (64 << 10))
    private(set) var count = 0

    var isFull: Bool { writer.count >= Self.targetSize }
    var isEmpty: Bool { count == 0 }

    mutating func append(_ record: SnapshotRecord) {
        writer.byte(record.kind == .owner ? 0 : 1)
        writer.string(record.id)
        writer.count(record.record.count)
        record.record.withUnsafeBytes { writer.append(written: $0.bindMemory(to: UInt8.self)) }
        count += 1
    }

    mutating func removeAll() {
        writer.removeAll()
        count = 0
    }
}

enum SnapshotBlockReader {
    /// Hands `body` each record of `block`, in the order they were packed.
    static func forEachRecord(in block: [UInt8], _ body: (SnapshotRecord) throws -> Void) throws {
        var reader = CompactReader(block)
        while !reader.isAtEnd {
            let record: SnapshotRecord
            do throws(CompactReader.Damaged) {
                let kind: RecordKind
                switch try reader.byte() {
                case 0: kind = .owner
                case 1: kind = .patient
                default: throw CompactReader.Damaged()
                }
                let id = try reader.string()
                let range = try reader.stringRange()
                record = SnapshotRecord(id: id, kind: kind, record: Data(block[range]))
            } catch {
                throw StateError.database("a block of the snapshot cannot be read: it ends inside a record")
            }
            try body(record)
        }
    }
}
