/// Compares two normalized owner records field by field.
public enum OwnerComparator {
    public static func compare(_ a: OwnerProfile, _ b: OwnerProfile, sharedChip: Bool = false) -> OwnerComparison {
        OwnerComparison(
            name: name(a, b), email: email(a, b), phone: phone(a, b), address: address(a, b),
            chip: sharedChip ? .shared : .none)
    }

    /// `compare(a, b, sharedChip:)`, or nil when the pair cannot score `threshold` by `table` whatever its names
    /// say: the names, the costliest field to compare, are then not compared. Most pairs of a large block share
    /// only the key that made it (a postal code typed for thousands of clients) and differ in everything else.
    static func compare(
        _ a: OwnerProfile, _ b: OwnerProfile, sharedChip: Bool, reaching threshold: Double, by table: ScoreTable
    ) -> OwnerComparison? {
        let (emailLevel, phoneLevel, addressLevel) = (email(a, b), phone(a, b), address(a, b))
        let chip: ChipLevel = sharedChip ? .shared : .none
        guard table.bestScore(email: emailLevel, phone: phoneLevel, address: addressLevel, chip: chip) >= threshold
        else { return nil }
        return OwnerComparison(
            name: name(a, b), email: emailLevel, phone: phoneLevel, address: addressLevel, chip: chip)
    }

    /// How two forenames relate.
    enum ForenameRelation { case same, typo, close, different }

    static func name(_ a: OwnerProfile, _ b: OwnerProfile) -> NameLevel {
        let level = name(a.name, b.name, aIsKnown: a.forenameIsKnown, bIsKnown: b.forenameIsKnown)
        guard level == .different || level == .forenameOnly, mayBeSwapped(a.name, b.name),
            !areTwoGivenNames(a.name.forename, b.name.surname), !areTwoGivenNames(a.name.surname, b.name.forename)
        else { return level }
        // First and last name in each other's fields, and a typo or a nickname besides (`Meyeer Hetke`/`Heike Meyer`).
        let swapped = PersonName(forename: b.name.surname, surname: b.name.forename)
        switch name(a.name, swapped, aIsKnown: a.forenameIsKnown, bIsKnown: GivenNames.isKnown(swapped.forename)) {
        case .exact, .nickname, .swapped, .fuzzyStrong, .fuzzy: return .fuzzy
        default: return level
        }
    }

    /// Whether each name's first letter is the other field's: the cheap test before a swapped comparison.
    private static func mayBeSwapped(_ x: PersonName, _ y: PersonName) -> Bool {
        !x.forename.isEmpty && !y.forename.isEmpty && !x.surname.isEmpty && !y.surname.isEmpty
            && x.forename.utf8.first == y.surname.utf8.first && x.surname.utf8.first == y.forename.utf8.first
    }

    /// Two different real given names (Daniel/Danielle), which the swapped comparison would otherwise weigh as
    /// surnames, where a typo is allowed.
    private static func areTwoGivenNames(_ x: String, _ y: String) -> Bool {
        x != y && Nicknames.canonical(x) != Nicknames.canonical(y) && GivenNames.isKnown(x) && GivenNames.isKnown(y)
    }

    static func name(_ x: PersonName, _ y: PersonName, aIsKnown: Bool, bIsKnown: Bool) -> NameLevel {
        guard !x.surname.isEmpty, !y.surname.isEmpty else { return .missing }
        if x.forename.isEmpty || y.forename.isEmpty {
            return JaroWinkler.similarity(x.surname, y.surname) >= 0.92 ? .forenameMissing : .different
        }
        let surnameEqual = x.surname == y.surname
        if surnameEqual, x.forename == y.forename { return .exact }
        if surnameEqual, x.canonicalForename == y.canonicalForename { return .nickname }
        if isSwapped(x, y) { return .swapped }
        // Unlike surnames leave only whether the forenames are the same (`forenameRelation`'s first test) to
        // decide: the forenames' similarities are not needed. Most candidate pairs of a large block are such, and
        // most of those share too few letters for their similarity to be worth working out.
        let forenamesSame = { x.forename == y.forename || x.canonicalForename == y.canonicalForename }
        guard surnameEqual || JaroWinkler.mayReach(0.88, x.surname, y.surname) else {
            return forenamesSame() ? .forenameOnly : .different
        }
        let surname = surnameEqual ? 1 : JaroWinkler.similarity(x.surname, y.surname)
        guard surname >= 0.88 else { return forenamesSame() ? .forenameOnly : .different }
        let forename = forenameRelation(x, y, aIsKnown: aIsKnown, bIsKnown: bIsKnown)
        if surname >= 0.92 {
            switch forename {
            case .same: return .fuzzyStrong
            case .typo: return surnameEqual ? .fuzzyStrong : .fuzzy
            case .close: return .fuzzy
            case .different: return .surnameOnly
            }
        }
        if forename == .same || forename == .typo { return .fuzzy }
        return forename == .same ? .forenameOnly : .different
    }

