import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

/// `output.format: ndjson` writes the same records as the JSON array, one compact object per line: each line is
/// its array element with the whitespace between tokens taken out.
@Suite("NDJSON record files")
struct NDJSONRecordFileTests {
    /// Text with what JSON must escape (quotes, backslashes, control characters), slashes, accents and emoji.
    static func text(_ random: inout SplitMix64) -> String {
        let pieces = [
            "Bella", "O'Malley", "Zoë", "say \"hi\"", "back\\slash", "line\nbreak", "tab\there", "a/b", "\u{1}", "🐕",
            " ", "Ünal",
        ]
        return (0..<random.int(in: 1...3)).map { _ in random.pick(pieces) }.joined()
    }

    static func maybe(_ random: inout SplitMix64) -> String? { random.chance(0.3) ? nil : text(&random) }

    static func address(_ random: inout SplitMix64) -> PostalAddress {
        PostalAddress(
            line1: maybe(&random), line2: maybe(&random), city: maybe(&random), region: maybe(&random),
            postalCode: maybe(&random), country: maybe(&random))
    }

    static func owners(_ count: Int, seed: UInt64) -> [Owner] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            var owner = Owner(
                id: String(format: "O-%04d", index), firstName: maybe(&random), lastName: maybe(&random),
                email: maybe(&random),
                phones: (0..<random.int(in: 0...2)).map { _ in text(&random) },
                address: random.chance(0.2) ? nil : address(&random),
                emergencyContact: random.chance(0.7)
                    ? nil : EmergencyContact(name: maybe(&random), phone: maybe(&random)),
                preferredCommunication: maybe(&random), isActive: random.chance(0.8), createdAt: maybe(&random),
                updatedAt: maybe(&random),
                sources: (0..<random.int(in: 1...3)).map {
                    SourceRef(source: text(&random), sourceId: text(&random), line: random.chance(0.1) ? nil : $0 + 2)
                })
            if random.chance(0.3) { owner.alternateEmails = [text(&random)] }
            if random.chance(0.3) { owner.alternateAddresses = [address(&random), address(&random)] }
            return owner
        }
    }

    static func patients(_ count: Int, seed: UInt64) -> [Patient] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            var patient = Patient(
                id: String(format: "P-%04d", index), medicalId: text(&random), name: text(&random),
                species: maybe(&random),
                breed: maybe(&random), sex: random.pick(Sex.allCases),
                reproductiveStatus: random.pick(ReproductiveStatus.allCases),
                birthDate: random.chance(0.3)
                    ? nil
                    : LocalDate(
                        year: random.int(in: 1990...2026), month: random.int(in: 1...12), day: random.int(in: 1...28)),
                age: random.chance(0.3)
                    ? nil : PatientAge(years: random.int(in: 0...30), months: random.int(in: 0...11)),
                weightKg: random.chance(0.3) ? nil : random.pick([4.2, 0.038, 100, 12.3456, 1e-4]),
                microchip: maybe(&random),
                notes: maybe(&random), ownerId: text(&random), isActive: random.chance(0.8), createdAt: maybe(&random),
                updatedAt: maybe(&random),
                sources: [SourceRef(source: text(&random), sourceId: text(&random), line: index + 2)])
            if random.chance(0.3) { patient.breedOriginal = text(&random) }
            if random.chance(0.3) { patient.alternateNames = [text(&random), text(&random)] }
            if random.chance(0.3) { patient.alternateMicrochips = [text(&random)] }
            return patient
        }
    }

    /// JSON text without the whitespace between its tokens (strings kept as they are).
    static func withoutWhitespace(_ json: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in json {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == 0x20 || byte == 0x0A {
                continue
            }
            result.append(byte)
        }
        return result
    }

    /// The elements of a record file's JSON array, each as written (between the array's separators).
    static func elements(of json: [UInt8]) -> [ArraySlice<UInt8>] {
        let body = json.dropFirst().dropLast(2)  // `[` … `\n]\n`
        var elements: [ArraySlice<UInt8>] = []
        var start = body.startIndex
        var index = body.startIndex
        while let comma = body[index...].firstRange(of: Array(",\n  {".utf8)) {
            elements.append(body[start..<comma.lowerBound])
            start = comma.lowerBound + 1
            index = comma.upperBound
        }
        elements.append(body[start...])
        return elements
    }

    func write(_ write: (RecordFileFormat, String) throws -> String, in directory: TemporaryDirectory) throws -> (
        json: [UInt8], ndjson: [UInt8], hash: String
    ) {
        _ = try write(.json, directory.path + "/records.json")
        let hash = try write(.ndjson, directory.path + "/records.ndjson")
        let json = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory.path + "/records.json")))
        let ndjson = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory.path + "/records.ndjson")))
        return (json, ndjson, hash)
    }

    func expectSameRecords(json: [UInt8], ndjson: [UInt8], count: Int) throws {
        #expect(ndjson.last == 0x0A)
        let lines = ndjson.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        let elements = Self.elements(of: json)
        try #require(lines.count == count && elements.count == count)
        for (line, element) in zip(lines, elements) {
            #expect(Array(line) == Self.withoutWhitespace(element))
            let decodedLine = try JSONSerialization.jsonObject(with: Data(line)) as? NSDictionary
            let decodedElement = try JSONSerialization.jsonObject(with: Data(element)) as? NSDictionary
            #expect(decodedLine != nil && decodedLine == decodedElement)
        }
    }

    @Test("each line of owners.ndjson is its owners.json element, compact", arguments: 0..<8)
    func ownersLineByLine(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let owners = Self.owners(40, seed: seed)
        let files = try write({ try RecordFileWriter.write(RecordStore(owners), as: $0, to: $1) }, in: directory)
        try expectSameRecords(json: files.json, ndjson: files.ndjson, count: owners.count)
        var hasher = SHA256()
        hasher.update(files.ndjson)
        #expect(files.hash == SHA256.hexDigest(hasher.finalize()))
    }

    @Test("each line of patients.ndjson is its patients.json element, compact", arguments: 0..<8)
    func patientsLineByLine(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let patients = Self.patients(40, seed: seed)
        let files = try write({ try RecordFileWriter.write(RecordStore(patients), as: $0, to: $1) }, in: directory)
        try expectSameRecords(json: files.json, ndjson: files.ndjson, count: patients.count)
    }

    @Test("records out of order are written in ID order, one a line, and no records make an empty file")
    func orderAndEmptyFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let owners = Self.owners(30, seed: 3)
        _ = try RecordFileWriter.write(
            RecordStore(owners.reversed()), as: .ndjson, to: directory.path + "/owners.ndjson")
        let text = try String(contentsOfFile: directory.path + "/owners.ndjson", encoding: .utf8)
        let ids = try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["id"] as? String
        }
        #expect(ids == owners.map(\.id))
        _ = try RecordFileWriter.write(RecordStore<Owner>(), as: .ndjson, to: directory.path + "/none.ndjson")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.path + "/none.ndjson")).isEmpty)
        #expect(RecordFileFormat.ndjson.patientsFile == "patients.ndjson")
        #expect(RecordFileFormat.json.ownersFile == "owners.json")
    }
}
