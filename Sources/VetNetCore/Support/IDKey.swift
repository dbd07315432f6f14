/// A record ID as a set or dictionary key: packed into integers when it is short ASCII (`OWN-0003kpf5w8r5`,
/// see `PackedASCII`), otherwise the string. Equal IDs give equal keys and different IDs different keys.
public enum IDKey: Hashable, Sendable {
    case packed(PackedASCII)
    case text(String)

    public init(_ id: String) {
        if let packed = PackedASCII(id) { self = .packed(packed) } else { self = .text(id) }
    }
}
