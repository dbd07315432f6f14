public import VetNetCore
public import VetNetSchedule
import VetNetWrite

/// The schedule outputs of a planned day, shared by `vetnet run` and `vetnet schedule`:
/// `<date>.json` (`schemas/schedule.schema.json`), `<date>.html` (the front desk's day view) and
/// `<date>/<vet>.ics` (one iCalendar file per vet), each written to a temporary name and renamed into place.
public struct ScheduleFiles: Sendable {
    public let plan: SchedulePlan
    public let request: ScheduleRequest
    public let seed: UInt64
    public let names: DayViewNames
    public let language: ReportLanguage

    public init(
        plan: SchedulePlan, request: ScheduleRequest, seed: UInt64, names: DayViewNames = .init(),
        language: ReportLanguage = .en
    ) {
        self.plan = plan
        self.request = request
        self.seed = seed
        self.names = names
        self.language = language
    }

    /// The files as paths relative to the schedule directory, with their bytes, in a fixed order.
    public func files() -> [(path: String, bytes: [UInt8])] {
        let date = plan.date.description
        var files: [(path: String, bytes: [UInt8])] = [
            ("\(date).json", ScheduleJSON.render(plan, seed: seed)),
            ("\(date).html", DayViewHTML.render(plan, request: request, names: names, language: language)),
        ]
        for specialist in request.specialists {
            files.append(
                ("\(date)/\(Self.fileName(specialist.id)).ics", ICalendar.render(plan, specialist: specialist)))
        }
        return files
    }

    /// Writes every file under `directory` (created if needed); returns the files written with their SHA-256.
    @discardableResult
    public func write(to directory: String) throws(Diagnostic) -> [(path: String, sha256: String)] {
        try AtomicFile.createDirectory(directory + "/" + plan.date.description)
        var written: [(path: String, sha256: String)] = []
        for (path, bytes) in files() {
            try AtomicFile.write(bytes, to: directory + "/" + path)
            written.append((path, SHA256.hexDigest(SHA256.hash(bytes))))
        }
        return written
    }

    /// A vet's ID as a file name: its letters, digits, `-` and `_` (at most 40, others as `_`), then `-` and the
    /// first eight hex digits of the ID's SHA-256. Readable, short whatever the ID's length, and different for
    /// different IDs (`V/AB` and `V_AB` read alike but hash apart), so no ID can fail the run or overwrite
    /// another vet's calendar.
    public static func fileName(_ id: String) -> String {
        var prefix = ""
        for scalar in id.unicodeScalars.prefix(40) {
            let isSafe =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            prefix.unicodeScalars.append(isSafe ? scalar : "_")
        }
        let digest = SHA256.hexDigest(SHA256.hash(Array(id.utf8)))
        return (prefix.isEmpty ? "vet" : prefix) + "-" + digest.prefix(8)
    }
}
