private import CPhoneNumber

/// libphonenumber, through the C surface of `CPhoneNumber`: the only file that sees it. Its answers come back as
/// Swift values; every call may be made from any thread.
enum PhoneLibrary {
    /// What libphonenumber made of a text.
    enum Reading: Equatable {
        /// Read as `e164` (`+61414026380`) under `callingCode`, with the extension it found, if any.
        /// `unusualStartIsValid`: when the national number begins with 0 or the country's trunk prefix, as few
        /// numbers in service do (`+33061…`, `+1055…`), whether libphonenumber finds it valid (in a range in
        /// service); nil for any other number.
        case parsed(
            e164: String, callingCode: Int, extensionNumber: String?, length: LengthVerdict, unusualStartIsValid: Bool?)
        case failed(ParseFailure)
    }

    /// libphonenumber's `IsPossibleNumberWithReason`: whether the number has a length its country's numbers have.
    enum LengthVerdict: Equatable {
        case possible, localOnly, unknownCallingCode, tooShort, invalidLength, tooLong
    }

    /// libphonenumber's parse errors.
    enum ParseFailure: Equatable {
        case invalidCountryCode, notANumber, tooShortAfterInternationalPrefix, tooShort, tooLong
    }

    /// Reads `text` as a number dialled in `region` (nil: no region, so only numbers written with `+`).
    static func read(_ text: String, region: Country?) -> Reading {
        var parsed = CPNParsed()
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cpn_parse(chars.baseAddress, chars.count, region?.code ?? "ZZ", &parsed)
            }
        }
        switch parsed.status {
        case Int32(CPN_PARSED.rawValue): break
        case Int32(CPN_INVALID_COUNTRY_CODE.rawValue): return .failed(.invalidCountryCode)
        case Int32(CPN_TOO_SHORT_AFTER_IDD.rawValue): return .failed(.tooShortAfterInternationalPrefix)
        case Int32(CPN_TOO_SHORT_NSN.rawValue): return .failed(.tooShort)
        case Int32(CPN_TOO_LONG_NSN.rawValue): return .failed(.tooLong)
        default: return .failed(.notANumber)
        }
        let verdict: LengthVerdict
        switch parsed.possibility {
        case Int32(CPN_IS_POSSIBLE.rawValue): verdict = .possible
        case Int32(CPN_IS_POSSIBLE_LOCAL_ONLY.rawValue): verdict = .localOnly
        case Int32(CPN_TOO_SHORT.rawValue): verdict = .tooShort
        case Int32(CPN_TOO_LONG.rawValue): verdict = .tooLong
        case Int32(CPN_INVALID_LENGTH.rawValue): verdict = .invalidLength
        default: verdict = .unknownCallingCode
        }
        let e164 = withUnsafeBytes(of: parsed.e164) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let found = withUnsafeBytes(of: parsed.extension) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let unusualStartIsValid: Bool? = parsed.unusual_start_valid < 0 ? nil : parsed.unusual_start_valid == 1
        return .parsed(
            e164: e164, callingCode: Int(parsed.country_code), extensionNumber: found.isEmpty ? nil : found,
            length: verdict,
            unusualStartIsValid: unusualStartIsValid)
    }

    /// The calling code of `country` (`AU` → 61); nil where libphonenumber knows no numbers of it.
    static func callingCode(of country: Country) -> Int? {
        let code = cpn_country_code_for_region(country.code)
        return code > 0 ? Int(code) : nil
    }

    /// Whether libphonenumber knows `code` as a calling code (`61`), geographic or not.
    static func isCallingCode(_ code: Int) -> Bool { cpn_is_known_country_code(Int32(code)) != 0 }

    /// libphonenumber's number type of an E.164 number (`IsValidNumber`, range by range): `.unknown` for a number
    /// in no range in service.
    static func type(ofE164 e164: String) -> PhoneNumber.Kind {
        var text = e164
        let type = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cpn_number_type($0.baseAddress, $0.count) }
        }
        // `Kind` lists its cases in the order of libphonenumber's `PhoneNumberType`.
        let kinds = PhoneNumber.Kind.allCases
        return (0..<Int32(kinds.count)).contains(type) ? kinds[Int(type)] : .unknown
    }

    /// libphonenumber's national format of an E.164 number (`+442079460018` → `020 7946 0018`): the groups its
    /// country writes the digits in. Empty for text that is not E.164.
    static func nationalFormat(ofE164 e164: String) -> String {
        var text = e164
        var buffer = [CChar](repeating: 0, count: 48)
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cpn_format_national($0.baseAddress, $0.count, &buffer, 48) }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
