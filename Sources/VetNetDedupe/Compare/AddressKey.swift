/// The parts of a normalized address that decide most comparisons, as plain integers (the unit matters only
/// once number and place agree, where the texts are compared), so comparing two owners' addresses touches no
/// reference count. Millions of candidate pairs are compared on both cores at once, and copying the address's
/// strings made the cores take turns on the same reference counts.
struct AddressKey: Sendable {
    var number: PackedText
    var street: PackedText
    var postalCode: PackedText
    var city: PackedText

    init(_ address: NormalizedAddress) {
        number = PackedText(address.number)
        street = PackedText(address.street)
        postalCode = PackedText(address.postalCode)
        city = PackedText(address.city)
    }
}

/// A text as integers: an ASCII text of up to 16 bytes exactly, any text as its hash. Equal exact texts are
/// equal; otherwise different hashes mean different texts, and equal hashes are confirmed on the texts.
/// (`String`'s `==` and hash follow canonical equivalence, so `é` and `e` + combining accent are equal.)
struct PackedText: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var hash: Int
    private var length: Int
    /// Whether `low`, `high` and `length` hold the whole text.
    private var isExact: Bool

    init(_ text: String) {
        let bytes = text.utf8
        length = bytes.count
        hash = text.hashValue
        isExact = length <= 16 && bytes.allSatisfy { $0 < 0x80 }
        guard isExact else { return }
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << UInt64(8 * index)
            } else {
                high |= UInt64(byte) << UInt64(8 * (index - 8))
            }
        }
    }

    var isEmpty: Bool { length == 0 }

    /// Whether the texts are equal; `confirm` compares the texts themselves when the integers cannot tell.
    func equals(_ other: PackedText, confirm: () -> Bool) -> Bool {
        if isExact && other.isExact { return length == other.length && low == other.low && high == other.high }
        return hash == other.hash && confirm()
    }
}
