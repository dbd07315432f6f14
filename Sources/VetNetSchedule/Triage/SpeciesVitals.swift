/// Normal resting vital signs per species (adult, at rest), after `../shared/DOMAIN.md` §2.4.
///
/// Ranges are deliberately wide where sources disagree (birds, rabbits), as the domain notes recommend:
/// handling stress alone raises a parrot's temperature by 2 °C.
struct SpeciesVitals {
    var temperatureC: ClosedRange<Double>
    var heartRate: ClosedRange<Double>
    var respiratoryRate: ClosedRange<Double>

    static func normal(for species: String) -> SpeciesVitals? {
        switch species.lowercased() {
        case "dog", "canine": SpeciesVitals(temperatureC: 37.5...39.2, heartRate: 60...140, respiratoryRate: 10...34)
        case "cat", "feline": SpeciesVitals(temperatureC: 38.0...39.2, heartRate: 120...220, respiratoryRate: 20...40)
        case "rabbit": SpeciesVitals(temperatureC: 38.0...40.5, heartRate: 120...325, respiratoryRate: 30...60)
        case "guinea pig", "guinea-pig", "guineapig":
            SpeciesVitals(temperatureC: 37.2...39.5, heartRate: 240...310, respiratoryRate: 42...105)
        case "ferret": SpeciesVitals(temperatureC: 37.8...40.0, heartRate: 200...400, respiratoryRate: 33...36)
        case "bird", "parrot": SpeciesVitals(temperatureC: 39.5...43.0, heartRate: 90...800, respiratoryRate: 12...100)
        default: nil
        }
    }
}
