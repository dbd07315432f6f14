import Testing
import VetNetCore
import VetNetValidation

@Suite("Medication vocabulary: dose units, routes and frequencies")
struct MedicationVocabularyTests {
    static let units = [
        "mg", "mcg", "g", "kg", "mL", "L", "IU", "tablet", "capsule", "drop", "puff", "application", "sachet",
        "pipette", "patch", "dose", "mg/kg", "mcg/kg", "mL/kg", "IU/kg",
    ]
    static let routes = [
        "oral", "subcutaneous", "intramuscular", "intravenous", "intranasal", "topical", "spot-on", "otic",
        "ophthalmic",
        "transdermal", "rectal", "inhaled", "intradermal", "intraperitoneal", "intraosseous", "intra-articular",
        "transmucosal",
    ]

    @Test(
        "dose units normalize to one spelling",
        arguments: [
            ("mg", "mg"), ("MG", "mg"), ("mgs", "mg"), ("milligram", "mg"), ("mcg", "mcg"), ("µg", "mcg"),
            ("μg", "mcg"), ("ug", "mcg"), ("g", "g"), ("gm", "g"), ("mL", "mL"), ("ml", "mL"), ("ML", "mL"),
            ("cc", "mL"),
            ("IU", "IU"), ("units", "IU"), ("U", "IU"), ("I.U.", "IU"), ("IE", "IU"), ("UI", "IU"),
            ("tablet", "tablet"),
            ("tab", "tablet"), ("tabs", "tablet"), ("Tabletten", "tablet"), ("comprimé", "tablet"),
            ("capsule", "capsule"),
            ("cap", "capsule"), ("Kapsel", "capsule"), ("drop", "drop"), ("gtt", "drop"), ("gtts", "drop"),
            ("Tropfen", "drop"), ("puff", "puff"), ("puffs", "puff"), ("mg/kg", "mg/kg"), ("MG/KG", "mg/kg"),
            ("mg per kg", "mg/kg"), ("mL/kg", "mL/kg"), ("ml / kg", "mL/kg"), ("µg/kg", "mcg/kg"), ("IU/kg", "IU/kg"),
            ("application", "application"), ("appl.", "application"), ("sachet", "sachet"), ("pipette", "pipette"),
        ])
    func units(_ text: String, _ unit: String) {
        #expect(DoseUnit.normalize(text) == unit, "\(text)")
    }

    @Test("unknown units are nil", arguments: ["", "xyz", "kg/mg", "tab/kg", "spoonful", "gr", "5"])
    func unknownUnits(_ text: String) {
        #expect(DoseUnit.normalize(text) == nil, "\(text)")
    }

    @Test(
        "doses split into amount and unit",
        arguments: [
            ("5 mg", 5.0, "mg"), ("2.5mg", 2.5, "mg"), ("1/2 tab", 0.5, "tablet"), ("0,5 ml", 0.5, "mL"),
            ("½ tab", 0.5, "tablet"), ("1 ½ tabs", 1.5, "tablet"), ("1½ tabs", 1.5, "tablet"),
            ("1 1/2 tablets", 1.5, "tablet"),
            ("¼ tablet", 0.25, "tablet"), ("10 mg/kg", 10.0, "mg/kg"), ("0.1 mL/kg", 0.1, "mL/kg"),
            ("1,000 IU", 1000.0, "IU"),
            ("1,5 mg", 1.5, "mg"), ("0,125 mg", 0.125, "mg"), ("  3   caps ", 3.0, "capsule"), ("25µg", 25.0, "mcg"),
        ] as [(String, Double, String)])
    func splits(_ text: String, _ amount: Double, _ unit: String) throws {
        let dose = DoseUnit.split(text)
        let value = try #require(dose.amount, "\(text)")
        #expect(abs(value - amount) < 1e-9, "\(text)")
        #expect(dose.unit == unit, "\(text)")
    }

    @Test(
        "doses without an amount or a known unit keep what they have",
        arguments: [
            ("tab", nil, "tablet"), ("5", 5.0, nil), ("1-2 tabs", nil, "tablet"), ("5 spoonfuls", 5.0, nil),
            ("", nil, nil),
            ("1/0 tab", nil, "tablet"), ("1.2.3 mg", nil, "mg"),
        ] as [(String, Double?, String?)])
    func partialSplits(_ text: String, _ amount: Double?, _ unit: String?) {
        let dose = DoseUnit.split(text)
        #expect(dose.amount == amount, "\(text)")
        #expect(dose.unit == unit, "\(text)")
    }

