public import VetNetCore

/// Record IDs derived from the source record, so the same row gets the same ID on every run:
/// `OWN-` or `PAT-` and twelve base-32 characters of a stable hash of the source's name and the source ID.
public enum StableID {
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)

    public static func owner(source: String, sourceId: String) -> String {
        Maker.owner(source: source).id(sourceId)
    }

    public static func patient(source: String, sourceId: String) -> String {
        Maker.patient(source: source).id(sourceId)
    }

    public static func vet(source: String, sourceId: String) -> String {
        Maker.vet(source: source).id(sourceId)
    }

    public static func appointment(source: String, sourceId: String) -> String {
        Maker(prefix: "APT-", kind: "appointment", source: source).id(sourceId)
    }

    /// A history record's ID: `VAC-`, `VIS-`, `MED-` or `ALR-` and the hash of its source and `key` (the animal's
    /// ID with the record's source ID, or its values).
    public static func history(_ kind: HistoryKind, source: String, key: String) -> String {
        Maker.history(kind, source: source).id(key)
    }

    /// IDs of one kind for one source, with the hash of the kind and the source's name worked out once.
    public struct Maker: Sendable {
        private let prefix: ShortASCII
        private let hash: StableHash.Prefix

        fileprivate init(prefix: String, kind: String, source: String) {
            self.prefix = ShortASCII(ascii: prefix)!
            hash = StableHash.Prefix(kind, source)
        }

        public static func owner(source: String) -> Maker { Maker(prefix: "OWN-", kind: "owner", source: source) }
        public static func patient(source: String) -> Maker { Maker(prefix: "PAT-", kind: "patient", source: source) }
        public static func vet(source: String) -> Maker { Maker(prefix: "VET-", kind: "vet", source: source) }
        public static func history(_ kind: HistoryKind, source: String) -> Maker {
            Maker(prefix: kind.idPrefix, kind: kind.rawValue, source: source)
        }

        /// `prefix` and the twelve characters, made as one string.
        public func id(_ sourceId: String) -> String {
            id(utf8: sourceId.utf8.span).string
        }

        /// `id(sourceId)` of a source ID given as its UTF-8, before it is made a string.
        public func id(utf8 sourceId: Span<UInt8>) -> ShortASCII {
            characters(hash.hash(utf8: sourceId))
        }

        /// `id(first + "\u{1F}" + second)` of two texts given as their UTF-8: a history record's key, the animal's
        /// source ID and the record's.
        public func id(utf8 first: Span<UInt8>, unitSeparated second: Span<UInt8>) -> ShortASCII {
            characters(hash.hash(utf8: first, unitSeparated: second))
        }

        private func characters(_ hashed: UInt64) -> ShortASCII {
            var accumulator = hashed
            var characters = prefix
            for _ in 0..<12 {
                characters.append(alphabet[Int(accumulator & 31)])
                accumulator >>= 5
            }
            return characters
        }
    }
}
