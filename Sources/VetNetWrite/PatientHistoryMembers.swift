public import VetNetCore

/// The members `patients.json` gives an animal from its clinical history (`HistorySummary`): `lastVisit`,
/// `nextDue` (`{ dueOn, vaccine }`) and `weightHistory` (`[{ date, weightKg }]`), each left out when the history
/// has nothing for it.
public struct PatientHistoryMembers: WriteTimeMembers {
    public typealias Field = PatientField
    public static let keys: [StaticString] = ["lastVisit", "nextDue", "weightHistory"]

    public var summary: HistorySummary?

    public init(_ summary: HistorySummary?) { self.summary = summary }

    public func writeMember(_ index: Int, key: StaticString, to writer: inout JSONWriter) {
        guard let summary else { return }
        switch index {
        case 0: writer.member(key, summary.lastVisit?.description)
        case 1:
            guard let nextDue = summary.nextDue else { return }
            writer.key(key)
            writer.beginObject()
            writer.member("dueOn", nextDue.dueOn.description)
            writer.member("vaccine", nextDue.vaccine)
            writer.endObject()
        default:
            guard !summary.weightHistory.isEmpty else { return }
            writer.key(key)
            writer.beginArray()
            for weighing in summary.weightHistory {
                writer.beginObject()
                writer.member("date", weighing.date.description)
                writer.member("weightKg", weighing.weightKg)
                writer.endObject()
            }
            writer.endArray()
        }
    }
}
