import Testing
import VetNetCore
import VetNetXML

@Suite struct XMLStreamingTests {
    @Test("records come out before the document has been read to the end")
    func streams() throws {
        let source = GeneratedExport(clientCount: 50_000)
        let reader = XMLRecordReader(
            source: source, file: "big.xml", recordPath: "Export/Clients/Client", fieldPaths: ["@id", "Name"],
            diagnostics: RecordingCollector())
        let first = try reader.next()
        #expect(first?.fields == ["1", "Client 1"])
        #expect(source.bytesHandedOut <= 64 * 1024)
        var last = first
        while let record = try reader.next() { last = record }
        #expect(last?.fields == ["50000", "Client 50000"])
        #expect(last?.location.recordIndex == 50_000)
        #expect(last?.location.line == 50_001)
        #expect(reader.readCount == 50_000)
        #expect(source.bytesHandedOut > 2_000_000)
    }
}
