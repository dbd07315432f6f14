import Testing
import VetNetCore
import VetNetXML

@Suite struct XMLTextDecodingTests {
    @Test("elements and attributes match by local name under a default namespace")
    func defaultNamespace() {
        let xml = """
            <Export xmlns="urn:vet:export"><Clients><Client id="1"><Name>A</Name></Client></Clients></Export>
            """
        let outcome = readXML(xml, record: "Export/Clients/Client", fields: ["@id", "Name"])
        #expect(outcome.records.map(\.fields) == [["1", "A"]])
    }

    @Test("prefixes are ignored on elements, attributes and in the paths")
    func prefixedNamespaces() {
        let xml = """
            <v:Export xmlns:v="urn:vet" xmlns:x="urn:extra"><v:Client x:id="7"><v:Name>B</v:Name></v:Client></v:Export>
            """
        let outcome = readXML(xml, record: "v:Export/Client", fields: ["@id", "other:Name"])
        #expect(outcome.thrown == nil)
        #expect(outcome.records.map(\.fields) == [["7", "B"]])
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test("an undeclared prefix is a warning and the records are still read")
    func undeclaredPrefix() {
        let outcome = readXML("<R><v:C id=\"1\"/><v:C id=\"2\"/></R>", record: "C", fields: ["@id"])
        #expect(outcome.thrown == nil)
        #expect(outcome.column(0) == ["1", "2"])
        #expect(outcome.diagnostics.map(\.code) == ["read.xml-namespace-error"])
    }

    @Test("CDATA sections are text, joined with the text around them")
    func cdata() {
        let xml = "<R><C><Note>a <![CDATA[<b>&amp; x]]> c</Note></C></R>"
        let outcome = readXML(xml, record: "C", fields: ["Note"])
        #expect(outcome.column(0) == ["a <b>&amp; x c"])
    }

    @Test("predefined entities and character references are decoded in text and attributes")
    func entities() {
        let xml = """
            <R><C name="Tom &amp; Jerry &lt;3 &#38; &#233;">
            <N>Caf&#233; &#xE9; &amp; &lt;&gt;&quot;&apos; &#x1F436;</N></C></R>
            """
        let outcome = readXML(xml, record: "C", fields: ["@name", "N"])
        #expect(outcome.records.map(\.fields) == [["Tom & Jerry <3 & é", "Café é & <>\"' 🐶"]])
    }

    @Test("a document declared ISO-8859-1 decodes its non-ASCII bytes")
    func latin1Declared() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<R><C city=\"K".utf8)
        bytes += [0xF6] + Array("ln\"><N>M".utf8) + [0xFC] + Array("ller</N></C></R>".utf8)
        let outcome = readXML(bytes, record: "C", fields: ["N", "@city"])
        #expect(outcome.thrown == nil)
        #expect(outcome.records.map(\.fields) == [["Müller", "Köln"]])
    }

    @Test("a document declared windows-1252 decodes bytes that Latin-1 lacks")
    func windows1252Declared() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?><R><C><N>".utf8)
        bytes += [0x80] + Array(" 5 M".utf8) + [0xFC] + Array("ller</N></C></R>".utf8)
        let outcome = readXML(bytes, record: "C", fields: ["N"])
        #expect(outcome.column(0) == ["€ 5 Müller"])
    }

    @Test("a UTF-16 document with a byte order mark is detected")
    func utf16() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<R><C id=\"1\">Müller 🐶</C></R>"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let outcome = readXML(bytes, record: "C", fields: ["@id", "."])
        #expect(outcome.records.map(\.fields) == [["1", "Müller 🐶"]])
        #expect(outcome.records.map(\.location.line) == [2])
    }

    @Test("CRLF line endings become LF in text and count as one line")
    func crlf() {
        let outcome = readXML("<R>\r\n<C>a\r\nb</C>\r\n<C\r\n id='x'>c</C></R>", record: "C", fields: [".", "@id"])
        #expect(outcome.records.map(\.fields) == [["a\nb", nil], ["c", "x"]])
        #expect(outcome.records.map(\.location.line) == [2, 4])
    }

    @Test("an encoding override wins over the document's declaration")
    func encodingOverride() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><R><C><N>M".utf8)
        bytes += [0xFC] + Array("ller</N></C></R>".utf8)
        let outcome = readXML(bytes, record: "C", fields: ["N"], encoding: "windows-1252")
        #expect(outcome.thrown == nil)
        #expect(outcome.column(0) == ["Müller"])
    }

    @Test("an unknown encoding override is refused")
    func unknownEncoding() {
        let outcome = readXML("<R><C/></R>", record: "C", fields: [], encoding: "klingon-8")
        #expect(outcome.thrown?.code == "read.xml-unknown-encoding")
    }

    @Test("invalid UTF-8 in a UTF-8 document is malformed XML at its line")
    func invalidUTF8() {
        var bytes = Array("<R>\n<C><N>ok</N></C>\n<C><N>M".utf8)
        bytes += [0xFC] + Array("ller</N></C>\n</R>".utf8)
        let outcome = readXML(bytes, record: "C", fields: ["N"])
        #expect(outcome.column(0) == ["ok"])
        #expect(outcome.thrown?.code == "read.malformed-xml")
        #expect(outcome.thrown?.location?.line == 3)
    }
}
