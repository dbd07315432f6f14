public import VetNetCore

/// The realistic profile of `SyntheticOwners`: people in the US, GB, DE and AU (a quarter each), written the way
/// practice systems of those countries hold them, with the damage real exports show.
///
/// - Phones as typed: national (`0414 026 380`, `(02) 9876 5432`, `030/1234567`) or international
///   (`+61 414 026 380`), each record picking its form, so one person's records disagree in form.
/// - Addresses of the country's shape: `12 Lake View Road`, `Unit 4`, suburb and state in AU; `Hauptstraße 12`;
///   GB postcodes (`SW1A 1AA`), AU's four digits.
/// - Duplicates (about 28 % of records) with one to three defects: transposed, dropped, doubled or wrong letters
///   in surname, forename, street or town (then often without its postal code); words run together
///   (`Van Der Berg` → `Vanderberg`, `Lake View` → `Lakeview`, `Box Hill` → `Boxhill`); first and last name in
///   each other's fields; the forename missing; nicknames; a move, a new phone or email; missing email, phone or
///   address; abbreviations (`Rd`, `Str.`).
/// - Households (about a quarter of people): a partner or grown child at the same address, usually with the
///   same surname and phone — different people that must not merge.
public enum RealisticOwners {
    struct Person {
        var country: SyntheticCountry
        var forename: String
        var surname: String
        var email: String?
        var phone: SyntheticCountry.Phone?
        var address: PostalAddress?
    }

    /// As `SyntheticOwners.forEachRecord`, with each record's country.
    public static func forEachRecord<Failure: Error>(
        count: Int, seed: UInt64,
        _ body: (_ owner: Owner, _ person: Int, _ country: SyntheticCountry) throws(Failure) -> Void
    ) throws(Failure) {
        var random = SplitMix64(seed: seed ^ 0x7265_616C)
        let countries = SyntheticCountry.allCases
        let places = Dictionary(uniqueKeysWithValues: countries.map { ($0, $0.places(max(8, count / 240))) })
        var people: [Person] = []
        var emails = Set<String>()
        let originals = Int(Double(count) * 0.72)
        while people.count < originals {
            let country = countries[people.count % countries.count]
            let person = newPerson(country, &random, places: places[country]!, emails: &emails)
            people.append(person)
            if random.chance(0.25), people.count < originals {
                people.append(housemate(of: person, &random, places: places[country]!, emails: &emails))
            }
        }
        for index in 0..<count {
            let personIndex = index < people.count ? index : random.below(people.count)
            let person = people[personIndex]
            let owner =
                index < people.count
                ? record(person, index: index, &random)
                : duplicate(person, index: index, &random, places: places[person.country]!, emails: &emails)
            try body(owner, personIndex, person.country)
        }
    }

    // MARK: - People

    private static func newPerson(
        _ country: SyntheticCountry, _ random: inout SplitMix64, places: [(postal: String, city: String)],
        emails: inout Set<String>
    ) -> Person {
        let forenames = SyntheticVocabulary.forenamesByCountry[country]!
        let surnames = SyntheticVocabulary.surnamesByCountry[country]!
        let forename = forenames[random.skewed(forenames.count)]
        let surname = surnames[random.skewed(surnames.count)]
        return Person(
            country: country, forename: forename, surname: surname,
            email: random.chance(0.8) ? SyntheticOwners.uniqueEmail(forename, surname, &random, &emails) : nil,
            phone: random.chance(0.92) ? country.phone(&random) : nil,
            address: random.chance(0.93) ? country.address(&random, places: places) : nil)
    }

    /// Another person at the same address: a partner or a grown child, another forename, usually the surname.
    private static func housemate(
        of person: Person, _ random: inout SplitMix64, places: [(postal: String, city: String)],
        emails: inout Set<String>
    ) -> Person {
        let forenames = SyntheticVocabulary.forenamesByCountry[person.country]!
        var forename = person.forename
        while Nicknames.canonical(forename) == Nicknames.canonical(person.forename) {
            forename = forenames[random.skewed(forenames.count)]
        }
        let surnames = SyntheticVocabulary.surnamesByCountry[person.country]!
        let surname = random.chance(0.85) ? person.surname : surnames[random.skewed(surnames.count)]
        let roll = random.below(100)
        return Person(
            country: person.country, forename: forename, surname: surname,
            email: roll < 55
                ? SyntheticOwners.uniqueEmail(forename, surname, &random, &emails) : roll < 70 ? person.email : nil,
            phone: random.chance(0.75) ? person.phone : person.country.phone(&random),
            address: person.address ?? person.country.address(&random, places: places))
    }

    // MARK: - Records

