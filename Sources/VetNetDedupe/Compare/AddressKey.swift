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

/// A text as integers: a short ASCII text exactly (`PackedASCII`), any other text as its hash. Exact texts are equal
/// when their integers are; hashed ones differ when their hashes do, and equal hashes are confirmed on the texts,
/// as is an exact text against a hashed one. (`String`'s `==` and hash follow canonical equivalence: `é` equals
/// `e` + combining accent, and the Kelvin sign equals `K`.)
///
/// One or the other, not both: a million owners hold four of these each.
enum PackedText: Sendable {
    case exact(PackedASCII)
    case hashed(Int)

    init(_ text: String) {
        if let exact = PackedASCII(text) { self = .exact(exact) } else { self = .hashed(text.hashValue) }
    }

    var isEmpty: Bool {
        if case .exact(let exact) = self { return exact.isEmpty }
        return false
    }

    /// Whether the texts are equal; `confirm` compares the texts themselves when the integers cannot tell.
    func equals(_ other: PackedText, confirm: () -> Bool) -> Bool {
        switch (self, other) {
        case (.exact(let a), .exact(let b)): a == b
        case (.hashed(let a), .hashed(let b)): a == b && confirm()
        default: confirm()
        }
    }
}
