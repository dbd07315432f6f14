import Testing
import VetNetCore
import VetNetXML

/// Field paths that read inside an enclosing element (`../../PatientID`): what came before the record's start tag.
@Suite struct XMLAncestorFieldTests {
    static let history = """
        <Export><Patients>
          <Patient>
            <PatientID>P-1</PatientID><Name>Rex</Name>
            <Vaccinations>
              <Vaccination><Vaccine>Rabies 3yr</Vaccine><Given>2025-03-01</Given></Vaccination>
              <Vaccination><Vaccine>DHPP</Vaccine><Given>2025-04-12</Given></Vaccination>
            </Vaccinations>
          </Patient>
          <Patient>
            <PatientID>P-2</PatientID><Name>Mia</Name>
            <Vaccinations>
              <Vaccination><Vaccine>FVRCP</Vaccine><Given>2025-05-20</Given></Vaccination>
            </Vaccinations>
          </Patient>
        </Patients></Export>
        """

    static let vaccinations = "Export/Patients/Patient/Vaccinations/Vaccination"

    @Test("a vaccination nested under its patient reads the patient's ID from a child before the list")
    func nestedUnderPatient() {
        let outcome = readXML(
            Self.history, record: Self.vaccinations, fields: ["../../PatientID", "Vaccine", "Given", "../../Name"])
        #expect(outcome.thrown == nil)
        #expect(outcome.diagnostics.isEmpty)
        #expect(
            outcome.records.map(\.fields) == [
                ["P-1", "Rabies 3yr", "2025-03-01", "Rex"], ["P-1", "DHPP", "2025-04-12", "Rex"],
                ["P-2", "FVRCP", "2025-05-20", "Mia"],
            ])
        #expect(outcome.records.map(\.location.line) == [5, 6, 12])
    }

    @Test("paths from the parent and from the grandparent, and one two elements deep inside an ancestor")
    func twoLevels() {
        let xml = """
            <Export><Clinic><ClinicID>C-9</ClinicID>
              <Patient><Info><ID>P-1</ID><Chip>985</Chip></Info>
                <Visits><Note>first visit</Note><Visit id="V1"/><Visit id="V2"/></Visits>
              </Patient>
            </Clinic></Export>
            """
        let outcome = readXML(
            xml, record: "Visit", fields: ["@id", "../Note", "../../Info/ID", "../../Info/Chip", "../../../ClinicID"])
        #expect(outcome.thrown == nil)
        #expect(
            outcome.records.map(\.fields) == [
                ["V1", "first visit", "P-1", "985", "C-9"], ["V2", "first visit", "P-1", "985", "C-9"],
            ])
    }

    @Test("an attribute of an element inside an ancestor")
    func attributeOfAncestorChild() {
        let xml = """
            <Export><Patient><Owner ref=" O-7 "/><Species code="dog">Dog</Species>
              <Visits><Visit id="V1"/></Visits></Patient>
            <Patient><Owner/><Visits><Visit id="V2"/></Visits></Patient></Export>
            """
        let outcome = readXML(
            xml, record: "Visit", fields: ["@id", "../../Owner/@ref", "../../Species/@code", "../../Species"])
        #expect(outcome.records.map(\.fields) == [["V1", "O-7", "dog", "Dog"], ["V2", nil, nil, nil]])
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test("an ancestor's values reset when it ends: the next patient never sees the previous patient's")
    func valuesResetPerAncestor() {
        let xml = """
            <Export>
              <Patient><PatientID>P-1</PatientID><Tag>a</Tag><Tag>b</Tag>
                <Vaccinations><Vaccination id="1"/></Vaccinations></Patient>
              <Patient><Name>No ID</Name>
                <Vaccinations><Vaccination id="2"/></Vaccinations></Patient>
              <Patient><PatientID>P-3</PatientID>
                <Vaccinations><Vaccination id="3"/></Vaccinations>
                <Vaccinations><Vaccination id="4"/></Vaccinations></Patient>
            </Export>
            """
        let outcome = readXML(xml, record: "Vaccination", fields: ["@id", "../../PatientID", "../../Tag"])
        #expect(
            outcome.records.map(\.fields) == [
                ["1", "P-1", "a"], ["2", nil, nil], ["3", "P-3", nil], ["4", "P-3", nil],
            ])
        #expect(outcome.records[0].repeats == [2: ["a", "b"]])
        #expect(outcome.records.dropFirst().allSatisfy { $0.repeats.isEmpty })
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test("an element after the nested records gives them no value and the file one warning")
    func elementAfterRecords() {
        let xml = """
            <Export><Patients>
              <Patient>
                <Vaccinations>
                  <Vaccination><Vaccine>Rabies</Vaccine></Vaccination>
                  <Vaccination><Vaccine>DHPP</Vaccine></Vaccination>
                </Vaccinations>
                <PatientID>P-1</PatientID><Name>Rex</Name>
              </Patient>
              <Patient>
                <Vaccinations><Vaccination><Vaccine>FVRCP</Vaccine></Vaccination></Vaccinations>
                <PatientID>P-2</PatientID>
              </Patient>
            </Patients></Export>
            """
        let outcome = readXML(xml, record: Self.vaccinations, fields: ["Vaccine", "../../PatientID", "../../Name"])
        #expect(outcome.thrown == nil)
        #expect(outcome.records.map(\.fields) == [["Rabies", nil, nil], ["DHPP", nil, nil], ["FVRCP", nil, nil]])
        #expect(outcome.diagnostics.map(\.code) == ["read.xml-ancestor-after-record"])
        let warning = outcome.diagnostics.first
        #expect(warning?.severity == .warning)
        #expect(
            warning?.location == SourceLocation(file: "export.xml", line: 4, recordIndex: 1, field: "../../PatientID"))
        #expect(warning?.message.contains("\"../../PatientID\"") == true)
        #expect(warning?.message.contains("line 4") == true)
        #expect(warning?.message.contains("before the nested records") == true)
    }

    @Test("an ancestor that never gets the element gives no warning, nor does one that gets it before")
    func noWarningWithoutLateValue() {
        let xml = """
            <Export><Patient><Vaccinations><Vaccination/></Vaccinations></Patient>
            <Patient><PatientID>P-2</PatientID><Vaccinations><Vaccination/></Vaccinations>
            <PatientID>P-2b</PatientID></Patient></Export>
            """
        let outcome = readXML(xml, record: "Vaccination", fields: ["../../PatientID"])
        #expect(outcome.records.map(\.fields) == [[nil], ["P-2"]])
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test(
        "records read the same values, and the warning the same, in any chunking",
        arguments: XMLChunkingTests.chunkSizes)
    func chunkIndependence(chunkSize: Int) {
        let late = """
            <Export><Patients>
              <Patient><Name>Rex</Name>
                <Vaccinations>
                  <Vaccination><Vaccine>Rabies 3yr</Vaccine></Vaccination>
                  <Vaccination><Vaccine>DHPP</Vaccine></Vaccination>
                </Vaccinations>
                <PatientID>P-1</PatientID>
              </Patient>
              <Patient><PatientID>P-2</PatientID>
                <Vaccinations><Vaccination><Vaccine>FVRCP</Vaccine></Vaccination></Vaccinations><Name>Mia</Name>
              </Patient>
            </Patients></Export>
            """
        for (xml, warnings) in [(Self.history, 0), (late, 1)] {
            let whole = readXML(xml, record: Self.vaccinations, fields: Self.chunkedFields)
            #expect(whole.records.count == 3)
            #expect(whole.diagnostics.count == warnings)
            let chunked = readXML(xml, record: Self.vaccinations, fields: Self.chunkedFields, chunkSize: chunkSize)
            #expect(chunked == whole)
        }
    }

    static let chunkedFields = ["../../PatientID", "Vaccine", "../../Name", "../@missing"]

    @Test("the parser's chunk boundary falling anywhere in the nested records changes nothing")
    func parserChunkBoundary() {
        // The reader hands libxml2 64 KiB chunks; a comment without line ends moves the boundary through the
        // patients, one byte at a time, leaving every line number as it was.
        let whole = readXML(Self.history, record: Self.vaccinations, fields: Self.chunkedFields)
        let head = "<Export><Patients>"
        let body = Array(Self.history.utf8.dropFirst(head.utf8.count))
        for offset in 0...body.count {
            let padding = 64 * 1024 - offset - head.utf8.count - "<!---->".utf8.count
            let xml = Array("\(head)<!--\(String(repeating: "x", count: padding))-->".utf8) + body
            #expect(xml.count - body.count + offset == 64 * 1024)
            let padded = readXML(xml, record: Self.vaccinations, fields: Self.chunkedFields)
            #expect(padded == whole, "boundary at byte \(offset) of the patients")
        }
    }

    @Test("an ancestor child's text of several megabytes is read whole, as a record field's is")
    func largeAncestorText() {
        let large = String(repeating: "0123456789", count: 300_000)
        let xml = "<R><P><Notes>\(large)</Notes><V><Notes>\(large)</Notes></V></P></R>"
        let outcome = readXML(xml, record: "V", fields: ["../Notes", "Notes"], chunkSize: 4096)
        #expect(outcome.thrown == nil)
        #expect(outcome.records.count == 1)
        #expect(outcome.records.first?.fields == [large, large])
    }

    @Test("an enclosing element's own text cannot be read", arguments: ["..", "../.", "../..", "./.."])
    func ancestorOwnText(path: String) {
        let outcome = readXML("<R><C/></R>", record: "C", fields: [path])
        #expect(outcome.thrown?.code == "read.xml-unsupported-path")
    }
}
