internal import VetNetCore

/// Checks a patient's name against the seed's rule: 2–50 characters of letters, spaces and hyphens.
///
/// Decisions beyond the seed, for real pet names:
/// - **Accented and non-Latin letters are letters** (`Zoë`, `Krümel`, `Renée`, `ハナ`), whether precomposed or
///   written with combining accents; length counts what a reader sees as characters.
/// - **Apostrophes and periods are accepted** (`O'Malley`, `D’Artagnan`, `Mr. Pickles`, `Jr.`; a grave or acute
///   accent typed for an apostrophe, `S`mores`, `Lil´ Bit`): they are
///   ordinary in names and refusing them would reject good records. They are outside the seed's character set,
///   so the result is `.acceptedWithPunctuation` and a rule may add a note; it is not a warning by default.
/// - Spaces mean horizontal whitespace (a tab counts, a line break does not); hyphens include `‐` and `‑`.
/// - Digits and every other character are refused (`Bella123`, `R2D2`, `Salt & Pepper`, emoji), naming the
///   characters found.
/// - A name must contain at least one letter: `--` or `. .` is no name.
/// - Leading and trailing whitespace is not counted (mapping trims values).
public enum NameCheck: Hashable, Sendable {
    case valid
    /// Valid, with an apostrophe or period beyond the seed's letters, spaces and hyphens.
    case acceptedWithPunctuation
    case invalid(NameProblem)

    /// The seed's bounds, in characters.
    public static let lengthRange = 2...50
    /// An owner's first or last name: one letter is an initial; a hundred is more than any person's name.
    public static let ownerLengthRange = 1...100

    /// - Parameter lengthRange: the bounds in characters (a pet's by default).
    public init(_ name: String, lengthRange: ClosedRange<Int> = Self.lengthRange) {
        if Self.isPlainASCIIValid(utf8: name.utf8.span, lengthRange: lengthRange) {
            self = .valid
            return
        }
        let trimmed = name.trimmingWhitespace()
        let count = trimmed.count
        if count == 0 {
            self = .invalid(.empty)
            return
        }
        var sawLetter = false
        var sawPunctuation = false
        var refused: [Character] = []
        for character in trimmed {
            if character.isLetter {
                sawLetter = true
            } else if character == " " || character == "-" || character == "\u{2010}" || character == "\u{2011}"
                || (character.isWhitespace && !character.isNewline)
            {
                continue
            } else if Self.acceptedPunctuation.contains(character) {
                sawPunctuation = true
            } else if !refused.contains(character) {
                refused.append(character)
            }
        }
        if !refused.isEmpty {
            self = .invalid(.disallowedCharacters(refused))
        } else if count < lengthRange.lowerBound {
            self = .invalid(.tooShort(count, minimum: lengthRange.lowerBound))
        } else if count > lengthRange.upperBound {
            self = .invalid(.tooLong(count, maximum: lengthRange.upperBound))
        } else if !sawLetter {
            self = .invalid(.noLetters)
        } else {
            self = sawPunctuation ? .acceptedWithPunctuation : .valid
        }
    }

    /// The common case without grapheme work: ASCII letters, spaces and hyphens, no padding, a length within
    /// `lengthRange` (2–50 bytes by default). Such a name is `.valid`.
    public static func isPlainASCIIValid(utf8 bytes: Span<UInt8>, lengthRange: ClosedRange<Int> = lengthRange) -> Bool {
        guard lengthRange.contains(bytes.count), bytes[0] != 0x20, bytes[bytes.count - 1] != 0x20 else { return false }
        var sawLetter = false
        for index in bytes.indices {
            switch bytes[index] {
            case 0x41...0x5A, 0x61...0x7A: sawLetter = true
            case 0x20, 0x2D: continue
            default: return false
            }
        }
        return sawLetter
    }

    /// An accepted name of ASCII letters, spaces, hyphens, apostrophes and periods, no padding, a length within
    /// `lengthRange`, read on its bytes: what the clean path takes without the checks.
    public static func isAcceptedASCII(utf8 bytes: Span<UInt8>, lengthRange: ClosedRange<Int>) -> Bool {
        guard lengthRange.contains(bytes.count), bytes[0] != 0x20, bytes[bytes.count - 1] != 0x20 else { return false }
        var sawLetter = false
        for index in bytes.indices {
            switch bytes[index] {
            case 0x41...0x5A, 0x61...0x7A: sawLetter = true
            case 0x20, 0x2D, 0x27, 0x60, 0x2E: continue
            default: return false
            }
        }
        return sawLetter
    }

    public var isAccepted: Bool {
        if case .invalid = self { return false }
        return true
    }

    /// Apostrophes (straight, typographic, modifier letter, and the grave and acute accents typed for one:
    /// `S`mores`, `D´Artagnan`) and the period.
    static let acceptedPunctuation: Set<Character> = ["'", "\u{2019}", "\u{02BC}", "`", "\u{00B4}", "."]
}

/// Why a name is refused.
public enum NameProblem: Hashable, Sendable {
    case empty
    case tooShort(Int, minimum: Int)
    case tooLong(Int, maximum: Int)
    /// Characters that are neither letters, spaces, hyphens, apostrophes nor periods, in order of appearance.
    case disallowedCharacters([Character])
    /// Only spaces and punctuation.
    case noLetters

    /// Plain words for staff, without the name itself.
    public var reason: String {
        switch self {
        case .empty: "the name is empty"
        case .tooShort(let count, let minimum): "a name needs at least \(minimum) characters; this one has \(count)"
        case .tooLong(let count, let maximum): "a name can have at most \(maximum) characters; this one has \(count)"
        case .disallowedCharacters(let characters):
            "a name can have only letters, spaces, hyphens, apostrophes and periods; found "
                + Diagnostic.derived(characters.prefix(5).map { Self.describe($0) }.joined(separator: ", "))
                + (characters.count > 5 ? " and more" : "")
        case .noLetters: "the name has no letters"
        }
    }

    private static func describe(_ character: Character) -> String {
        if character.isNewline { return "a line break" }
        return "“\(character)”"
    }
}