    static func forenameRelation(_ a: OwnerProfile, _ b: OwnerProfile) -> ForenameRelation {
        forenameRelation(a.name, b.name, aIsKnown: a.forenameIsKnown, bIsKnown: b.forenameIsKnown)
    }

    static func forenameRelation(_ x: PersonName, _ y: PersonName, aIsKnown: Bool, bIsKnown: Bool) -> ForenameRelation {
        if x.forename == y.forename || x.canonicalForename == y.canonicalForename { return .same }
        let shorter = x.forename.utf8.count <= y.forename.utf8.count ? x.forename : y.forename
        let longer = shorter == x.forename ? y.forename : x.forename
        if shorter.utf8.count == 1 { return longer.utf8.first == shorter.utf8.first ? .close : .different }
        // Two real names are two people (Daniel/Danielle), however similar they look.
        if aIsKnown, bIsKnown { return .different }
        let similarity = max(
            JaroWinkler.similarity(x.forename, y.forename),
            JaroWinkler.similarity(x.canonicalForename, y.canonicalForename))
        if similarity >= 0.92 { return .typo }
        // An unknown spelling close to the other name (`Ctrl`/`Carl`) is more likely a typo than a person.
        return similarity >= 0.80 ? .close : .different
    }

    /// Forename of each is the other's surname, through nicknames (`Smith Bob` / `Robert Smith`), allowing one
    /// typo (Jaro-Winkler ≥ 0.88 on each side) that does not make one real given name of another (`Smith Daniel` /
    /// `Danielle Smith` are two people).
    static func isSwapped(_ x: PersonName, _ y: PersonName) -> Bool {
        if x.forename == y.surname || x.canonicalForename == y.canonicalSurname,
            x.surname == y.forename || x.canonicalSurname == y.canonicalForename
        {
            return true
        }
        // The exact half first: it is cheap and rules out almost every pair.
        return (x.forename == y.surname || x.surname == y.forename)
            && JaroWinkler.similarity(x.forename, y.surname) >= 0.88
            && JaroWinkler.similarity(x.surname, y.forename) >= 0.88
            && !areTwoGivenNames(x.forename, y.surname) && !areTwoGivenNames(x.surname, y.forename)
    }

    static func email(_ a: OwnerProfile, _ b: OwnerProfile) -> EmailLevel {
        guard !a.email.isEmpty, !b.email.isEmpty else { return .missing }
        if a.email == b.email { return .exact }
        // `james.ramirez@` at two providers is as likely two James Ramirezes: a user part made of the name
        // itself says nothing the name comparison has not said.
        if a.emailUser.utf8.count >= 4, a.emailUser == b.emailUser, !a.emailUserIsNameOnly { return .username }
        // A typo in the user part at the same provider; `james.rodriguez@yahoo` and `@aol` are namesakes.
        guard a.emailDomain == b.emailDomain, !a.emailUserIsNameOnly, !b.emailUserIsNameOnly,
            !areNumberedAccounts(a.emailUser, b.emailUser)
        else { return .different }
        return JaroWinkler.similarity(a.emailUser, b.emailUser) >= 0.92 ? .fuzzy : .different
    }

