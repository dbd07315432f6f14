internal import VetNetCore

/// What a microchip value is: an ISO 11784 number, a legacy chip, spreadsheet damage or nonsense.
///
/// Follows DOMAIN.md §1.5's table. The input may be raw or already normalized by mapping: surrounding and
/// embedded spaces, `-`, `.`, `*` and `/`, the Excel text wrappers `="…"` and a leading `'` are removed here too.
/// A decimal number (one point: `30.4139760508221`) is not cleaned into digits: it is a coordinate or a weight.
/// There is no check digit (§1.3), so a typo inside the 12-digit national part cannot be detected; a chip shared
/// by two animals is for the dedupe stage.
public struct MicrochipCheck: Hashable, Sendable {
    /// How a rule should treat the value.
    public enum Outcome: String, Hashable, Sendable {
        /// Empty or a placeholder (`N/A`, `none`, `0`, `VOID`, …): the patient has no chip. Not an error.
        case absent
        /// A plausible 15-digit ISO number.
        case valid
        /// Damaged by a spreadsheet, with a repair proposed in `normalized` (staff should confirm it).
        case repairable
        /// A pre-ISO chip (9-digit AVID, 10-character FDX-A/Trovan): kept, with a warning.
        case legacy
        /// Not a chip number; `normalized` holds the cleaned input.
        case invalid
    }

    public let outcome: Outcome
    /// The value to store: 15 digits when valid or repairable, the cleaned legacy code, or the cleaned input.
    /// Nil when absent.
    public let normalized: String?
    /// Why it is not simply valid; nil for `.valid` and `.absent`.
    public let finding: MicrochipFinding?
    /// Who issued a 15-digit number, when it is valid or repairable.
    public let issuer: MicrochipIssuer?

    init(_ outcome: Outcome, _ normalized: String?, _ finding: MicrochipFinding? = nil, issuer: MicrochipIssuer? = nil)
    {
        self.outcome = outcome
        self.normalized = normalized
        self.finding = finding
        self.issuer = issuer
    }

    /// Staff-facing words for `finding`, without the value itself (messages show it through `{value}`).
    public var reason: String? { finding?.reason }

    /// Damage a spreadsheet did (scientific notation, a lost leading zero), repairable or not.
    public var isSpreadsheetDamage: Bool { finding?.isSpreadsheetDamage ?? false }

    /// The largest national part 38 bits can hold (DOMAIN.md §1.1).
    static let maxNationalNumber: UInt64 = 274_877_906_943

    /// Classifies `text`.
    public init(_ text: String) {
        if let digits = Self.typedDigits(text) {
            self =
                digits.isEmpty || digits == "0"
                ? MicrochipCheck(.absent, nil) : Self.classify(cleaned: digits, hadDotHex: false)
            return
        }
        self.init(general: text)
    }

    /// The digits of a value typed as digits with spaces and dashes only (`985 141 000 123 456`), the usual
    /// case; nil for anything else. For such a value the general path comes to the same: no wrapper, no
    /// placeholder but `0` or nothing, no scientific or hex notation, and the spaces and dashes cleaned away.
    static func typedDigits(_ text: String) -> String? {
        let bytes = text.utf8.span
        var separators = 0
        for index in bytes.indices {
            switch bytes[index] {
            case 0x30...0x39: continue
            case 0x20, 0x2D: separators += 1
            default: return nil
            }
        }
        // Digits alone (most chips) are the text itself.
        if separators == 0 { return text }
        var digits: [UInt8] = []
        digits.reserveCapacity(bytes.count - separators)
        for index in bytes.indices where bytes[index] != 0x20 && bytes[index] != 0x2D { digits.append(bytes[index]) }
        return String(decoding: digits, as: UTF8.self)
    }

    /// Classifies any text: wrappers, placeholders, scientific and hex notation, separators.
    init(general text: String) {
        let trimmed = Self.unwrapped(text)
        if Self.placeholders.contains(trimmed.lowercased()) {
            self.init(.absent, nil)
            return
        }
        // Ten hex digits are an FDX-A/Trovan chip even when they read as a number with an exponent
        // (`4907086E50`): a spreadsheet writes its exponents with a sign or a decimal mark (`9.85E+14`).
        if trimmed.utf8.count == 10, trimmed.allSatisfy(\.isHexDigit) {
            self = Self.classify(cleaned: trimmed.uppercased(), hadDotHex: false)
            return
        }
        if let scientific = ScientificNotation(trimmed) {
            self = Self.classify(scientific: scientific)
            return
        }
        // Taking the point out of `30.4139760508221` would make a chip of a coordinate.
        if Self.isDecimalNumber(trimmed), !Self.isDotHex(trimmed) {
            self.init(.invalid, trimmed, .decimalNumber)
            return
        }
        var cleaned = String(trimmed.uppercased().filter { !$0.isWhitespace && !"-.*/:".contains($0) })
        if Self.placeholders.contains(cleaned.lowercased()) {
            self.init(.absent, nil)
            return
        }
        if cleaned.hasPrefix("AVID"), cleaned.count == 13 { cleaned.removeFirst(4) }
        if let hinted = Self.repairedTyping(cleaned) {
            self = hinted
            return
        }
        self = Self.classify(cleaned: cleaned, hadDotHex: Self.isDotHex(trimmed))
    }

