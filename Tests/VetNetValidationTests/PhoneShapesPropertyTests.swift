import Testing
import VetNetCore
@testable import VetNetValidation

/// `PhoneShapes` answers a number by what libphonenumber answered for an earlier number of the same shape; this
/// holds it to libphonenumber, number by number, over numbers drawn in every country libphonenumber knows.
@Suite("Phone numbers answered by shape agree with libphonenumber")
struct PhoneShapesPropertyTests {
    /// Draws numbers that share their first digits, so that most are answered by a shape another one taught.
    @Test("national and international numbers of every country: the shape's answer is libphonenumber's")
    func everyCountry() {
        var random = SplitMix64(seed: 0x5A9E5)
        let separators = [" ", "-", ".", "/", "", ""]
        var byShape = 0
        var compared = 0
        for country in Country.all {
            guard let callingCode = PhoneShapes.callingCode[country] else { continue }
            // A few starts per country (with and without a trunk 0), each followed by digits of many lengths.
            let starts = (0..<4).map { _ in
                (random.chance(0.5) ? "0" : "") + String(1 + random.below(9)) + String(random.below(100))
            }
            for _ in 0..<150 {
                let start = random.pick(starts)
                let rest = (0..<(3 + random.below(8))).map { _ in String(random.below(10)) }
                var body = start
                for digit in rest { body += (random.chance(0.25) ? random.pick(separators) : "") + digit }
                let text = random.chance(0.5) ? body : "+\(callingCode) " + body
                for owner in [country, .us] {
                    let general = PhoneCheck(general: text, country: owner)
                    #expect(PhoneCheck(text, country: owner) == general, "\(text.debugDescription) in \(owner)")
                    if PhoneCheck(typed: text, country: owner) != nil { byShape += 1 }
                    compared += 1
                }
            }
        }
        #expect(byShape > compared / 2, "most numbers were answered by shape, so the two ways were compared")
    }
}
