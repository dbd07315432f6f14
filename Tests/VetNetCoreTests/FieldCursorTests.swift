import Testing
import VetNetCore

/// The hot readers name each field in the table's order; in debug builds the cursor holds them to it.
@Suite("Reading fields by name in the table's order")
struct FieldCursorTests {
    #if DEBUG
        @Test("a field named out of the table's order stops the program")
        func outOfOrder() async {
            await #expect(processExitsWith: .failure) {
                var writer = CompactWriter()
                writer.string("OWN-1")
                writer.optional("Ann")
                var reader = CompactReader(writer.bytes)
                var fields = FieldCursor(at: OwnerField.id)
                try? fields.skip(.id, &reader)
                _ = try? fields.optional(.lastName, &reader)
            }
        }

        @Test("a field read as another kind than its table's stops the program")
        func otherKind() async {
            await #expect(processExitsWith: .failure) {
                var writer = CompactWriter()
                writer.string("OWN-1")
                var reader = CompactReader(writer.bytes)
                var fields = FieldCursor(at: OwnerField.id)
                _ = try? fields.optional(.id, &reader)
            }
        }
    #endif

    @Test("a field a record's layout does not have reads as its default and takes no bytes")
    func absentField() throws {
        var writer = CompactWriter()
        writer.optional("Lee")
        writer.optional("lee@example.com")
        var reader = CompactReader(writer.bytes)
        var fields = FieldCursor(at: OwnerField.lastName, layout: 1)
        #expect(try fields.optional(.lastName, &reader) == "Lee")
        #expect(try fields.optional(.organization, &reader) == nil)
        #expect(try fields.optional(.email, &reader) == "lee@example.com")
        #expect(reader.isAtEnd)
    }
}
