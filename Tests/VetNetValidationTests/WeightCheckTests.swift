import Testing
import VetNetValidation

@Suite("Weight per species")
struct WeightCheckTests {
    let catalog = SpeciesCatalog.standard

    @Test(
        "range ends are inside, the next step outside",
        arguments: [
            ("dog", 0.5, true), ("dog", 0.49, false), ("dog", 100, true), ("dog", 100.01, false), ("dog", 25, true),
            ("cat", 0.5, true), ("cat", 0.49, false), ("cat", 15, true), ("cat", 15.01, false),
            ("bird", 0.01, true), ("bird", 0.009, false), ("bird", 20, true), ("bird", 20.01, false),
            ("other", 0.01, true), ("other", 1000, true), ("other", 1000.01, false),
            ("guinea-pig", 1.09, true), ("guinea-pig", 4.01, false), ("ferret", 3.8, true),
        ])
    func boundaries(_ id: String, _ kilograms: Double, _ valid: Bool) throws {
        let species = try #require(catalog[id: id])
        #expect(species.checkWeight(kilograms: kilograms).isValid == valid)
    }

    @Test("zero, negative and not-a-number weights are not weights", arguments: [0.0, -5.0, -0.01, Double.nan])
    func notPositive(_ kilograms: Double) throws {
        let dog = try #require(catalog[id: "dog"])
        #expect(dog.checkWeight(kilograms: kilograms) == .notPositive)
    }

    @Test("the seed's excessive weight is out of range")
    func excessive() throws {
        let dog = try #require(catalog[id: "dog"])
        #expect(dog.checkWeight(kilograms: 1000) == .outOfRange(0.5...100, likelyMixUp: .gramsReadAsKilograms))
        #expect(dog.checkWeight(kilograms: 250) == .outOfRange(0.5...100, likelyMixUp: nil))
        #expect(dog.checkWeight(kilograms: 150) == .outOfRange(0.5...100, likelyMixUp: .poundsReadAsKilograms))
    }

    @Test("a unit mix-up that explains the number is named")
    func mixUps() throws {
        let cat = try #require(catalog[id: "cat"])
        let bird = try #require(catalog[id: "bird"])
        #expect(cat.checkWeight(kilograms: 20) == .outOfRange(0.5...15, likelyMixUp: .poundsReadAsKilograms))
        #expect(cat.checkWeight(kilograms: 4200) == .outOfRange(0.5...15, likelyMixUp: .gramsReadAsKilograms))
        #expect(cat.checkWeight(kilograms: 0.0042) == .outOfRange(0.5...15, likelyMixUp: .kilogramsReadAsGrams))
        #expect(bird.checkWeight(kilograms: 38) == .outOfRange(0.01...20, likelyMixUp: .gramsReadAsKilograms))
        #expect(WeightUnitMixUp.poundsReadAsKilograms.explanation.contains("pounds"))
    }
}
