/// A record ID as a set or dictionary key. Record IDs (`OWN-0003kpf5w8r5`) are a little too long for Swift to
/// keep inline, so as `String`s every hash reads memory and every probe compares bytes; up to 16 ASCII bytes are
/// packed into two integers instead, which hash and compare as numbers. Longer or non-ASCII IDs stay strings.
/// Equal IDs give equal keys and different IDs different keys.
enum IDKey: Hashable, Sendable {
    case packed(UInt64, UInt64, count: UInt8)
    case text(String)

    init(_ id: String) {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var count = 0
        for byte in id.utf8 {
            guard count < 16, byte < 0x80 else {
                self = .text(id)
                return
            }
            if count < 8 { high = high << 8 | UInt64(byte) } else { low = low << 8 | UInt64(byte) }
            count += 1
        }
        self = .packed(high, low, count: UInt8(count))
    }
}
