import VetNetCore

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

/// A text as integers: a short ASCII text exactly (`PackedASCII`), any text as its hash. Equal exact texts are
/// equal; otherwise different hashes mean different texts, and equal hashes are confirmed on the texts.
/// (`String`'s `==` and hash follow canonical equivalence: `é` equals `e` + combining accent, the Kelvin sign `K`.)
struct PackedText: Sendable {
    private let exact: PackedASCII?
    private let hash: Int
    let isEmpty: Bool

    init(_ text: String) {
        exact = PackedASCII(text)
        hash = text.hashValue
        isEmpty = text.isEmpty
    }

    /// Whether the texts are equal; `confirm` compares the texts themselves when the integers cannot tell.
    func equals(_ other: PackedText, confirm: () -> Bool) -> Bool {
        if let exact, let otherExact = other.exact { return exact == otherExact }
        return hash == other.hash && confirm()
    }
}
