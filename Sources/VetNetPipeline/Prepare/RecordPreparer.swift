import VetNetCore
import VetNetMapping
import VetNetValidation

/// Prepares the owner or patient records of one source on one thread: the usual row straight from its bytes
/// (`CleanOwnerEncoder`, `CleanPatientEncoder`), any other record through the mapper and the validator. It keeps
/// what it has worked out from one record to the next, so each thread has its own.
struct RecordPreparer {
    let source: SourceConfig
    let mapper: RecordMapper
    let validator: RecordValidator
    /// Where the records of the chunk at hand are encoded (`startChunk`).
    private(set) var arena = EncodingArena()
    private var cleanOwners: CleanOwnerEncoder?
    private var cleanPatients: CleanPatientEncoder?
    /// Rows found among these unchanged are accepted as stored, unprepared (`PreparedBatch`).
    var storedRows: StoredRows?

    /// - Parameter directly: whether clean rows are prepared from their bytes; off, every record goes through
    ///   the mapper and the validator, which the tests compare with.
    init(source: SourceConfig, mapper: RecordMapper, validator: RecordValidator, directly: Bool = true) {
        self.source = source
        self.mapper = mapper
        self.validator = validator
        guard directly else { return }
        switch source.entity {
        case .owner: cleanOwners = CleanOwnerEncoder(mapper: mapper, validator: validator)
        case .patient: cleanPatients = CleanPatientEncoder(mapper: mapper, validator: validator)
        case .vet, .rota, .appointment, .vaccination, .visit, .medication, .alert: break
        }
    }

    /// Encodes the next records in an arena of their own, sized for `records` of them: the arena is freed, by
    /// the thread that takes the records, once it has taken them all.
    mutating func startChunk(of records: Int) {
        arena = EncodingArena(capacity: records * Self.expectedRecordBytes)
    }

    /// About what an owner or a patient takes encoded; an arena grows when its records take more.
    private static let expectedRecordBytes = 192

    /// Prepares a record that is taken before the next one is prepared: the arena is emptied and used again once
    /// nothing holds the record before.
    mutating func prepareAlone(_ raw: borrowing RawRecord) -> PreparedRecord {
        if isKnownUniquelyReferenced(&arena) { arena.writer.removeAll() } else { startChunk(of: 1) }
        return prepare(raw)
    }

    /// The stored record the reading will accept `raw` as, unchanged, so that preparing it would be wasted.
    func storedUnchanged(_ raw: borrowing RawRecord) -> StoredRows.Match? {
        storedRows?.unchanged(raw, mapper: mapper)
    }

    /// Prepares the chunk's next record.
    mutating func prepare(_ raw: borrowing RawRecord) -> PreparedRecord {
        if let clean = cleanOwners?.encode(raw, into: arena) { return PreparedRecord(clean) }
        if let clean = cleanPatients?.encode(raw, into: arena) { return PreparedRecord(clean) }
        return PreparedRecord(raw, from: source, mapper: mapper, validator: validator, into: arena)
    }
}
