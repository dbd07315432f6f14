import Foundation
import VetNetCore
import VetNetPipeline
import VetNetState
import VetNetTestSupport

/// A clinic's nightly exports in a temporary directory, run through `NightlyRun` night after night.
struct NightlyFixture {
    let directory: TemporaryDirectory
    var ownersExport: ExportKind = .full
    var patientsExport: ExportKind = .full
    var vaccinationsExport: ExportKind = .full
    /// More top-level keys for the pipeline file.
    var extraSettings = ""
    /// The field spec of the patients' species.
    var speciesSpec = "Species"
    /// `output.format`: how the record files are written.
    var recordFormat = "json"
    /// Let tonight's full exports deactivate any share of their records (`--accept-deactivations`).
    var acceptDeactivations = false
    /// The rules revision the run takes for the code's (nil: the code's own).
    var rulesRevision: String?
    /// Publish the last run's outputs again when tonight's exports are byte for byte its own (off: the nights read
    /// every record, as the nights most tests are about do).
    var repeatsExports = false
    /// The vetnet build the run takes itself for (nil: none known, so that no night repeats another).
    var build: String? = "build under test"
    /// The status the nights end with.
    var exitStatus: Int32 = 0

    init() throws { directory = try TemporaryDirectory("vetnet-nightly") }

    var output: String { directory.path + "/out" }
    var statePath: String { directory.path + "/out.state.sqlite" }

    static let ownerHeader = "ID,First,Last,Email,Phone,Street,City,Zip"
    static let patientHeader = "ID,Owner,Name,Species,Chip,DOB"
    static let vaccinationHeader = "ID,Pet,Vaccine,Given,Due"

    /// Writes tonight's exports and runs the pipeline over them; with `vaccinations`, a vaccination source too.
    /// `ownersFileLength` and `patientsFileLength`, when given, cut the file to that many bytes, as a copy cut short
    /// leaves it.
    @discardableResult
    func night(
        owners: [String], patients: [String], vaccinations: [String]? = nil,
        asOf: LocalDate = LocalDate(year: 2026, month: 11, day: 20)!, dryRun: Bool = false,
        ownersFileLength: Int? = nil, patientsFileLength: Int? = nil,
        setAside: (@Sendable (any Sendable) -> Void)? = nil
    ) throws -> NightlyRun.Outcome {
        let runner = try exports(
            owners: owners, patients: patients, vaccinations: vaccinations, asOf: asOf,
            ownersFileLength: ownersFileLength, patientsFileLength: patientsFileLength)
        var nightly = NightlyRun(
            runner: runner, outputDirectory: output, statePath: statePath, dryRun: dryRun,
            acceptDeactivations: acceptDeactivations)
        if let setAside { nightly.setAside = setAside }
        nightly.repeatsExports = repeatsExports
        nightly.build = build
        return try nightly.run(
            startedAt: Date(), diagnostics: RecordingCollector(), exitStatus: { [exitStatus] _ in exitStatus },
            failureStatus: { _ in 1 })
    }

    /// Writes tonight's exports, as `night` does, and returns the runner of its pipeline.
    func exports(
        owners: [String], patients: [String], vaccinations: [String]? = nil,
        asOf: LocalDate = LocalDate(year: 2026, month: 11, day: 20)!, ownersFileLength: Int? = nil,
        patientsFileLength: Int? = nil
    ) throws -> PipelineRunner {
        for (header, rows, length, name) in [
            (Self.ownerHeader, owners, ownersFileLength, "owners.csv"),
            (Self.patientHeader, patients, patientsFileLength, "patients.csv"),
        ] {
            let file = Array((([header] + rows).joined(separator: "\n") + "\n").utf8)
            _ = try directory.write(Array(file.prefix(length ?? file.count)), to: name)
        }
        if let vaccinations {
            _ = try directory.write(
                ([Self.vaccinationHeader] + vaccinations).joined(separator: "\n") + "\n", to: "vaccinations.csv")
        }
        let vaccinationSource =
            vaccinations == nil
            ? ""
            : """
              - name: vax
                entity: vaccination
                path: vaccinations.csv
                export: \(vaccinationsExport.rawValue)
                fields: { sourceId: ID, patientSourceId: Pet, vaccine: Vaccine, givenOn: Given, dueOn: Due }
            """
        let yaml = """
            version: 1
            name: nightly-test
            state: true
            sources:
              - name: owners
                entity: owner
                path: owners.csv
                export: \(ownersExport.rawValue)
                fields: { sourceId: ID, firstName: First, lastName: Last, email: Email, phone: Phone, address.line1: Street, address.city: City, address.postalCode: Zip }
              - name: pets
                entity: patient
                path: patients.csv
                export: \(patientsExport.rawValue)
                fields: { sourceId: ID, ownerSourceId: Owner, name: Name, species: \(speciesSpec), microchip: Chip, birthDate: { column: DOB, format: yyyy-MM-dd } }
            \(vaccinationSource)
            validation:
              severity: { patient.breed-missing: off, patient.birth-date-missing: off }
            output:
              dir: out
              format: \(recordFormat)
            \(extraSettings)
            """
        var config = try PipelineFileDecoder.decode(yaml: yaml, file: directory.path + "/nightly.yml")
        if let rulesRevision {
            config.signature = PipelineFileDecoder.signature(yaml: yaml, rulesRevision: rulesRevision)
        }
        return PipelineRunner(config: config, asOf: asOf)
    }

    /// An output file's bytes.
    func bytes(_ file: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: output + "/" + file)) }

    /// The records of `owners.json` or `patients.json` by ID.
    func records(_ file: String) throws -> [String: [String: Any]] {
        let array = try JSONSerialization.jsonObject(with: try bytes(file)) as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: array.map { ($0["id"] as? String ?? "", $0) })
    }

    /// Every output file but the manifest (whose run times differ) and the changes files, by path.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = URL(fileURLWithPath: output)
        let enumerator = FileManager.default.enumerator(atPath: output)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: output + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue, path != "manifest.json", !path.hasPrefix("changes/")
            else { continue }
            files[path] = try Data(contentsOf: root.appendingPathComponent(path))
        }
        return files
    }

    func store() throws -> StateStore { try StateStore.open(path: statePath) }

    func remove() { directory.remove() }
}