    /// A number typed with something around or inside it that a reader or a person added: the chip type before
    /// it (`FDX-B 985…`), or the letter O for a zero. Nil unless taking that away leaves a valid ISO number.
    private static func repairedTyping(_ cleaned: String) -> MicrochipCheck? {
        for prefix in typePrefixes where cleaned.hasPrefix(prefix) {
            let check = classify(cleaned: String(cleaned.dropFirst(prefix.count)), hadDotHex: false)
            // An older chip's type (`FDX-A`) says what the check says anyway.
            if check.outcome == .legacy { return check }
            guard check.outcome == .valid else { return nil }
            return MicrochipCheck(.repairable, check.normalized, .chipTypePrefix, issuer: check.issuer)
        }
        // A 15-digit ISO number, or an older chip's 10 hexadecimal characters (`OA10624935`).
        let isISO = cleaned.utf8.count == 15 && cleaned.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "O") }
        let isHex10 = cleaned.utf8.count == 10 && cleaned.allSatisfy { $0.isHexDigit || $0 == "O" }
        guard cleaned.contains("O"), isISO || isHex10 else { return nil }
        let repaired = String(cleaned.map { $0 == "O" ? "0" : $0 })
        let check = isISO ? checkISO(repaired) : classify(cleaned: repaired, hadDotHex: false)
        guard check.outcome == (isISO ? .valid : .legacy) else { return nil }
        return MicrochipCheck(.repairable, check.normalized, .letterOForZero, issuer: check.issuer)
    }

    /// Chip types readers and clinic systems write before the number (with dashes already removed).
    static let typePrefixes = ["FDXB", "FDXA", "ISO", "HDX"]

    // MARK: - Classification

    private static func classify(cleaned: String, hadDotHex: Bool) -> MicrochipCheck {
        let utf8 = cleaned.utf8
        let bytes = utf8.span
        var allDigits = !bytes.isEmpty
        var allHex = !bytes.isEmpty
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x30 || byte > 0x39 {
                allDigits = false
                if byte < 0x41 || byte > 0x46 {
                    allHex = false
                    break
                }
            }
        }
        switch utf8.count {
        case 15 where allDigits:
            return checkISO(cleaned)
        case 14 where allDigits:
            // Put back, a zero before a 9 gives the codes of three small countries (090, 092, 096); a number
            // starting with 9 is far more likely a manufacturer's (900–998) that lost another digit.
            let repaired = "0" + cleaned
            let check = checkISO(repaired)
            if utf8.first != UInt8(ascii: "9"), check.outcome == .valid, case .country = check.issuer {
                return MicrochipCheck(.repairable, repaired, .leadingZeroLost, issuer: check.issuer)
            }
            return MicrochipCheck(.invalid, cleaned, .wrongLength(14))
        case 13 where allHex && (hadDotHex || !allDigits):
            return fromDotHex(cleaned)
        case 9 where allDigits:
            return MicrochipCheck(.legacy, cleaned, .legacyAVID9)
        case 10 where allHex:
            return MicrochipCheck(.legacy, cleaned, .legacyHex10)
        default:
            // At a legacy length the length is fine and the characters are not.
            if utf8.count == 9 || utf8.count == 10
                || !utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) })
            {
                return MicrochipCheck(.invalid, cleaned, .unexpectedCharacters)
            }
            if !allDigits, utf8.count == 15 { return MicrochipCheck(.invalid, cleaned, .lettersInISONumber) }
            return MicrochipCheck(.invalid, cleaned, .wrongLength(utf8.count))
        }
    }

    /// Whether `bytes` are 15 digits alone that make a valid ISO number, the usual chip: `MicrochipCheck` of their
    /// text is `.valid`, with the same digits as `normalized`.
    public static func isValidISO(digits bytes: Span<UInt8>) -> Bool {
        guard bytes.count == 15 else { return false }
        var prefix = 0
        var national: UInt64 = 0
        for offset in bytes.indices {
            let digit = bytes[offset] &- 0x30
            guard digit < 10 else { return false }
            if offset < 3 {
                prefix = prefix * 10 + Int(digit)
            } else {
                national = national * 10 + UInt64(digit)
            }
        }
        guard national <= maxNationalNumber else { return false }
        switch prefix {
        case 0, 999: return false
        case 900...998: return true
        default: return countryCodes[prefix] != nil
        }
    }

    /// The structural checks on 15 digits: prefix and the 38-bit national part.
    private static func checkISO(_ digits: String) -> MicrochipCheck {
        // 15 ASCII digits, so both parts are plain numbers.
        var prefix = 0
        var national: UInt64 = 0
        let bytes = digits.utf8.span
        for offset in bytes.indices {
            let byte = bytes[offset]
            if offset < 3 {
                prefix = prefix * 10 + Int(byte - 0x30)
            } else {
                national = national * 10 + UInt64(byte - 0x30)
            }
        }
        let issuer: MicrochipIssuer
        switch prefix {
        case 0: return MicrochipCheck(.invalid, digits, .zeroCode)
        case 999: return MicrochipCheck(.invalid, digits, .testTransponder)
        case 900: issuer = .sharedManufacturerCode
        case 901...998: issuer = .manufacturer(code: prefix)
        default:
            guard let alpha2 = countryCodes[prefix] else {
                return MicrochipCheck(.invalid, digits, .unassignedCountryCode(prefix))
            }
            issuer = .country(numeric: prefix, alpha2: alpha2)
        }
        guard national <= maxNationalNumber else { return MicrochipCheck(.invalid, digits, .nationalNumberTooLarge) }
        return MicrochipCheck(.valid, digits, issuer: issuer)
    }

    private static func classify(scientific: ScientificNotation) -> MicrochipCheck {
        guard let expanded = scientific.exactInteger, expanded.utf8.count == 15 || expanded.utf8.count == 14 else {
            return MicrochipCheck(
                .invalid, scientific.text, .scientificNotationTruncated(significantDigits: scientific.significantDigits)
            )
        }
        let check = classify(cleaned: expanded, hadDotHex: false)
        guard check.outcome == .valid || check.outcome == .repairable else { return check }
        return MicrochipCheck(.repairable, check.normalized, .scientificNotationExpanded, issuer: check.issuer)
    }

    /// `3E7.1CBE991A14`: three hex digits of code, ten of national number (DOMAIN.md §1.1).
    private static func fromDotHex(_ hex: String) -> MicrochipCheck {
        guard let code = Int(hex.prefix(3), radix: 16), let national = UInt64(hex.dropFirst(3), radix: 16),
            code <= 999, national <= maxNationalNumber
        else { return MicrochipCheck(.invalid, hex, .unexpectedCharacters) }
        let nationalDigits = String(national)
        let codeDigits = String(code)
        let decimal =
            String(repeating: "0", count: 3 - codeDigits.count) + codeDigits
            + String(repeating: "0", count: 12 - nationalDigits.count) + nationalDigits
        let check = checkISO(decimal)
        guard check.outcome == .valid else { return check }
        return MicrochipCheck(.repairable, decimal, .readerHexNotation, issuer: check.issuer)
    }

    /// Whether `text` is a decimal number: digits, one point and digits, maybe a minus first (`30.4139760508221`,
    /// `-97.74199634`, `1.5`). A coordinate or a weight is written so; a chip's digits are grouped by several points
    /// (`985.112.003.456.789`) or shown in a reader's dot-hex notation (three characters, a point and ten).
    public static func isDecimalNumber(_ text: some StringProtocol) -> Bool {
        let unsigned = text.hasPrefix("-") ? Substring(text).dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }

    private static func isDotHex(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].count == 3 && parts[1].count == 10
            && parts.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// Strips whitespace, `="…"` and a leading apostrophe.
    private static func unwrapped(_ text: String) -> String {
        var value = Substring(text.trimmingWhitespace())
        if value.hasPrefix("=\""), value.hasSuffix("\""), value.count >= 3 { value = value.dropFirst(2).dropLast() }
        if value.hasPrefix("'") { value = value.dropFirst() }
        return String(value).trimmingWhitespace()
    }

    /// Values that mean "no chip" (DOMAIN.md §1.5), lower-cased.
    static let placeholders: Set<String> = [
        "", "n/a", "na", "none", "no", "nil", "null", "unknown", "unk", "**", "0", "void", "blank", "no chip",
        "not chipped", "kein chip", "keiner", "aucun", "geen",
    ]
}

