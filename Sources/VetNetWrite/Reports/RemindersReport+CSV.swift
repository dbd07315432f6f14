import VetNetCore

extension RemindersReport {
    /// The column names of `reminders.csv`.
    static let csvHeader = [
        "Due on", "Status", "Vaccine", "Last given", "Animal", "Species", "Owner", "Phone", "Email",
        "Preferred contact", "Animal ID", "Owner ID",
    ]

    /// `reports/reminders.csv`: a row per reminder, for a spreadsheet or a mail merge; values that a
    /// spreadsheet would run as formulas are guarded.
    public func csvBytes() -> [UInt8] {
        var writer = CSVTextWriter(byteOrderMark: true, guardingFormulas: true)
        writer.row(Self.csvHeader)
        for reminder in reminders {
            writer.row([
                reminder.dueOn.description, reminder.isOverdue(asOf: asOf) ? "overdue" : "due", reminder.vaccine,
                reminder.lastGiven.description, reminder.patientName, reminder.species, reminder.ownerName,
                reminder.phone, reminder.email, reminder.preferredCommunication, reminder.patientId, reminder.ownerId,
            ])
        }
        return writer.bytes
    }
}
