public import VetNetCore

/// The unpacked bytes of one archive member, inflated as they are asked for, checked against the member's
/// size and CRC-32 at its end, and fingerprinted (SHA-256 of the unpacked bytes) on the way.
///
/// Throws `read.zip-corrupt` (damaged data, a wrong checksum, a size other than the directory's) and
/// `read.zip-too-large` as soon as the member unpacks past the size it declared.
public final class ZipMemberSource: InputByteSource {
    public let entry: ZipEntry
    private let file: RandomAccessFile
    private let inflater: Inflater?
    private var nextOffset: Int
    private var packedLeft: Int
    private var crc: UInt32 = 0
    private var finished = false
    private let hasher: BackgroundHasher?
    public private(set) var byteCount = 0
    public var sizeAtOpen: Int { entry.uncompressedSize }

    init(file: RandomAccessFile, entry: ZipEntry, dataOffset: Int, fingerprinted: Bool) throws(Diagnostic) {
        self.file = file
        hasher = fingerprinted ? BackgroundHasher() : nil
        self.entry = entry
        nextOffset = dataOffset
        packedLeft = entry.compressedSize
        if entry.method == 8 {
            guard let inflater = Inflater() else {
                throw .zipMemberCorrupt(file.name, entry.name, "zlib could not start")
            }
            self.inflater = inflater
        } else {
            inflater = nil
        }
    }

    public func read(maxCount: Int) throws(Diagnostic) -> [UInt8] {
        guard !finished, maxCount > 0 else { return [] }
        let chunk: [UInt8]
        if let inflater {
            chunk = try inflate(inflater, maxCount: maxCount)
        } else {
            chunk = try copyStored(maxCount)
        }
        byteCount += chunk.count
        guard byteCount <= entry.uncompressedSize else {
            throw .zipTooLarge(
                file.name, entry.name,
                "it unpacks to more than the \(entry.uncompressedSize) bytes its directory entry gives")
        }
        crc = Inflater.crc32(crc, chunk)
        hasher?.update(chunk)
        if finished {
            guard byteCount == entry.uncompressedSize else {
                throw .zipMemberCorrupt(
                    file.name, entry.name,
                    "it unpacks to \(byteCount) bytes, not the \(entry.uncompressedSize) its directory entry gives")
            }
            guard crc == entry.crc32 else {
                throw .zipMemberCorrupt(file.name, entry.name, "its checksum (CRC-32) does not match")
            }
        }
        return chunk
    }

    /// The SHA-256 of the bytes read so far; empty for a member opened without a fingerprint.
    public func sha256Hex() -> String { hasher?.finalizeHex() ?? "" }

    private func copyStored(_ maxCount: Int) throws(Diagnostic) -> [UInt8] {
        let chunk = try file.read(at: nextOffset, count: min(maxCount, packedLeft))
        nextOffset += chunk.count
        packedLeft -= chunk.count
        if packedLeft == 0 {
            finished = true
        } else if chunk.isEmpty {
            throw .zipMemberCorrupt(file.name, entry.name, "the file ends inside it")
        }
        return chunk
    }

    private func inflate(_ inflater: Inflater, maxCount: Int) throws(Diagnostic) -> [UInt8] {
        while true {
            if inflater.needsInput, packedLeft > 0 {
                let packed = try file.read(at: nextOffset, count: min(Inflater.inputCapacity, packedLeft))
                guard !packed.isEmpty else { throw .zipMemberCorrupt(file.name, entry.name, "the file ends inside it") }
                nextOffset += packed.count
                packedLeft -= packed.count
                inflater.give(packed)
            }
            switch inflater.inflate(maxCount: maxCount) {
            case .corrupt(let message):
                throw .zipMemberCorrupt(file.name, entry.name, "its compressed data is invalid (\(message))")
            case .output(let bytes, let ended):
                if ended {
                    finished = true
                    return bytes
                }
                if !bytes.isEmpty { return bytes }
                if inflater.needsInput, packedLeft == 0 {
                    throw .zipMemberCorrupt(file.name, entry.name, "its compressed data ends early")
                }
            }
        }
    }
}
