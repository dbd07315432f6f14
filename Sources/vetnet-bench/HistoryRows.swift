import VetNetCore

/// Generates the clinical history of a data set: `vaccinations.csv` and `visits.csv`, about `perPatient` rows
/// per patient (a third of them vaccinations, for the animals that get any), dated between the animal's eighth
/// week (or the day the practice system went live) and the day before the run's `asOf`, and written in date
/// order across the clinic, as a practice system's export lists them.
///
/// Patients are given to `add` as they are generated; their events go to month files (`HistoryEventBuckets`),
/// and `write` then renders the rows a month at a time. The history draws from streams of its own, so the owner
/// and patient files do not depend on it.
final class HistoryRows {
    /// The facts of a patient row its history depends on, taken before any messy finding changes the row.
    struct Patient {
        var id: Int
        var animal: HistoryVocabulary.Animal
        var birthDay: Int
        var weight: Int?

        init(_ row: PatientRow) {
            id = row.id
            animal = HistoryVocabulary.Animal(code: row.species.code)
            birthDay = LocalDate(year: row.birth.year, month: row.birth.month, day: row.birth.day)?.dayNumber ?? 0
            weight = row.weight
        }
    }

    /// Rows written and bytes per file.
    struct Output {
        var vaccinations = 0
        var visits = 0
        var vaccinationBytes = 0
        var visitBytes = 0
    }

    private let dataSet: DataSet
    private let buckets: HistoryEventBuckets
    private var random: SplitMix64
    private var messy: SplitMix64
    /// This patient's vaccinations so far (day, vaccine type), to keep the clean data free of same-day repeats.
    private var given: [(day: Int, type: String)] = []
    private var visitDays: [Int] = []

    init(dataSet: DataSet) throws(BenchError) {
        self.dataSet = dataSet
        buckets = try HistoryEventBuckets(directory: dataSet.directory + "/.history-events")
        random = SplitMix64(seed: dataSet.seed ^ 0x6869_7374_6F72_79)
        messy = SplitMix64(seed: dataSet.seed ^ 0x6D65_7373_7968)
    }

    /// A count of mean `mean`: `floor(2·mean·u + v)` for uniform `u` and `v`.
    private func count(mean: Double) -> Int {
        let u = Double(random.next() >> 11) * 0x1p-53
        let v = Double(random.next() >> 11) * 0x1p-53
        return Int(2 * mean * u + v)
    }

    func add(_ patient: Patient) {
        let start = max(patient.birthDay + 56, HistoryVocabulary.clinicOpened)
        let end = HistoryVocabulary.asOf - 1
        guard start <= end else { return }
        let choices = patient.animal.vaccines
        let perPatient = Double(dataSet.history)
        let vaccinations = choices.isEmpty ? 0 : count(mean: perPatient / 3)
        let visits = count(mean: choices.isEmpty ? perPatient : perPatient - perPatient / 3)
        visitDays.removeAll(keepingCapacity: true)
        given.removeAll(keepingCapacity: true)
        for _ in 0..<visits {
            let day = random.int(in: start...end)
            visitDays.append(day)
            emit(patient, day: day, visit: true, vaccine: 0)
        }
        for _ in 0..<vaccinations {
            // Most vaccines are given at a visit.
            var day = !visitDays.isEmpty && random.chance(0.7) ? random.pick(visitDays) : random.int(in: start...end)
            var vaccine = random.pick(weighted: choices)
            var tries = 0
            while given.contains(where: { $0.day == day && $0.type == HistoryVocabulary.vaccines[Int(vaccine)].type }) {
                tries += 1
                if tries < 4 {
                    vaccine = random.pick(weighted: choices)
                } else {
                    day = random.int(in: start...end)
                }
            }
            given.append((day, HistoryVocabulary.vaccines[Int(vaccine)].type))
            emit(patient, day: day, visit: false, vaccine: vaccine)
        }
    }

    private func emit(_ patient: Patient, day: Int, visit: Bool, vaccine: UInt8) {
        var day = day
        var finding: MessyHistory?
        if dataSet.profile == .messy {
            finding = MessyHistory.draw(visit: visit, &messy)
            let shift = messy.int(in: 1...400)
            switch finding {
            case .futureDate?: day = HistoryVocabulary.asOf + shift
            case .beforeBirth?: day = patient.birthDay - (shift + 1) / 2
            default: break
            }
        }
        buckets.add(
            HistoryEvent(
                day: Int32(day), order: UInt32(truncatingIfNeeded: random.next()), patientID: UInt32(patient.id),
                birthDay: Int32(patient.birthDay), weight: UInt32(patient.weight ?? 0), isVisit: visit,
                animal: patient.animal, vaccine: vaccine, finding: finding?.code ?? 0, detail: random.next()))
    }

    /// Writes both files from the spooled events, by date; removes the spool.
    func write() throws(BenchError) -> Output {
        let vaccinations = try BufferedFileWriter(path: dataSet.vaccinationsCSV)
        let visits = try BufferedFileWriter(path: dataSet.visitsCSV)
        vaccinations.write(VaccinationRow.header)
        visits.write(VisitRow.header)
        var output = Output()
        do throws(BenchError) {
            try buckets.forEachMonth { events in
                for event in events {
                    if event.isVisit {
                        output.visits += VisitRow(event).write(firstID: output.visits + 1, to: visits)
                    } else {
                        output.vaccinations += VaccinationRow(event).write(
                            firstID: output.vaccinations + 1, to: vaccinations)
                    }
                }
            }
        } catch {
            buckets.removeAll()
            throw error
        }
        try vaccinations.close()
        try visits.close()
        output.vaccinationBytes = vaccinations.bytesWritten
        output.visitBytes = visits.bytesWritten
        return output
    }

    /// Removes the spooled events (when the generation fails before `write`).
    func discard() { buckets.removeAll() }
}
