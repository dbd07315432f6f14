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

    @Test("each note is a line of its own, and a line end inside a note is written visibly")
    func notesOnLinesOfTheirOwn() {
        let diagnostic = Diagnostic(
            code: "pipeline.unknown-column", severity: .error, message: "No column.",
            location: SourceLocation(file: "pets.csv", line: 1), notes: ["columns: \"a\"", "two\nlines"])
        #expect(
            diagnostic.rendered(showingValue: false).split(separator: "\n", omittingEmptySubsequences: false) == [
                "pets.csv:1: error: [pipeline.unknown-column] No column.", "  note: columns: \"a\"",
                "  note: two‹U+000A›lines",
            ])
    }
}

@Suite("Texts made from the data inside a message")
struct DerivedTextTests {
    @Test("a proposal, a time or another record's ID is hidden with the value, and shown with it without its marks")
    func derivedTextsFollowTheValue() {
        let diagnostic = Diagnostic.warning(
            "owner.postal-code-invalid",
            "The postal code {value} lost its zero; it is probably \(Diagnostic.derived("02138")), see \(Diagnostic.derived("booking A-7")).",
            value: "2138")
        #expect(
            diagnostic.message(showingValue: false)
                == "The postal code ‹hidden› lost its zero; it is probably ‹hidden›, see ‹hidden›.")
        #expect(
            diagnostic.message(showingValue: true)
                == "The postal code \"2138\" lost its zero; it is probably 02138, see booking A-7.")
        #expect(!diagnostic.rendered(showingValue: false).contains("02138"))
    }

    @Test(
        "marks inside a derived text cannot end it early or leak what follows",
        arguments: ["a\u{E001}b", "\u{E000}x", "{value}"])
    func marksInTheDataAreInert(text: String) {
        let diagnostic = Diagnostic.warning("x.y", "Found \(Diagnostic.derived(text)) here.", value: "v")
        #expect(diagnostic.message(showingValue: false) == "Found ‹hidden› here.")
    }
}