    private static func record(_ person: Person, index: Int, _ random: inout SplitMix64) -> Owner {
        Owner(
            id: SyntheticOwners.id(index), firstName: person.forename.capitalized, lastName: person.surname.capitalized,
            email: person.email, phones: person.phone.map { [person.country.written($0, &random)] } ?? [],
            address: person.address, updatedAt: SyntheticOwners.timestamp(&random),
            sources: [
                SourceRef(source: index % 3 == 0 ? "legacy-b" : "legacy-a", sourceId: String(index), line: index + 2)
            ])
    }

    private static func duplicate(
        _ person: Person, index: Int, _ random: inout SplitMix64, places: [(postal: String, city: String)],
        emails: inout Set<String>
    ) -> Owner {
        var owner = record(person, index: index, &random)
        var forename: String? = person.forename
        var surname = person.surname
        let country = person.country
        for _ in 0..<(1 + random.below(3)) {
            switch random.below(20) {
            case 0:
                if let name = forename, let nickname = Nicknames.groups.first(where: { $0.0 == name })?.1.first {
                    forename = nickname
                }
            case 1: forename = forename.map { SyntheticOwners.typo($0, &random) }
            case 2, 3: surname = SyntheticOwners.typo(surname, &random)
            case 4: surname = runTogether(surname)
            case 5: forename = nil
            case 6: owner.address = owner.address.map { changed($0, &random, line: true) }
            case 7: owner.address = owner.address.map { changed($0, &random, line: false) }
            case 8:  // moved: new address, often a new phone too
                owner.address = country.address(&random, places: places)
                if random.chance(0.5) { owner.phones = [country.written(country.phone(&random), &random)] }
            case 9: owner.phones = [country.written(country.phone(&random), &random)]
            case 10: owner.email = nil
            case 11: owner.phones = []
            case 12: owner.address = nil
            case 13: owner.email = SyntheticOwners.uniqueEmail(forename ?? "x", surname, &random, &emails)
            case 14: owner.address = owner.address.map(abbreviated)
            case 15:
                if let phone = owner.phones.first {
                    owner.phones = [phone, country.written(country.phone(&random), &random)]
                }
            default: break
            }
        }
        let swapped = random.chance(0.06)
        let (first, last) = swapped ? (surname, forename) : (forename, surname)
        switch random.below(8) {
        case 0:
            owner.firstName = first?.uppercased()
            owner.lastName = last?.uppercased()
        case 1 where !swapped && forename != nil:
            owner.firstName = nil
            owner.lastName = surname.capitalized + ", " + forename!.capitalized
        default:
            owner.firstName = first?.capitalized
            owner.lastName = last?.capitalized
        }
        return owner
    }

    /// A typo or words run together, in the street line (`line`) or the town.
    private static func changed(_ address: PostalAddress, _ random: inout SplitMix64, line: Bool) -> PostalAddress {
        var address = address
        if line, let line1 = address.line1 {
            var words = line1.split(separator: " ").map(String.init)
            let streetWords = words.indices.filter { words[$0].first?.isLetter == true }
            if streetWords.count >= 3 || (streetWords.count == 2 && country(address) == .de), random.chance(0.5) {
                // Two street words run together: `Lake View Road` → `Lakeview Road`.
                let first = streetWords[0]
                words[first] += words[first + 1].lowercased()
                words.remove(at: first + 1)
            } else if let word = streetWords.max(by: { words[$0].count < words[$1].count }) {
                words[word] = SyntheticOwners.typo(words[word], &random)
            }
            address.line1 = words.joined(separator: " ")
        } else if let city = address.city {
            address.city =
                city.contains(" ") && random.chance(0.5) ? runTogether(city) : SyntheticOwners.typo(city, &random)
            // Often with the postal code left out, so that the town is all that tells the place.
            if random.chance(0.5) { address.postalCode = nil }
        }
        return address
    }

    private static func country(_ address: PostalAddress) -> SyntheticCountry? {
        address.country.flatMap(SyntheticCountry.init(rawValue:))
    }

    /// `Van Der Berg` → `Vanderberg`: the words of a name or place typed as one.
    static func runTogether(_ text: String) -> String {
        let words = text.split(separator: " ")
        guard let first = words.first else { return text }
        return String(first) + words.dropFirst().map { $0.lowercased() }.joined()
    }

    /// Street suffixes abbreviated or spelled out (`Road`/`Rd`, `Straße`/`Str.`), GB postcodes without the space.
    private static func abbreviated(_ address: PostalAddress) -> PostalAddress {
        var address = address
        if let line1 = address.line1 {
            var words = line1.split(separator: " ").map(String.init)
            for index in words.indices {
                if words[index].hasSuffix("straße") {
                    words[index] = String(words[index].dropLast(6)) + "str."
                    continue
                }
                for (full, short) in SyntheticVocabulary.suffixes where words[index] == full { words[index] = short }
            }
            address.line1 = words.joined(separator: " ")
        }
        address.postalCode = address.postalCode.map { String($0.filter { $0 != " " }) }
        return address
    }
}
