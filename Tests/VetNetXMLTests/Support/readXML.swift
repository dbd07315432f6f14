import VetNetCore
import VetNetXML

/// Everything one pass of the reader produced, comparable across runs.
struct XMLReadOutcome: Equatable {
    var records: [RawRecord] = []
    var thrown: Diagnostic?
    var diagnostics: [Diagnostic] = []
    var readCount = 0

    /// The values of one column, record by record.
    func column(_ index: Int) -> [String?] { records.map { $0.fields[index] } }
}

/// Reads the whole document, catching the first throw, as a pipeline would.
func readXML(
    _ bytes: [UInt8], record: String, fields: [String], encoding: String? = nil, chunkSize: Int = .max,
    file: String = "export.xml"
) -> XMLReadOutcome {
    let collector = RecordingCollector()
    let reader = XMLRecordReader(
        source: MemoryByteSource(bytes, chunkSize: chunkSize), file: file, recordPath: record, fieldPaths: fields,
        encoding: encoding, diagnostics: collector)
    var outcome = XMLReadOutcome()
    do {
        while let next = try reader.next() { outcome.records.append(next) }
    } catch {
        outcome.thrown = error
    }
    outcome.diagnostics = collector.diagnostics
    outcome.readCount = reader.readCount
    return outcome
}

func readXML(
    _ text: String, record: String, fields: [String], encoding: String? = nil, chunkSize: Int = .max
) -> XMLReadOutcome {
    readXML(Array(text.utf8), record: record, fields: fields, encoding: encoding, chunkSize: chunkSize)
}
