import Testing
import VetNetCore
@testable import VetNetValidation

/// The remembered libphonenumber answers against libphonenumber asked anew.
@Suite("Phone numbers read once")
struct PhoneAnswerMemoTests {
    @Test("a remembered answer is libphonenumber's, asked once and asked again, in each country and in none")
    func rememberedMatchesGeneral() {
        var random = SplitMix64(seed: 0x9F0E)
        let pieces = ["12345", "555-012", "0000", "(217) 555-01434", "n/a phone", "+1 ", "0", "44", "x12", " ", "é"]
        let texts = (0..<300).map { _ in random.text(from: pieces, maxPieces: 3) }
        for _ in 0..<2 {
            for text in texts {
                let country = random.pick([Country.us, .gb, .de, .au, nil])
                let remembered = PhoneCheck.rememberedGeneral(text, country: country)
                let general = PhoneCheck.general(text, country: country)
                #expect(
                    remembered.check == general.check && remembered.byShape == general.byShape,
                    "\(text.debugDescription) in \(country?.code ?? "no country")")
            }
        }
    }
}
