internal import VetNetCore

/// A country of the realistic synthetic owners: how its people write phone numbers, streets and postal codes.
public enum SyntheticCountry: String, CaseIterable, Hashable, Sendable {
    case us = "US", gb = "GB", de = "DE", au = "AU"

    /// The international calling code, without `+`.
    var callingCode: String {
        switch self {
        case .us: "1"
        case .gb: "44"
        case .de: "49"
        case .au: "61"
        }
    }

    /// A phone number as its national significant digits and where the area code ends (for spacing).
    struct Phone: Hashable {
        var digits: String
        var areaLength: Int
    }

    /// A new number: a mobile or a landline of the country's shape.
    func phone(_ random: inout SplitMix64) -> Phone {
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(random.below(10))) }) }
        switch self {
        case .us:
            return Phone(
                digits: String(201 + random.below(780)) + String(2_000_000 + random.below(7_999_999)), areaLength: 3)
        case .gb:
            return random.chance(0.6)
                ? Phone(digits: "7" + String(100 + random.below(900)) + digits(6), areaLength: 4)
                : Phone(digits: random.pick(["20", "121", "161", "131"]) + "7" + digits(6), areaLength: 2)
        case .de:
            return random.chance(0.5)
                ? Phone(digits: random.pick(["151", "160", "170", "176"]) + digits(8), areaLength: 3)
                : Phone(
                    digits: random.pick(["30", "40", "89", "221"]) + String(2 + random.below(8)) + digits(6),
                    areaLength: 2)
        case .au:
            return random.chance(0.6)
                ? Phone(digits: "4" + digits(2) + digits(6), areaLength: 3)
                : Phone(
                    digits: random.pick(["2", "3", "7", "8"]) + String(5 + random.below(5)) + digits(7), areaLength: 1)
        }
    }

    /// The number as a front desk types it: national (`0414 026 380`, `(202) 555-0143`) or international
    /// (`+61 414 026 380`), the form picked at random.
    func written(_ phone: Phone, _ random: inout SplitMix64) -> String {
        let area = String(phone.digits.prefix(phone.areaLength))
        let rest = String(phone.digits.dropFirst(phone.areaLength))
        let restSpaced =
            rest.count > 6
            ? String(rest.prefix(rest.count - 4)) + " " + rest.suffix(4)
            : String(rest.prefix(3)) + " " + rest.dropFirst(3)
        if random.chance(0.4) { return "+\(callingCode) \(area) \(restSpaced)" }
        switch self {
        case .us:
            let (exchange, line) = (rest.prefix(3), rest.dropFirst(3))
            return random.chance(0.5) ? "(\(area)) \(exchange)-\(line)" : "\(area)-\(exchange)-\(line)"
        case .au where phone.areaLength == 1:
            return "(0\(area)) \(restSpaced)"
        case .de where random.chance(0.3):
            return "0\(area)/\(rest)"
        default:
            return "0\(area) \(restSpaced)"
        }
    }

    /// A new postal address of the country's shape in one of `places` (postal code and town or suburb).
    func address(_ random: inout SplitMix64, places: [(postal: String, city: String)]) -> PostalAddress {
        let place = places[random.below(places.count)]
        let number = 1 + random.below(self == .de ? 200 : 999)
        let unit =
            random.chance(0.15) ? (self == .au ? "Unit \(1 + random.below(20))" : "Apt \(1 + random.below(40))") : nil
        switch self {
        case .de:
            let street = random.pick(SyntheticVocabulary.germanStreets)
            return PostalAddress(
                line1: "\(street) \(number)", line2: nil, city: place.city, region: nil, postalCode: place.postal,
                country: rawValue)
        default:
            let street = random.pick(SyntheticVocabulary.englishStreets)
            let suffix = random.pick(SyntheticVocabulary.suffixes).0
            return PostalAddress(
                line1: "\(number) \(street) \(suffix)", line2: unit, city: place.city, region: region(random.below(3)),
                postalCode: place.postal, country: rawValue)
        }
    }

    private func region(_ index: Int) -> String? {
        switch self {
        case .us: ["IL", "OH", "TX"][index]
        case .au: ["NSW", "VIC", "QLD"][index]
        case .gb, .de: nil
        }
    }

    /// `count` postal codes of the country's shape, each with a town (suburb) from the country's list.
    func places(_ count: Int) -> [(postal: String, city: String)] {
        let towns = SyntheticVocabulary.towns(self)
        return (0..<count).map { index in
            let mixed = index * 7_919
            let postal: String
            switch self {
            case .us, .de: postal = String(10_000 + mixed % 89_999)
            case .au: postal = String(2_000 + mixed % 7_999)
            case .gb:
                let letters = Array("ABCDEFGHJKLMNPRSTUWY")
                let area = String(letters[mixed % 20]) + String(letters[(mixed / 20) % 20])
                postal =
                    "\(area)\(1 + (mixed / 400) % 20) \(mixed % 10)\(letters[(mixed / 7) % 20])\(letters[(mixed / 3) % 20])"
            }
            return (postal, towns[index % towns.count])
        }
    }
}
