import Testing
import VetNetCore
import VetNetMapping

@Suite("A dose with its unit in one cell")
struct DoseTests {
    @Test(
        "an amount and its unit are read apart",
        arguments: [
            ("5 mg", 5.0, "mg"), ("0.5mL", 0.5, "mL"), ("2,5 mg/kg", 2.5, "mg/kg"), ("1/2 tablet", 0.5, "tablet"),
            ("1 1/2 tabs", 1.5, "tabs"), ("10 %", 10.0, "%"), ("250 µg", 250.0, "µg"), (" 3 ", 3.0, nil),
        ] as [(String, Double, String?)])
    func examples(text: String, amount: Double, unit: String?) throws {
        let dose = try #require(splitDose(text))
        #expect(dose.amount == amount && dose.unit == unit)
    }

    @Test(
        "a range, a unit alone, a negative or a division by zero is no dose",
        arguments: ["1-2 tablets", "mg", "", "-5 mg", "1/0 tab", "1 2 3 mg"])
    func refusals(text: String) {
        #expect(splitDose(text) == nil)
    }

    @Test("any amount written with any unit, spaced or not, reads back", arguments: 0..<40)
    func roundTrip(seed: Int) throws {
        let units = ["mg", "mL", "tablet", "IU", "mg/kg", "drops", "capsule"]
        let amount = Double(seed * 37 % 1000) / 4
        let unit = units[seed % units.count]
        let text = "\(amount)\(seed % 2 == 0 ? " " : "")\(unit)"
        let dose = try #require(splitDose(text))
        #expect(dose.amount == amount && dose.unit == unit, "\(text)")
    }
}
