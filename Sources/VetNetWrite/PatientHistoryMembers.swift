public import VetNetCore

/// The members `patients.json` gives an animal from its clinical history (`HistorySummaries`): `lastVisit`,
/// `nextDue` (`{ dueOn, vaccine }`) and `weightHistory` (`[{ date, weightKg }]`), each left out when the history
/// has nothing for it.
public struct PatientHistoryMembers: WriteTimeMembers {
    public typealias Field = PatientField
    public static let keys: [StaticString] = ["lastVisit", "nextDue", "weightHistory"]

    public let summaries: HistorySummaries
    public let position: Int

    /// The members of the animal at `position` among the run's patients.
    public init(_ summaries: HistorySummaries, at position: Int) {
        self.summaries = summaries
        self.position = position
    }

    public func writeMember(_ index: Int, key: StaticString, to writer: inout JSONWriter) {
        switch index {
        case 0: writer.member(key, summaries.lastVisit(at: position)?.description)
        case 1:
            guard let nextDue = summaries.nextDue(at: position) else { return }
            writer.key(key)
            writer.beginObject()
            writer.member("dueOn", nextDue.dueOn.description)
            writer.member("vaccine", nextDue.vaccine)
            writer.endObject()
        default:
            let weighings = summaries.weighings(at: position)
            guard !weighings.isEmpty else { return }
            writer.key(key)
            writer.beginArray()
            for weighing in weighings {
                writer.beginObject()
                writer.member("date", weighing.date.description)
                writer.member("weightKg", weighing.kg)
                writer.endObject()
            }
            writer.endArray()
        }
    }
}
