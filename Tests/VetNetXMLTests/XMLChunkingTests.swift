import Testing
import VetNetCore
import VetNetXML

/// The reader's output must not depend on how the bytes arrive (compare NIO's ByteToMessageDecoderVerifier).
@Suite struct XMLChunkingTests {
    static let chunkSizes = [1, 2, 7, 13, 101, 4096]

    /// ISO-8859-1 bytes, with a namespace, a comment, CDATA, references, repeats and a multi-line start tag.
    static let document: [UInt8] = latin1(
        """
        <?xml version="1.0" encoding="ISO-8859-1"?>
        <!-- export -->
        <v:Export xmlns:v="urn:vet" code="X">
          <v:Owners>
            <v:Owner id="O1"><v:Name>Ann &amp; Bo</v:Name>
              <v:Patients>
                <v:Patient id="P1" species="dog"><v:Name><![CDATA[Rex <1>]]></v:Name>
                  <v:Phone>1</v:Phone><v:Phone>2</v:Phone></v:Patient>
                <v:Patient
                    id="P2"><v:Name>Caf&#233; Müller</v:Name></v:Patient>
              </v:Patients>
            </v:Owner>
          </v:Owners>
        </v:Export>

        """)

    /// The text's characters as single bytes; every character must be below U+0100.
    static func latin1(_ text: String) -> [UInt8] { text.unicodeScalars.map { UInt8($0.value) } }

    static let fields = ["@id", "../../@id", "Name", "Phone", "@species"]

    @Test("the same document gives the same records whole and in any chunking", arguments: chunkSizes)
    func chunkIndependence(chunkSize: Int) {
        let whole = readXML(Self.document, record: "Patient", fields: Self.fields)
        #expect(whole.thrown == nil)
        #expect(
            whole.records.map(\.fields) == [
                ["P1", "O1", "Rex <1>", "1", "dog"], ["P2", "O1", "Café Müller", nil, nil],
            ])
        #expect(whole.records.map(\.location.line) == [7, 9])
        let chunked = readXML(Self.document, record: "Patient", fields: Self.fields, chunkSize: chunkSize)
        #expect(chunked == whole)
    }

    @Test("a malformed document fails the same way in any chunking", arguments: chunkSizes)
    func malformedChunkIndependence(chunkSize: Int) {
        let xml = Array("<R>\n<C id=\"1\"/>\n<C id=\"2\">\n<D></C>\n<C id=\"3\"/></R>".utf8)
        let whole = readXML(xml, record: "C", fields: ["@id"])
        #expect(whole.thrown?.location?.line == 4)
        #expect(whole.column(0) == ["1"])
        let chunked = readXML(xml, record: "C", fields: ["@id"], chunkSize: chunkSize)
        #expect(chunked == whole)
    }

    @Test("a refused document fails the same way in any chunking", arguments: chunkSizes)
    func refusedChunkIndependence(chunkSize: Int) {
        let xml = Array("<?xml version=\"1.0\"?>\n<!DOCTYPE R [\n<!ENTITY e \"x\">\n]>\n<R><C>&e;</C></R>".utf8)
        let whole = readXML(xml, record: "C", fields: ["."])
        #expect(whole.thrown?.code == "read.xml-entity-refused")
        let chunked = readXML(xml, record: "C", fields: ["."], chunkSize: chunkSize)
        #expect(chunked == whole)
    }
}
