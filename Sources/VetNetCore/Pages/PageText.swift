/// The staff pages' words in one language, from that language's catalog (`PageCatalog`). Every text a page
/// shows, but the values from the data, comes from here; the values are filled into `{name}` placeholders
/// and the whole escaped, so a page never holds a value unescaped.
public struct PageText: Sendable {
    public let language: ReportLanguage
    private let catalog: [PageKey: String]

    public init(_ language: ReportLanguage) {
        self.language = language
        catalog = PageCatalog.catalog(for: language)
    }

    /// The text of `key` with `values` filled in, unescaped (for comparisons and tests).
    public func plain(_ key: PageKey, _ values: [String: String] = [:]) -> String {
        fill(catalog[key] ?? PageCatalog.en[key] ?? key.rawValue, values)
    }

    /// The text of `key` with `values` filled in, escaped for HTML.
    public func html(_ key: PageKey, _ values: [String: String] = [:]) -> String {
        escapeHTML(plain(key, values))
    }

    /// `one` or `other` as `count` asks, with `{n}` set to the count, escaped for HTML.
    public func html(count: Int, _ one: PageKey, _ other: PageKey, _ values: [String: String] = [:]) -> String {
        escapeHTML(plain(count: count, one, other, values))
    }

    /// `one` or `other` as `count` asks, with `{n}` set to the count, unescaped: a part of a longer text.
    public func plain(count: Int, _ one: PageKey, _ other: PageKey, _ values: [String: String] = [:]) -> String {
        plain(language.isSingular(count) ? one : other, values.merging(["n": String(count)]) { given, _ in given })
    }

    /// `template` with each `{name}` replaced, in one pass: a value holding `{n}` stays as it is.
    private func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
