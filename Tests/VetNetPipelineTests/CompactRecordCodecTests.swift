import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@Suite("The state file's compact records")
struct CompactRecordCodecTests {
    @Test("an owner comes back exactly as it went in", arguments: 0..<200)
    func ownerRoundTrip(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let owner = records.owner()
        #expect(try CompactRecordCodec.decodeOwner(CompactRecordCodec.encode(owner)) == owner)
    }

    @Test("a patient comes back exactly as it went in, its age computed for the given day", arguments: 0..<200)
    func patientRoundTrip(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let asOf = LocalDate(year: 2026, month: 11, day: 20)!
        let patient = records.patient(asOf: asOf)
        #expect(try CompactRecordCodec.decodePatient(CompactRecordCodec.encode(patient), asOf: asOf) == patient)
    }

    /// The records with every source's line left out and each source key once, as the state file keeps a source
    /// record.
    static func withoutLines(_ sources: [SourceRef]) -> [SourceRef] {
        var kept: [SourceRef] = []
        for source in sources
        where !kept.contains(where: { $0.source == source.source && $0.sourceId == source.sourceId }) {
            kept.append(SourceRef(source: source.source, sourceId: source.sourceId, line: nil))
        }
        return kept
    }

    @Test("an owner's stored form copied from a store's bytes is the one encoded from the owner", arguments: 0..<100)
    func ownerStoredFormFromBytes(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let owners = RecordStore((0..<5).map { _ in records.owner() })
        for (index, owner) in owners.enumerated() {
            #expect(
                CompactRecordCodec.storedForm(at: index, of: owners, keepingLines: true)
                    == CompactRecordCodec.encode(owner))
            var lineless = owner
            lineless.sources = Self.withoutLines(owner.sources)
            #expect(
                CompactRecordCodec.storedForm(at: index, of: owners, keepingLines: false)
                    == CompactRecordCodec.encode(lineless))
        }
    }

    @Test(
        "a patient's stored form copied from a store's bytes is the one encoded from the patient, without its age",
        arguments: 0..<100)
    func patientStoredFormFromBytes(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let asOf = LocalDate(year: 2026, month: 11, day: 20)!
        let patients = RecordStore((0..<5).map { _ in records.patient(asOf: asOf) })
        for (index, patient) in patients.enumerated() {
            #expect(
                CompactRecordCodec.storedForm(at: index, of: patients, keepingLines: true)
                    == CompactRecordCodec.encode(patient))
            var lineless = patient
            lineless.sources = Self.withoutLines(patient.sources)
            #expect(
                CompactRecordCodec.storedForm(at: index, of: patients, keepingLines: false)
                    == CompactRecordCodec.encode(lineless))
        }
    }

    @Test(
        "a stored owner loaded from its bytes is the owner decoded, with the sources given or as stored",
        arguments: 0..<100)
    func ownerLoadedFromBytes(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let scratch = EncodingArena()
        for _ in 0..<5 {
            let stored = CompactRecordCodec.encode(records.owner())
            let sources = seed.isMultiple(of: 2) ? nil : records.sources()
            var owners = RecordStore<Owner>()
            try CompactRecordCodec.appendStored(stored, to: &owners, sources: sources, scratch: scratch)
            var expected = try CompactRecordCodec.decodeOwner(stored)
            if let sources { expected.sources = sources }
            #expect(Array(owners) == [expected])
        }
    }

    @Test(
        "a stored patient loaded from its bytes is the patient decoded, its age for the night's date",
        arguments: 0..<100)
    func patientLoadedFromBytes(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let scratch = EncodingArena()
        let asOf = LocalDate(year: 2026, month: 11, day: 20)!
        let tonight = LocalDate(year: 2027, month: 3, day: 1)!
        for _ in 0..<5 {
            let stored = CompactRecordCodec.encode(records.patient(asOf: asOf))
            let sources = seed.isMultiple(of: 2) ? nil : records.sources()
            var patients = RecordStore<Patient>()
            try CompactRecordCodec.appendStored(
                stored, to: &patients, sources: sources, asOf: tonight, scratch: scratch)
            var expected = try CompactRecordCodec.decodePatient(stored, asOf: tonight)
            if let sources { expected.sources = sources }
            #expect(Array(patients) == [expected])
        }
    }

    @Test("a record's ID and first source read from its bytes are the decoded record's", arguments: 0..<50)
    func idAndFirstSourceFromBytes(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let owners = RecordStore((0..<5).map { _ in records.owner() })
        let patients = RecordStore(
            (0..<5).map { _ in records.patient(asOf: LocalDate(year: 2026, month: 11, day: 20)!) })
        for index in owners.indices {
            let read = owners.read(at: index) { reader throws(CompactReader.Damaged) in
                try reader.idAndFirstSource(toSources: Owner.skipToSources)
            }
            #expect(read.id == owners[index].id && read.source == owners[index].sources.first)
        }
        for index in patients.indices {
            let read = patients.read(at: index) { reader throws(CompactReader.Damaged) in
                try reader.idAndFirstSource(toSources: Patient.skipToSources)
            }
            #expect(read.id == patients[index].id && read.source == patients[index].sources.first)
        }
    }

    @Test("a stored record of an earlier layout is loaded by decoding it, and a damaged one is refused")
    func earlierLayoutAndDamage() throws {
        let scratch = EncodingArena()
        var owners = RecordStore<Owner>()
        let sources = [SourceRef(source: "o", sourceId: "9", line: 4)]
        try CompactRecordCodec.appendStored(
            Data(Self.ownerBytes(layout: 1, organization: [])), to: &owners, sources: sources, scratch: scratch)
        var expected = Self.owner
        expected.sources = sources
        #expect(Array(owners) == [expected])
        let cut = Data(Self.ownerBytes(layout: 4, organization: [0]).dropLast(3))
        #expect(throws: Diagnostic.self) {
            try CompactRecordCodec.appendStored(cut, to: &owners, sources: nil, scratch: scratch)
        }
        var patients = RecordStore<Patient>()
        let asOf = LocalDate(year: 2026, month: 11, day: 20)!
        #expect(throws: Diagnostic.self) {
            try CompactRecordCodec.appendStored(
                Data(Self.patientBytes(layout: 4, estimated: 0) + [7]), to: &patients, sources: nil, asOf: asOf,
                scratch: scratch)
        }
    }

    /// A string as the state file holds it: its UTF-8 length (below 128 here, so one byte), then its bytes.
    static func text(_ value: String) -> [UInt8] { [UInt8(value.utf8.count)] + Array(value.utf8) }

    /// As the state file keeps a source record's source: without its line, which is kept beside it.
    static let source = SourceRef(source: "s", sourceId: "1", line: nil)
    static let sourceBytes: [UInt8] = [1] + text("s") + text("1") + [0]
    // 0.5 is 0x3FE0_0000_0000_0000: its bit pattern in LEB128, seven bits a byte, low bits first.
    static let weight: [UInt8] = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0xF0, 0x3F]

    /// An owner's stored bytes in layout 1, 2 (which adds the organisation after the last name), 3 or 4 (the same).
    static func ownerBytes(layout: UInt8, organization: [UInt8]) -> [UInt8] {
        [layout] + text("OWN-1") + [1] + text("Ann") + [0] + (layout >= 2 ? organization : []) + [0] + [1]
            + text("+1555")
            + [0, 0, 0, 1, 0, 0] + sourceBytes + [0, 0]
    }

    /// A patient's stored bytes in layout 1, 2 (which adds whether the birth date is estimated after it), 3 (which
    /// adds the colour after the alternate microchips) or 4 (which adds the species as written after the colour).
    static func patientBytes(
        layout: UInt8, estimated: UInt8, color: [UInt8] = [0], species: String = "dog", speciesOriginal: [UInt8] = [0]
    ) -> [UInt8] {
        [layout] + text("P") + text("M") + text("Rex") + [1] + text(species) + [0, 0]
            + text("male") + text("intact") + [1] + text("2020-01-02") + (layout >= 2 ? [estimated] : []) + [1] + weight
            + [0, 0] + text("OWN-1") + [1, 0, 0] + sourceBytes + [0, 0] + (layout >= 3 ? color : [])
            + (layout >= 4 ? speciesOriginal : [])
    }

    static let owner = Owner(id: "OWN-1", firstName: "Ann", phones: ["+1555"], sources: [source])
    static let patient = Patient(
        id: "P", medicalId: "M", name: "Rex", species: "dog", sex: .male, reproductiveStatus: .intact,
        birthDate: LocalDate(year: 2020, month: 1, day: 2), weightKg: 0.5, ownerId: "OWN-1", sources: [source])

    @Test("the stored form of an owner and a patient is the state file's, byte for byte")
    func storedBytes() throws {
        #expect([UInt8](CompactRecordCodec.encode(Self.owner)) == Self.ownerBytes(layout: 4, organization: [0]))
        var agency = Self.owner
        agency.organization = "Co"
        #expect(
            [UInt8](CompactRecordCodec.encode(agency))
                == Self.ownerBytes(layout: 4, organization: [1] + Self.text("Co")))
        #expect([UInt8](CompactRecordCodec.encode(Self.patient)) == Self.patientBytes(layout: 4, estimated: 0))
        var estimated = Self.patient
        estimated.birthDateEstimated = true
        #expect([UInt8](CompactRecordCodec.encode(estimated)) == Self.patientBytes(layout: 4, estimated: 1))
        var colored = Self.patient
        colored.color = "Black"
        #expect(
            [UInt8](CompactRecordCodec.encode(colored))
                == Self.patientBytes(layout: 4, estimated: 0, color: [1] + Self.text("Black")))
        var goat = Self.patient
        goat.species = "other"
        goat.speciesOriginal = "Goat"
        #expect(
            [UInt8](CompactRecordCodec.encode(goat))
                == Self.patientBytes(
                    layout: 4, estimated: 0, species: "other", speciesOriginal: [1] + Self.text("Goat")))
    }

    @Test(
        "records a state file kept in layouts 1 to 3 are still read, without an organisation, an estimated birth date, a colour or a species as written"
    )
    func earlierLayouts() throws {
        #expect(try CompactRecordCodec.decodeOwner(Data(Self.ownerBytes(layout: 1, organization: []))) == Self.owner)
        #expect(try CompactRecordCodec.decodeOwner(Data(Self.ownerBytes(layout: 2, organization: [0]))) == Self.owner)
        let asOf = LocalDate(year: 2026, month: 11, day: 20)!
        var expected = Self.patient
        expected.age = expected.birthDate?.age(on: asOf)
        #expect(
            try CompactRecordCodec.decodePatient(Data(Self.patientBytes(layout: 1, estimated: 0)), asOf: asOf)
                == expected)
        expected.birthDateEstimated = true
        #expect(
            try CompactRecordCodec.decodePatient(Data(Self.patientBytes(layout: 2, estimated: 1)), asOf: asOf)
                == expected)
        expected.color = "Black"
        let layoutThree = Data(Self.patientBytes(layout: 3, estimated: 1, color: [1] + Self.text("Black")))
        let read = try CompactRecordCodec.decodePatient(layoutThree, asOf: asOf)
        #expect(read == expected)
        #expect(read.speciesOriginal == nil)
        #expect(try CompactRecordCodec.decodeOwner(Data(Self.ownerBytes(layout: 3, organization: [0]))) == Self.owner)
        #expect(throws: Diagnostic.self) {
            try CompactRecordCodec.decodeOwner(Data(Self.ownerBytes(layout: 5, organization: [0])))
        }
    }

    @Test("a record kept by an earlier layout is brought to the bytes the current layout gives it; a current one stays")
    func broughtToTheCurrentLayout() throws {
        for layout: UInt8 in [1, 2, 3] {
            let patient = Data(Self.patientBytes(layout: layout, estimated: 0))
            #expect(
                [UInt8](try CompactRecordCodec.inCurrentLayout(patient, isPatient: true))
                    == Self.patientBytes(layout: 4, estimated: 0))
        }
        for layout: UInt8 in [1, 3] {
            let owner = Data(Self.ownerBytes(layout: layout, organization: layout >= 2 ? [0] : []))
            #expect(
                [UInt8](try CompactRecordCodec.inCurrentLayout(owner, isPatient: false))
                    == Self.ownerBytes(layout: 4, organization: [0]))
        }
        let colored = Data(Self.patientBytes(layout: 3, estimated: 1, color: [1] + Self.text("Black")))
        #expect(
            [UInt8](try CompactRecordCodec.inCurrentLayout(colored, isPatient: true))
                == Self.patientBytes(layout: 4, estimated: 1, color: [1] + Self.text("Black")))
        let current = Data(
            Self.patientBytes(
                layout: 4, estimated: 1, color: [1] + Self.text("Black"), speciesOriginal: [1] + Self.text("K-9 unit")))
        #expect(try CompactRecordCodec.inCurrentLayout(current, isPatient: true) == current)
    }

    @Test("without lines, a source key repeated by the rows merged into its record is kept once, stored or copied")
    func repeatedKeysKeptOnce() throws {
        let rows = [
            SourceRef(source: "a", sourceId: "1", line: 4), SourceRef(source: "a", sourceId: "1", line: 2),
            SourceRef(source: "b", sourceId: "7", line: 3), SourceRef(source: "a", sourceId: "1", line: 9),
        ]
        let owners = RecordStore([Owner(id: "OWN-1", firstName: "Ann", sources: rows)])
        let once = [SourceRef(source: "a", sourceId: "1", line: nil), SourceRef(source: "b", sourceId: "7", line: nil)]
        let stored = CompactRecordCodec.storedForm(at: 0, of: owners, keepingLines: false)
        #expect(try CompactRecordCodec.decodeOwner(stored).sources == once)
        #expect(
            try CompactRecordCodec.decodeOwner(CompactRecordCodec.storedForm(at: 0, of: owners, keepingLines: true))
                .sources == rows)
        // A form stored before, with the key once for every row, compares equal to today's.
        let earlier = CompactRecordCodec.encode(
            Owner(id: "OWN-1", firstName: "Ann", sources: Self.withLinesDropped(rows)))
        #expect(earlier != stored)
        #expect(try CompactRecordCodec.inCurrentLayout(earlier, isPatient: false) == stored)
    }

    static func withLinesDropped(_ sources: [SourceRef]) -> [SourceRef] {
        sources.map { SourceRef(source: $0.source, sourceId: $0.sourceId, line: nil) }
    }

    @Test("cut or foreign bytes are a damaged state file, not a crash")
    func damaged() {
        let owner = CompactRecordCodec.encode(
            Owner(id: "OWN-1", firstName: "Ann", sources: [SourceRef(source: "s", sourceId: "1", line: 2)]))
        for length in 0..<owner.count {
            #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(owner.prefix(length)) }
        }
        #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(Data([9, 0, 0])) }
        #expect(throws: Diagnostic.self) { try CompactRecordCodec.decodeOwner(owner + Data([0])) }
    }
}
