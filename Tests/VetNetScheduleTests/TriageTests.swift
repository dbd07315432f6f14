import Testing
import VetNetSchedule

@Suite("Triage derives a VTL only when none was recorded")
struct TriageTests {
    func request(species: String = "dog", vtl: Int? = nil, complaint: String? = nil, vitals: VitalSigns? = nil)
        -> AppointmentRequest
    {
        AppointmentRequest(
            id: "A1", patientId: "P1", species: species, specialty: "general", durationMinutes: 15, vtl: vtl,
            earliest: 480, latest: 1020, complaint: complaint, vitals: vitals)
    }

    @Test("a recorded VTL is kept, even against a red-flag complaint and wild vitals")
    func recordedKept() {
        let result = Triage.assess(
            request(vtl: 5, complaint: "collapsed, seizure", vitals: VitalSigns(temperatureC: 42, heartRate: 250)))
        #expect(result == TriageResult(vtl: 5, source: .recorded, reasons: []))
    }

    @Test(
        "red-flag complaints are VTL 1",
        arguments: [
            "Difficulty breathing since this morning", "Collapsed in the garden", "had a seizure an hour ago",
            "Uncontrolled bleeding from paw", "ate rat bait (rodenticide)", "bloat: non-productive retching",
            "male cat straining, unable to urinate",
        ])
    func redFlags(complaint: String) {
        let result = Triage.assess(request(species: "cat", complaint: complaint))
        #expect(result.vtl == 1)
        #expect(result.source == .derived)
        #expect(result.reasons.first?.hasPrefix("red flag") == true)
    }

    @Test("second-band complaints are VTL 2")
    func secondBand() {
        let result = Triage.assess(request(complaint: "bloody diarrhoea overnight"))
        #expect(result.vtl == 2)
        #expect(result.reasons == ["second band: bloody diarrhoea", "diarrhoea"])
    }

    @Test("a fever for the species makes a request urgent; the same temperature is normal for a rabbit")
    func fever() {
        let dog = Triage.assess(request(species: "dog", vitals: VitalSigns(temperatureC: 39.9)))
        #expect(dog.vtl == 3)
        #expect(dog.reasons == ["fever for a dog: 39.9 °C (normal 37.5–39.2)"])
        let rabbit = Triage.assess(request(species: "rabbit", vitals: VitalSigns(temperatureC: 39.9)))
        #expect(rabbit.vtl == Triage.defaultVTL)
    }

    @Test("far-out or several abnormal vitals are VTL 2")
    func severeVitals() {
        #expect(Triage.assess(request(species: "dog", vitals: VitalSigns(heartRate: 230))).vtl == 2)
        let both = Triage.assess(request(species: "cat", vitals: VitalSigns(heartRate: 240, respiratoryRate: 48)))
        #expect(both.vtl == 2)
        #expect(both.reasons.contains("several vital signs out of range"))
    }

    @Test("nothing found gives the default VTL 4 with its reason; a routine complaint gives 5")
    func defaults() {
        #expect(
            Triage.assess(request(complaint: "itchy ears"))
                == TriageResult(vtl: 4, source: .derived, reasons: ["no urgent findings"]))
        #expect(Triage.assess(request()) == TriageResult(vtl: 4, source: .derived, reasons: ["no urgent findings"]))
        #expect(Triage.assess(request(complaint: "annual vaccination")).vtl == 5)
        #expect(Triage.assess(request(complaint: "vaccination, but vomiting since yesterday")).vtl == 3)
    }

    @Test("priorities are 2^(5 - VTL)")
    func priorities() {
        #expect((1...5).map(TriageResult.priority(ofVTL:)) == [16, 8, 4, 2, 1])
    }
}
