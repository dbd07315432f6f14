import Foundation
import Testing
import VetNetCore

@testable import VetNetPipeline

@Suite("A record's findings kept in the state file")
struct FindingsCodecTests {
    /// Texts with every ASCII byte, the escapes JSON has, characters of two to four bytes and the markers of derived text.
    static func randomText(_ random: inout SplitMix64) -> String {
        let pieces = [
            "\"", "\\", "/", "\u{8}", "\t", "\n", "\u{C}", "\r", "\u{1B}", "\u{7F}", "é", "€", "😀", "\u{2028}",
            "\u{FEFF}", "\u{E000}", "\u{E001}", "{value}", "Rex", " ", "=SUM(A1)",
        ]
        var text = ""
        for _ in 0..<random.below(8) {
            text +=
                random.chance(0.3)
                ? String(UnicodeScalar(UInt8(random.below(0x80)))) : pieces[random.below(pieces.count)]
        }
        return text
    }

    static func randomFinding(_ random: inout SplitMix64) -> Diagnostic {
        func maybe<T>(_ value: @autoclosure () -> T) -> T? { random.chance(0.5) ? value() : nil }
        func number() -> Int { random.below(3) == 0 ? -random.below(1000) : random.below(5_000_000) }
        var finding = Diagnostic(
            code: DiagnosticCode(rawValue: randomText(&random)),
            severity: [.note, .warning, .error][random.below(3)], message: randomText(&random),
            location: random.chance(0.8)
                ? SourceLocation(
                    file: randomText(&random), line: maybe(number()), recordIndex: maybe(number()),
                    column: maybe(number()), field: maybe(randomText(&random)))
                : nil,
            recordID: maybe(randomText(&random)), value: maybe(randomText(&random)),
            notes: (0..<random.below(3)).map { _ in randomText(&random) })
        finding.found = maybe(randomText(&random))
        return finding
    }

    static func reference(_ findings: [Diagnostic]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(findings), as: UTF8.self)
    }

    @Test("findings are written byte for byte as JSONEncoder writes them, and read back as they were")
    func sameAsJSONEncoder() throws {
        var random = SplitMix64(seed: 21)
        for _ in 0..<2_000 {
            let findings = (0..<random.below(4)).map { _ in Self.randomFinding(&random) }
            let text = FindingsCodec.encode(findings)
            #expect(text == (try Self.reference(findings)))
            #expect(FindingsCodec.readWritten(text) == findings)
        }
    }

    @Test("a text in another layout, with escapes of other forms, reads as JSONDecoder reads it")
    func otherLayoutsReadAsJSONDecoderReadsThem() throws {
        var random = SplitMix64(seed: 22)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        for _ in 0..<300 {
            let findings = (0..<random.below(4)).map { _ in Self.randomFinding(&random) }
            let text = String(decoding: try encoder.encode(findings), as: UTF8.self)
            #expect(FindingsCodec.decode(text) == findings)
        }
        let escaped = #"[{"code":"a\u002fb","message":"\ud83d\ude00 \u00e9","severity":"warning","value":null}]"#
        #expect(
            FindingsCodec.decode(escaped)
                == (try JSONDecoder().decode([Diagnostic].self, from: Data(escaped.utf8))))
        #expect(FindingsCodec.decode(escaped).first?.message == "😀 é")
        // Escapes of other forms are read without JSONDecoder too.
        let unicodeEscapes = #"[{"code":"a\u002fb","message":"\ud83d\ude00 \u00e9","severity":"warning"}]"#
        #expect(FindingsCodec.readWritten(unicodeEscapes)?.first?.message == "😀 é")
        #expect(FindingsCodec.readWritten(unicodeEscapes)?.first?.code == "a/b")
    }

    @Test(
        "a text that is not findings reads as none",
        arguments: ["", "[", "{}", "[{}]", "[1]", "nonsense", "[{\"code\":\"x\"}]"])
    func notFindingsReadAsNone(text: String) {
        #expect(FindingsCodec.decode(text).isEmpty)
    }
}
