public import VetNetCore

/// A deterministic set of owner records with realistic duplicates and its ground truth, shared by the
/// benchmark and the tests.
///
/// About 72 % of the records are one per person; the rest are duplicates of a random person, each with one to
/// three defects: a nickname, a typo in forename or surname, swapped names, `SMITH, ROBERT` in the surname
/// field, capitals, an honorific, an initial only; a new phone, a new email or a new address (a move);
/// missing email, phone or address; other formatting (`St`/`Street`, `Apt 4`/`#4`). About 18 % of people
/// live with a partner — another person at the same address, usually with the same surname and landline,
/// sometimes the same email — the hard negatives that must not merge.
public struct SyntheticOwners: Sendable {
    public var owners: [Owner]
    /// Owner ID → the person it describes; two records are duplicates exactly when their persons are equal.
    public var truth: [String: Int]
    /// Owner ID → the country of the person it describes.
    public var countries: [String: SyntheticCountry]

    /// Which kind of records to make.
    public enum Profile: String, CaseIterable, Sendable {
        /// US owners in E.164, the duplicates' defects listed above (the figures the README quotes).
        case clean
        /// Owners in the US, GB, DE and AU with phones written as a front desk types them (national or
        /// international form) and more data-entry damage: `RealisticOwners`.
        case realistic
    }

    /// A person as the generator knows them.
    struct Person {
        var forename: String
        var surname: String
        var email: String?
        var phone: String?
        var address: PostalAddress?
    }

    public static func generate(count: Int, seed: UInt64, profile: Profile = .clean) -> SyntheticOwners {
        var set = SyntheticOwners(owners: [], truth: [:], countries: [:])
        set.owners.reserveCapacity(count)
        func add(_ owner: Owner, _ person: Int, _ country: SyntheticCountry) {
            set.truth[owner.id] = person
            set.countries[owner.id] = country
            set.owners.append(owner)
        }
        switch profile {
        case .clean: forEachRecord(count: count, seed: seed) { add($0, $1, .us) }
        case .realistic: RealisticOwners.forEachRecord(count: count, seed: seed, add)
        }
        return set
    }

    /// The records of `generate(count:seed:)`, in order, each with the person it describes, handed over one by
    /// one instead of kept: for a writer of millions of records. Records below the number of people describe
    /// persons of their own (record `i` is person `i`); the rest are duplicates of an earlier person.
    public static func forEachRecord<Failure: Error>(
        count: Int, seed: UInt64, _ body: (_ owner: Owner, _ person: Int) throws(Failure) -> Void
    ) throws(Failure) {
        var random = SplitMix64(seed: seed)
        let postalCount = max(8, count / 60)
        let places = (0..<postalCount).map { index in
            (
                postal: String(10_000 + (index * 7_919) % 89_999),
                city: SyntheticVocabulary.cities[index % SyntheticVocabulary.cities.count]
            )
        }
        var people: [Person] = []
        var emails = Set<String>()
        let originals = Int(Double(count) * 0.72)
        while people.count < originals {
            let person = newPerson(&random, places: places, emails: &emails)
            people.append(person)
            if random.chance(0.18), people.count < originals {
                people.append(partner(of: person, &random, places: places, emails: &emails))
            }
        }
        for index in 0..<count {
            let personIndex = index < people.count ? index : random.below(people.count)
            let person = people[personIndex]
            let owner =
                index < people.count
                ? record(person, index: index, &random)
                : duplicate(person, index: index, &random, places: places, emails: &emails)
            try body(owner, personIndex)
        }
    }

    // MARK: - People

    private static func newPerson(
        _ random: inout SplitMix64, places: [(postal: String, city: String)], emails: inout Set<String>
    ) -> Person {
        let forename = SyntheticVocabulary.forenames[random.skewed(SyntheticVocabulary.forenames.count)]
        let surname = SyntheticVocabulary.surnames[random.skewed(SyntheticVocabulary.surnames.count)]
        return Person(
            forename: forename, surname: surname,
            email: random.chance(0.85) ? uniqueEmail(forename, surname, &random, &emails) : nil,
            phone: random.chance(0.92) ? phone(&random) : nil,
            address: random.chance(0.93) ? address(&random, places: places) : nil)
    }

    private static func partner(
        of person: Person, _ random: inout SplitMix64, places: [(postal: String, city: String)],
        emails: inout Set<String>
    ) -> Person {
        var forename = person.forename
        while Nicknames.canonical(forename) == Nicknames.canonical(person.forename) {
            forename = SyntheticVocabulary.forenames[random.skewed(SyntheticVocabulary.forenames.count)]
        }
        let surname =
            random.chance(0.85)
            ? person.surname : SyntheticVocabulary.surnames[random.skewed(SyntheticVocabulary.surnames.count)]
        let roll = random.below(100)
        return Person(
            forename: forename, surname: surname,
            email: roll < 60 ? uniqueEmail(forename, surname, &random, &emails) : roll < 75 ? person.email : nil,
            phone: random.chance(0.75) ? person.phone : phone(&random),
            address: person.address ?? address(&random, places: places))
    }

    /// An email no other person has (mail providers make addresses unique).
    static func uniqueEmail(
        _ forename: String, _ surname: String, _ random: inout SplitMix64, _ emails: inout Set<String>
    ) -> String {
        var candidate = email(forename, surname, &random)
        while !emails.insert(candidate).inserted {
            candidate =
                String(candidate.prefix { $0 != "@" }) + String(random.below(10)) + "@"
                + candidate.drop { $0 != "@" }.dropFirst()
        }
        return candidate
    }

