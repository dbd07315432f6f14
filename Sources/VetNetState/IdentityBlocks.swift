internal import GRDB
public import VetNetCore

/// The merges and medical IDs, packed many to a row (schema `v8`): both are only ever added to (the first
/// decision stays forever), read whole by every night, and a first night adds one for nearly every record. One row
/// each cost SQLite two B-tree inserts per medical ID (its key and its unique index): 5.4 s of a first night's
/// commit for 950,000 medical IDs, and 1.7 s for 220,000 merges.
///
/// A block holds the entries one run added, in the order it added them, each entry's strings as a count and
/// their bytes (`CompactWriter`): a merge is its kind (0 owner, 1 patient), member ID and canonical ID; a medical
/// ID is its patient ID and medical ID.
enum IdentityBlocks {
    /// A table of blocks.
    enum Table: String, CaseIterable {
        case merges = "mergeBlock"
        case medicalIDs = "medicalIdBlock"
    }

    /// A block is written once it holds this many bytes.
    static let targetSize = 1 << 20

    static func createTables(in db: Database) throws {
        for table in Table.allCases {
            try db.execute(
                sql: """
                    CREATE TABLE \(table.rawValue) (
                        block INTEGER PRIMARY KEY,
                        run INTEGER NOT NULL REFERENCES run(id),
                        entries BLOB NOT NULL,
                        checksum INTEGER
                    );
                    """)
        }
    }

    /// Appends `entries` to `table` in blocks of `run`, numbered after the last block; nothing when there are none.
    static func append<Entry>(
        _ entries: some Sequence<Entry>, run: Int64, to table: Table, in db: Database,
        encoding encode: (Entry, inout CompactWriter) -> Void
    ) throws {
        try append(run: run, to: table, in: db, encoding: encode) { body in for entry in entries { try body(entry) } }
    }

    /// `append(_:run:to:in:encoding:)` of the entries `entries` hands its body one at a time.
    static func append<Entry>(
        run: Int64, to table: Table, in db: Database, encoding encode: (Entry, inout CompactWriter) -> Void,
        _ entries: (_ body: (Entry) throws -> Void) throws -> Void
    ) throws {
        var writer = try Writer(table, in: db)
        try withoutActuallyEscaping(encode) { encode in
            try entries { entry in try writer.add(run: run) { encode(entry, &$0) } }
        }
        try writer.finish()
    }

    /// Writes entries into blocks of `table` after its last one; a block holds one run's entries.
    struct Writer {
        private let insert: DirectStatement
        private var number: Int64
        private var run: Int64 = 0
        private var bytes = CompactWriter(capacity: targetSize + (4 << 10))

        init(_ table: Table, in db: Database) throws {
            insert = DirectStatement(
                try db.cachedStatement(
                    sql: """
                        INSERT INTO \(table.rawValue) (block, run, entries, checksum)
                        VALUES (?1, ?2, ?3, vetnet_checksum(?1, ?2, ?3))
                        """))
            number = try Int64.fetchOne(db, sql: "SELECT max(block) FROM \(table.rawValue)") ?? 0
        }

        /// Adds the entry `encode` writes, added by `run`.
        mutating func add(run: Int64, _ encode: (inout CompactWriter) -> Void) throws {
            if run != self.run {
                try finish()
                self.run = run
            }
            encode(&bytes)
            if bytes.count >= targetSize { try finish() }
        }

        /// Writes the block being filled, if it holds any entry.
        mutating func finish() throws {
            guard bytes.count > 0 else { return }
            number += 1
            try insert.bind(1, number)
            try insert.bind(2, run)
            try insert.bind(3, bytes.bytes)
            try insert.run()
            bytes.removeAll()
        }
    }

    /// The blocks of `table` as stored, in order.
    static func blocks(of table: Table, in db: Database) throws -> [[UInt8]] {
        let rows = DirectQuery(try db.makeStatement(sql: "SELECT entries FROM \(table.rawValue) ORDER BY block"))
        var blocks: [[UInt8]] = []
        while try rows.step() { blocks.append(rows.bytes(0) ?? []) }
        return blocks
    }

    /// Hands `body` a reader at each entry of `table`, in the order they were added.
    static func forEachEntry(
        of table: Table, in db: Database, _ body: (inout CompactReader) throws(CompactReader.Damaged) -> Void
    ) throws {
        try forEachEntry(in: try blocks(of: table, in: db), of: table, body)
    }

