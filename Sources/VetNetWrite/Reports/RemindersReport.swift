public import VetNetCore

/// The vaccinations due within `days` of `asOf`, before it (overdue) or after: the list a front desk sends after
/// going live, per animal and owner with the owner's contact details. Sorted by due date, then owner and animal.
/// A vaccination overdue by longer is not listed but counted: an animal not seen for years is not reminded.
public struct RemindersReport: Sendable, Hashable {
    public var asOf: LocalDate
    public var days: Int
    public var reminders: [Reminder]
    /// Reminders not made because the animal is inactive or deceased.
    public var skippedInactivePatients = 0
    /// Reminders not made because the owner is inactive.
    public var skippedInactiveOwners = 0
    /// Vaccinations overdue by more than `days`, not listed.
    public var skippedLongOverdue = 0

    public init(asOf: LocalDate, days: Int, reminders: [Reminder] = []) {
        self.asOf = asOf
        self.days = days
        self.reminders = reminders
    }

    /// Puts the reminders in the report's order.
    public mutating func sort() {
        reminders.sort {
            ($0.dueOn, $0.ownerName, $0.ownerId, $0.patientName, $0.patientId, $0.vaccine)
                < ($1.dueOn, $1.ownerName, $1.ownerId, $1.patientName, $1.patientId, $1.vaccine)
        }
    }
}

/// One vaccination due: the animal, its owner and how to reach them.
public struct Reminder: Sendable, Hashable {
    public var dueOn: LocalDate
    /// The vaccine type's name (or the vaccine as written, when the catalog does not know it).
    public var vaccine: String
    public var lastGiven: LocalDate
    public var patientId: String
    public var patientName: String
    public var species: String?
    public var ownerId: String
    public var ownerName: String
    public var phone: String?
    public var email: String?
    public var preferredCommunication: String?

    public init(
        dueOn: LocalDate, vaccine: String, lastGiven: LocalDate, patientId: String, patientName: String,
        species: String?, ownerId: String, ownerName: String, phone: String?, email: String?,
        preferredCommunication: String?
    ) {
        self.dueOn = dueOn
        self.vaccine = vaccine
        self.lastGiven = lastGiven
        self.patientId = patientId
        self.patientName = patientName
        self.species = species
        self.ownerId = ownerId
        self.ownerName = ownerName
        self.phone = phone
        self.email = email
        self.preferredCommunication = preferredCommunication
    }

    /// Whether it was due before `asOf`.
    public func isOverdue(asOf: LocalDate) -> Bool { dueOn < asOf }
}
