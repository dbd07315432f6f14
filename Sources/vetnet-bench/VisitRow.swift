import VetNetCore

/// One generated row of `visits.csv`, drawn from its event: the date, the vet, the reason, a list of diagnoses,
/// SOAP notes of 100–400 characters with line breaks (a quoted field), the weight with its unit (a young
/// animal's smaller), the temperature in °C and the heart rate.
struct VisitRow {
    static let header = "VisitID,PatientID,Date,Vet,Reason,Diagnosis,Notes,Weight,Temp C,Heart Rate\r\n"

    var patientID: Int
    var day: Int
    var dayText: String?
    var vet: String
    var reason: String
    var diagnoses: [String]
    var notes: String
    /// In hundredths of the unit.
    var weight: Int?
    var weightUnit = "lb"
    var weightText: String?
    /// In tenths of a degree.
    var temperature: Int?
    var temperatureText: String?
    var heartRate: Int?
    var heartRateText: String?
    /// The messy profile's same row exported twice, with its ID.
    var twice = false

    init(_ event: HistoryEvent) {
        var random = SplitMix64(seed: event.detail)
        patientID = Int(event.patientID)
        day = Int(event.day)
        vet = random.pick(HistoryVocabulary.vets)
        reason = random.pick(HistoryVocabulary.reasons)
        diagnoses = []
        for _ in 0..<random.pick(weighted: [(10, 0), (60, 1), (22, 2), (8, 3)]) {
            let diagnosis = random.pick(HistoryVocabulary.diagnoses)
            if !diagnoses.contains(diagnosis) { diagnoses.append(diagnosis) }
        }
        let animal = event.animal
        if random.chance(0.9) { temperature = random.int(in: animal.temperature) }
        if random.chance(0.85) { heartRate = random.int(in: animal.heartRate) }
        if event.weight > 0, random.chance(0.9) {
            // Animals grow in their first year; a weighing varies by a few percent.
            let age = Double(max(0, day - Int(event.birthDay)))
            let grown = min(1, 0.35 + 0.65 * age / 365) * Double(random.int(in: 95...105)) / 100
            let pounds = max(1, Int(Double(event.weight) * grown))
            if random.chance(0.2) {
                weight = max(1, pounds * 4536 / 10_000)
                weightUnit = "kg"
            } else {
                weight = pounds
            }
        }
        notes = Self.notes(
            length: random.int(in: 100...400), temperature: temperature, heartRate: heartRate,
            diagnoses: diagnoses, &random)
        let detail = random.next()
        if let finding = MessyHistory(code: event.finding) { apply(finding, detail: detail) }
    }

    /// `S:`, `O:`, `A:` and `P:` lines, lengthened with further sentences towards `length` (at most 400).
    private static func notes(
        length: Int, temperature: Int?, heartRate: Int?, diagnoses: [String], _ random: inout SplitMix64
    ) -> String {
        var text = "S: " + random.pick(HistoryVocabulary.subjective) + "\nO: "
        if let temperature { text += "T \(temperature / 10).\(temperature % 10) C. " }
        if let heartRate { text += "HR \(heartRate). " }
        text += random.pick(HistoryVocabulary.objective)
        text += "\nA: " + (diagnoses.isEmpty ? "No abnormal findings." : diagnoses.joined(separator: ", ") + ".")
        text += "\nP: " + random.pick(HistoryVocabulary.plans)
        while text.utf8.count < length {
            let extra = random.pick(HistoryVocabulary.extras)
            guard text.utf8.count + 1 + extra.utf8.count <= 400 else { break }
            text += " " + extra
        }
        return text
    }

    private mutating func apply(_ finding: MessyHistory, detail: UInt64) {
        func pick(_ choices: [String]) -> String { choices[Int(detail % UInt64(choices.count))] }
        switch finding {
        case .unreadableDate: dayText = pick(HistoryVocabulary.unreadableDates)
        case .unknownPatient: patientID = 4_000_000 + Int((detail >> 8) % 900_000)
        case .repeatedRecord: twice = true
        case .unreadableWeight: weightText = pick(["see notes", "heavy", "ca. 30 stone", "??"])
        case .unreadableTemperature: temperatureText = pick(["normal", "afebrile", "38,5,1", "high"])
        case .unreadableHeartRate: heartRateText = pick(["irregular", "fast", "120/min?", "WNL"])
        case .futureDate, .beforeBirth, .unknownVaccine, .sameDayDuplicate, .dueBeforeGiven, .rabiesInterval,
            .lotExpired, .otherSpecies, .missingVaccine:
            break
        }
    }

    /// Writes the row (twice for a repeated export, with the same ID); returns the rows written.
    func write(firstID: Int, to out: BufferedFileWriter) -> Int {
        writeOnce(id: firstID, to: out)
        guard twice else { return 1 }
        writeOnce(id: firstID, to: out)
        return 2
    }

    private func writeOnce(id: Int, to out: BufferedFileWriter) {
        out.write("VS")
        out.write(id)
        out.write(",")
        out.write(patientID)
        out.write(",")
        if let dayText { out.write(dayText) } else { out.write(date: day) }
        out.write(",")
        out.write(vet)
        out.write(",")
        out.writeCSVField(reason)
        out.write(",")
        out.writeCSVField(diagnoses.joined(separator: "; "))
        out.write(",")
        out.writeCSVField(notes)
        out.write(",")
        if let weightText {
            out.write(weightText)
        } else if let weight {
            out.write(hundredths: weight, decimals: 1)
            out.write(" ")
            out.write(weightUnit)
        }
        out.write(",")
        if let temperatureText {
            out.writeCSVField(temperatureText)
        } else if let temperature {
            out.write(temperature / 10)
            out.write(".")
            out.write(temperature % 10)
        }
        out.write(",")
        if let heartRateText { out.write(heartRateText) } else if let heartRate { out.write(heartRate) }
        out.write("\r\n")
    }
}
