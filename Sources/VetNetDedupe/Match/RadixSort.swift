/// A stable least-significant-digit radix sort on 64-bit keys, 11 bits a pass.
///
/// Blocking sorts millions of hashed keys and candidate pairs; a comparison sort spends most of its time in
/// comparisons and branch misses there, where a radix sort reads and writes each element once a pass. A pass
/// in which every element has the same digit (the high bits of small pair numbers) is skipped.
enum RadixSort {
    static func sort<Element: BitwiseCopyable>(_ values: inout [Element], key: (Element) -> UInt64) {
        guard values.count > 1 else { return }
        let bits = 11
        let mask: UInt64 = (1 << UInt64(bits)) - 1
        var scratch = values
        var counts = [Int](repeating: 0, count: 1 << bits)
        var shift: UInt64 = 0
        while shift < 64 {
            for index in counts.indices { counts[index] = 0 }
            for value in values { counts[Int((key(value) >> shift) & mask)] += 1 }
            if !counts.contains(values.count) {
                var offset = 0
                for index in counts.indices {
                    let count = counts[index]
                    counts[index] = offset
                    offset += count
                }
                values.withUnsafeBufferPointer { source in
                    scratch.withUnsafeMutableBufferPointer { target in
                        for value in source {
                            let digit = Int((key(value) >> shift) & mask)
                            target[counts[digit]] = value
                            counts[digit] += 1
                        }
                    }
                }
                swap(&values, &scratch)
            }
            shift += UInt64(bits)
        }
    }

    static func sort(_ values: inout [UInt64]) { sort(&values) { $0 } }
}
