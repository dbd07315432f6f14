internal import VetNetCore

/// A map from record IDs to record IDs that looks IDs up as integers (`PackedASCII`).
///
/// A `[String: String]` compares the IDs' bytes on every probe, and an ID (16 bytes, one more than Swift keeps
/// inline) lives elsewhere in memory: a million patients looking up their owner's canonical ID spent more time
/// in those comparisons than in anything else of the step. IDs that do not pack (never the IDs vetnet makes) are
/// kept as strings.
struct IDMap {
    private var packed: [PackedASCII: String] = [:]
    private var other: [String: String] = [:]

    init(_ map: [String: String]) {
        packed.reserveCapacity(map.count)
        for (key, value) in map {
            if let packedKey = PackedASCII(key) { packed[packedKey] = value } else { other[key] = value }
        }
    }

    subscript(key: IDKey) -> String? {
        switch key {
        case .packed(let packedKey): packed[packedKey]
        case .text(let id): other.isEmpty ? nil : other[id]
        }
    }

    subscript(id: String) -> String? {
        if let key = PackedASCII(id), let value = packed[key] { return value }
        return other.isEmpty ? nil : other[id]
    }
}
