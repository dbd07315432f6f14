public import VetNetCore

/// An owner record normalized once for all its comparisons.
///
/// A class: candidate pairs, blocking and weight estimation pass profiles around by the million, and a
/// struct of this many strings and arrays would be retained field by field on every copy.
public final class OwnerProfile: Sendable {
    public let name: PersonName
    /// Whether the forename is a known given name (see `GivenNames`).
    public let forenameIsKnown: Bool
    /// Lower-cased email; empty when none.
    public let email: String
    /// The email's part before `@`, without dots and `+tag`; empty when none.
    public let emailUser: String
    /// Whether the user part is just the name, with at most two digits (`james_ramirez`, `jramirez7`): common to
    /// namesakes at different providers.
    public let emailUserIsNameOnly: Bool
    /// The email's part after `@`.
    public let emailDomain: String
    /// Digits of every phone number (E.164 without `+`).
    public let phones: PhoneDigits
    public let address: NormalizedAddress?
    /// `address` as integers, for comparing it (`OwnerComparator.address`).
    let addressKey: AddressKey?

    /// Borrows the owner: a copy would retain each of its strings, for every owner of the run.
    public convenience init(_ owner: borrowing Owner) {
        self.init(
            Owner.MatchingFields(
                firstName: owner.firstName, lastName: owner.lastName, email: owner.email, phones: owner.phones,
                address: owner.address))
    }

    /// The profile of an owner whose matching fields were read from its stored bytes
    /// (`Owner.matchingFields`), without decoding the rest of it.
    /// - Parameter shared: phones and emails so many records carry that they are left out (`SharedContacts`).
    public init(_ owner: borrowing Owner.MatchingFields, leavingOut shared: SharedContacts? = nil) {
        let name = PersonName(first: owner.firstName, last: owner.lastName)
        self.name = name
        forenameIsKnown = GivenNames.isKnown(name.forename)
        var email = (owner.email ?? "").trimmingWhitespace().lowercased()
        if let shared, shared.contains(email: email) { email = "" }
        self.email = email
        let emailUser = Self.user(of: email)
        self.emailUser = emailUser
        emailDomain =
            email.utf8.firstIndex(of: UInt8(ascii: "@")).map { String(email[email.utf8.index(after: $0)...]) } ?? ""
        emailUserIsNameOnly = Self.isNameOnly(emailUser, name)
        var phones = Self.digits(of: owner.phones)
        if let shared, phones.contains(where: shared.contains(phone:)) {
            var kept = PhoneDigits()
            for phone in phones where !shared.contains(phone: phone) { kept.append(phone) }
            phones = kept
        }
        self.phones = phones
        address = owner.address.flatMap { $0.isEmpty ? nil : NormalizedAddress($0) }
        addressKey = address.map(AddressKey.init)
    }

