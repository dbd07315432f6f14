import VetNetCore
import VetNetXML

/// The XML reader over arbitrary bytes: it must never crash or expand an entity, and must read the same
/// records whether the bytes arrive whole, one at a time, or in odd-sized chunks.
public enum XMLReaderFuzzTarget: FuzzTarget {
    public static let name = "xml"

    /// The shape of the sample exports, so seeds reach record assembly: attributes, nested and repeated
    /// children, an attribute of the enclosing element, and elements inside it (the earlier owners' names).
    static let recordPath = "Owner"
    static let fieldPaths = [
        "@id", "Name/Last", "Name/First", "Contact/Email", "Patients/Patient/Name", "../@generated",
        "../Owner/Name/Last",
    ]

    public static func violations(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        let whole = read(bytes, chunkSize: .max)
        found += whole.violations(lineCount: physicalLineCount(bytes))
        for chunkSize in [1, 7] {
            found += whole.differences(from: read(bytes, chunkSize: chunkSize), label: "\(chunkSize)-byte chunks")
        }
        return found
    }

    static func read(_ bytes: [UInt8], chunkSize: Int) -> ReadOutcome {
        let collector = RecordingCollector()
        let reader = XMLRecordReader(
            source: MemoryByteSource(bytes, chunkSize: chunkSize), file: "fuzz.xml", recordPath: recordPath,
            fieldPaths: fieldPaths, diagnostics: collector)
        return ReadOutcome.read(reader, collector: collector)
    }
}
