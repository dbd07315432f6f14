import VetNetCore

/// Record IDs derived from the source record, so the same row gets the same ID on every run:
/// `OWN-` or `PAT-` and twelve base-32 characters of a stable hash of the source's name and the source ID.
public enum StableID {
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)

    public static func owner(source: String, sourceId: String) -> String {
        digest("OWN-", "owner", source, sourceId)
    }

    public static func patient(source: String, sourceId: String) -> String {
        digest("PAT-", "patient", source, sourceId)
    }

    public static func vet(source: String, sourceId: String) -> String {
        digest("VET-", "vet", source, sourceId)
    }

    public static func appointment(source: String, sourceId: String) -> String {
        digest("APT-", "appointment", source, sourceId)
    }

    /// `prefix` and the twelve characters, made as one string.
    private static func digest(_ prefix: StaticString, _ kind: String, _ source: String, _ sourceId: String) -> String {
        var accumulator = StableHash.hash(kind, source, sourceId)
        var characters = ShortASCII(prefix)
        for _ in 0..<12 {
            characters.append(alphabet[Int(accumulator & 31)])
            accumulator >>= 5
        }
        return characters.string
    }
}
