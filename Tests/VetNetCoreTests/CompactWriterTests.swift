import Testing
import VetNetCore
import VetNetTestSupport

@Suite("The compact writer and records encoded apart from a store")
struct CompactWriterTests {
    /// One value the writer can write, to write and read back in any mix.
    enum Value: Equatable {
        case byte(UInt8)
        case count(Int)
        case string(String)
        case optional(String?)
        case strings([String])
    }

    static func randomValue(_ records: inout RandomRecords) -> Value {
        switch records.random.below(5) {
        case 0: return .byte(UInt8(truncatingIfNeeded: records.random.next()))
        // Counts of every LEB128 length, 1 to 10 bytes, negative ones too.
        case 1: return .count(Int(truncatingIfNeeded: records.random.next() >> UInt64(records.random.below(64))))
        case 2: return .string(records.text())
        case 3: return .optional(records.optional())
        default: return .strings(records.texts())
        }
    }

    @Test("whatever room a writer starts with, it grows and reads back every value in order", arguments: 0..<40)
    func growsAndReadsBack(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let values = (0..<records.random.int(in: 0...60)).map { _ in Self.randomValue(&records) }
        var writer = CompactWriter(capacity: records.random.int(in: 0...16))
        for value in values {
            switch value {
            case .byte(let byte): writer.byte(byte)
            case .count(let count): writer.count(count)
            case .string(let text): writer.string(text)
            case .optional(let text): writer.optional(text)
            case .strings(let texts): writer.strings(texts)
            }
        }
        #expect(writer.count == writer.bytes.count)
        #expect(writer.withBytes { Array($0) } == writer.bytes)
        var reader = CompactReader(writer.bytes)
        for value in values {
            switch value {
            case .byte: #expect(try Value.byte(reader.byte()) == value)
            case .count: #expect(try Value.count(reader.count()) == value)
            case .string: #expect(try Value.string(reader.string()) == value)
            case .optional: #expect(try Value.optional(reader.optional()) == value)
            case .strings: #expect(try Value.strings(reader.strings()) == value)
            }
        }
        #expect(reader.isAtEnd)
    }

    @Test("a writer emptied keeps nothing of what it held")
    func removeAll() {
        var writer = CompactWriter()
        writer.string(String(repeating: "long value ", count: 50))
        writer.removeAll()
        writer.string("Bella")
        #expect(writer.bytes == [5] + Array("Bella".utf8))
    }

    @Test(
        "records encoded apart, one after another in an arena, are stored as the records themselves are",
        arguments: 0..<20)
    func encodedApart(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let owners = (0..<records.random.int(in: 1...30)).map { _ in records.owner() }
        let patients = (0..<records.random.int(in: 1...30)).map { _ in
            records.patient(asOf: LocalDate(year: 2026, month: 11, day: 20)!)
        }
        // One small arena for all, growing as they come: each record is its own bytes, none of its neighbours'.
        let arena = EncodingArena(capacity: 16)
        let encodedOwners = owners.map { EncodedRecord($0, into: arena) }
        let encodedPatients = patients.map { EncodedRecord($0, into: arena) }
        #expect(encodedOwners.map(\.record) == owners)
        #expect(encodedPatients.map(\.record) == patients)
        var ownerStore = RecordStore<Owner>()
        for encoded in encodedOwners { ownerStore.append(encoded) }
        var patientStore = RecordStore<Patient>()
        for encoded in encodedPatients { patientStore.append(encoded) }
        #expect(ownerStore == RecordStore(owners))
        #expect(Array(patientStore) == patients)
        #expect(patientStore.indices.map(patientStore.id(at:)) == patients.map(\.id))
    }
}
