import VetNetCore

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
        var accumulator = salt > 0
            ? StableHash.hash("medical-id", source, sourceId, String(salt)) : StableHash.hash("medical-id", source, sourceId)
        var payload: [UInt8] = []
        for _ in 0..<payloadLength {
            payload.append(alphabet[Int(accumulator % 36)])
            accumulator /= 36
        }
        payload.append(checkCharacter(for: payload))
        let text = String(decoding: payload, as: UTF8.self)
        let characters = Array(text)
        return "VN-\(String(characters[0..<4]))-\(String(characters[4..<8]))-\(String(characters[8...]))"
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
        let modulus = 36
        var product = modulus
        for character in payload {
            let value = alphabet.firstIndex(of: character) ?? 0
            var sum = (product + value) % modulus
            if sum == 0 { sum = modulus }
            product = (2 * sum) % (modulus + 1)
        }
        return alphabet[(modulus + 1 - product) % modulus]
    }
}
