/// A blocking key and the record carrying it, in 12 bytes (a tuple of `UInt64` and `Int32` takes 16): blocking
/// lists several of them per owner.
struct KeyedRecord: BitwiseCopyable {
    private var keyHigh: UInt32
    private var keyLow: UInt32
    var record: Int32

    init(key: UInt64, record: Int) {
        keyHigh = UInt32(truncatingIfNeeded: key >> 32)
        keyLow = UInt32(truncatingIfNeeded: key)
        self.record = Int32(record)
    }

    var key: UInt64 { UInt64(keyHigh) << 32 | UInt64(keyLow) }
}
