import Testing
import VetNetCore

/// The staff pages' words: every language has every text, with the same values to fill in.
@Suite("Page catalogs")
struct PageCatalogTests {
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{(\w+)\}/).map { String($0.output.1) })
    }

    @Test("every catalog has every key, with the English text's placeholders", arguments: ReportLanguage.allCases)
    func complete(_ language: ReportLanguage) {
        let catalog = PageCatalog.catalog(for: language)
        let english = PageCatalog.catalog(for: .en)
        for key in PageKey.allCases {
            let text = catalog[key]
            #expect(text?.isEmpty == false, "\(language): \(key) is missing")
            #expect(Self.placeholders(text ?? "") == Self.placeholders(english[key] ?? ""), "\(language): \(key)")
        }
        #expect(catalog.count == PageKey.allCases.count)
    }

    @Test("values are filled in once and escaped with the text")
    func fillsAndEscapes() {
        let text = PageText(.en)
        #expect(text.plain(.ownerKept, ["name": "{name} {n}"]) == "Owner {name} {n}")
        #expect(text.html(.ownerKept, ["name": "<b>Ann</b>\u{202E}"]) == "Owner &lt;b&gt;Ann&lt;/b&gt;‹U+202E›")
        #expect(
            text.html(count: 1, .pairsOne, .pairsOther) == "1 pair may be one owner or one animal and needs a look.")
        #expect(PageText(.fr).html(count: 0, .chipsOne, .chipsOther).hasPrefix("0 puce électronique figure"))
        #expect(PageText(.de).html(.breakLabel) == "Pause")
    }
}
