import Testing
import VetNetCore
import VetNetValidation

@Suite("History rules at their boundaries")
struct HistoryRulesTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!
    let validator = RecordValidator(asOf: HistoryRulesTests.asOf)

    func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    func record(_ kind: HistoryKind, _ values: [String: HistoryValue]) -> HistoryRecord {
        var record = HistoryRecord(
            kind: kind, id: "X", patientId: "PAT-1", values: Array(repeating: nil, count: kind.table.fields.count),
            sources: [SourceRef(source: "s", sourceId: "1", line: 2)])
        for (key, value) in values { record[key] = value }
        return record
    }

    func codes(_ record: HistoryRecord) -> [DiagnosticCode] {
        var record = record
        var findings: [Diagnostic] = []
        validator.validate(&record, at: SourceLocation(file: "f.csv", line: 2), columns: [:], findings: &findings)
        return findings.map(\.code)
    }

    @Test(
        "an event on the run's date is fine, the day after is in the future; due dates may be",
        arguments: [
            ("2026-11-20", false), ("2026-11-21", true), ("1999-01-01", false),
        ])
    func futureDates(given: String, isFuture: Bool) {
        let vaccination = record(
            .vaccination,
            ["vaccine": .text("Rabies"), "givenOn": .date(date(given)), "dueOn": .date(date("2029-11-20"))])
        #expect(codes(vaccination).contains("history.date-in-future") == isFuture)
        let visit = record(.visit, ["date": .date(date(given))])
        #expect(codes(visit).contains("history.date-in-future") == isFuture)
    }

    @Test(
        "a due date must come after the date given",
        arguments: [
            ("2026-01-10", true), ("2026-01-09", true), ("2026-01-11", false),
        ])
    func dueAfterGiven(due: String, reported: Bool) {
        let vaccination = record(
            .vaccination, ["vaccine": .text("DHPP"), "givenOn": .date(date("2026-01-10")), "dueOn": .date(date(due))])
        #expect(codes(vaccination).contains("vaccination.due-before-given") == reported)
    }

    @Test(
        "a rabies due date keeps the years its product states, give or take a month",
        arguments: [
            ("Rabies 3 Year", "2028-12-02", false), ("Rabies 3 Year", "2029-01-02", false),
            ("Rabies 3 Year", "2029-01-03", true), ("Rabies 3 Year", "2026-12-02", true),
            ("Rabies 1 Year", "2026-12-02", false), ("Rabies 1 Year", "2028-12-02", true),
            ("Rabies", "2027-06-01", false),
        ])
    func rabiesInterval(vaccine: String, due: String, reported: Bool) {
        let vaccination = record(
            .vaccination, ["vaccine": .text(vaccine), "givenOn": .date(date("2025-12-02")), "dueOn": .date(date(due))])
        #expect(codes(vaccination).contains("vaccination.rabies-interval") == reported)
    }

    @Test(
        "a lot may be used up to its expiry day, not after",
        arguments: [
            ("2026-01-10", false), ("2026-01-09", true), ("2027-01-01", false),
        ])
    func lotExpiry(expires: String, reported: Bool) {
        let vaccination = record(
            .vaccination,
            ["vaccine": .text("DHPP"), "givenOn": .date(date("2026-01-10")), "expiresOn": .date(date(expires))])
        #expect(codes(vaccination).contains("vaccination.lot-expired") == reported)
    }

    @Test("a known vaccine gets its type; an unknown one is kept as written and reported")
    func vaccineType() {
        var known = record(.vaccination, ["vaccine": .text("Rabies 3 Year"), "givenOn": .date(date("2026-01-10"))])
        var findings: [Diagnostic] = []
        validator.validate(&known, at: SourceLocation(file: "f"), columns: [:], findings: &findings)
        #expect(known["vaccineType"]?.text == "rabies" && findings.isEmpty)
        var unknown = record(.vaccination, ["vaccine": .text("Snake oil"), "givenOn": .date(date("2026-01-10"))])
        validator.validate(&unknown, at: SourceLocation(file: "f"), columns: [:], findings: &findings)
        #expect(unknown["vaccineType"] == nil && unknown["vaccine"]?.text == "Snake oil")
        #expect(findings.map(\.code) == ["vaccination.vaccine-unknown"])
    }

    @Test("a dose needs its unit; a course must not end before it starts")
    func medication() {
        #expect(
            codes(record(.medication, ["drug": .text("X"), "dose": .number(2.5)])) == ["medication.dose-without-unit"])
        #expect(
            codes(record(.medication, ["drug": .text("X"), "dose": .number(2.5), "doseUnit": .text("mg")])).isEmpty)
        let backwards = record(
            .medication, ["drug": .text("X"), "startOn": .date(date("2026-03-10")), "endOn": .date(date("2026-03-09"))])
        #expect(codes(backwards) == ["medication.end-before-start"])
        let oneDay = record(
            .medication, ["drug": .text("X"), "startOn": .date(date("2026-03-10")), "endOn": .date(date("2026-03-10"))])
        #expect(codes(oneDay).isEmpty)
    }

    @Test("an alert's kind is read in its canonical word, or left out and reported")
    func alertKind() {
        var alert = record(.alert, ["kind": .text("ALLERGY"), "text": .text("Penicillin")])
        var findings: [Diagnostic] = []
        validator.validate(&alert, at: SourceLocation(file: "f"), columns: [:], findings: &findings)
        #expect(alert["kind"]?.text == "allergy" && findings.isEmpty)
        var unknown = record(.alert, ["kind": .text("Misc"), "text": .text("Quiet room")])
        validator.validate(&unknown, at: SourceLocation(file: "f"), columns: [:], findings: &findings)
        #expect(unknown["kind"] == nil && findings.map(\.code) == ["alert.kind-unknown"])
    }

    @Test("every history rule has a catalog entry with a title")
    func catalogued() {
        let codes: [DiagnosticCode] = [
            "history.patient-not-found", "history.patient-rejected", "history.owner-not-found",
            "history.owner-rejected", "history.date-in-future", "history.date-before-birth", "history.vet-not-found",
            "history.repeated-record", "vaccination.vaccine-unknown", "vaccination.due-before-given",
            "vaccination.rabies-interval", "vaccination.lot-expired", "vaccination.species-mismatch",
            "vaccination.same-day-duplicate", "medication.dose-without-unit", "medication.end-before-start",
            "alert.kind-unknown",
        ]
        for code in codes { #expect(RuleCatalog.byCode[code]?.title.isEmpty == false, "\(code)") }
    }
}

