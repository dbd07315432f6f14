import Testing
import VetNetCore

@Suite("Escaping for HTML")
struct EscapeHTMLTests {
    @Test("each of the five markup characters becomes its entity, wherever it stands in the text")
    func markupBecomesEntities() {
        #expect(
            escapeHTML(#"<b class="x">Tom & Jerry's</b>"#)
                == "&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;")
        // A combining mark after a quote makes one character of the two, but the quote still ends an attribute.
        #expect(escapeHTML("\"\u{301}Zoë") == "&quot;\u{301}Zoë")
    }

    @Test("control, direction and zero-width characters are written visibly; tabs and line breaks stay")
    func invisiblesBecomeVisible() {
        #expect(escapeHTML("Lab\u{202E}gepj.exe") == "Lab‹U+202E›gepj.exe")
        #expect(escapeHTML("a\u{1B}[2J\u{200B}b\u{2028}c") == "a‹U+001B›[2J‹U+200B›b‹U+2028›c")
        #expect(escapeHTML("Tab\tand\nline\r\n") == "Tab\tand\nline\r\n")
        #expect(escapeInvisibles("a\nb\u{7F}") == "a‹U+000A›b‹U+007F›")
    }

    @Test(
        "random text escapes to text without markup that unescapes to the original, and text without markup is left alone"
    )
    func roundTrip() {
        var random = SplitMix64(seed: 0xE5C4)
        let pieces = ["a", "Zoë", "&", "<", ">", "\"", "'", " ", "\u{301}", "🐕", "&amp;", "O'Malley", "\n", "—", ""]
        for _ in 0..<5_000 {
            let text = (0..<random.int(in: 0...7)).map { _ in random.pick(pieces) }.joined()
            let escaped = escapeHTML(text)
            #expect(!escaped.utf8.contains { Array("<>\"'".utf8).contains($0) })
            #expect(Self.unescape(escaped) == text)
            if !text.utf8.contains(where: { Array("&<>\"'".utf8).contains($0) }) { #expect(escaped == text) }
        }
    }

    /// Entities back to characters, read over the UTF-8 bytes (a combining mark after an entity joins its `;`
    /// into one `Character`, which character-wise replacing would miss).
    static func unescape(_ text: String) -> String {
        let entities: [(entity: [UInt8], byte: UInt8)] = [
            (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
            (Array("&gt;".utf8), UInt8(ascii: ">")),
            (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        ]
        let bytes = Array(text.utf8)
        var plain: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if let (entity, byte) = entities.first(where: { bytes[index...].starts(with: $0.entity) }) {
                plain.append(byte)
                index += entity.count
            } else {
                plain.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: plain, as: UTF8.self)
    }
}
