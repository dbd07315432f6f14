/// Derives a Veterinary Triage List level for a request that has none.
///
/// The rule, in order:
/// 1. A recorded level is kept as it is (source `recorded`), whatever the complaint or vitals say.
/// 2. Each complaint term found gives a level (`ComplaintTerms`: red flags 1, second band 2, unwell 3, routine 5).
/// 3. Each vital sign outside the species' normal range gives level 3 ("fever for a dog: 40.1 °C"); one
///    far outside (temperature more than 1.5 °C, heart or breathing rate more than 50 % beyond the range)
///    gives level 2; two or more abnormal vital signs together give level 2.
/// 4. The derived level is the most urgent of these. Routine terms (5) count only when nothing else was found.
/// 5. With no finding at all the level is 4 (green, standard) with the reason "no urgent findings".
public enum Triage {
    /// The default level when nothing urgent or routine was found.
    public static let defaultVTL = 4

    public static func assess(_ request: AppointmentRequest) -> TriageResult {
        if let vtl = request.vtl { return TriageResult(vtl: vtl, source: .recorded, reasons: []) }
        var findings = request.complaint.map(ComplaintTerms.matches(in:)) ?? []
        findings += vitalFindings(request.vitals, species: request.species)
        let urgent = findings.filter { $0.vtl < 5 }
        let counted = urgent.isEmpty ? findings : urgent
        guard let vtl = counted.map(\.vtl).min() else {
            return TriageResult(vtl: defaultVTL, source: .derived, reasons: ["no urgent findings"])
        }
        let reasons = counted.enumerated().sorted { ($0.element.vtl, $0.offset) < ($1.element.vtl, $1.offset) }.map(
            \.element.reason)
        return TriageResult(vtl: vtl, source: .derived, reasons: reasons)
    }

    static func vitalFindings(_ vitals: VitalSigns?, species: String) -> [(vtl: Int, reason: String)] {
        guard let vitals, vitals.temperatureC != nil || vitals.heartRate != nil || vitals.respiratoryRate != nil else {
            return []
        }
        guard let normal = SpeciesVitals.normal(for: species) else { return [] }
        var found: [(vtl: Int, reason: String)] = []
        if let value = vitals.temperatureC, !normal.temperatureC.contains(value) {
            let high = value > normal.temperatureC.upperBound
            let far = high ? value - normal.temperatureC.upperBound > 1.5 : normal.temperatureC.lowerBound - value > 1.5
            found.append(
                (
                    far ? 2 : 3,
                    "\(high ? "fever" : "low temperature") for a \(species): \(format(value)) °C (normal \(format(normal.temperatureC.lowerBound))–\(format(normal.temperatureC.upperBound)))"
                ))
        }
        let rates: [(Double?, ClosedRange<Double>, String, String, String)] = [
            (vitals.heartRate, normal.heartRate, "tachycardia", "bradycardia", "bpm"),
            (vitals.respiratoryRate, normal.respiratoryRate, "tachypnoea", "bradypnoea", "breaths/min"),
        ]
        for (value, range, highName, lowName, unit) in rates {
            guard let value, !range.contains(value) else { continue }
            let high = value > range.upperBound
            let far = high ? value > range.upperBound * 1.5 : value < range.lowerBound * 0.5
            found.append(
                (
                    far ? 2 : 3,
                    "\(high ? highName : lowName) for a \(species): \(format(value)) \(unit) (normal \(format(range.lowerBound))–\(format(range.upperBound)))"
                ))
        }
        if found.count >= 2 {
            found.append((2, "several vital signs out of range"))
        }
        return found
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
