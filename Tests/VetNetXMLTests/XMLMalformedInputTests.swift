import Testing
import VetNetCore
import VetNetXML

@Suite struct XMLMalformedInputTests {
    @Test("a mismatched tag throws after the records completed before it, naming its line")
    func mismatchedTag() {
        let xml = """
            <Export>
              <Client id="1"/>
              <Client id="2"><Name>B</Name></Client>
              <Client id="3"><Name>C</Nme></Client>
              <Client id="4"/>
            </Export>
            """
        let outcome = readXML(xml, record: "Client", fields: ["@id"])
        #expect(outcome.column(0) == ["1", "2"])
        #expect(outcome.thrown?.code == "read.malformed-xml")
        #expect(outcome.thrown?.severity == .error)
        #expect(outcome.thrown?.location?.line == 4)
        #expect(outcome.thrown?.location?.file == "export.xml")
        #expect(outcome.readCount == 2)
    }

    @Test("a truncated document throws after its complete records")
    func truncated() {
        let xml = "<Export>\n<Client id=\"1\"/>\n<Client id=\"2\"><Name>B</Na"
        let outcome = readXML(xml, record: "Client", fields: ["@id"])
        #expect(outcome.column(0) == ["1"])
        #expect(outcome.thrown?.code == "read.malformed-xml")
        #expect(outcome.thrown?.location?.line == 3)
    }

    @Test("after a throw the reader returns nil")
    func nilAfterThrow() {
        let reader = XMLRecordReader(
            source: MemoryByteSource("<R><C/><C></R>"), file: "f.xml", recordPath: "C", fieldPaths: [],
            diagnostics: RecordingCollector())
        #expect((try? reader.next()) != nil)
        #expect(throws: Diagnostic.self) { try reader.next() }
        #expect((try? reader.next()) == .some(nil))
    }

    @Test("an empty file has no records and gets a warning")
    func emptyFile() {
        let outcome = readXML([], record: "Client", fields: ["@id"])
        #expect(outcome.thrown == nil)
        #expect(outcome.records.isEmpty)
        #expect(outcome.diagnostics.map(\.code) == ["read.empty-file"])
        #expect(outcome.diagnostics.first?.severity == .warning)
    }

    @Test("a file of only white space is malformed")
    func blankFile() {
        let outcome = readXML("  \n ", record: "Client", fields: [])
        #expect(outcome.thrown?.code == "read.malformed-xml")
    }

    @Test("text after the root element is malformed")
    func trailingContent() {
        let outcome = readXML("<R><C/></R>\n<R/>", record: "C", fields: [])
        #expect(outcome.records.count == 1)
        #expect(outcome.thrown?.code == "read.malformed-xml")
        #expect(outcome.thrown?.location?.line == 2)
    }
}
