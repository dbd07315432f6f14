import ArgumentParser
import Foundation
import VetNetCore
import VetNetInspect
import VetNetMapping

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a draft pipeline file from exports, with a comment on every guess.",
        discussion: """
            Profiles each FILE as `vetnet inspect` does and writes a pipeline that maps its columns: by their \
            names first (Client ID, OwnerID, Nachname, animal_name, DOB, Sex, Breed, Chip, … in English, \
            German, French and Dutch), then by what their values look like. Date formats come from the \
            layouts found (both orders when day and month could be either way round: the run then decides \
            from the values), value maps from the sex and species codes the built-in tables do not read, the \
            weight unit from the column name, `age` from ages written as text (counted back from an intake \
            or visit date), `present: true` for dates in yes/no fields (deceased_date), `deceased` and `inactive` \
            from a shelter's outcome column (OutcomeType: EUTH, DIED, ADOPTION, RTO), each outcome listed in a \
            value map with its count, notes joined from \
            several columns, and `repeatedIds` when rows repeat an ID (the newest row by the date that changes \
            within an ID, or the first). Each guess carries a comment saying why; the columns left unmapped are \
            listed. Given an owner export and a patient export, it writes both sources and links the patients \
            to the owners; a patient export naming no owner (a shelter, a licence register) gets an owner \
            source of constant values: the organisation holding the animals.

            Each FILE is an owner or a patient export: --entity says which (once for all files, or once per \
            file, in order); without it, a file with species, breed, birth-date or chip columns is a patient \
            export. An existing file is never overwritten unless --force is given.

            Then look at the mapping with `vetnet run PIPELINE --preview 5`.

            \(ExitStatus.helpText)
            """)

    @Argument(help: "The exports (CSV): an owner export, a patient export, or both.")
    var files: [String]

    @Option(name: .long, help: "owner or patient: what the files hold (once, or once per file).")
    var entity: [String] = []

    @Option(name: .long, help: "The pipeline file to write.")
    var out = "pipeline.yml"

    @Option(name: .long, help: "The pipeline's name (default: the exports' directory name).")
    var name: String?

    @Flag(name: .long, help: "Overwrite the pipeline file if it exists.")
    var force = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one export.") }
        for given in entity where given != Entity.owner.rawValue && given != Entity.patient.rawValue {
            throw ValidationError("--entity must be owner or patient, not \"\(given)\".")
        }
        if entity.count > 1, entity.count != files.count {
            throw ValidationError("Give --entity once for all files, or once per file (\(files.count)).")
        }
    }

    func run() throws {
        let manager = FileManager.default
        let outPath = absolutePath(out)
        if manager.fileExists(atPath: outPath), !force {
            printError(
                "\(out): error: [write.exists] The file exists; vetnet init does not overwrite it. Give another --out, or --force."
            )
            throw ExitStatus.cannotWriteOutput.exitCode
        }
        let pipelineDirectory = (outPath as NSString).deletingLastPathComponent
        var inputs: [(profile: FileProfile, entity: Entity?, path: String)] = []
        for (index, file) in files.enumerated() {
            do {
                let profile = try FileProfiler.profile(path: file)
                let given = entity.count == 1 ? entity[0] : entity.count > index ? entity[index] : nil
                inputs.append(
                    (
                        profile, given.flatMap(Entity.init(rawValue:)),
                        relativePath(absolutePath(file), from: pipelineDirectory)
                    ))
            } catch {
                printError(error.rendered(showingValue: false))
                throw ExitStatus(for: error).exitCode
            }
        }
        // Each profile names its file as given on the command line, which is where it is read again.
        let draft = PipelineDraft(inputs: inputs, name: name ?? Self.defaultName(files[0])) {
            profile, idColumn, columns in
            try? RepeatProfiler.profile(path: profile.file, idColumn: idColumn, columns: columns)
        } readCountry: { profile, postalCodes, phones, countries in
            try? CountryProfiler.profile(
                path: profile.file, postalCodes: postalCodes, phones: phones, countries: countries)
        }
        do {
            try draft.yaml.write(toFile: outPath, atomically: true, encoding: .utf8)
        } catch {
            printError(
                "\(out): error: [write.failed] The pipeline file cannot be written: \(error.localizedDescription)")
            throw ExitStatus.cannotWriteOutput.exitCode
        }
        for source in draft.sources {
            let mapped = source.fields.map(\.key).joined(separator: ", ")
            print("\(source.name) (\(source.entity.rawValue)): \(mapped.isEmpty ? "nothing mapped" : mapped)")
            if !source.unmapped.isEmpty {
                print("  not mapped: " + source.unmapped.map { escapeInvisibles($0.column) }.joined(separator: ", "))
            }
        }
        for source in draft.sources where source.lacksSourceID {
            let counters = source.rowCounters.map {
                "\"\(escapeInvisibles($0.name))\" holds \($0.rowNumbers?.label ?? "row numbers"), not IDs"
            }
            printError(
                "\(out): warning: source \(escapeInvisibles(source.name)) has no column with each record's ID"
                    + (counters.isEmpty ? "" : " (\(counters.joined(separator: "; ")))")
                    + "; see the comment where its sourceId would be before running it.")
        }
        if draft.lacksOwners {
            printError(
                "\(out): warning: a patient source needs an owner source; give the owner export too before running it.")
        }
        print("wrote \(out); check the comments, then: vetnet run \(out) --preview 5")
    }

    /// The directory the first export lies in (`us-clinic` for `samples/us-clinic/clients.csv`), else its name.
    static func defaultName(_ file: String) -> String {
        let absolute = absolutePath(file)
        let directory = ((absolute as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let base =
            directory.isEmpty || directory == "/"
            ? ((file as NSString).lastPathComponent as NSString).deletingPathExtension : directory
        let cleaned = String(base.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return cleaned.isEmpty ? "migration" : cleaned
    }
}

/// `path` made absolute against the working directory, with `.` and `..` resolved.
func absolutePath(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return (joined as NSString).standardizingPath
}

/// `path` relative to `directory`; both absolute.
func relativePath(_ path: String, from directory: String) -> String {
    let target = path.split(separator: "/")
    let base = directory.split(separator: "/")
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
}
