/// A stable least-significant-digit radix sort on 64-bit keys, 11 bits a pass.
///
/// Blocking sorts millions of hashed keys and candidate pairs; a comparison sort spends most of its time in
/// comparisons and branch misses there, where a radix sort reads and writes each element once a pass. A pass
/// in which every element has the same digit (the high bits of small pair numbers) is skipped.
enum RadixSort {
    static func sort<Element: BitwiseCopyable>(_ values: inout [Element], key: (Element) -> UInt64) {
        guard values.count > 1 else { return }
        let bits = 11
        let digitCount = (64 + bits - 1) / bits
        let mask: UInt64 = (1 << UInt64(bits)) - 1
        // Every digit's counts in one read of the values, rather than a read of them for each digit.
        var counts = [Int](repeating: 0, count: digitCount << bits)
        values.withUnsafeBufferPointer { source in
            counts.withUnsafeMutableBufferPointer { counts in
                for value in source {
                    let key = key(value)
                    for digit in 0..<digitCount {
                        counts[digit << bits | Int((key >> UInt64(digit * bits)) & mask)] += 1
                    }
                }
            }
        }
        var scratch = values
        for digit in 0..<digitCount {
            let shift = UInt64(digit * bits)
            let first = digit << bits
            guard !counts[first..<first + (1 << bits)].contains(values.count) else { continue }
            var offset = 0
            for index in first..<first + (1 << bits) {
                let count = counts[index]
                counts[index] = offset
                offset += count
            }
            values.withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { counts in
                        for value in source {
                            let slot = first | Int((key(value) >> shift) & mask)
                            target[counts[slot]] = value
                            counts[slot] += 1
                        }
                    }
                }
            }
            swap(&values, &scratch)
        }
    }

    static func sort(_ values: inout [UInt64]) { sort(&values) { $0 } }

    /// Sorts by key without a second list as large as `values`: the values are first moved into 2,048 buckets
    /// by their key's top 11 bits, in place (an American flag sort), and each bucket is then sorted, a large one
    /// as above (with a list as large as the bucket), a small one by comparisons. Not stable: values with equal
    /// keys end in no particular order.
    static func sortInPlace<Element: BitwiseCopyable>(_ values: inout [Element], key: (Element) -> UInt64) {
        let bucketCount = 1 << 11
        guard values.count > bucketCount * 4 else { return sort(&values, key: key) }
        let shift: UInt64 = 64 - 11
        var ends = [Int](repeating: 0, count: bucketCount)
        for value in values { ends[Int(key(value) >> shift)] += 1 }
        var starts = ends
        var offset = 0
        for bucket in 0..<bucketCount {
            starts[bucket] = offset
            offset += ends[bucket]
            ends[bucket] = offset
        }
        var next = starts
        values.withUnsafeMutableBufferPointer { buffer in
            for bucket in 0..<bucketCount {
                while next[bucket] < ends[bucket] {
                    // Carry the value to its bucket, taking the one there to its own, until one belongs here.
                    var value = buffer[next[bucket]]
                    var digit = Int(key(value) >> shift)
                    while digit != bucket {
                        swap(&value, &buffer[next[digit]])
                        next[digit] += 1
                        digit = Int(key(value) >> shift)
                    }
                    buffer[next[bucket]] = value
                    next[bucket] += 1
                }
            }
        }
        for bucket in 0..<bucketCount where ends[bucket] - starts[bucket] > 1 {
            let range = starts[bucket]..<ends[bucket]
            guard range.count > bucketCount else {
                // A radix pass costs a pass over all 2,048 digits besides the values: small buckets are compared.
                values[range].sort { key($0) < key($1) }
                continue
            }
            var part = Array(values[range])
            sort(&part, key: key)
            values.replaceSubrange(range, with: part)
        }
    }
}