    /// `jsmith12` and `jsmith1984`: a provider numbers the accounts of people of one name, so user parts that
    /// differ only in their numbers, by more than one typing slip (`rexfan77`/`rexfan177`), belong to two people,
    /// however alike they look.
    static func areNumberedAccounts(_ a: String, _ b: String) -> Bool {
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard a != b, a.utf8.lazy.filter({ !isDigit($0) }).elementsEqual(b.utf8.lazy.filter { !isDigit($0) }) else {
            return false
        }
        return !withinOneEdit(a.utf8.filter(isDigit), b.utf8.filter(isDigit))
    }

    /// Whether one insertion, deletion, substitution or swap of neighbours turns `x` into `y` (or they are equal).
    static func withinOneEdit(_ x: [UInt8], _ y: [UInt8]) -> Bool {
        let (short, long) = x.count <= y.count ? (x, y) : (y, x)
        guard long.count - short.count <= 1 else { return false }
        var same = 0
        while same < short.count, short[same] == long[same] { same += 1 }
        if same == short.count { return true }
        if short.count < long.count { return short[same...].elementsEqual(long[(same + 1)...]) }
        if short[(same + 1)...].elementsEqual(long[(same + 1)...]) { return true }
        return same + 1 < short.count && short[same] == long[same + 1] && short[same + 1] == long[same]
            && short[(same + 2)...].elementsEqual(long[(same + 2)...])
    }

    static func phone(_ a: OwnerProfile, _ b: OwnerProfile) -> PhoneLevel {
        guard !a.phones.isEmpty, !b.phones.isEmpty else { return .missing }
        for phone in a.phones where b.phones.contains(phone) { return .exact }
        return .different
    }

    /// `address(_:_:)` of the two owners' addresses, worked out on their keys; the texts are read only where the
    /// keys cannot tell two parts apart, or for the same number in the same place.
    static func address(_ a: OwnerProfile, _ b: OwnerProfile) -> AddressLevel {
        guard let x = a.addressKey, let y = b.addressKey else { return .missing }
        let postalKnown = !x.postalCode.isEmpty && !y.postalCode.isEmpty
        let postalEqual =
            postalKnown && x.postalCode.equals(y.postalCode) { a.address?.postalCode == b.address?.postalCode }
        guard !x.street.isEmpty, !y.street.isEmpty else {
            return postalKnown ? (postalEqual ? .samePostalCode : .different) : .missing
        }
        let placeAgrees =
            postalKnown
            ? postalEqual
            : (x.city.isEmpty || y.city.isEmpty || x.city.equals(y.city) { a.address?.city == b.address?.city }
                || townsAgree(a.address?.city ?? "", b.address?.city ?? ""))
        if placeAgrees, x.number.equals(y.number, confirm: { a.address?.number == b.address?.number }) {
            // Rare: the same number in the same place. The texts decide.
            return address(a.address, b.address)
        }
        return postalEqual ? .samePostalCode : .different
    }

    /// Equal once spaces are dropped: words run together (`lakeview road`/`lake view road`).
    static func sameLetters(_ a: String, _ b: String) -> Bool {
        a.utf8.lazy.filter { $0 != 0x20 }.elementsEqual(b.utf8.lazy.filter { $0 != 0x20 })
    }

    /// Towns equal, one missing, or one misspelt or run together (Jaro-Winkler ≥ 0.9 without spaces).
    static func townsAgree(_ a: String, _ b: String) -> Bool {
        a.isEmpty || b.isEmpty || a == b || sameLetters(a, b) || JaroWinkler.similarity(a, b) >= 0.9
    }

    static func address(_ a: NormalizedAddress?, _ b: NormalizedAddress?) -> AddressLevel {
        guard let a, let b else { return .missing }
        let postalKnown = !a.postalCode.isEmpty && !b.postalCode.isEmpty
        let postalEqual = postalKnown && a.postalCode == b.postalCode
        guard a.hasStreet, b.hasStreet else {
            return postalKnown ? (postalEqual ? .samePostalCode : .different) : .missing
        }
        let placeAgrees =
            postalKnown ? postalEqual : townsAgree(a.city, b.city)
        if placeAgrees, a.number == b.number {
            if a.unit == b.unit, a.street == b.street || sameLetters(a.street, b.street) { return .exact }
            if JaroWinkler.similarity(a.street, b.street) >= 0.9 { return .sameStreet }
        }
        return postalEqual ? .samePostalCode : .different
    }
}
