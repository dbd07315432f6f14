/// A record ID as a set or dictionary key: packed into integers when it is short ASCII (`OWN-0003kpf5w8r5`,
/// see `PackedASCII`), otherwise the string. Equal IDs give equal keys and different IDs different keys.
public enum IDKey: Hashable, Sendable {
    case packed(PackedASCII)
    case text(String)

    public init(_ id: String) {
        if let packed = PackedASCII(id) { self = .packed(packed) } else { self = .text(id) }
    }

    /// The key of an ID put together in place, without making a string of it.
    public init(_ id: borrowing ShortASCII) {
        let bytes = id.bytes
        self.init(utf8: bytes.span.extracting(0..<id.count))
    }

    /// The key of an ID given as valid UTF-8.
    public init(utf8 id: Span<UInt8>) {
        if let packed = PackedASCII(utf8: id) {
            self = .packed(packed)
        } else {
            self = .text(String(copying: UTF8Span(unchecked: id)))
        }
    }

    /// The packed or text ID alone, without the case: an ID is packed whenever it can be, so a packed and a
    /// text key are never equal, and the case would be one more value to hash for every lookup.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .packed(let packed): packed.hash(into: &hasher)
        case .text(let text): text.hash(into: &hasher)
        }
    }

    /// The packed ID's own hash (see `PackedASCII._rawHashValue`), the text's otherwise.
    public func _rawHashValue(seed: Int) -> Int {
        switch self {
        case .packed(let packed): packed._rawHashValue(seed: seed)
        case .text(let text): text._rawHashValue(seed: seed)
        }
    }

    /// The ID.
    public var string: String {
        switch self {
        case .packed(let packed): packed.string
        case .text(let text): text
        }
    }
}
