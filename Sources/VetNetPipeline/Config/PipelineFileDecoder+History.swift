import VetNetCore
import VetNetMapping
import Yams

extension PipelineFileDecoder {
    static let wideKeys = ["givenOn", "dueOn"]

    /// A history record belongs to an animal (`patientSourceId`); an alert may belong to an owner instead
    /// (`ownerSourceId`). Its own `sourceId` is optional: exports of events often have none.
    static func checkHistoryReferences(
        _ kind: HistoryKind, fields: [String: FieldSpec], source: String, node: Node, reading: inout YAMLReading
    ) {
        if kind == .alert {
            guard fields["patientSourceId"] == nil, fields["ownerSourceId"] == nil else { return }
            reading.error(
                "pipeline.missing-key",
                "The fields of alert source '\(source)' need `patientSourceId` or `ownerSourceId`: the column with the ID of the animal or owner the alert is on.",
                at: node)
        } else if fields["patientSourceId"] == nil {
            reading.error(
                "pipeline.missing-key",
                "The fields of \(kind.rawValue) source '\(source)' need `patientSourceId`: the column with the animal's ID.",
                at: node)
        }
    }

    /// `wide:` maps each vaccine to its column (`Rabies: Rabies Date`) or columns
    /// (`Rabies: { givenOn: Rabies Date, dueOn: Rabies Due }`).
    static func decodeWide(_ node: Node, reading: inout YAMLReading) -> [WideVaccineColumns] {
        guard let mapping = node.mapping else {
            reading.error(
                "pipeline.wrong-type",
                "wide must map each vaccine to the column with its date, such as `Rabies: Rabies Date`.", at: node)
            return []
        }
        var entries: [WideVaccineColumns] = []
        for (keyNode, value) in mapping {
            guard let vaccine = reading.string(keyNode, "wide"), !vaccine.isEmpty else { continue }
            if value.mapping != nil {
                var given: String?
                var due: String?
                for (key, _, member) in reading.members(of: value, in: "wide.\(vaccine)", allowed: wideKeys) {
                    if key == "givenOn" { given = reading.string(member, "wide.\(vaccine).givenOn") }
                    if key == "dueOn" { due = reading.string(member, "wide.\(vaccine).dueOn") }
                }
                guard let given else {
                    reading.error(
                        "pipeline.missing-key",
                        "wide.\(vaccine) needs `givenOn`: the column with the date it was given.",
                        at: value)
                    continue
                }
                entries.append(WideVaccineColumns(vaccine: vaccine, givenOn: given, dueOn: due))
            } else if let column = reading.string(value, "wide.\(vaccine)") {
                entries.append(WideVaccineColumns(vaccine: vaccine, givenOn: column))
            }
        }
        return entries
    }
}

extension PipelineFileDecoder {
    /// `reminders: { days: 60 }`: how far ahead of `asOf` the reminders report looks.
    static func decodeReminders(_ node: Node, reading: inout YAMLReading) -> Int? {
        var days: Int?
        for (_, _, value) in reading.members(of: node, in: "reminders", allowed: ["days"]) {
            guard let text = reading.string(value, "reminders.days") else { continue }
            if let number = Int(text), (0...3660).contains(number) {
                days = number
            } else {
                reading.error(
                    "pipeline.invalid-value",
                    "reminders.days \"\(text)\" must be a number of days from 0 to 3660, such as 60.", at: value,
                    value: text)
            }
        }
        return days
    }
}
