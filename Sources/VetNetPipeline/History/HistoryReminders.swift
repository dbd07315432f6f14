import VetNetCore
import VetNetWrite

/// The vaccinations due that the history's last stage found, kept as positions, day numbers and indexes (16 bytes
/// each) rather than as `Reminder`s with the animal's and owner's names, phones and emails: those are looked up in
/// the run's records only when the report is written (`report(patients:owners:)`).
struct HistoryReminders: Sendable {
    /// A vaccination due: its due day and the day it was last given (`LocalDate.dayNumber`), its vaccine's index
    /// in `vaccines`, and the animal's position among the run's patients.
    struct Entry: Sendable {
        var due: Int32
        var given: Int32
        var vaccine: UInt32
        var patient: Int32
    }

    let asOf: LocalDate
    let days: Int
    private(set) var entries: [Entry] = []
    /// Each vaccine named by a reminder, once.
    private var vaccines: [String] = []
    private var vaccineIndexes: [String: UInt32] = [:]
    var skippedInactivePatients = 0
    var skippedInactiveOwners = 0
    var skippedLongOverdue = 0

    init(asOf: LocalDate, days: Int) {
        self.asOf = asOf
        self.days = days
    }

    mutating func append(due: LocalDate, given: LocalDate, vaccine: String, patient position: Int) {
        let index: UInt32
        if let known = vaccineIndexes[vaccine] {
            index = known
        } else {
            index = UInt32(vaccines.count)
            vaccines.append(vaccine)
            vaccineIndexes[vaccine] = index
        }
        entries.append(
            Entry(due: Int32(due.dayNumber), given: Int32(given.dayNumber), vaccine: index, patient: Int32(position)))
    }

    /// The report, each reminder with the animal (at its position in `patients`) and its owner's contact details,
    /// in the report's order.
    func report(patients: RecordStore<Patient>, owners: RecordStore<Owner>) -> RemindersReport {
        var report = RemindersReport(asOf: asOf, days: days)
        report.skippedInactivePatients = skippedInactivePatients
        report.skippedInactiveOwners = skippedInactiveOwners
        report.skippedLongOverdue = skippedLongOverdue
        report.reminders.reserveCapacity(entries.count)
        for entry in entries {
            let patient = patients[Int(entry.patient)]
            let owner = owners.position(ofSortedID: patient.ownerId).map { owners[$0] }
            let ownerName =
                owner.map { owner in
                    owner.organization ?? [owner.firstName, owner.lastName].compactMap { $0 }.joined(separator: " ")
                } ?? ""
            report.reminders.append(
                Reminder(
                    dueOn: Self.date(entry.due), vaccine: vaccines[Int(entry.vaccine)],
                    lastGiven: Self.date(entry.given),
                    patientId: patient.id, patientName: patient.name, species: patient.species,
                    ownerId: patient.ownerId, ownerName: ownerName, phone: owner?.phones.first, email: owner?.email,
                    preferredCommunication: owner?.preferredCommunication))
        }
        report.sort()
        return report
    }

    private static func date(_ day: Int32) -> LocalDate {
        guard let date = LocalDate(dayNumber: Int(day)) else { preconditionFailure("a reminder's day is a date's") }
        return date
    }
}
