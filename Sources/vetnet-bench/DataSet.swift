import Foundation

/// The generated input files of one benchmark size, and the stamp that says which size and seed made them.
struct DataSet: Sendable {
    let directory: String
    let patients: Int
    let seed: UInt64
    /// Percent of patient rows given a `PatientDefect` (the validate phase's data); 0 for clean data.
    var defectPercent = 0
    /// How tidy the rows are; the clean profile's files are the same as before there were profiles.
    var profile = DataProfile.clean
    /// Percent of owner and patient rows changed as between two nights (`NightlyPhase`); 0 for the data itself.
    var changedPercent = 0
    /// Clinical history rows per patient (`vaccinations.csv`, `visits.csv`; `HistoryRows`); 0 for none.
    var history = 0

    /// Owners are 70% of the patients, as households with more than one pet make it.
    var owners: Int { max(1, patients * 7 / 10) }

    var ownersCSV: String { directory + "/owners.csv" }
    var patientsCSV: String { directory + "/patients.csv" }
    var patientsXML: String { directory + "/patients.xml" }
    /// `ClientID,Person` per owner row: which rows describe one person (`OwnerRows`).
    var ownersTruth: String { directory + "/owners-truth.csv" }
    var vaccinationsCSV: String { directory + "/vaccinations.csv" }
    var visitsCSV: String { directory + "/visits.csv" }
    /// The history files, when the data set has history.
    var historyFiles: [String] { history > 0 ? [vaccinationsCSV, visitsCSV] : [] }
    var stampPath: String { directory + "/.vetnet-bench-data" }

    /// The XML paths of every patient field, relative to `<Patient>`, in the order the CSV has them.
    static let xmlRecordPath = "Export/Patients/Patient"
    static let xmlFieldPaths = [
        "@id", "Owner/@ref", "Name", "Species", "Breed", "Sex", "DOB", "Weight", "Weight/@unit", "Microchip", "Notes",
        "Deceased",
    ]

    /// Written after the files are complete, so an interrupted generation is never reused.
    var stamp: String {
        "vetnet-bench data 2 patients=\(patients) seed=\(seed)"
            + (defectPercent > 0 ? " defects=\(defectPercent)%" : "")
            + (profile == .clean ? "" : " profile=\(profile.rawValue)")
            + (changedPercent > 0 ? " changed=\(changedPercent)%" : "")
            + (history > 0 ? " history=\(history)" : "")
            + "\n"
    }

    /// Whether the directory already holds complete files for this size and seed.
    var isPresent: Bool {
        let manager = FileManager.default
        guard let text = try? String(contentsOfFile: stampPath, encoding: .utf8), text == stamp else { return false }
        return ([ownersCSV, ownersTruth, patientsCSV, patientsXML] + historyFiles).allSatisfy {
            manager.fileExists(atPath: $0)
        }
    }

    /// The size of a file in bytes, 0 if it cannot be examined.
    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
