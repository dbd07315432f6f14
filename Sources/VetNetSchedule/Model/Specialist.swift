/// A vet (or other specialist) who can be booked on the planned day.
public struct Specialist: Hashable, Sendable {
    public var id: String
    /// What they are qualified to do, e.g. `general`, `surgery`, `dentistry`.
    public var specialties: [String]
    /// The species they treat; nil means every species.
    public var species: [String]?
    /// Their working hours on the day; an appointment must lie inside one shift.
    public var shifts: [TimeRange]
    /// Times inside their shifts when they cannot be booked.
    public var breaks: [TimeRange]

    public init(
        id: String, specialties: [String], species: [String]? = nil, shifts: [TimeRange], breaks: [TimeRange] = []
    ) {
        self.id = id
        self.specialties = specialties
        self.species = species
        self.shifts = shifts
        self.breaks = breaks
    }

    /// Whether the specialist has `specialty` and treats `species`.
    public func canTake(specialty: String, species animal: String) -> Bool {
        specialties.contains(specialty) && (species?.contains(animal) ?? true)
    }

    /// The minutes they can be booked: shift minutes less break minutes.
    public var availableMinutes: Int {
        shifts.reduce(0) { total, shift in
            total + shift.minutes
                - breaks.reduce(0) { $0 + max(0, min($1.end, shift.end) - max($1.start, shift.start)) }
        }
    }
}
