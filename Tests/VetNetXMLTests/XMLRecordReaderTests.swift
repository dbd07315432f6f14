import Testing
import VetNetCore
import VetNetXML

@Suite struct XMLRecordReaderTests {
    @Test("reads attributes of the record element and of a child element")
    func attributes() {
        let xml = """
            <Export><Clients>
            <Client id="C1" status=" active "><Owner ref="O9"/></Client>
            <Client id="C2"><Owner/></Client>
            </Clients></Export>
            """
        let outcome = readXML(xml, record: "Export/Clients/Client", fields: ["@id", "@status", "Owner/@ref"])
        #expect(outcome.thrown == nil)
        #expect(outcome.records.map(\.fields) == [["C1", "active", "O9"], ["C2", nil, nil]])
    }

    @Test("reads the text of children and of nested children")
    func nestedText() {
        let xml = """
            <Export><Client><Name> Anna  Berg </Name>
              <Address><City>Bergen</City><Zip>5003</Zip></Address></Client></Export>
            """
        let outcome = readXML(xml, record: "Export/Client", fields: ["Name", "Address/City", "Address/Zip", "City"])
        #expect(outcome.records.map(\.fields) == [["Anna  Berg", "Bergen", "5003", nil]])
    }

    @Test("an element's text excludes the text of its descendants")
    func ownTextOnly() {
        let xml = "<R><Client>  top <Name>inner</Name> tail </Client></R>"
        let outcome = readXML(xml, record: "Client", fields: [".", "Name"])
        #expect(outcome.records.map(\.fields) == [["top  tail", "inner"]])
    }

    @Test("empty and white-space-only values are absent")
    func emptyIsAbsent() {
        let xml = "<R><Client id=\"\"><Name>   </Name><Email/></Client></R>"
        let outcome = readXML(xml, record: "Client", fields: ["@id", "Name", "Email", "Missing"])
        #expect(outcome.records.map(\.fields) == [[nil, nil, nil, nil]])
    }

    @Test("repeated children give the first value in fields and all values in repeats")
    func repeatedChildren() {
        let xml = """
            <R><Client><Phone>111</Phone><Name>A</Name><Phone>222</Phone><Phone> </Phone><Phone>333</Phone></Client>
            <Client><Phone>444</Phone></Client></R>
            """
        let outcome = readXML(xml, record: "Client", fields: ["Name", "Phone"])
        #expect(outcome.records.count == 2)
        #expect(outcome.records[0].fields == ["A", "111"])
        #expect(outcome.records[0].repeats == [1: ["111", "222", "333"]])
        #expect(outcome.records[1].repeats.isEmpty)
        #expect(outcome.records[1].values(at: 1) == ["444"])
    }

    @Test("../@id reads attributes of the elements enclosing the record")
    func ancestorAttributes() {
        let xml = """
            <Export code="X1"><Owners>
            <Owner id="O1"><Name>Ann</Name><Patients><Patient id="P1"/><Patient id="P2"/></Patients></Owner>
            <Owner id="O2"><Patients><Patient id="P3"/></Patients></Owner>
            </Owners></Export>
            """
        let outcome = readXML(
            xml, record: "Export/Owners/Owner/Patients/Patient",
            fields: ["@id", "../../@id", "../../../../@code", "../@id", "../../../../../@id"])
        #expect(outcome.thrown == nil)
        #expect(
            outcome.records.map(\.fields) == [
                ["P1", "O1", "X1", nil, nil], ["P2", "O1", "X1", nil, nil], ["P3", "O2", "X1", nil, nil],
            ])
    }

    @Test("a slash path matches only at that position from the root")
    func absolutePath() {
        let xml = """
            <Export><Clients><Client id="1"/></Clients><Archive><Client id="2"/></Archive><Client id="3"/></Export>
            """
        let outcome = readXML(xml, record: "Export/Clients/Client", fields: ["@id"])
        #expect(outcome.column(0) == ["1"])
        let rooted = readXML(xml, record: "/Export/Client", fields: ["@id"])
        #expect(rooted.column(0) == ["3"])
    }

    @Test("a bare element name matches records at any depth")
    func bareName() {
        let xml = """
            <Export><Clients><Client id="1"/></Clients><Archive><Old><Client id="2"/></Old></Archive></Export>
            """
        let outcome = readXML(xml, record: "Client", fields: ["@id"])
        #expect(outcome.column(0) == ["1", "2"])
    }

    @Test("a record element inside a record is part of the outer record")
    func nestedRecordElements() {
        let xml = "<R><Client id=\"1\"><Client id=\"inner\"><Name>In</Name></Client><Name>Out</Name></Client></R>"
        let outcome = readXML(xml, record: "Client", fields: ["@id", "Name", "Client/Name"])
        #expect(outcome.records.map(\.fields) == [["1", "Out", "In"]])
    }

    @Test("each record carries the line of its start tag and its 1-based index")
    func locations() {
        let xml = """
            <?xml version="1.0"?>
            <Export>
              <Client id="1">
                <Name>A</Name>
              </Client>

              <Client
                  id="2"
                  kind="x">
              </Client><Client id="3"/>
            </Export>
            """
        let outcome = readXML(xml, record: "Client", fields: ["@id"])
        #expect(outcome.records.map(\.location.line) == [3, 7, 10])
        #expect(outcome.records.map(\.location.recordIndex) == [1, 2, 3])
        #expect(outcome.records.allSatisfy { $0.location.file == "export.xml" })
    }

    @Test("columns echo the field paths and readCount counts returned records")
    func columnsAndCounts() {
        let reader = XMLRecordReader(
            source: MemoryByteSource("<R><C/><C/></R>"), file: "f.xml", recordPath: "C", fieldPaths: ["@a", "B"],
            diagnostics: RecordingCollector())
        #expect(reader.columns == ["@a", "B"])
        #expect((try? reader.next()) != nil)
        #expect(reader.readCount == 1)
        #expect((try? reader.next()) != nil)
        #expect((try? reader.next()) == .some(nil))
        #expect(reader.readCount == 2)
    }

    @Test(
        "paths the streaming reader cannot follow are refused",
        arguments: ["..", "Name/@", "a//b", "Owner[1]", "@id/Name", "../Name/.."])
    func unsupportedPath(path: String) {
        let outcome = readXML("<R><C/></R>", record: "C", fields: ["@id", path])
        #expect(outcome.thrown?.code == "read.xml-unsupported-path")
        #expect(outcome.thrown?.location?.field == path)
        #expect(outcome.records.isEmpty)
    }
}
