import Foundation
import Testing
import VetNetCore
@testable import VetNetPipeline
import VetNetTestSupport

/// Records mapped and checked ahead on a second core must give exactly what reading record by record gives:
/// the same outputs byte for byte, the same counts, and the same findings in the same order. So must clean
/// patient rows prepared from their bytes against every row mapped and checked. The files span many batches and
/// put every kind of problem at batch edges and in between.
@Suite("Reading ahead on a second core changes nothing but the speed")
struct ReadAheadTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!
    static let startedAt = Date(timeIntervalSince1970: 1_790_000_000)
    /// Rows prepared as one batch: small, so that a few hundred rows cross many batch edges.
    static let batchRows = 50

    static let pipeline = """
        version: 1
        name: read-ahead
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            encoding: auto
            fields: { sourceId: ID, firstName: First, lastName: Last, email: Email, phone: Phone, address.postalCode: Zip }
          - name: patients
            entity: patient
            ownerSource: owners
            path: patients.csv
            fields:
              sourceId: ID
              ownerSourceId: Owner
              name: Name
              species: { column: Species, map: { K9: dog, FEL: cat } }
              breed: Breed
              birthDate: { column: DOB, format: MM/dd/yyyy }
              weight: { column: Weight, unit: lb }
              microchip: Chip
          - name: visits
            entity: patient
            ownerSource: owners
            path: visits.xml
            format: xml
            record: Export/Patient
            fields: { sourceId: "@id", ownerSourceId: Owner, name: Name, species: Species, breed: Breed, birthDate: DOB }
        """

    /// Owners: now and then a repeated ID, a ragged row, a stray quote, a missing last name, a bad email, and one
    /// byte that is not UTF-8 (the reader's own warning, in the middle of the file).
    static func owners(_ count: Int, random: inout SplitMix64) -> [UInt8] {
        var text = "ID,First,Last,Email,Phone,Zip\n"
        for index in 1...count {
            let id = index % 97 == 0 ? index - 5 : index
            let last = index % 173 == 0 ? "" : ["Smith", "Jones", "Nguyen", "García"][Int(random.next() % 4)]
            let email = index % 59 == 0 ? "not-an-email" : "owner\(index)@example.org"
            switch index {
            case _ where index % 131 == 0: text += "\(id),Ann,\(last),\(email),(208) 555-0100,12345,extra\n"
            case _ where index % 211 == 0: text += "\(id),An\"n,\(last),\(email),(208) 555-0100,12345\n"
            default:
                text +=
                    "\(id),Ann,\(last),\(email),(208) 7\(10 + index % 90)-\(1000 + index % 9000),\(10000 + index % 89999)\n"
            }
        }
        var bytes = Array(text.utf8)
        if let position = bytes.indices.dropFirst(bytes.count / 2).first(where: { bytes[$0] == UInt8(ascii: "\n") }) {
            // "Béa" in Windows-1252: 0xE9 alone is not UTF-8.
            bytes.insert(
                contentsOf: Array("9999999,B".utf8) + [0xE9] + Array("a,Latin,,(208) 555-0199,12345\n".utf8),
                at: position + 1)
        }
        return bytes
    }

    /// Patients: owners that are missing or were rejected, repeated IDs, bad weights, breeds and dates, chips.
    static func patients(_ count: Int, owners: Int, random: inout SplitMix64) -> String {
        var text = "ID,Owner,Name,Species,Breed,DOB,Weight,Chip\n"
        let dogBreeds = ["Labrador Retriever", "Lab X", "Beagle", "Golden Retriever", "Persian", "", "Wolfish"]
        let catBreeds = ["DSH", "DLH", "Siamese", "Maine Coon", "Beagle", "", "Tigerish"]
        let names = ["Bella", "Max", "Luna-Mae", "Milo", "Mr. Pickles", "O'Malley", "Zoë", "Rex", "Bella123"]
        for index in 1...count {
            let id = index % 89 == 0 ? "P\(index - 3)" : "P\(index)"
            let owner = index % 151 == 0 ? "404404" : String(Int(random.next() % UInt64(owners)) + 1)
            let species = index % 2 == 0 ? "K9" : "FEL"
            // Mostly breeds of the species; now and then another species' breed, none, or an unknown one.
            let breeds = index % 2 == 0 ? dogBreeds : catBreeds
            let pick = Int(random.next() % 40)
            let breed = breeds[pick < breeds.count - 3 ? pick : pick < 37 ? 0 : breeds.count - (40 - pick)]
            let dob = index % 67 == 0 ? "13/45/2020" : "0\(1 + index % 9)/1\(index % 9)/20\(10 + index % 15)"
            let weight =
                index % 71 == 0
                ? "-3" : index % 113 == 0 ? "900" : String(index % 2 == 0 ? 20 + index % 40 : 6 + index % 8)
            let chip = index % 41 == 0 ? "9.85E+14" : "9851\(String(format: "%011d", index))"
            text += "\(id),\(owner),\(names[index % names.count]),\(species),\(breed),\(dob),\(weight),\(chip)\n"
        }
        return text
    }

    /// XML patients that break off half-way: the records before the break are kept and the file is marked.
    static func visits(_ count: Int, owners: Int) -> String {
        var text = "<?xml version=\"1.0\"?>\n<Export>\n"
        for index in 1...count {
            text +=
                "<Patient id=\"V\(index)\"><Owner>\(1 + index % owners)</Owner><Name>\(index % 11 == 0 ? "X" : "Tigger")</Name>"
            text +=
                "<Species>cat</Species><Breed>\(index % 7 == 0 ? "Beagle" : "DSH")</Breed><DOB>2019-04-0\(1 + index % 9)</DOB></Patient>\n"
        }
        return text + "<Patient id=\"broken\"><Name>Half</Name></Owner>\n</Export>\n"
    }

    struct Outcome {
        var sources: [SourceStats]
        var findings: [Diagnostic]
        var files: [String: Data]
    }

    func run(readsAhead: Bool, preparesCleanRowsDirectly: Bool = true, in directory: TemporaryDirectory) throws
        -> Outcome
    {
        let config = try PipelineFileDecoder.decode(yaml: Self.pipeline, file: directory.path + "/p.yml")
        var runner = PipelineRunner(config: config, asOf: Self.asOf, progressInterval: 1000)
        runner.readsAhead = readsAhead
        runner.preparesCleanRowsDirectly = preparesCleanRowsDirectly
        runner.readAheadBatchRows = Self.batchRows
        let collector = RecordingCollector()
        let result = try runner.run(diagnostics: collector)
        let out = directory.path + (readsAhead ? "/ahead" : "/in-turn") + (preparesCleanRowsDirectly ? "" : "-mapped")
        try OutputWriter(directory: out).write(result, startedAt: Self.startedAt)
        return Outcome(sources: result.sources, findings: collector.diagnostics, files: Self.files(in: out))
    }

    /// Every file of an output directory but the manifest, which holds the time the run finished (its counts are
    /// compared through `sources`).
    static func files(in out: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: out)
        while let name = enumerator?.nextObject() as? String {
            guard name != "manifest.json", let data = FileManager.default.contents(atPath: out + "/" + name) else {
                continue
            }
            files[name] = data
        }
        return files
    }

    /// Two outcomes are the same: counts, findings in order, and every output file byte for byte.
    static func expectSame(_ other: Outcome, _ reference: Outcome) {
        #expect(other.sources == reference.sources)
        #expect(other.findings == reference.findings)
        #expect(other.files.keys.sorted() == reference.files.keys.sorted())
        for (name, data) in reference.files { #expect(other.files[name] == data, "\(name) differs") }
    }

    @Test(
        "many batches of owners, patients and a broken XML file give the same outputs, counts and findings in order, with clean rows prepared from their bytes or not",
        arguments: [1, 2, 3])
    func sameOutcome(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var random = SplitMix64(seed: seed)
        let ownerCount = 400 + Int(random.next() % 150)
        try directory.write(Self.owners(ownerCount, random: &random), to: "owners.csv")
        try directory.write(
            Self.patients(600 + Int(random.next() % 300), owners: ownerCount, random: &random), to: "patients.csv")
        try directory.write(Self.visits(250 + Int(random.next() % 150), owners: ownerCount), to: "visits.xml")

        let inTurn = try run(readsAhead: false, preparesCleanRowsDirectly: false, in: directory)
        for (readsAhead, directly) in [(true, true), (false, true), (true, false)] {
            Self.expectSame(
                try run(readsAhead: readsAhead, preparesCleanRowsDirectly: directly, in: directory), inTurn)
        }
        // The data really has what the comparison is about.
        let codes = Set(inTurn.sources.flatMap(\.findingCounts.keys))
        for code in [
            "map.duplicate-source-id", "read.too-many-fields", "patient.owner-not-found", "patient.owner-rejected",
            "read.invalid-encoding", "read.malformed-xml", "patient.weight-not-positive",
        ] {
            #expect(codes.contains(code), "no \(code) among \(codes.sorted())")
        }
        #expect(inTurn.sources.map(\.read).allSatisfy { $0 > 4 * Self.batchRows }, "every source spans several batches")
        #expect(inTurn.sources.map(\.accepted).allSatisfy { $0 > 4 * Self.batchRows })
        #expect(inTurn.sources.last?.failure != nil)
    }

    /// `run` of a night against a state file of its own for each way of reading, deactivations accepted.
    func night(readsAhead: Bool, in directory: TemporaryDirectory) throws -> Outcome {
        let yaml = Self.pipeline + "\nstate: true\noutput:\n  dir: out\n"
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: directory.path + "/p.yml")
        var runner = PipelineRunner(config: config, asOf: Self.asOf, progressInterval: 1000)
        runner.readsAhead = readsAhead
        runner.readAheadBatchRows = Self.batchRows
        let out = directory.path + (readsAhead ? "/ahead" : "/in-turn")
        let nightly = NightlyRun(
            runner: runner, outputDirectory: out, statePath: out + ".state.sqlite", dryRun: false,
            acceptDeactivations: true)
        let collector = RecordingCollector()
        let outcome = try nightly.run(
            startedAt: Self.startedAt, diagnostics: collector, exitStatus: { _ in 0 }, failureStatus: { _ in 1 })
        return Outcome(sources: outcome.result.sources, findings: collector.diagnostics, files: Self.files(in: out))
    }

    /// Lines of a file, the header kept, each changed or dropped by `edit` (nil drops it), with `more` after them.
    static func edited(_ bytes: [UInt8], more: String = "", _ edit: (Int, [UInt8]) -> [UInt8]?) -> [UInt8] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        var kept: [[UInt8]] = [lines[0]]
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            if let line = edit(index, line) { kept.append(line) }
        }
        return Array(kept.joined(separator: [UInt8(ascii: "\n")])) + [UInt8(ascii: "\n")] + Array(more.utf8)
    }

    @Test(
        "a night against a state file, most rows read as stored and the rest changed, new or gone, gives the same outputs, changes, counts and findings in order read ahead or record by record",
        arguments: [4, 5])
    func sameNightOutcome(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var outcomes: [Outcome] = []
        for readsAhead in [false, true] {
            var random = SplitMix64(seed: seed)
            let ownerCount = 400 + Int(random.next() % 150)
            let owners = Self.owners(ownerCount, random: &random)
            let patients = Array(
                Self.patients(600 + Int(random.next() % 300), owners: ownerCount, random: &random).utf8)
            try directory.write(owners, to: "owners.csv")
            try directory.write(patients, to: "patients.csv")
            try directory.write(Self.visits(250, owners: ownerCount), to: "visits.xml")
            _ = try night(readsAhead: readsAhead, in: directory)
            // Tonight: an owner in seven renamed, a patient in eleven gone, forty owners new.
            let more = (1...40).map { "\(800_000 + $0),Kai,Moss,kai\($0)@example.org,(208) 555-0142,83702\n" }.joined()
            try directory.write(
                Self.edited(owners, more: more) { index, line in index % 7 == 3 ? Array("x".utf8) + line : line },
                to: "owners.csv")
            try directory.write(
                Self.edited(patients) { index, line in index % 11 == 5 ? nil : line }, to: "patients.csv")
            outcomes.append(try night(readsAhead: readsAhead, in: directory))
        }
        let (inTurn, ahead) = (outcomes[0], outcomes[1])
        Self.expectSame(ahead, inTurn)
        // The night really met rows as stored, changed, new and gone, and findings replayed from the state.
        let changes = try #require(inTurn.files["changes/2.json"])
        let file = try #require(try JSONSerialization.jsonObject(with: changes) as? [String: Any])
        for list in ["created", "updated", "deactivated"] {
            #expect((file[list] as? [Any])?.isEmpty == false, "no record \(list)")
        }
        #expect(inTurn.findings.contains { $0.code.rawValue == "map.duplicate-source-id" })
    }

    @Test("a mapped column the input lacks still stops the run with the pipeline error")
    func unknownColumn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var random = SplitMix64(seed: 9)
        try directory.write(
            Array("ID,First,Surname,Email,Phone,Zip\n1,Ann,Smith,,555-0100,12345\n".utf8), to: "owners.csv")
        try directory.write(Self.patients(10, owners: 1, random: &random), to: "patients.csv")
        try directory.write(Self.visits(3, owners: 1), to: "visits.xml")
        let config = try PipelineFileDecoder.decode(yaml: Self.pipeline, file: directory.path + "/p.yml")
        for readsAhead in [true, false] {
            var runner = PipelineRunner(config: config, asOf: Self.asOf)
            runner.readsAhead = readsAhead
            let error = #expect(throws: Diagnostic.self) { try runner.run(diagnostics: RecordingCollector()) }
            #expect(error?.code.rawValue == "pipeline.unknown-column")
        }
    }
}
