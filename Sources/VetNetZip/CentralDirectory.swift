import VetNetCore

/// Finds and reads an archive's central directory: its end record (ZIP64's too), then one header per member.
enum CentralDirectory {
    /// More than this many members, or a directory larger than `maximumBytes`, is not an export.
    static let maximumEntries = 100_000
    static let maximumBytes = 64 << 20

    static func read(_ file: RandomAccessFile) throws(Diagnostic) -> [ZipEntry] {
        let (start, size, count) = try locate(file)
        guard count <= maximumEntries, size <= maximumBytes else {
            throw .zipCorrupt(
                file.name, "its directory lists \(count) members in \(size) bytes, more than an export holds")
        }
        let bytes = try file.read(at: start, count: size)
        guard bytes.count == size else { throw .zipCorrupt(file.name, "the file ends inside its directory") }
        var reader = LittleEndianReader(bytes)
        var entries: [ZipEntry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let entry = entryHeader(&reader, endOfData: start) else {
                throw .zipCorrupt(file.name, "member \(entries.count + 1) of its directory is damaged")
            }
            entries.append(entry)
        }
        return entries
    }

    /// The directory's offset, size and member count, from the end record at the end of the file.
    private static func locate(_ file: RandomAccessFile) throws(Diagnostic) -> (Int, Int, Int) {
        // The end record is 22 bytes plus a comment of up to 65,535.
        let tailLength = min(file.size, 22 + 0xFFFF)
        let tailStart = file.size - tailLength
        let tail = try file.read(at: tailStart, count: tailLength)
        var position = tail.count - 22
        while position >= 0 {
            if tail[position] == 0x50, tail[position + 1] == 0x4B, tail[position + 2] == 0x05,
                tail[position + 3] == 0x06
            {
                break
            }
            position -= 1
        }
        guard position >= 0 else {
            throw .zipCorrupt(file.name, "it has no ZIP directory at its end (not a ZIP archive, or cut short)")
        }
        var end = LittleEndianReader(tail, at: position + 4)
        guard let disk = end.uint16(), let directoryDisk = end.uint16(), end.skip(2), let count16 = end.uint16(),
            let size32 = end.uint32(), let offset32 = end.uint32()
        else { throw .zipCorrupt(file.name, "its end record is cut short") }
        var count = Int(count16)
        var size = Int(size32)
        var offset = Int(offset32)
        let endRecord = tailStart + position
        if count16 == 0xFFFF || size32 == 0xFFFF_FFFF || offset32 == 0xFFFF_FFFF, endRecord >= 20 {
            (offset, size, count) = try zip64Directory(file, endRecord: endRecord)
        } else if disk != 0 || directoryDisk != 0 {
            throw .zipCorrupt(file.name, "it is one part of an archive split over several files")
        }
        guard offset >= 0, size >= 0, offset + size <= endRecord else {
            throw .zipCorrupt(file.name, "its directory lies outside the file")
        }
        return (offset, size, count)
    }

    private static func zip64Directory(_ file: RandomAccessFile, endRecord: Int) throws(Diagnostic) -> (Int, Int, Int) {
        var locator = LittleEndianReader(try file.read(at: endRecord - 20, count: 20))
        guard locator.uint32() == 0x0706_4B50, locator.skip(4), let recordOffset = locator.uint64(),
            recordOffset < UInt64(endRecord)
        else { throw .zipCorrupt(file.name, "its ZIP64 end record is missing") }
        var record = LittleEndianReader(try file.read(at: Int(recordOffset), count: 56))
        guard record.uint32() == 0x0606_4B50, record.skip(8 + 4), let disk = record.uint32(),
            let directoryDisk = record.uint32(), record.skip(8), let count = record.uint64(),
            let size = record.uint64(),
            let offset = record.uint64()
        else { throw .zipCorrupt(file.name, "its ZIP64 end record is damaged") }
        guard disk == 0, directoryDisk == 0 else {
            throw .zipCorrupt(file.name, "it is one part of an archive split over several files")
        }
        guard count <= UInt64(maximumEntries), size <= UInt64(maximumBytes), offset < UInt64(endRecord) else {
            throw .zipCorrupt(file.name, "its ZIP64 end record gives impossible sizes")
        }
        return (Int(offset), Int(size), Int(count))
    }

    /// One central directory header, its ZIP64 sizes applied; nil when it is damaged.
    private static func entryHeader(_ reader: inout LittleEndianReader, endOfData: Int) -> ZipEntry? {
        guard reader.uint32() == 0x0201_4B50, reader.skip(4), let flags = reader.uint16(), let method = reader.uint16(),
            reader.skip(4), let crc = reader.uint32(), let compressed32 = reader.uint32(), let size32 = reader.uint32(),
            let nameLength = reader.uint16(), let extraLength = reader.uint16(), let commentLength = reader.uint16(),
            reader.skip(8), let offset32 = reader.uint32(), let name = reader.bytes(Int(nameLength)),
            let extra = reader.bytes(Int(extraLength)), reader.skip(Int(commentLength))
        else { return nil }
        var uncompressed = UInt64(size32)
        var compressed = UInt64(compressed32)
        var offset = UInt64(offset32)
        if size32 == 0xFFFF_FFFF || compressed32 == 0xFFFF_FFFF || offset32 == 0xFFFF_FFFF {
            // The ZIP64 extra field holds, in this order, only the values their 32-bit fields could not.
            var fields = LittleEndianReader(Array(extra))
            while let id = fields.uint16(), let length = fields.uint16(), let body = fields.bytes(Int(length)) {
                guard id == 0x0001 else { continue }
                var values = LittleEndianReader(Array(body))
                // A value missing from it becomes too large to pass the checks below.
                if size32 == 0xFFFF_FFFF { uncompressed = values.uint64() ?? .max }
                if compressed32 == 0xFFFF_FFFF { compressed = values.uint64() ?? .max }
                if offset32 == 0xFFFF_FFFF { offset = values.uint64() ?? .max }
            }
        }
        guard offset < UInt64(endOfData), compressed <= UInt64(endOfData), uncompressed < UInt64(Int.max) else {
            return nil
        }
        let nameBytes = Array(name)
        return ZipEntry(
            name: ZipEntry.decodeName(nameBytes, flags: flags), nameBytes: nameBytes, flags: flags, method: method,
            crc32: crc, compressedSize: Int(compressed), uncompressedSize: Int(uncompressed),
            localHeaderOffset: Int(offset))
    }
}
