import Testing
import VetNetCore
import VetNetValidation

/// Owner names are checked like pet names: letters of any script, spaces, hyphens, apostrophes and periods.
@Suite("Owner names")
struct OwnerNameTests {
    let validator = RecordValidator(asOf: LocalDate(year: 2026, month: 11, day: 20)!, defaultCountry: .us)

    func findings(first: String?, last: String?) -> [Diagnostic] {
        var owner = Owner(
            id: "OWN-1", firstName: first, lastName: last, email: "a@example.com",
            sources: [SourceRef(source: "owners", sourceId: "1", line: 2)])
        var findings: [Diagnostic] = []
        validator.validate(&owner, at: SourceLocation(file: "o.csv", line: 2), columns: [:], findings: &findings)
        return findings.filter { $0.code == "owner.name-invalid" }
    }

    @Test(
        "markup, control, direction and zero-width characters, digits and over 100 characters are reported, with the field",
        arguments: [
            "<script>alert(1)</script>", "Ann\u{1B}[2J", "Lab\u{202E}gepj.exe", "Ann\u{200B}a", "R2D2",
            "Ann\tLee\u{7F}",
            String(repeating: "a", count: 101),
        ])
    func damagedNamesAreReported(name: String) {
        let asFirst = findings(first: name, last: "Lee")
        let asLast = findings(first: "Ann", last: name)
        #expect(asFirst.map(\.location?.field) == ["firstName"])
        #expect(asLast.map(\.location?.field) == ["lastName"])
        #expect(asFirst.first?.severity == .warning && asFirst.first?.value == name)
    }

    @Test(
        "names of any script with spaces, hyphens, apostrophes and periods pass, an initial and 100 letters too",
        arguments: [
            "O'Brien", "Zoë", "Mary-Jane", "J", "St. John", "Nguyễn", "Ołeksandra", "ハナ", "Van Der Berg",
            String(repeating: "a", count: 100),
        ])
    func realNamesPass(name: String) {
        #expect(findings(first: name, last: name).isEmpty)
    }
}
