internal import VetNetCore
import Synchronization

/// What libphonenumber made of numbers of one shape, remembered so that a run asks it once per shape rather than
/// once per number (a parse costs some 10 µs: regular expressions).
///
/// A shape is the calling code (written after `+`, or the country's for a national number), the count of the
/// digits after it and the first four of them. libphonenumber's answer for such digits is decided by their first
/// digits (which prefixes it strips: a trunk `0`, a North American `1`) and their count (whether the length is
/// one the country's numbers have): so numbers of one shape share the answer. Where libphonenumber did more than
/// drop a prefix, or asked whether the number itself is in service, the shape is left to it number by number.
/// `PhoneShapesPropertyTests` holds this to libphonenumber over numbers of many countries.
final class PhoneShapes: Sendable {
    static let shared = PhoneShapes()

    /// libphonenumber's answer for a shape.
    enum Outcome: Sendable {
        /// E.164 is `+`, the calling code and the digits after it less the first `drop`.
        case accepted(drop: Int)
        case refused(PhoneProblem)
        /// Not to be answered by shape.
        case general
    }

    struct Shape {
        let key: UInt64
        let callingCode: Int
        /// Where the digits after the calling code start.
        let start: Int

        /// Nil for digits this path leaves to libphonenumber: fewer than 4 (whether they are a number at all turns
        /// on the separators around them), `00…` (the international prefixes differ from country to country), no
        /// known calling code after `+`, no country for a national number.
        init?(digits: ShortASCII, international: Bool, country: Country?) {
            guard digits.count >= 4 else { return nil }
            var code = 0
            var start = 0
            if international {
                guard digits[0] != 0x30 else { return nil }
                for length in 1...min(3, digits.count) {
                    let value = code * 10 + Int(digits[length - 1] - 0x30)
                    code = value
                    if PhoneShapes.callingCodes.contains(value) {
                        start = length
                        break
                    }
                }
                guard start > 0 else { return nil }
            } else {
                guard let country, let known = PhoneShapes.callingCode[country],
                    digits.count < 2 || digits[0] != 0x30 || digits[1] != 0x30
                else { return nil }
                code = known
            }
            var key = UInt64(international ? 1 : 0) | UInt64(country?.packed ?? 0) << 1 | UInt64(code) << 17
            key |= UInt64(digits.count - start) << 27
            for offset in 0..<4 {
                let digit = start + offset < digits.count ? UInt64(digits[start + offset] - 0x30) : 0xF
                key |= digit << (33 + 4 * offset)
            }
            self.key = key
            self.callingCode = code
            self.start = start
        }

        /// `+`, the calling code, the digits after it less the first `drop`: at most 1 + 3 + 32 bytes, but a
        /// shape is accepted only where libphonenumber wrote its E.164 form, which has at most 15 digits.
        func e164(_ digits: ShortASCII, dropping drop: Int) -> ShortASCII {
            var text = ShortASCII("+")
            if callingCode >= 100 { text.append(UInt8(0x30 + callingCode / 100)) }
            if callingCode >= 10 { text.append(UInt8(0x30 + callingCode / 10 % 10)) }
            text.append(UInt8(0x30 + callingCode % 10))
            for index in (start + drop)..<digits.count { text.append(digits[index]) }
            return text
        }
    }

    private let outcomes = Mutex<[UInt64: Outcome]>([:])

    /// At most this many shapes are remembered; past it, numbers of new shapes are parsed one by one.
    private static let capacity = 1 << 16

    func outcome(of shape: Shape) -> Outcome? {
        outcomes.withLock { $0[shape.key] }
    }

    /// Remembers what `general` (`PhoneCheck.general` of a number of `shape` whose digits are `digits`) says of
    /// the shape.
    func learn(_ shape: Shape, from general: (check: PhoneCheck, byShape: Bool), digits: ShortASCII) -> Outcome {
        let outcome: Outcome
        switch general.check {
        case _ where !general.byShape: outcome = .general
        case .valid(let number) where number.extensionNumber == nil:
            // Accepted by shape when libphonenumber only dropped leading digits (a trunk prefix) the shape's key
            // holds, and the key holds the national number's first two digits too, as long as the longest trunk
            // prefix (`06` in Hungary): numbers starting with one are answered number by number.
            let after = digits.count - shape.start
            let drop = after - (number.e164.utf8.count - 1 - String(shape.callingCode).utf8.count)
            outcome =
                (0...min(2, after)).contains(drop) && shape.e164(digits, dropping: drop).string == number.e164
                ? .accepted(drop: drop) : .general
        case .invalid(let problem):
            // A refusal under another calling code (`011 33 445` in the US: the shape's key holds `0113` only)
            // is the number's own.
            outcome = problem.callingCode == shape.callingCode ? .refused(problem) : .general
        default: outcome = .general
        }
        outcomes.withLock { table in
            if table.count < Self.capacity { table[shape.key] = outcome }
        }
        return outcome
    }

    /// Every calling code libphonenumber knows (`1`, `44`, `353`); none is the start of another.
    static let callingCodes: Set<Int> = Set((1...999).filter(PhoneLibrary.isCallingCode))

    /// The calling code of each country libphonenumber has numbers for.
    static let callingCode: [Country: Int] = {
        var table: [Country: Int] = [:]
        for country in Country.all { table[country] = PhoneLibrary.callingCode(of: country) }
        return table
    }()
}
