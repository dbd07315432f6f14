/// Reads the little-endian integers of a ZIP record from bytes in memory; reading past the end gives nil.
struct LittleEndianReader {
    let bytes: [UInt8]
    var offset: Int

    init(_ bytes: [UInt8], at offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func uint16() -> UInt16? { integer(2).map { UInt16($0) } }
    mutating func uint32() -> UInt32? { integer(4).map { UInt32($0) } }
    mutating func uint64() -> UInt64? { integer(8) }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func skip(_ count: Int) -> Bool { bytes(count) != nil }

    private mutating func integer(_ width: Int) -> UInt64? {
        guard let slice = bytes(width) else { return nil }
        var value: UInt64 = 0
        for byte in slice.reversed() { value = value << 8 | UInt64(byte) }
        return value
    }
}
