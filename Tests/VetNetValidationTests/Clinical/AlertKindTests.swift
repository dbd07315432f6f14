import Testing
import VetNetCore
import VetNetValidation

@Suite("Alert kinds")
struct AlertKindTests {
    @Test(
        "kinds as exports write them",
        arguments: [
            ("Allergy", AlertKind.allergy), ("ALLERGIES", .allergy), ("allergic", .allergy),
            ("Allergic to penicillin", .allergy), ("Drug allergy", .allergy), ("Vaccine reaction", .allergy),
            ("Behavior", .behaviour), ("behaviour", .behaviour), ("Aggressive", .behaviour), ("Caution", .behaviour),
            ("Bites", .behaviour), ("Fractious", .behaviour), ("Will bite - use muzzle", .behaviour),
            ("Medical", .medical), ("Medical alert", .medical), ("Diabetic", .medical), ("Epilepsy", .medical),
            ("Financial", .financial), ("Billing", .financial), ("Account", .financial), ("Bad debt", .financial),
            ("Cash only", .financial), ("Payment plan", .financial),
        ])
    func english(_ text: String, _ kind: AlertKind) {
        #expect(AlertKind.parse(text) == kind, "\(text)")
    }

    @Test(
        "German, French and Dutch words",
        arguments: [
            ("Allergie", AlertKind.allergy), ("Allergisch", .allergy), ("allergique", .allergy),
            ("Allergieën", .allergy),
            ("Verhalten", .behaviour), ("Vorsicht beißt", .behaviour), ("Vorsicht", .behaviour), ("bissig", .behaviour),
            ("comportement", .behaviour), ("agressif", .behaviour), ("gedrag", .behaviour), ("bijt", .behaviour),
            ("Medizinisch", .medical), ("médical", .medical), ("medisch", .medical), ("finanziell", .financial),
            ("Vorkasse", .financial), ("financier", .financial), ("financière", .financial), ("impayé", .financial),
            ("financieel", .financial), ("alleen contant", .financial),
        ])
    func foreign(_ text: String, _ kind: AlertKind) {
        #expect(AlertKind.parse(text) == kind, "\(text)")
    }

    @Test(
        "several kinds: allergy, then behaviour, then financial, then medical; a warning word only alone",
        arguments: [
            ("Medical alert: allergic to penicillin", AlertKind.allergy), ("Aggressive - medical", .behaviour),
            ("Bad debt; bites", .behaviour), ("Caution: cash only", .financial), ("Caution - diabetic", .medical),
            ("Achtung", .behaviour),
        ])
    func precedence(_ text: String, _ kind: AlertKind) {
        #expect(AlertKind.parse(text) == kind, "\(text)")
    }

    @Test("unknown text is nil", arguments: ["", " ", "Other", "Note", "Warning", "General", "xyz", "VIP", "-"])
    func unknown(_ text: String) {
        #expect(AlertKind.parse(text) == nil, "\(text)")
    }

    @Test("each kind's own name reads as itself, in any case and padding")
    func rawValuesReadBack() {
        for kind in AlertKind.allCases {
            #expect(AlertKind.parse(kind.rawValue) == kind)
            #expect(AlertKind.parse("  \(kind.rawValue.uppercased()): ") == kind)
        }
    }

    @Test("random text never crashes, and reads only when it holds a kind's word")
    func randomText() {
        var random = SplitMix64(seed: 0xA1E7)
        let pieces = [
            "allergy", "bites", "cash", "only", "medical", "alert", "caution", "note", "x", "the", " ", "-", ":", "é",
            "ß", "Vorsicht", "beißt", "12",
        ]
        var read = 0
        for _ in 0..<2_000 {
            let text = random.text(from: pieces, maxPieces: 5)
            if let kind = AlertKind.parse(text) {
                read += 1
                let lower = text.lowercased()
                let named = ["allerg", "bite", "beißt", "cash", "medical", "caution", "vorsicht"].contains {
                    lower.contains($0)
                }
                #expect(named, "\(text.debugDescription) read as \(kind)")
            }
        }
        #expect(read > 200)
    }
}