    private static func email(_ forename: String, _ surname: String, _ random: inout SplitMix64) -> String {
        let first = ascii(forename)
        let last = ascii(surname)
        let user: String
        switch random.below(5) {
        case 0: user = "\(first).\(last)"
        case 1: user = "\(first)\(last)\(random.below(100))"
        case 2: user = "\(first.prefix(1))\(last)\(random.below(1000))"
        case 3: user = "\(first)_\(last)\(random.below(10))"
        default: user = "\(last)\(first.prefix(1))\(random.below(10_000))"
        }
        return user + "@" + random.pick(SyntheticVocabulary.domains)
    }

    private static func phone(_ random: inout SplitMix64) -> String {
        "+1" + String(201 + random.below(780)) + String(2_000_000 + random.below(7_999_999))
    }

    private static func address(_ random: inout SplitMix64, places: [(postal: String, city: String)]) -> PostalAddress {
        let place = places[random.below(places.count)]
        let suffix = random.pick(SyntheticVocabulary.suffixes).0
        let street = random.pick(SyntheticVocabulary.streets).capitalized
        let unit = random.chance(0.2) ? "Apt \(1 + random.below(40))" : nil
        return PostalAddress(
            line1: "\(1 + random.below(9_999)) \(street) \(suffix)", line2: unit, city: place.city, region: "IL",
            postalCode: place.postal, country: "US")
    }

    // MARK: - Records

    static func id(_ index: Int) -> String {
        let digits = String(index, radix: 36)
        return "OWN-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    static func timestamp(_ random: inout SplitMix64) -> String {
        let date = "20\(15 + random.below(11))-\(pad(1 + random.below(12)))-\(pad(1 + random.below(28)))"
        return random.chance(0.5) ? date : date + "T\(pad(random.below(24))):\(pad(random.below(60))):00"
    }

    private static func record(_ person: Person, index: Int, _ random: inout SplitMix64) -> Owner {
        Owner(
            id: id(index), firstName: person.forename.capitalized, lastName: person.surname.capitalized,
            email: person.email, phones: person.phone.map { [$0] } ?? [], address: person.address,
            updatedAt: timestamp(&random),
            sources: [
                SourceRef(source: index % 3 == 0 ? "legacy-b" : "legacy-a", sourceId: String(index), line: index + 2)
            ])
    }

    private static func duplicate(
        _ person: Person, index: Int, _ random: inout SplitMix64, places: [(postal: String, city: String)],
        emails: inout Set<String>
    ) -> Owner {
        var owner = record(person, index: index, &random)
        var forename = person.forename
        var surname = person.surname
        let defects = 1 + random.below(3)
        for _ in 0..<defects {
            switch random.below(16) {
            case 0, 1:
                if let nickname = Nicknames.groups.first(where: { $0.0 == forename })?.1.first { forename = nickname }
            case 2: forename = typo(forename, &random)
            case 3: surname = typo(surname, &random)
            case 4: swap(&forename, &surname)
            case 5, 6:  // moved: new address, often a new phone too
                owner.address = address(&random, places: places)
                if random.chance(0.5) { owner.phones = [phone(&random)] }
            case 7: owner.phones = [phone(&random)]
            case 8: owner.email = nil
            case 9: owner.phones = []
            case 10: owner.address = nil
            case 11: owner.email = uniqueEmail(forename, surname, &random, &emails)
            case 12: owner.address = owner.address.map(reformatted)
            case 13: if let phone = owner.phones.first { owner.phones = [phone, Self.phone(&random)] }
            default: break
            }
        }
        switch random.below(10) {
        case 0:
            owner.firstName = nil
            owner.lastName = surname.uppercased() + ", " + forename.uppercased()
        case 1:
            owner.firstName = forename.uppercased()
            owner.lastName = surname.uppercased()
        case 2:
            owner.firstName = random.pick(["Dr.", "Mrs", "Mr.", "Ms"]) + " " + forename.capitalized
            owner.lastName = surname.capitalized
        default:
            owner.firstName = forename.capitalized
            owner.lastName = surname.capitalized
        }
        return owner
    }

    static func typo(_ word: String, _ random: inout SplitMix64) -> String {
        var characters = Array(word)
        guard characters.count >= 4 else { return word }
        let position = 1 + random.below(characters.count - 2)
        switch random.below(4) {
        case 0: characters.remove(at: position)
        case 1: characters.insert(characters[position], at: position)
        case 2: characters.swapAt(position, position + 1 < characters.count ? position + 1 : position - 1)
        default: characters[position] = random.pick(Array("aeioulnrst"))
        }
        return String(characters)
    }

    /// The same address written differently: suffix abbreviated or spelled out, `Apt 4` as `#4`.
    private static func reformatted(_ address: PostalAddress) -> PostalAddress {
        var address = address
        if let line1 = address.line1 {
            var words = line1.split(separator: " ").map(String.init)
            if let last = words.last {
                for (full, short) in SyntheticVocabulary.suffixes {
                    if last == full {
                        words[words.count - 1] = short + "."
                    } else if last == short + "." {
                        words[words.count - 1] = full
                    }
                }
            }
            address.line1 = words.joined(separator: " ")
        }
        if let line2 = address.line2, line2.hasPrefix("Apt ") { address.line2 = "#" + line2.dropFirst(4) }
        return address
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    static func ascii(_ name: String) -> String {
        String(decoding: TextFolding.joined(name), as: UTF8.self)
    }
}

extension String {
    /// First letter of each word upper-cased (`van der berg` → `Van Der Berg`).
    var capitalized: String {
        split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