    /// Hands `body` a reader at each entry of `blocks`, blocks of `table`.
    static func forEachEntry(
        in blocks: [[UInt8]], of table: Table, _ body: (inout CompactReader) throws(CompactReader.Damaged) -> Void
    ) throws(StateError) {
        for block in blocks {
            var reader = CompactReader(block)
            do throws(CompactReader.Damaged) {
                while !reader.isAtEnd { try body(&reader) }
            } catch {
                throw StateError.database("a block of \(table.rawValue) cannot be read: it ends inside an entry")
            }
        }
    }
}

/// Every recorded merge, read from the blocks: member ID → the ID it was merged into, and the kind.
struct StoredMerges {
    private(set) var targets: [String: (canonicalID: String, kind: RecordKind)] = [:]

    static func load(_ db: Database) throws -> StoredMerges {
        var merges = StoredMerges()
        try IdentityBlocks.forEachEntry(of: .merges, in: db) { reader throws(CompactReader.Damaged) in
            let kind: RecordKind
            switch try reader.byte() {
            case 0: kind = .owner
            case 1: kind = .patient
            default: throw CompactReader.Damaged()
            }
            let member = try reader.string()
            let canonical = try reader.string()
            if merges.targets[member] == nil { merges.targets[member] = (canonical, kind) }
        }
        return merges
    }

    var decisions: [MergeDecision] {
        targets.map { MergeDecision(memberID: $0.key, canonicalID: $0.value.canonicalID, kind: $0.value.kind) }
    }

    /// Follows the merges from `id` to the canonical ID it ends at (`id` itself when never merged).
    func resolve(_ id: String) throws(StateError) -> String {
        var current = id
        var visited: Set<String> = [id]
        while let target = targets[current]?.canonicalID {
            guard visited.insert(target).inserted else {
                throw StateError.conflict("the merges starting at \(id) make a cycle")
            }
            current = target
        }
        return current
    }

    /// Adds `decision` unless its member has a merge already (the first decision stays); false when it had.
    /// Throws ``StateError/conflict(_:)`` when the merge would make a cycle.
    mutating func add(_ decision: MergeDecision) throws(StateError) -> Bool {
        if targets[decision.memberID] != nil { return false }
        guard try resolve(decision.canonicalID) != decision.memberID else {
            throw .conflict("merging \(decision.memberID) into \(decision.canonicalID) would make a cycle of merges")
        }
        targets[decision.memberID] = (decision.canonicalID, decision.kind)
        return true
    }

    static func encode(_ decision: MergeDecision, to writer: inout CompactWriter) {
        writer.byte(decision.kind == .owner ? 0 : 1)
        writer.string(decision.memberID)
        writer.string(decision.canonicalID)
    }
}

/// The medical IDs a commit adds: those of its lists that are new, and the positions of its stream's that are not.
struct NewMedicalIDs: Sendable {
    var listed: [MedicalIDEntry]
    var knownStreamed: [Int]
}

/// Every remembered medical ID, read from the blocks, both ways round. Keys rather than strings: a first night
/// adds one for nearly every patient.
struct StoredMedicalIDs {
    private var byPatient: [IDKey: IDKey] = [:]
    private var patientByMedicalID: [IDKey: IDKey] = [:]

    static func load(_ db: Database) throws -> StoredMedicalIDs {
        try StoredMedicalIDs(blocks: try IdentityBlocks.blocks(of: .medicalIDs, in: db))
    }

    init() {}

    /// The medical IDs of `blocks`, blocks of `medicalIdBlock`.
    init(blocks: [[UInt8]]) throws(StateError) {
        var byPatient: [IDKey: IDKey] = [:]
        var patientByMedicalID: [IDKey: IDKey] = [:]
        try Self.forEachKey(in: blocks) { patient, medical in
            if byPatient[patient] == nil { byPatient[patient] = medical }
            if patientByMedicalID[medical] == nil { patientByMedicalID[medical] = patient }
        }
        self.byPatient = byPatient
        self.patientByMedicalID = patientByMedicalID
    }

    /// Patient ID → medical ID.
    var all: [String: String] {
        Dictionary(uniqueKeysWithValues: byPatient.lazy.map { ($0.key.string, $0.value.string) })
    }

    func medicalID(ofPatient patientID: String) -> String? { byPatient[IDKey(patientID)]?.string }

    /// Makes room for `count` more medical IDs.
    mutating func reserveCapacity(adding count: Int) {
        byPatient.reserveCapacity(byPatient.count + count)
        patientByMedicalID.reserveCapacity(patientByMedicalID.count + count)
    }

