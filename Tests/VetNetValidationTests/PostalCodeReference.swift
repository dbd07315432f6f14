import VetNetCore
@testable import VetNetValidation

/// `PostalCodeCheck` as it was before it read codes byte by byte: Characters throughout. The property test
/// holds the byte-wise version to it.
enum PostalCodeReference {
    /// Nil for a country without a known shape.
    static func check(_ text: String, country: Country) -> PostalCodeCheck? {
        guard let shape = PostalShape(country) else { return nil }
        let upper = text.trimmingWhitespace().uppercased()
        if upper.isEmpty {
            return .absent
        }
        let compact = String(upper.filter { $0 != " " && $0 != "-" })
        if let normalized = Self.normalized(compact, country: country) {
            return .valid(normalized)
        } else if [.us, .de, .fr, .it, .es].contains(country), compact.count == 4, compact.allSatisfy(Self.isDigit),
            let proposed = Self.normalized("0" + compact, country: country)
        {
            return .leadingZeroLost(proposed: proposed)
        } else {
            return .invalid(country: country, expected: shape.description)
        }
    }

    private static func normalized(_ code: String, country: Country) -> String? {
        let characters = Array(code)
        switch country {
        case .us:
            guard characters.allSatisfy(isDigit) else { return nil }
            if characters.count == 5 { return code }
            if characters.count == 9 { return String(characters[0..<5]) + "-" + String(characters[5...]) }
            return nil
        case .de, .fr, .it, .es:
            return characters.count == 5 && characters.allSatisfy(isDigit) ? code : nil
        case .at, .ch, .be:
            return characters.count == 4 && characters.allSatisfy(isDigit) && characters[0] != "0" ? code : nil
        case .dk, .au, .nz, .no, .za:
            return characters.count == 4 && characters.allSatisfy(isDigit) ? code : nil
        case .fi, .mx:
            return characters.count == 5 && characters.allSatisfy(isDigit) ? code : nil
        case .in:
            return characters.count == 6 && characters.allSatisfy(isDigit) && characters[0] != "0" ? code : nil
        case .se:
            return grouped(characters, count: 5, zeroFirst: false, split: 3, mark: " ")
        case .pl:
            return grouped(characters, count: 5, zeroFirst: true, split: 2, mark: "-")
        case .pt:
            return grouped(characters, count: 7, zeroFirst: false, split: 4, mark: "-")
        case .jp:
            return grouped(characters, count: 7, zeroFirst: true, split: 3, mark: "-")
        case .br:
            return grouped(characters, count: 8, zeroFirst: true, split: 5, mark: "-")
        case .lu:
            let digits = code.hasPrefix("L") ? Array(characters.dropFirst()) : characters
            return digits.count == 4 && digits.allSatisfy(isDigit) ? String(digits) : nil
        case .nl:
            guard characters.count == 6, characters[0] != "0", characters[0..<4].allSatisfy(isDigit),
                characters[4...].allSatisfy(isLetter), !["SA", "SD", "SS"].contains(String(characters[4...]))
            else { return nil }
            return String(characters[0..<4]) + " " + String(characters[4...])
        case .ca:
            guard characters.count == 6 else { return nil }
            for (index, character) in characters.enumerated() {
                let ok =
                    index.isMultiple(of: 2)
                    ? isLetter(character) && !"DFIOQU".contains(character) && (index > 0 || !"WZ".contains(character))
                    : isDigit(character)
                if !ok { return nil }
            }
            return String(characters[0..<3]) + " " + String(characters[3...])
        case .gb:
            return britishCode(characters)
        case .ie:
            guard characters.count == 7, isLetter(characters[0]), isDigit(characters[1]),
                isDigit(characters[2]) || characters[0...2] == ["D", "6", "W"],
                characters[3...].allSatisfy({ isDigit($0) || isLetter($0) })
            else { return nil }
            return String(characters[0..<3]) + " " + String(characters[3...])
        default:
            return nil
        }
    }

    private static func grouped(_ characters: [Character], count: Int, zeroFirst: Bool, split: Int, mark: String)
        -> String?
    {
        guard characters.count == count, characters.allSatisfy(isDigit), zeroFirst || characters[0] != "0" else {
            return nil
        }
        return String(characters[..<split]) + mark + String(characters[split...])
    }

    /// Outward code (2–4 characters) and inward code (digit, two letters).
    private static func britishCode(_ characters: [Character]) -> String? {
        guard (5...7).contains(characters.count) else { return nil }
        let outward = Array(characters.dropLast(3))
        let inward = Array(characters.suffix(3))
        guard isDigit(inward[0]), isLetter(inward[1]), isLetter(inward[2]) else { return nil }
        let shape = String(outward.map { isDigit($0) ? "9" : isLetter($0) ? "A" : "?" })
        guard ["A9", "A99", "A9A", "AA9", "AA99", "AA9A"].contains(shape) else { return nil }
        return String(outward) + " " + String(inward)
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
    private static func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
}
