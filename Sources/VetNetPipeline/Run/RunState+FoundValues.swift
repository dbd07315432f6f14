import VetNetCore
import VetNetMapping

extension RunState {
    /// `findings` with each one's field as the file holds it (`found`), where that differs from the value the
    /// finding names: staff search their old system for what the export wrote (`08/19/1989`), not for what
    /// vetnet read from it (`1989-08-19`).
    static func withValuesAsFound(_ findings: [Diagnostic], in raw: RawRecord, mapper: RecordMapper) -> [Diagnostic] {
        guard findings.contains(where: { $0.value != nil && $0.found == nil }) else { return findings }
        return findings.map { finding in
            guard finding.found == nil, let value = finding.value, let column = finding.location?.field,
                let asFound = mapper.value(ofColumn: column, in: raw), asFound != value
            else { return finding }
            var copy = finding
            copy.found = asFound
            return copy
        }
    }
}
