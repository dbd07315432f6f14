import Testing
import VetNetCore
import VetNetValidation

/// A decimal number in a chip column (a coordinate, a weight) must never become a chip by losing its point, while
/// the layouts real chips are written in keep working.
@Suite("Microchips: decimal numbers are never chips")
struct MicrochipDecimalPropertyTests {
    static let runs = 5_000

    func digits(_ count: Int, _ random: inout SplitMix64) -> String {
        (0..<count).map { _ in String(random.below(10)) }.joined()
    }

    @Test("a decimal number of any length, signed or not, is an invalid chip that says it is a decimal number")
    func decimalNumbersAreRejected() {
        var random = SplitMix64(seed: 0xDEC1)
        for _ in 0..<Self.runs {
            let whole = digits(random.int(in: 1...18), &random)
            let fraction = digits(random.int(in: 1...18), &random)
            let signed = random.chance(0.5)
            let text = (signed ? "-" : "") + whole + "." + fraction
            let check = MicrochipCheck(random.chance(0.2) ? " \(text) " : text)
            #expect(check.outcome != .valid && check.outcome != .legacy && check.outcome != .absent, "\(text)")
            // Three digits, a point and ten are also a reader's dot-hex notation, which is proposed, never accepted.
            if signed || whole.count != 3 || fraction.count != 10 {
                #expect(check.outcome == .invalid && check.finding == .decimalNumber, "\(text)")
            }
        }
    }

    @Test("a valid chip stays valid written plain, in groups split by spaces, dashes or several dots, or wrapped")
    func chipLayoutsAreAccepted() {
        var random = SplitMix64(seed: 0xC41F)
        let codes = ["985", "900", "956", "981", "250", "276", "040", "826", "840", "528"]
        let layouts: [(String) -> String] = [
            { $0 }, { grouped($0, by: " ") }, { grouped($0, by: "-") }, { grouped($0, by: ".") },
            { "=\"\($0)\"" }, { "'" + $0 }, { " " + grouped($0, by: ".") + " " },
            { $0.prefix(3) + " " + $0.dropFirst(3) },
        ]
        for _ in 0..<Self.runs {
            // National parts up to 274877906943, the most 38 bits hold.
            let chip = random.pick(codes) + String(random.int(in: 0...1)) + digits(11, &random)
            let text = random.pick(layouts)(chip)
            let check = MicrochipCheck(text)
            #expect(check.outcome == .valid && check.normalized == chip, "\(text)")
        }
    }

    @Test(
        "a decimal number's reason says it looks like one, such as a coordinate or a weight",
        arguments: ["30.4139760508221", "-97.7419963476444", "1.5", "-0.25", " 985.112003456789 "])
    func decimalReason(_ text: String) {
        let check = MicrochipCheck(text)
        #expect(check.outcome == .invalid)
        #expect(check.reason == "it looks like a decimal number (such as a coordinate or a weight), not a microchip")
    }

    @Test("an older chip's digits grouped by several dots are kept as before")
    func legacyGroupedByDots() {
        #expect(MicrochipCheck("012.345.678").outcome == .legacy)
        #expect(MicrochipCheck("012.345.678").normalized == "012345678")
    }
}

/// `985112003456789` as `985<separator>112<separator>003…`.
private func grouped(_ chip: String, by separator: String) -> String {
    stride(from: 0, to: chip.count, by: 3).map { start in
        String(chip.dropFirst(start).prefix(3))
    }.joined(separator: separator)
}