    @Test("every canonical unit, route and frequency normalizes to itself")
    func canonicalFormsAreFixedPoints() {
        for unit in Self.units { #expect(DoseUnit.normalize(unit) == unit, "\(unit)") }
        for route in Self.routes { #expect(AdministrationRoute.normalize(route) == route, "\(route)") }
        for frequency in ["q24h", "q12h", "q8h", "q6h", "q48h", "q72h", "q4h", "weekly", "monthly", "prn", "once"] {
            #expect(DoseFrequency.normalize(frequency) == frequency, "\(frequency)")
        }
    }

    @Test(
        "routes normalize to one spelling",
        arguments: [
            ("PO", "oral"), ("p.o.", "oral"), ("oral", "oral"), ("per os", "oral"), ("by mouth", "oral"),
            ("SC", "subcutaneous"), ("SQ", "subcutaneous"), ("s.c.", "subcutaneous"), ("subcut", "subcutaneous"),
            ("subcutaneous", "subcutaneous"), ("subkutan", "subcutaneous"), ("sous-cutanée", "subcutaneous"),
            ("IM", "intramuscular"), ("i.m.", "intramuscular"), ("IV", "intravenous"), ("intraveineuse", "intravenous"),
            ("IN", "intranasal"), ("intranasal", "intranasal"), ("topical", "topical"), ("TOP", "topical"),
            ("spot-on", "spot-on"), ("otic", "otic"), ("AU", "otic"), ("ophthalmic", "ophthalmic"),
            ("OU", "ophthalmic"),
            ("OS", "ophthalmic"), ("transdermal", "transdermal"), ("rectal", "rectal"), ("inhaled", "inhaled"),
            ("nebulized", "inhaled"), ("OTM", "transmucosal"), ("buccal", "transmucosal"), ("oraal", "oral"),
        ])
    func routes(_ text: String, _ route: String) {
        #expect(AdministrationRoute.normalize(text) == route, "\(text)")
    }

    @Test("unknown routes are nil", arguments: ["", "xyz", "injection", "daily", "mg", "p.o.x.y.z"])
    func unknownRoutes(_ text: String) {
        #expect(AdministrationRoute.normalize(text) == nil, "\(text)")
    }

    @Test(
        "frequencies normalize to one spelling",
        arguments: [
            ("SID", "q24h"), ("s.i.d.", "q24h"), ("q24h", "q24h"), ("once daily", "q24h"), ("1x daily", "q24h"),
            ("daily", "q24h"), ("1x täglich", "q24h"), ("une fois par jour", "q24h"), ("1x per dag", "q24h"),
            ("BID", "q12h"), ("b.i.d.", "q12h"), ("q12h", "q12h"), ("Q 12 H", "q12h"), ("twice daily", "q12h"),
            ("2x daily", "q12h"), ("2x/day", "q12h"), ("zweimal täglich", "q12h"), ("TID", "q8h"), ("q8h", "q8h"),
            ("3x daily", "q8h"), ("QID", "q6h"), ("q6h", "q6h"), ("EOD", "q48h"), ("q48h", "q48h"),
            ("every other day", "q48h"), ("om de dag", "q48h"), ("PRN", "prn"), ("as needed", "prn"),
            ("bei Bedarf", "prn"), ("si besoin", "prn"), ("once", "once"), ("single dose", "once"),
            ("weekly", "weekly"),
            ("once a week", "weekly"), ("wöchentlich", "weekly"), ("monthly", "monthly"), ("monatlich", "monthly"),
            ("q4h", "q4h"), ("every 4 hours", "q4h"), ("alle 6 Stunden", "q6h"), ("toutes les 8 heures", "q8h"),
            ("q72h", "q72h"), ("every 24 hrs", "q24h"),
        ])
    func frequencies(_ text: String, _ frequency: String) {
        #expect(DoseFrequency.normalize(text) == frequency, "\(text)")
    }

    @Test("unknown frequencies are nil", arguments: ["", "xyz", "q", "q0h", "q200h", "every day or two", "mg", "qxh"])
    func unknownFrequencies(_ text: String) {
        #expect(DoseFrequency.normalize(text) == nil, "\(text)")
    }

    @Test("case and padding never change a unit, route or frequency; outputs stay canonical")
    func randomRespelling() {
        var random = SplitMix64(seed: 0xD05E)
        let unitTexts = ["mg", "ml", "tabs", "gtt", "µg", "IU", "mg/kg", "cc", "caps", "x", "per", "kg", " "]
        let routeTexts = ["PO", "SQ", "IM", "IV", "IN", "top", "otic", "eye", "per os", "x", " ", "."]
        let frequencyTexts = ["SID", "BID", "q8h", "prn", "daily", "2x", "every", "4", "hours", "x", " ", "."]
        let frequencies: Set<String> = [
            "q24h", "q12h", "q8h", "q6h", "q48h", "q72h", "weekly", "monthly", "prn", "once",
        ]
        for _ in 0..<2_000 {
            let unit = random.text(from: unitTexts, maxPieces: 3)
            let route = random.text(from: routeTexts, maxPieces: 2)
            let frequency = random.text(from: frequencyTexts, maxPieces: 3)
            #expect(DoseUnit.normalize(unit.uppercased()) == DoseUnit.normalize(" \(unit.lowercased()) "), "\(unit)")
            #expect(
                AdministrationRoute.normalize(route.uppercased()) == AdministrationRoute.normalize(" \(route) "),
                "\(route)")
            #expect(
                DoseFrequency.normalize(frequency.uppercased()) == DoseFrequency.normalize(" \(frequency) "),
                "\(frequency)")
            if let normalized = DoseUnit.normalize(unit) { #expect(Self.units.contains(normalized), "\(unit)") }
            if let normalized = AdministrationRoute.normalize(route) { #expect(Self.routes.contains(normalized)) }
            if let normalized = DoseFrequency.normalize(frequency) {
                #expect(
                    frequencies.contains(normalized) || (normalized.hasPrefix("q") && normalized.hasSuffix("h")),
                    "\(frequency) → \(normalized)")
            }
            let dose = DoseUnit.split(
                random.text(from: ["1", "2", ".", ",", "/", "½", " ", "mg", "tab", "-", "0"], maxPieces: 6))
            if let amount = dose.amount { #expect(amount.isFinite && amount >= 0) }
        }
    }
}
