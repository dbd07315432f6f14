import Testing
import VetNetCore
import VetNetXML

/// Hostile documents: entities are refused before anything is expanded or fetched.
@Suite struct XMLSafetyTests {
    @Test("an external entity (XXE) is refused and the file it names is never read")
    func externalEntity() throws {
        let secret = "/tmp/vetnet-xxe-\(UInt64.random(in: 0...UInt64.max)).txt"
        let marker = "TOP-SECRET-MARKER"
        try writeFile(secret, marker)
        defer { removeFile(secret) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE Export [
              <!ENTITY xxe SYSTEM "file://\(secret)">
            ]>
            <Export><Client><Name>&xxe;</Name></Client></Export>
            """
        let outcome = readXML(xml, record: "Client", fields: ["Name"])
        #expect(outcome.thrown?.code == "read.xml-entity-refused")
        #expect(outcome.thrown?.location?.line == 3)
        #expect(outcome.thrown?.message.contains("line 3") == true)
        #expect(outcome.records.isEmpty)
        #expect(!"\(outcome)".contains(marker))
    }

    @Test("an entity bomb (billion laughs) is refused at its first declaration")
    func billionLaughs() {
        var declarations = "<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n\(declarations)]>\n<lolz><C>&lol9;</C></lolz>"
        let outcome = readXML(xml, record: "C", fields: ["."])
        #expect(outcome.thrown?.code == "read.xml-entity-refused")
        #expect(outcome.thrown?.location?.line == 3)
        #expect(outcome.records.isEmpty)
    }

    @Test(
        "parameter and unparsed entity declarations are refused too",
        arguments: [
            "<!ENTITY % remote SYSTEM \"http://127.0.0.1:9/evil.dtd\">",
            "<!ENTITY logo SYSTEM \"logo.gif\" NDATA gif>",
        ])
    func otherEntityKinds(declaration: String) {
        let xml = "<!DOCTYPE R [\n<!NOTATION gif SYSTEM \"image/gif\">\n\(declaration)\n]>\n<R><C/></R>"
        let outcome = readXML(xml, record: "C", fields: [])
        #expect(outcome.thrown?.code == "read.xml-entity-refused")
        #expect(outcome.thrown?.location?.line == 3)
    }

    @Test("a DOCTYPE without entities is harmless and its external subset is not loaded")
    func doctypeWithoutEntities() {
        let xml = "<!DOCTYPE R SYSTEM \"http://127.0.0.1:9/export.dtd\">\n<R><C id=\"1\"/></R>"
        let outcome = readXML(xml, record: "C", fields: ["@id"])
        #expect(outcome.thrown == nil)
        #expect(outcome.column(0) == ["1"])
    }

    @Test(
        "an entity an external DTD might declare is malformed XML, and the open record is dropped in any chunking",
        arguments: [1, 5, .max])
    func entityFromUnloadedDTD(chunkSize: Int) {
        let xml = "<!DOCTYPE R SYSTEM \"export.dtd\">\n<R>\n<C id=\"1\"/><C id=\"2\">&nbsp;</C><C id=\"3\"/></R>"
        let outcome = readXML(xml, record: "C", fields: ["@id"], chunkSize: chunkSize)
        #expect(outcome.column(0) == ["1"])
        #expect(outcome.thrown?.code == "read.malformed-xml")
        #expect(outcome.thrown?.location?.line == 3)
    }

    @Test("an undeclared entity reference is malformed XML")
    func undeclaredEntity() {
        let outcome = readXML("<R>\n<C>&nbsp;</C></R>", record: "C", fields: ["."])
        #expect(outcome.thrown?.code == "read.malformed-xml")
        #expect(outcome.thrown?.location?.line == 2)
    }
}