    /// Remembers the entry's medical ID for its patient unless the patient has one already; false when it had.
    /// Throws ``StateError/conflict(_:)`` when another patient has the medical ID.
    mutating func add(_ entry: MedicalIDEntry) throws(StateError) -> Bool {
        if byPatient[entry.patientID] != nil { return false }
        if let other = patientByMedicalID[entry.medicalID] {
            throw .conflict(
                "medical ID \(entry.medicalID.string) already belongs to patient \(other.string), not \(entry.patientID.string)"
            )
        }
        byPatient[entry.patientID] = entry.medicalID
        patientByMedicalID[entry.medicalID] = entry.patientID
        return true
    }

    /// The entries that `add` would add, in the order given, with what it would throw. When all of them are new
    /// (a first night's million), `entries` itself: a copy was 45 MB of that night's peak.
    mutating func newEntries(in entries: [MedicalIDEntry]) throws(StateError) -> [MedicalIDEntry] {
        let stream = ItemStream<MedicalIDEntry> { body in for entry in entries { try body(entry) } }
        let known = try add(stream, count: entries.count)
        guard !known.isEmpty else { return entries }
        var new: [MedicalIDEntry] = []
        new.reserveCapacity(entries.count - known.count)
        _ = try attempt { try Self.forEach(of: stream, skipping: known) { new.append($0) } }
        return new
    }

    /// Adds the `count` entries `stream` gives, as `add` does each; returns the positions, in the stream's order, of
    /// those whose patient had a medical ID already. A first night's are all new: nothing is listed but them.
    mutating func add(_ stream: ItemStream<MedicalIDEntry>, count: Int) throws(StateError) -> [Int] {
        reserveCapacity(adding: count)
        var known: [Int] = []
        var position = 0
        try attempt {
            try stream.forEach { entry in
                if !(try add(entry)) { known.append(position) }
                position += 1
            }
        }
        return known
    }

    /// Hands `body` each entry `stream` gives but those at `known`, positions in the order `add(_:count:)` gave
    /// them; returns how many `stream` gave in all.
    @discardableResult
    static func forEach(
        of stream: ItemStream<MedicalIDEntry>, skipping known: [Int], _ body: (MedicalIDEntry) throws -> Void
    ) throws -> Int {
        var position = 0
        var skipped = known.makeIterator()
        var nextSkipped = skipped.next()
        try stream.forEach { entry in
            defer { position += 1 }
            if position == nextSkipped {
                nextSkipped = skipped.next()
            } else {
                try body(entry)
            }
        }
        return position
    }

    static func encode(_ entry: MedicalIDEntry, to writer: inout CompactWriter) {
        writer.string(entry.patientID.string)
        writer.string(entry.medicalID.string)
    }

    /// Hands `body` each entry of `blocks` (as `encode` writes them) as keys, made from the bytes in place.
    static func forEachKey(
        in blocks: [[UInt8]], _ body: (_ patientID: IDKey, _ medicalID: IDKey) -> Void
    ) throws(StateError) {
        try IdentityBlocks.forEachEntry(in: blocks, of: .medicalIDs) { reader throws(CompactReader.Damaged) in
            let patient = try reader.stringRange()
            let medical = try reader.stringRange()
            body(reader.withSpan(in: patient) { IDKey(utf8: $0) }, reader.withSpan(in: medical) { IDKey(utf8: $0) })
        }
    }
}

/// A patient's medical ID, as keys: a first night gives one for nearly every patient, and keys of short IDs hold
/// no strings.
public struct MedicalIDEntry: Hashable, Sendable {
    public var patientID: IDKey
    public var medicalID: IDKey

    public init(patientID: IDKey, medicalID: IDKey) {
        self.patientID = patientID
        self.medicalID = medicalID
    }

    /// The entries of `medicalIDs` (patient ID → medical ID), in patient ID order.
    static func sorted(_ medicalIDs: [String: String]) -> [MedicalIDEntry] {
        medicalIDs.sorted { $0.key < $1.key }.map {
            MedicalIDEntry(patientID: IDKey($0.key), medicalID: IDKey($0.value))
        }
    }

    /// Entries by patient ID; the first entry of a patient counts.
    static func byPatient(_ entries: [MedicalIDEntry]) -> [String: String] {
        Dictionary(entries.map { ($0.patientID.string, $0.medicalID.string) }, uniquingKeysWith: { first, _ in first })
    }
}
