public import VetNetCore

/// A record of `owners.json` or `patients.json`: what `RecordFileWriter` writes from its stored bytes, by its table.
protocol JSONRecord: CompactStorable {
    associatedtype Field: RecordField
    static func writeStored<Members: WriteTimeMembers<Field>>(
        _ reader: inout CompactReader, to writer: inout JSONWriter, in order: JSONMemberOrder<Field>,
        supplying members: Members
    ) throws(CompactReader.Damaged)
}

extension Owner: JSONRecord {
    static func writeStored<Members: WriteTimeMembers<OwnerField>>(
        _ reader: inout CompactReader, to writer: inout JSONWriter, in order: JSONMemberOrder<OwnerField>,
        supplying members: Members
    ) throws(CompactReader.Damaged) {
        try writer.writeStoredOwner(&reader, in: order, supplying: members)
    }
}

extension Patient: JSONRecord {
    static func writeStored<Members: WriteTimeMembers<PatientField>>(
        _ reader: inout CompactReader, to writer: inout JSONWriter, in order: JSONMemberOrder<PatientField>,
        supplying members: Members
    ) throws(CompactReader.Damaged) {
        try writer.writeStoredPatient(&reader, in: order, supplying: members)
    }
}

/// How a record file holds its records.
public enum RecordFileFormat: String, Sendable, Hashable, CaseIterable {
    /// `owners.json`: one pretty-printed JSON array.
    case json
    /// `owners.ndjson`: newline-delimited JSON, one compact object per line, for big sets: it can be loaded
    /// line by line, and is a third smaller.
    case ndjson

    /// `owners.json` or `owners.ndjson`.
    public var ownersFile: String { "owners." + rawValue }
    /// `patients.json` or `patients.ndjson`.
    public var patientsFile: String { "patients." + rawValue }
}

/// Writes `owners.json` / `patients.json` (or their NDJSON forms): the records sorted by `id`, streamed to an
/// atomic file.
public enum RecordFileWriter {
    /// Writes the owners sorted by id; returns the file's SHA-256 (hex) for the manifest.
    public static func write(_ owners: RecordStore<Owner>, as format: RecordFileFormat = .json, to path: String)
        throws(Diagnostic) -> String
    {
        try writeRecords(owners, as: format, to: path, supplying: { _ in NoWriteTimeMembers() })
    }

    /// Writes the patients sorted by id; returns the file's SHA-256 (hex) for the manifest.
    public static func write(_ patients: RecordStore<Patient>, as format: RecordFileFormat = .json, to path: String)
        throws(Diagnostic) -> String
    {
        try writeRecords(patients, as: format, to: path, supplying: { _ in NoWriteTimeMembers() })
    }

    /// Writes the patients sorted by id, each with the members `members` supplies for the patient at that position
    /// of the store (`WriteTimeMembers`); returns the file's SHA-256 (hex) for the manifest.
    public static func write<Members: WriteTimeMembers<PatientField>>(
        _ patients: RecordStore<Patient>, as format: RecordFileFormat = .json, to path: String,
        supplying members: @Sendable (Int) -> Members
    ) throws(Diagnostic) -> String {
        try writeRecords(patients, as: format, to: path, supplying: members)
    }

    /// Specialized in this module for each record type. Runs hand over records in ID order, so the order is
    /// checked while writing, where each ID is read anyway: a pass of its own over a million records, before
    /// writing, cost half a second of CPU on a million-record run, most of it cache misses. Records found out of order are sorted and written again.
    private static func writeRecords<Record: JSONRecord & Sendable, Members: WriteTimeMembers<Record.Field>>(
        _ records: RecordStore<Record>, as format: RecordFileFormat, to path: String,
        supplying members: @Sendable (Int) -> Members
    ) throws(Diagnostic) -> String {
        if let hash = try writeRecords(records, as: format, order: nil, to: path, supplying: members) { return hash }
        let ids = records.indices.map(records.id(at:))
        let order = records.indices.sorted { ids[$0] < ids[$1] }
        guard let hash = try writeRecords(records, as: format, order: order, to: path, supplying: members) else {
            preconditionFailure("an order was given")
        }
        return hash
    }

    /// Writes the records in `order` (indexes into `records`), or as they are when it is nil; nil, with nothing
    /// kept, when `order` is nil and two records are not in ID order.
    ///
    /// Records are written out in blocks, a batch of blocks side by side on the cores, and the file takes the
    /// blocks in order: a core left free by the other output files helps with this one.
    private static func writeRecords<Record: JSONRecord & Sendable, Members: WriteTimeMembers<Record.Field>>(
        _ records: RecordStore<Record>, as format: RecordFileFormat, order: [Int]?, to path: String,
        supplying members: @Sendable (Int) -> Members
    ) throws(Diagnostic) -> String? {
        let file = try StreamedFile(path: path)
        let layout = RecordFileLayout(format, isEmpty: records.isEmpty)
        let memberOrder = JSONMemberOrder<Record.Field>.with(Members.self)
        try file.write(layout.start)
        var batchStart = 0
        while batchStart < records.count {
            let batchEnd = min(batchStart + blockSize * blocksPerBatch, records.count)
            let blocks = Array(stride(from: batchStart, to: batchEnd, by: blockSize))
            let written = blocks.parallelMap(minimumChunk: 1) { blockStart in
                block(
                    records, blockStart..<min(blockStart + blockSize, batchEnd), order: order, format: format,
                    layout: layout, memberOrder: memberOrder, supplying: members)
            }
            for bytes in written {
                guard let bytes else { return nil }
                try file.write(bytes)
            }
            batchStart = batchEnd
        }
        try file.write(layout.end)
        return try file.commit()
    }

    /// Records per block, and blocks per batch: a batch of patients is about ten megabytes of JSON.
    private static let blockSize = 2048
    private static let blocksPerBatch = 8

    /// The bytes of the records at `positions` (of `order`, when there is one), each after its separator; nil when
    /// `order` is nil and a record's ID is not greater than the one before it.
    private static func block<Record: JSONRecord, Members: WriteTimeMembers<Record.Field>>(
        _ records: RecordStore<Record>, _ positions: Range<Int>, order: [Int]?, format: RecordFileFormat,
        layout: RecordFileLayout, memberOrder: JSONMemberOrder<Record.Field>, supplying members: (Int) -> Members
    ) -> [UInt8]? {
        var writer = format == .json ? JSONWriter(indentLevel: 1) : JSONWriter.compact()
        var bytes: [UInt8] = []
        for position in positions {
            let index = order?[position] ?? position
            if order == nil, position > 0, !records.id(at: position - 1, isLessThanIDAt: position) { return nil }
            writer.removeAll()
            records.read(at: index) { reader throws(CompactReader.Damaged) in
                try Record.writeStored(&reader, to: &writer, in: memberOrder, supplying: members(index))
            }
            if bytes.isEmpty { bytes.reserveCapacity(writer.byteCount * positions.count * 5 / 4) }
            bytes.append(contentsOf: position == 0 ? layout.beforeFirst : layout.between)
            writer.withBytes { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}