@Suite("Vaccine texts from shelter software, as real exports name them")
struct RealVaccineNameTests {
    let validator = RecordValidator(asOf: LocalDate(year: 2026, month: 11, day: 20)!)

    func finding(_ vaccine: String, species: String? = nil) -> (type: String?, message: String?) {
        var record = HistoryRecord(
            kind: .vaccination, id: "X", patientId: "PAT-1",
            values: Array(repeating: nil, count: HistoryKind.vaccination.table.fields.count),
            sources: [SourceRef(source: "s", sourceId: "1", line: 2)])
        record["vaccine"] = .text(vaccine)
        record["givenOn"] = .date(LocalDate(year: 2026, month: 1, day: 10)!)
        var findings: [Diagnostic] = []
        validator.validate(&record, species: species, at: SourceLocation(file: "f"), columns: [:], findings: &findings)
        return (record["vaccineType"]?.text, findings.first?.message)
    }

    /// ASM3's default vaccination types in its Spanish and Portuguese translations, and Spanish names a US clinic
    /// writes: a feline coronavirus named in full is not the canine one.
    @Test(
        "Spanish and Portuguese names read as their vaccine",
        arguments: [
            ("Rabia", "rabies"), ("Raiva", "rabies"), ("Moquillo", "dhpp"), ("Cinomose", "dhpp"),
            ("Leucemia felina", "felv"), ("VIF", "fiv"), ("Coronavirus entérico felino/Coronavirus felino", "fip"),
            ("Parvovirosis", "parvovirus"), ("Clamidófila", "chlamydia"), ("PRCVC", "fvrcp"),
        ])
    func iberian(text: String, code: String) {
        #expect(finding(text).type == code)
    }

    @Test(
        "a text that names only a dose says so, rather than calling the vaccine unknown",
        arguments: [
            "Temporary Vaccination", "First Vaccination", "Second Vaccination", "Booster", "Puppy shot 2",
        ])
    func doseOnly(text: String) {
        let result = finding(text)
        #expect(result.type == nil)
        #expect(result.message?.contains("names a dose") == true)
    }

    @Test("a word whose vaccine depends on the animal is read for its species")
    func species() {
        #expect(finding("Distemper", species: "cat").type == "fvrcp")
        #expect(finding("Distemper", species: "dog").type == "dhpp")
        #expect(finding("Snake oil").message?.contains("names a dose") == false)
    }
}
