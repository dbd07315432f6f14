/// A fast, stable 64-bit hash for deriving IDs from source keys: FNV-1a over the UTF-8 bytes, then the
/// MurmurHash3 finalizer so that keys differing in one character differ in every output bit.
///
/// Not for security; the value must never change between versions, because IDs are derived from it.
public enum StableHash {
    public static func hash(_ parts: String...) -> UInt64 {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { state = (state ^ 0x1F) &* 0x0000_0100_0000_01B3 }
            for byte in part.utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        state ^= state >> 33
        state &*= 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        state &*= 0xc4ce_b9fe_1a85_ec53
        state ^= state >> 33
        return state
    }
}