/// Who issued an ISO chip number, from its first three digits (DOMAIN.md §1.2).
public enum MicrochipIssuer: Hashable, Sendable {
    /// 001–899: an ISO 3166-1 numeric country code.
    case country(numeric: Int, alpha2: String)
    /// 901–998: a manufacturer code allocated by ICAR.
    case manufacturer(code: Int)
    /// 900: shared by small manufacturers; cannot be traced to one.
    case sharedManufacturerCode
}

/// Why a microchip value is not simply a valid ISO number.
public enum MicrochipFinding: Hashable, Sendable {
    /// 14 digits that become a valid number with a country code 0xx when a leading zero is put back (not when
    /// they start with 9, as manufacturers' numbers do).
    case leadingZeroLost
    /// Scientific notation that still carried all 15 digits (`9.85141000123456E+14`), expanded exactly.
    case scientificNotationExpanded
    /// Scientific notation with digits lost (`9.85E+14`): cannot be recovered.
    case scientificNotationTruncated(significantDigits: Int)
    /// A reader's hex notation (`3E7.1CBE991A14`) converted to 15 digits.
    case readerHexNotation
    /// A 9-digit AVID (US) chip.
    case legacyAVID9
    /// A 10-character FDX-A / FECAVA / Trovan code.
    case legacyHex10
    /// Neither 15 (ISO), 9 nor 10 (legacy) characters.
    case wrongLength(Int)
    /// Letters in a 15-character value.
    case lettersInISONumber
    /// Characters other than digits and letters.
    case unexpectedCharacters
    /// The chip type before the number (`FDX-B 985141000123456`), taken away.
    case chipTypePrefix
    /// The letter O typed for a zero in a 15-digit number or an older chip's 10 characters, put right.
    case letterOForZero
    /// First three digits 000.
    case zeroCode
    /// First three digits 999: a test transponder.
    case testTransponder
    /// First three digits below 900 that are no ISO 3166-1 country code.
    case unassignedCountryCode(Int)
    /// The last 12 digits exceed 274877906943, which 38 bits cannot hold: a typo.
    case nationalNumberTooLarge
    /// A decimal number (`30.4139760508221`, `-97.74`): a coordinate or a weight in the chip's column.
    case decimalNumber

