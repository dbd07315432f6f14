public import VetNetCore

extension PhoneCheck {
    /// The check for a number typed the usual way — ASCII digits with spaces, `-`, `.`, `/`, parentheses and a
    /// leading `+` — on its bytes, through `PhoneShapes`; nil for any other text (letters, extensions, placeholder
    /// words, non-ASCII), which `init(general:)` reads. Both give the same result.
    init?(typed text: String, country: Country?) {
        switch Self.typed(utf8: text.utf8.span, country: country) {
        case nil: return nil
        case .absent: self = .absent
        case .valid(let e164): self = .valid(PhoneNumber(e164: e164.string))
        case .invalid(let problem): self = .invalid(problem)
        }
    }

    /// What `typed(utf8:country:)` found: the check's cases, with a valid number's E.164 form in place.
    public enum Typed {
        case absent
        case valid(e164: ShortASCII)
        case invalid(PhoneProblem)
    }

    /// `init(typed:)` over a number's UTF-8, for callers holding the bytes: nil where the check must read the
    /// text itself (see `init(typed:)`), for a number whose calling code or country is not known here, or one
    /// libphonenumber rewrites beyond dropping prefixes.
    public static func typed(utf8 bytes: Span<UInt8>, country: Country?) -> Typed? {
        var start = 0
        var end = bytes.count
        while start < end, isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start, isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
        let length = end - start
        // The placeholders made of these bytes.
        if length == 0 || (length <= 2 && bytes[start] == UInt8(ascii: "-") && bytes[end - 1] == UInt8(ascii: "-"))
            || (length == 1 && bytes[start] == UInt8(ascii: "0"))
        {
            return .absent
        }
        let hasPlus = bytes[start] == UInt8(ascii: "+")
        var digits = ShortASCII()
        for index in (hasPlus ? start + 1 : start)..<end {
            switch bytes[index] {
            case 0x30...0x39:
                guard digits.count < ShortASCII.capacity else { return nil }
                digits.append(bytes[index])
            case 0x20, 0x2D, 0x2E, 0x2F, 0x28, 0x29: continue
            default: return nil
            }
        }
        guard let shape = PhoneShapes.Shape(digits: digits, international: hasPlus, country: country) else {
            return nil
        }
        let outcome: PhoneShapes.Outcome
        if let known = PhoneShapes.shared.outcome(of: shape) {
            outcome = known
        } else {
            // Every byte from `start` to `end` is ASCII now, so their text needs no validation.
            let text = String(copying: UTF8Span(unchecked: bytes.extracting(start..<end), isKnownASCII: true))
            outcome = PhoneShapes.shared.learn(shape, from: general(text, country: country), digits: digits)
        }
        switch outcome {
        case .accepted(let drop): return .valid(e164: shape.e164(digits, dropping: drop))
        case .refused(let problem): return .invalid(problem)
        case .general: return nil
        }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