    /// The digits of each phone number that has at least six, in order, gathered in place: a heap array for the
    /// digits of every phone of every owner cost more than the rest.
    static func digits(of phones: [String]) -> PhoneDigits {
        var result = PhoneDigits()
        for phone in phones {
            let bytes = phone.utf8.span
            guard bytes.count <= ShortASCII.capacity else {
                // Longer than any phone number; kept all the same.
                let digits = phone.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }
                if digits.count >= 6 { result.append(String(decoding: digits, as: UTF8.self)) }
                continue
            }
            var digits = ShortASCII()
            for index in bytes.indices where bytes[index] >= 0x30 && bytes[index] <= 0x39 {
                digits.append(bytes[index])
            }
            if digits.count >= 6 { result.append(digits.string) }
        }
        return result
    }

    /// `john.smith+vet@x.com` → `johnsmith`. `@`, `+` and `.` are found as bytes, so a combining mark after one
    /// of them (which would make it part of another character) does not hide it.
    static func user(of email: String) -> String {
        // Offsets into the bytes' span: `String.UTF8View` indices cost more than the rest of the work.
        let bytes = email.utf8.span
        var end = -1
        for index in bytes.indices where bytes[index] == UInt8(ascii: "@") {
            end = index
            break
        }
        guard end >= 0 else { return "" }
        var anyHighBit: UInt8 = 0
        for index in 0..<end {
            if bytes[index] == UInt8(ascii: "+") {
                end = index
                break
            }
            anyHighBit |= bytes[index]
        }
        if end <= ShortASCII.capacity, anyHighBit < 0x80 {
            var user = ShortASCII()
            for index in 0..<end where bytes[index] != UInt8(ascii: ".") { user.append(bytes[index]) }
            return user.string
        }
        var user: [UInt8] = []
        user.reserveCapacity(end)
        for index in 0..<end where bytes[index] != UInt8(ascii: ".") { user.append(bytes[index]) }
        return String(decoding: user, as: UTF8.self)
    }

    /// Whether `user` is just the name (forename and surname, or an initial and the other, in either order),
    /// with `_` or `-` anywhere and at most two digits.
    static func isNameOnly(_ user: String, _ name: PersonName) -> Bool {
        if user.isAllASCII {
            // Most users: their letters gathered in place.
            if user.utf8.count <= ShortASCII.capacity {
                var letters = ShortASCII()
                guard let digits = asciiLetters(of: user, { letters.append($0) }), digits <= 2 else { return false }
                return letters.withSpan { isASCIIName($0, name) }
            }
            var letters: [UInt8] = []
            letters.reserveCapacity(user.utf8.count)
            guard let digits = asciiLetters(of: user, { letters.append($0) }), digits <= 2 else { return false }
            return isASCIIName(letters.span, name)
        }
        var letters: [UInt8] = []
        var digits = 0
        for character in user where character != "_" && character != "-" {
            if character.isLetter {
                letters.append(contentsOf: character.utf8)
            } else if character.isNumber {
                digits += 1
            } else {
                return false
            }
        }
        guard digits <= 2 else { return false }
        let text = String(decoding: letters, as: UTF8.self)
        return [
            name.forename + name.surname, name.surname + name.forename,
            String(name.forename.prefix(1)) + name.surname, name.surname + name.forename.prefix(1),
        ].contains(text)
    }

    /// Hands `append` the letters of the ASCII `user` and returns how many digits it has, skipping `_` and `-`;
    /// nil at any other byte.
    private static func asciiLetters(of user: String, _ append: (UInt8) -> Void) -> Int? {
        var digits = 0
        for byte in user.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): append(byte)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "_"), UInt8(ascii: "-"): continue
            default: return nil
            }
        }
        return digits
    }

    /// Whether the ASCII letters `text` are the name joined (forename and surname, or an initial and the other,
    /// in either order). Compared as bytes, without making the four joined names: folded names hold nothing
    /// canonically equal to ASCII (the Kelvin sign folds to `k`), so ASCII text equals a joined name exactly when
    /// their bytes do.
    private static func isASCIIName(_ text: Span<UInt8>, _ name: PersonName) -> Bool {
        let (forename, surname) = (name.forename.utf8.span, name.surname.utf8.span)
        if isJoined(text, forename, surname) || isJoined(text, surname, forename) { return true }
        // The initial is the forename's first character; only one that is a single ASCII byte can match.
        guard !forename.isEmpty, forename[0] < 0x80, forename.count == 1 || forename[1] < 0x80,
            !(forename.count > 1 && forename[0] == 0x0D && forename[1] == 0x0A)
        else { return false }
        let initial = forename.extracting(0..<1)
        return isJoined(text, initial, surname) || isJoined(text, surname, initial)
    }

    /// Whether `text` is the bytes of `first` followed by those of `second`.
    private static func isJoined(_ text: Span<UInt8>, _ first: Span<UInt8>, _ second: Span<UInt8>) -> Bool {
        guard text.count == first.count + second.count else { return false }
        for index in first.indices where text[index] != first[index] { return false }
        for index in second.indices where text[first.count + index] != second[index] { return false }
        return true
    }
}