    public var isSpreadsheetDamage: Bool {
        switch self {
        case .leadingZeroLost, .scientificNotationExpanded, .scientificNotationTruncated: true
        default: false
        }
    }

    /// Plain words for staff, without the value itself.
    public var reason: String {
        switch self {
        case .leadingZeroLost:
            "the number has 14 digits: a spreadsheet dropped its leading zero; check the proposed 15-digit number"
        case .scientificNotationExpanded:
            "a spreadsheet wrote the number in scientific notation; it was converted back, please check it"
        case .scientificNotationTruncated(let digits):
            "a spreadsheet rounded the number to \(digits) digits in scientific notation; the real number is lost "
                + "— export the chip column as text again or read the chip"
        case .readerHexNotation: "the number was in a reader's hexadecimal notation and was converted to 15 digits"
        case .chipTypePrefix: "the chip type (FDX-B, ISO) was written before the number; the number alone was kept"
        case .letterOForZero: "the letter O was typed for a zero"
        case .legacyAVID9: "a 9-digit AVID chip from before ISO chips; kept as is"
        case .legacyHex10: "a 10-character FDX-A/Trovan chip from before ISO chips; kept as is"
        case .wrongLength(let count):
            "a chip number has 15 digits (older chips 9 or 10 characters); this one has \(count)"
        case .lettersInISONumber: "a 15-character chip number must be digits only"
        case .unexpectedCharacters: "a chip number has only digits (older chips also letters A–F)"
        case .zeroCode: "a chip number cannot start with 000"
        case .testTransponder: "numbers starting with 999 belong to test chips, not animals"
        case .unassignedCountryCode(let code):
            "the first three digits (\(Self.threeDigits(code))) are no country or manufacturer code"
        case .nationalNumberTooLarge:
            "the last 12 digits are larger than any chip can hold (274877906943): probably a typo"
        case .decimalNumber:
            "it looks like a decimal number (such as a coordinate or a weight), not a microchip"
        }
    }

    private static func threeDigits(_ code: Int) -> String {
        code < 10 ? "00\(code)" : code < 100 ? "0\(code)" : "\(code)"
    }
}
