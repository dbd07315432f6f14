import CSHA256

/// SHA-256 (FIPS 180-4), incremental. Used for source fingerprints in the manifest and for stable IDs.
///
/// Full blocks go to the CPU's SHA instructions when it has them, otherwise to the portable Swift code below;
/// both give the same digests.
public struct SHA256: Sendable {
    /// Whether this CPU has the SHA instructions the accelerated path uses.
    public static let hardwareAccelerationAvailable = vetnet_sha256_has_cpu_support() != 0

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    private var pending: [UInt8] = []
    private var totalBytes: UInt64 = 0
    private let accelerated: Bool

    public init() { self.init(accelerated: true) }

    /// For comparing the two paths: `accelerated: false` always uses the portable Swift code, `true` uses the
    /// SHA instructions when the CPU has them.
    public init(accelerated: Bool) {
        self.accelerated = accelerated && Self.hardwareAccelerationAvailable
        pending.reserveCapacity(64)
    }

    public mutating func update<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        totalBytes &+= UInt64(bytes.count)
        var index = bytes.startIndex
        if !pending.isEmpty {
            while pending.count < 64, index != bytes.endIndex {
                pending.append(bytes[index])
                bytes.formIndex(after: &index)
            }
            guard pending.count == 64 else { return }
            let block = pending
            pending.removeAll(keepingCapacity: true)
            block.withUnsafeBufferPointer { compressBlocks($0, count: 1) }
        }
        let rest = bytes[index...]
        let handled = rest.withContiguousStorageIfAvailable { buffer -> Int in
            let blocks = buffer.count / 64
            compressBlocks(buffer, count: blocks)
            return blocks * 64
        }
        if let handled {
            pending.append(contentsOf: rest.dropFirst(handled))
        } else {
            for byte in rest { update(CollectionOfOne(byte)); totalBytes &-= 1 }
        }
    }

    public mutating func update(_ text: String) { update(Array(text.utf8)) }

    /// The 32-byte digest. The hasher may not be updated afterwards.
    public mutating func finalize() -> [UInt8] {
        let bitLength = totalBytes &* 8
        var tail: [UInt8] = [0x80]
        let padding = (56 - (Int(totalBytes % 64) + 1) + 64) % 64
        tail.append(contentsOf: repeatElement(0, count: padding))
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        let savedTotal = totalBytes
        update(tail)
        totalBytes = savedTotal
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    public static func hash<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    public static func hexDigest(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(digest.count * 2)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Compresses the first `blocks` 64-byte blocks of `buffer`.
    private mutating func compressBlocks(_ buffer: UnsafeBufferPointer<UInt8>, count blocks: Int) {
        guard blocks > 0, let start = buffer.baseAddress else { return }
        if accelerated {
            withUnsafeMutablePointer(to: &state) { tuple in
                tuple.withMemoryRebound(to: UInt32.self, capacity: 8) { words in
                    vetnet_sha256_compress_blocks(words, start, blocks)
                }
            }
        } else {
            for block in 0..<blocks { compress(buffer, from: block * 64) }
        }
    }

    private mutating func compress(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                let base = offset + t * 4
                w[t] =
                    UInt32(buffer[base]) << 24 | UInt32(buffer[base + 1]) << 16 | UInt32(buffer[base + 2]) << 8
                    | UInt32(buffer[base + 3])
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
                    let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let temp2 = s0 &+ majority
                    h = g
                    g = f
                    f = e
                    e = d &+ temp1
                    d = c
                    c = b
                    b = a
                    a = temp1 &+ temp2
                }
            }
            state = (
                state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                state.7 &+ h
            )
        }
    }

    @inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
