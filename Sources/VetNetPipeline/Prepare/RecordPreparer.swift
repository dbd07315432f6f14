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
    /// Where records are encoded, kept from one record to the next.
    private var writer = CompactWriter(capacity: 4096)
    private var cleanOwners: CleanOwnerEncoder?
    private var cleanPatients: CleanPatientEncoder?

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
        case .vet, .rota, .appointment: break
        }
    }

    mutating func prepare(_ raw: borrowing RawRecord) -> PreparedRecord {
        if let clean = cleanOwners?.encode(raw) { return PreparedRecord(clean) }
        if let clean = cleanPatients?.encode(raw) { return PreparedRecord(clean) }
        return PreparedRecord(raw, from: source, mapper: mapper, validator: validator, writer: &writer)
    }
}
