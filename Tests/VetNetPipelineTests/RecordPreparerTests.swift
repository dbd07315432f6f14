import Testing
import VetNetCSV
import VetNetCore
import VetNetMapping
@testable import VetNetPipeline
import VetNetValidation

/// A preparer encodes the records of a chunk one after another into one arena (`EncodingArena`), and a record
/// prepared alone into an arena it empties first when nothing holds the record before: either way each record's
/// bytes are its own, and reading record by record does not keep every record's bytes.
@Suite("preparing records into arenas")
struct RecordPreparerTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    static let yaml = """
        version: 1
        name: arenas
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            fields: { sourceId: ID, lastName: Last }
          - name: patients
            entity: patient
            ownerSource: owners
            path: patients.csv
            fields: { sourceId: ID, ownerSourceId: Owner, name: Name, species: Species, breed: Breed, weight: { column: Weight, unit: kg } }
        """

    /// Clean rows and rows the mapper takes (a name with digits, an unknown species), of varied lengths.
    static func rows(_ count: Int) -> [RawRecord] {
        var text = "ID,Owner,Name,Species,Breed,Weight\n"
        for index in 1...count {
            let name = index % 7 == 0 ? "Bella\(index)" : String(repeating: "Max", count: 1 + index % 5)
            let species = index % 11 == 0 ? "Dragon" : "dog"
            text += "\(index),\(index % 40),\(name),\(species),Labrador Retriever,\(10 + index % 20)\n"
        }
        let reader = CSVRecordReader(
            source: MemoryByteSource(Array(text.utf8)), file: "patients.csv", diagnostics: DiscardingCollector())
        var records: [RawRecord] = []
        while let record = try? reader.next() { records.append(record) }
        return records
    }

    static func preparer() throws -> RecordPreparer {
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: "arenas.yml")
        let source = config.sources[1]
        let mapper = try RecordMapper(
            mapping: source.mapping, columns: ["ID", "Owner", "Name", "Species", "Breed", "Weight"], asOf: asOf,
            file: "patients.csv")
        return RecordPreparer(source: source, mapper: mapper, validator: RecordValidator(asOf: asOf))
    }

    /// The bytes of a prepared patient; nil when the record was not mapped.
    static func bytes(_ prepared: PreparedRecord) -> [UInt8]? {
        guard case .patient(let patient) = prepared.mapped else { return nil }
        return patient.encoded.bytes
    }

    @Test("records prepared alone, each let go of before the next, reuse one arena holding one record")
    func aloneReusesTheArena() throws {
        let records = Self.rows(500)
        var preparer = try Self.preparer()
        var arena: ObjectIdentifier?
        var mapped = 0
        for record in records {
            let prepared = preparer.prepareAlone(record)
            if Self.bytes(prepared) != nil { mapped += 1 }
            #expect(preparer.arena.writer.count <= 256)
            if let arena { #expect(ObjectIdentifier(preparer.arena) == arena) }
            arena = ObjectIdentifier(preparer.arena)
        }
        #expect(mapped > 400, "most rows are mapped, so the arena is written")
    }

    @Test("a record still held when the next is prepared alone keeps its bytes, in an arena of its own")
    func heldRecordKeepsItsBytes() throws {
        let records = Self.rows(50)
        var preparer = try Self.preparer()
        var reference = try Self.preparer()
        var held: [PreparedRecord] = []
        for record in records { held.append(preparer.prepareAlone(record)) }
        for (record, prepared) in zip(records, held) {
            #expect(Self.bytes(prepared) == Self.bytes(reference.prepareAlone(record)))
        }
    }

    @Test("the records of a chunk share its arena and each reads back as prepared alone", arguments: [1, 7, 128])
    func chunkRecordsAreTheirOwn(chunkSize: Int) throws {
        let records = Self.rows(300)
        var preparer = try Self.preparer()
        var reference = try Self.preparer()
        var prepared: [PreparedRecord] = []
        for (index, record) in records.enumerated() {
            if index % chunkSize == 0 { preparer.startChunk(of: chunkSize) }
            prepared.append(preparer.prepare(record))
        }
        for (record, made) in zip(records, prepared) {
            let alone = reference.prepareAlone(record)
            #expect(Self.bytes(made) == Self.bytes(alone))
        }
        #expect(prepared.compactMap(Self.bytes).count > 250)
    }
}
