public import VetNetCore

/// Medical IDs: `VN-` and ten characters derived from the source record, plus an ISO 7064 MOD 37,36 check
/// character, grouped for reading aloud: `VN-7K2M-9QX4-TBR`.
///
/// The hybrid MOD 37,36 system detects every single mistyped character and every swap of two adjacent
/// characters. The payload is a stable hash (`StableHash`) of the source's name and the record's source ID,
/// so the same source record gets the same medical ID on every run.
public enum MedicalID {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
    static let payloadLength = 10

    /// The medical ID for one source record; `salt` > 0 picks another ID when two records collide.
    public static func make(source: String, sourceId: String, salt: Int = 0) -> String {
        make(
            hashed: salt > 0
                ? StableHash.hash("medical-id", source, sourceId, String(salt))
                : StableHash.hash("medical-id", source, sourceId)
        ).string
    }

    /// Medical IDs for one source, with the hash of the source's name worked out once.
    public struct Maker: Sendable {
        private let hash: StableHash.Prefix

        public init(source: String) { hash = StableHash.Prefix("medical-id", source) }

        /// `MedicalID.make(source:sourceId:)` without a salt.
        public func make(sourceId: String) -> String { MedicalID.make(hashed: hash.hash(sourceId)).string }

        /// `make(sourceId:)` of a source ID given as its UTF-8, before it is made a string.
        public func make(utf8 sourceId: Span<UInt8>) -> ShortASCII { MedicalID.make(hashed: hash.hash(utf8: sourceId)) }
    }

    private static func make(hashed: UInt64) -> ShortASCII {
        var accumulator = hashed
        var grouped = ShortASCII("VN-")
        // The ISO 7064 MOD 37,36 running product (`checkCharacter`), worked out as the payload is made.
        var product = 36
        for offset in 0..<payloadLength {
            if offset == 4 || offset == 8 { grouped.append(UInt8(ascii: "-")) }
            let value = Int(accumulator % 36)
            accumulator /= 36
            grouped.append(character(value))
            product = nextProduct(product, value)
        }
        grouped.append(character((37 - product) % 36))
        return grouped
    }

    /// Whether `text` is a well-formed medical ID whose check character agrees (dashes and case ignored).
    public static func isValid(_ text: String) -> Bool {
        let compact = Array(text.uppercased().utf8.filter { $0 != UInt8(ascii: "-") })
        guard compact.count == 2 + payloadLength + 1, compact.starts(with: Array("VN".utf8)) else { return false }
        let body = Array(compact.dropFirst(2))
        guard body.allSatisfy({ alphabet.contains($0) }) else { return false }
        return checkCharacter(for: Array(body.dropLast())) == body.last
    }

    /// ISO 7064 hybrid system MOD 37,36 over characters of `alphabet`.
    static func checkCharacter(for payload: [UInt8]) -> UInt8 {
        var product = 36
        for character in payload { product = nextProduct(product, alphabetIndex(of: character)) }
        return alphabet[(37 - product) % 36]
    }

    /// One step of ISO 7064 MOD 37,36: the product after a character of value `value`.
    private static func nextProduct(_ product: Int, _ value: Int) -> Int {
        var sum = (product + value) % 36
        if sum == 0 { sum = 36 }
        return (2 * sum) % 37
    }

    /// `alphabet[value]`, worked out rather than looked up in the global table.
    private static func character(_ value: Int) -> UInt8 {
        value < 10 ? UInt8(truncatingIfNeeded: 0x30 + value) : UInt8(truncatingIfNeeded: 0x41 - 10 + value)
    }

    /// The position of `character` in `alphabet` (0 for a character outside it).
    static func alphabetIndex(of character: UInt8) -> Int {
        switch character {
        case 0x30...0x39: Int(character - 0x30)
        case 0x41...0x5A: Int(character - 0x41) + 10
        default: 0
        }
    }
}
