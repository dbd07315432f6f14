import Testing
import VetNetCore

/// `Diagnostic.message(showingValue:)`, made from the message's bytes, against the scalar-by-scalar reading it
/// replaced.
@Suite("Filling in a message")
struct DiagnosticMessagePropertyTests {
    @Test("the bytes-level fill gives the scalar-by-scalar fill's text, shown and hidden, for random messages")
    func byteFillMatchesScalarFill() {
        var random = SplitMix64(seed: 0x3E55)
        let pieces = [
            "", "The value ", "{value}", "{val", "ue}", "{", "}", " is ", "é", "‹", "🐕", "\u{E000}", "\u{E001}",
            "\u{E002}", "\u{EFFF}", "\u{E0100}", "\u{2000}", "\"", "\n", "x",
        ]
        let values: [String?] = [nil, "", "Rex", "{value}", "\u{E000}", "a\"b", "Zoë"]
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<random.below(9) {
                text += random.below(4) == 0 ? Diagnostic.derived(random.pick(pieces)) : random.pick(pieces)
            }
            let diagnostic = Diagnostic.warning("x.y", text, value: random.pick(values))
            for showing in [true, false] {
                #expect(
                    diagnostic.message(showingValue: showing) == Self.reference(diagnostic, showingValue: showing),
                    "\(text.debugDescription) showing \(showing)")
            }
        }
    }

    /// The fill as it was written first: the message's scalars one by one, then the first `{value}` replaced.
    static func reference(_ diagnostic: Diagnostic, showingValue: Bool) -> String {
        let message = diagnostic.message
        var template = ""
        var inDerived = false
        for scalar in message.unicodeScalars {
            if scalar == "\u{E000}" {
                inDerived = true
                if !showingValue { template += "‹hidden›" }
            } else if scalar == "\u{E001}" {
                inDerived = false
            } else if showingValue || !inDerived {
                template.unicodeScalars.append(scalar)
            }
        }
        let token = Array(Diagnostic.valueToken.utf8)
        let bytes = Array(template.utf8)
        guard bytes.count >= token.count,
            let start = (0...(bytes.count - token.count)).first(where: {
                Array(bytes[$0..<($0 + token.count)]) == token
            })
        else { return template }
        let shown = showingValue ? "\"\(diagnostic.value ?? "")\"" : "‹hidden›"
        return String(decoding: bytes[..<start], as: UTF8.self) + shown
            + String(decoding: bytes[(start + token.count)...], as: UTF8.self)
    }
}
