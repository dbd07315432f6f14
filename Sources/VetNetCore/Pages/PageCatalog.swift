/// The staff pages' words, one catalog per language (`PageCatalog+en.swift`, …). A test holds every catalog
/// to every key, with the same placeholders as the English one.
public enum PageCatalog {
    public static func catalog(for language: ReportLanguage) -> [PageKey: String] {
        switch language {
        case .en: en
        case .de: de
        case .fr: fr
        case .nl: nl
        }
    }
}
