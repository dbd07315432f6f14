import VetNetCore

/// Record IDs derived from the source record, so the same row gets the same ID on every run:
/// `OWN-` or `PAT-` and twelve base-32 characters of a stable hash of the source's name and the source ID.
public enum StableID {
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)

    public static func owner(source: String, sourceId: String) -> String {
        "OWN-" + digest("owner", source, sourceId)
    }

    public static func patient(source: String, sourceId: String) -> String {
        "PAT-" + digest("patient", source, sourceId)
    }

    public static func vet(source: String, sourceId: String) -> String {
        "VET-" + digest("vet", source, sourceId)
    }

    public static func appointment(source: String, sourceId: String) -> String {
        "APT-" + digest("appointment", source, sourceId)
    }

    private static func digest(_ kind: String, _ source: String, _ sourceId: String) -> String {
        var accumulator = StableHash.hash(kind, source, sourceId)
        var characters: [UInt8] = []
        for _ in 0..<12 {
            characters.append(alphabet[Int(accumulator & 31)])
            accumulator >>= 5
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
