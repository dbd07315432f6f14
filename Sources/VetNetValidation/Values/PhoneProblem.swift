/// Why a phone number is refused.
public enum PhoneProblem: Error, Hashable, Sendable {
    case noDigits
    case letters
    case invalidCharacters
    /// `+` or `00` followed by no calling code libphonenumber knows.
    case invalidCountryCode
    /// Too few digits for a number under this calling code (or for any number).
    case tooShort(callingCode: Int?)
    /// Too many digits for a number under this calling code (or for any number).
    case tooLong(callingCode: Int?)
    /// Between the calling code's shortest and longest numbers, but a length none of them has.
    case invalidLength(callingCode: Int)
    /// A local number: dialled within its area only, without the area code.
    case missingAreaCode(callingCode: Int)
    /// A number whose national part starts with 0 or the trunk prefix, and is in no range in service: a digit
    /// too few or too many, or an area code that does not exist.
    case notInService(callingCode: Int)

    /// The calling code the number was read under, where the problem is with its length.
    var callingCode: Int? {
        switch self {
        case .tooShort(let code), .tooLong(let code): code
        case .invalidLength(let code), .missingAreaCode(let code), .notInService(let code): code
        case .noDigits, .letters, .invalidCharacters, .invalidCountryCode: nil
        }
    }

    /// Plain words for staff, without the number itself.
    public var reason: String {
        switch self {
        case .noDigits: "the phone field has no digits"
        case .letters: "a phone number cannot contain letters"
        case .invalidCharacters: "the phone number has characters other than digits, spaces, + - . / ( )"
        case .invalidCountryCode: "the number after + or 00 is not a country code"
        case .tooShort(let code?): "it has too few digits for a number with country code +\(code)"
        case .tooShort(nil): "it has too few digits for a phone number"
        case .tooLong(let code?): "it has too many digits for a number with country code +\(code)"
        case .tooLong(nil): "it has too many digits for a phone number"
        case .invalidLength(let code): "no number with country code +\(code) has that many digits"
        case .missingAreaCode(let code): "it is a local number without its area code (country code +\(code))"
        case .notInService(let code):
            "no number with country code +\(code) starts that way; a digit may be missing or extra"
        }
    }
}
