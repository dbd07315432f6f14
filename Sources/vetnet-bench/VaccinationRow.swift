import VetNetCore

/// One generated row of `vaccinations.csv`, drawn from its event: the vaccine, the date given and the date due
/// (the product's 1 or 3 years later), the lot with its manufacturer and expiry, the vet, a rabies tag for a
/// rabies vaccine, the route.
struct VaccinationRow {
    static let header =
        "VaxID,PatientID,Vaccine,Date Given,Due Date,Lot,Manufacturer,Lot Expires,Vet,Rabies Tag,Route\r\n"

    var patientID: Int
    var vaccine: String
    var given: Int
    var givenText: String?
    var due: Int?
    var lot: String
    var manufacturer: String
    var lotExpires: Int
    var vet: String
    var rabiesTag: String?
    var route: String
    /// The messy profile's same row entered again under the next ID.
    var twice = false

    init(_ event: HistoryEvent) {
        var random = SplitMix64(seed: event.detail)
        let product = HistoryVocabulary.vaccines[Int(event.vaccine)]
        patientID = Int(event.patientID)
        vaccine = product.name
        given = Int(event.day)
        let date = LocalDate(dayNumber: given)
        due = random.chance(0.95) ? date?.adding(months: 12 * product.years)?.dayNumber : nil
        lot = product.lotPrefix + "-" + String(random.int(in: 1000...9999))
        manufacturer = random.pick(HistoryVocabulary.manufacturers)
        lotExpires = given + random.int(in: 30...540)
        vet = random.pick(HistoryVocabulary.vets)
        rabiesTag = product.isRabies ? "\(date?.year ?? 2020)-\(random.int(in: 1000...9999))" : nil
        route = product.route
        let detail = random.next()
        if let finding = MessyHistory(code: event.finding) {
            apply(finding, product: product, animal: event.animal, detail: detail)
        }
    }

    private mutating func apply(
        _ finding: MessyHistory, product: HistoryVocabulary.Vaccine, animal: HistoryVocabulary.Animal, detail: UInt64
    ) {
        func pick<T>(_ choices: [T]) -> T { choices[Int(detail % UInt64(choices.count))] }
        let days = Int((detail >> 16) % 300) + 10
        switch finding {
        case .unreadableDate: givenText = pick(HistoryVocabulary.unreadableDates)
        case .unknownPatient: patientID = 4_000_000 + Int((detail >> 8) % 900_000)
        case .unknownVaccine: vaccine = pick(HistoryVocabulary.unknownVaccines)
        case .sameDayDuplicate: twice = true
        case .rabiesInterval where product.isRabies:
            due = LocalDate(dayNumber: given)?.adding(months: product.years == 3 ? 12 : 36)?.dayNumber
        case .dueBeforeGiven, .rabiesInterval: due = given - days
        case .lotExpired: lotExpires = given - days
        case .otherSpecies:
            vaccine = HistoryVocabulary.vaccines[Int(HistoryVocabulary.otherSpeciesVaccine(for: animal))].name
        case .missingVaccine: vaccine = ""
        case .futureDate, .beforeBirth, .repeatedRecord, .unreadableWeight, .unreadableTemperature,
            .unreadableHeartRate:
            break
        }
    }

    /// Writes the row (twice for a same-day duplicate, under two IDs); returns the rows written.
    func write(firstID: Int, to out: BufferedFileWriter) -> Int {
        writeOnce(id: firstID, to: out)
        guard twice else { return 1 }
        writeOnce(id: firstID + 1, to: out)
        return 2
    }

    private func writeOnce(id: Int, to out: BufferedFileWriter) {
        out.write("VX")
        out.write(id)
        out.write(",")
        out.write(patientID)
        out.write(",")
        out.writeCSVField(vaccine)
        out.write(",")
        if let givenText { out.write(givenText) } else { out.write(date: given) }
        out.write(",")
        if let due { out.write(date: due) }
        out.write(",")
        out.write(lot)
        out.write(",")
        out.write(manufacturer)
        out.write(",")
        out.write(date: lotExpires)
        out.write(",")
        out.write(vet)
        out.write(",")
        if let rabiesTag { out.write(rabiesTag) }
        out.write(",")
        out.write(route)
        out.write("\r\n")
    }
}

extension BufferedFileWriter {
    /// A day number as `MM/dd/yyyy`.
    func write(date day: Int) {
        guard let date = LocalDate(dayNumber: day) else { return }
        write(date.month, width: 2)
        write("/")
        write(date.day, width: 2)
        write("/")
        write(date.year, width: 4)
    }
}
