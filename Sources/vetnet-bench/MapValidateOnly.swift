import VetNetCSV
import VetNetCore
import VetNetMapping
import VetNetPipeline
import VetNetValidation

/// Read, map and validate and nothing else: `CSVRecordReader`, then the clean encoders (`CleanOwnerEncoder`,
/// `CleanPatientEncoder`) and, for the rows they leave, `RecordMapper` and `RecordValidator`, called directly on
/// the validate stage's sources, without the run's bookkeeping (duplicate source IDs, owner references, keeping
/// records, collecting findings). The validate stage minus this is what the run adds.
enum MapValidateOnly {
    static func run(_ data: DataSet, config: PipelineConfig, asOf: LocalDate) throws -> PhaseResult {
        try PageCache.warm(data.ownersCSV)
        try PageCache.warm(data.patientsCSV)
        let clock = Stopwatch()
        let validator = RecordValidator(asOf: asOf, defaultCountry: config.validation.defaultCountry)
        var records = 0
        var bytes = 0
        var findingCount = 0
        for source in config.sources {
            let bytesSource = try FileByteSource(path: source.path)
            let options = CSVOptions(
                delimiter: source.delimiter, encoding: source.encoding, maxFieldBytes: source.maxFieldBytes)
            let reader = CSVRecordReader(
                source: bytesSource, file: source.path, options: options, diagnostics: CountingCollector())
            var mapper: RecordMapper?
            var cleanOwners: CleanOwnerEncoder?
            var cleanPatients: CleanPatientEncoder?
            var arena = EncodingArena()
            while let raw = try reader.next() {
                records += 1
                if mapper == nil {
                    let made = try RecordMapper(
                        mapping: source.mapping, columns: reader.columns, asOf: asOf, file: source.path)
                    mapper = made
                    cleanOwners = CleanOwnerEncoder(mapper: made, validator: validator)
                    cleanPatients = CleanPatientEncoder(mapper: made, validator: validator)
                }
                guard let mapper, !raw.hasProblem else { continue }
                // A fresh arena every so many records, as the run's preparers do.
                if records % 128 == 0 { arena = EncodingArena(capacity: 128 * 192) }
                if cleanOwners?.encode(raw, into: arena) != nil || cleanPatients?.encode(raw, into: arena) != nil {
                    continue
                }
                var findings: [Diagnostic] = []
                switch source.entity {
                case .owner:
                    if var owner = mapper.mapOwner(raw, findings: &findings) {
                        validator.validate(&owner, at: raw.location, columns: source.fieldColumns, findings: &findings)
                    }
                case .patient:
                    if var patient = mapper.mapPatient(raw, findings: &findings)?.patient {
                        validator.validate(
                            &patient, at: raw.location, columns: source.fieldColumns, findings: &findings)
                    }
                default: throw BenchError("the validate data has only owners and patients")
                }
                findingCount += findings.count
            }
            _ = bytesSource.sha256Hex()
            bytes += bytesSource.byteCount
        }
        guard findingCount > 0 else { throw BenchError("the bad rows gave no findings") }
        return PhaseResult(
            label: "read+map+validate alone (no run bookkeeping)", records: records, bytes: bytes,
            seconds: clock.seconds,
            cpuSeconds: clock.cpuSeconds)
    }
}
