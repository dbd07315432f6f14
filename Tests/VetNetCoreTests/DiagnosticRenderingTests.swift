import Testing
import VetNetCore

@Suite("Diagnostics on a terminal")
struct DiagnosticRenderingTests {
    @Test("a value, file name or note from the data cannot drive the terminal or hide text, even when values are shown")
    func invisiblesAreVisible() {
        let diagnostic = Diagnostic(
            code: "patient.name-invalid", severity: .error, message: "The name {value} is not valid.",
            location: SourceLocation(file: "pets\u{202E}vsc.csv", line: 3), value: "Rex\u{1B}[2J",
            notes: ["seen\u{200B}before"])
        for showing in [true, false] {
            let text = diagnostic.rendered(showingValue: showing)
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{200B}" })
            #expect(text.contains("pets‹U+202E›vsc.csv:3"))
            #expect(text.contains("seen‹U+200B›before"))
        }
        #expect(diagnostic.rendered(showingValue: true).contains("\"Rex‹U+001B›[2J\""))
        #expect(!diagnostic.rendered(showingValue: false).contains("Rex"))
    }
}
