/// Every animal's `HistorySummary`, by the animal's position among the run's patients, kept flat: a run of a
/// million animals holds one for each, and a summary of its own (its dates, its vaccine's name, an array of its
/// weighings) took half a kilobyte an animal. Here an animal takes a slot of day numbers and indexes
/// (`Slot`, 20 bytes), its vaccine's name is kept once for all animals, and its weighings lie in two flat buffers
/// shared by all, eight bytes a weighing: its day, and its weight in tenths of a gram, which is what a weight is
/// read as (kept exactly aside when it is not).
public struct HistorySummaries: Sendable {
    /// One animal's summary: day numbers (`LocalDate.dayNumber`, `Slot.none` for none), the index of the next
    /// vaccine's name, and where its weighings lie.
    struct Slot: Sendable {
        var lastVisit: Int32 = Slot.none
        var nextDue: Int32 = Slot.none
        var nextDueVaccine: UInt32 = 0
        var weighingsStart: UInt32 = 0
        var weighingsCount: UInt8 = 0

        static let none: Int32 = -1

        var isEmpty: Bool { lastVisit == Self.none && nextDue == Self.none && weighingsCount == 0 }
    }

    private var slots: [Slot]
    /// Each vaccine named by a summary, once.
    private var vaccines: [String] = []
    private var vaccineIndexes: [String: UInt32] = [:]
    /// All animals' weighings: each animal's last `HistorySummary.weightHistoryLimit`, oldest first, one after
    /// the other.
    private var weighingDays: [Int32] = []
    /// Tenths of a gram, or `Self.keptAside` for a weight in `exactKilograms`.
    private var weighingTenthGrams: [Int32] = []
    private var exactKilograms: [Int: Double] = [:]
    private static let keptAside = Int32.min
    /// Whether some animal has a summary.
    public private(set) var isEmpty = true

    /// No summaries, for a run without a clinical history.
    public init() { slots = [] }

    /// Room for the summaries of `count` animals, none of which has one yet.
    public init(patients count: Int) {
        slots = Array(repeating: Slot(), count: count)
    }

    /// The summary of the animal at `position`; nil when its history gave none.
    public subscript(position: Int) -> HistorySummary? {
        guard slots.indices.contains(position), !slots[position].isEmpty else { return nil }
        var summary = HistorySummary()
        summary.lastVisit = lastVisit(at: position)
        summary.nextDue = nextDue(at: position)
        summary.weightHistory = weighings(at: position).map { HistorySummary.Weighing(date: $0.date, weightKg: $0.kg) }
        return summary
    }

    public func lastVisit(at position: Int) -> LocalDate? { Self.date(slots[position].lastVisit) }

    public func nextDue(at position: Int) -> (dueOn: LocalDate, vaccine: String)? {
        let slot = slots[position]
        return Self.date(slot.nextDue).map { ($0, vaccines[Int(slot.nextDueVaccine)]) }
    }

    /// The animal's weighings, oldest first.
    public func weighings(at position: Int) -> some RandomAccessCollection<(date: LocalDate, kg: Double)> {
        let slot = slots[position]
        let start = Int(slot.weighingsStart)
        return (start..<start + Int(slot.weighingsCount)).lazy.map {
            (Self.date(weighingDays[$0]) ?? LocalDate(year: 1, month: 1, day: 1)!, kilograms(at: $0))
        }
    }

    /// Notes a visit on `date`: the latest is the animal's last visit.
    public mutating func noteVisit(at position: Int, on date: LocalDate) {
        let day = Int32(date.dayNumber)
        if slots[position].lastVisit == Slot.none || day > slots[position].lastVisit {
            slots[position].lastVisit = day
        }
        isEmpty = false
    }

    /// Offers a vaccination due on `date`: the earliest offered is the animal's next due, the first of those due
    /// on the same day.
    public mutating func offerNextDue(at position: Int, on date: LocalDate, vaccine: String) {
        let day = Int32(date.dayNumber)
        let current = slots[position].nextDue
        guard current == Slot.none || day < current else { return }
        slots[position].nextDue = day
        slots[position].nextDueVaccine = vaccineIndex(vaccine)
        isEmpty = false
    }

    /// Adds weighings, oldest first and after any the animal has: it keeps the last
    /// `HistorySummary.weightHistoryLimit`.
    public mutating func addWeighings(
        at position: Int, _ added: some Collection<(date: LocalDate, kg: Double)>
    ) {
        guard !added.isEmpty else { return }
        let limit = HistorySummary.weightHistoryLimit
        let slot = slots[position]
        let earlier = Int(slot.weighingsStart)..<Int(slot.weighingsStart) + Int(slot.weighingsCount)
        let keptEarlier = earlier.suffix(max(0, limit - added.count))
        let keptAdded = added.suffix(limit)
        let start = weighingDays.count
        precondition(start + limit <= Int(UInt32.max), "more weighings than a summary can index")
        // An animal weighed again after its weighings were stored gets them anew at the end; the earlier copy
        // stays unused (visits come an animal at a time, so this is rare).
        for index in keptEarlier {
            weighingDays.append(weighingDays[index])
            appendKilograms(kilograms(at: index))
        }
        for weighing in keptAdded {
            weighingDays.append(Int32(weighing.date.dayNumber))
            appendKilograms(weighing.kg)
        }
        slots[position].weighingsStart = UInt32(start)
        slots[position].weighingsCount = UInt8(keptEarlier.count + keptAdded.count)
        isEmpty = false
    }

    private func kilograms(at index: Int) -> Double {
        let tenthGrams = weighingTenthGrams[index]
        return tenthGrams == Self.keptAside ? exactKilograms[index] ?? 0 : Double(tenthGrams) / 10_000
    }

    /// Keeps a weight as tenths of a gram when they give it back to the last bit, else aside.
    private mutating func appendKilograms(_ kilograms: Double) {
        let scaled = (kilograms * 10_000).rounded()
        if scaled > Double(Int32.min), scaled <= Double(Int32.max),
            (Double(Int32(scaled)) / 10_000).bitPattern == kilograms.bitPattern
        {
            weighingTenthGrams.append(Int32(scaled))
        } else {
            exactKilograms[weighingTenthGrams.count] = kilograms
            weighingTenthGrams.append(Self.keptAside)
        }
    }

    private mutating func vaccineIndex(_ name: String) -> UInt32 {
        if let index = vaccineIndexes[name] { return index }
        let index = UInt32(vaccines.count)
        vaccines.append(name)
        vaccineIndexes[name] = index
        return index
    }

    private static func date(_ day: Int32) -> LocalDate? { day == Slot.none ? nil : LocalDate(dayNumber: Int(day)) }
}
