public import VetNetCore

/// A ZIP archive opened for reading its members one at a time (a zipped export, or an Excel workbook).
///
/// Only the central directory is read when the archive opens; a member is unpacked as its bytes are asked for.
/// Members are found by their exact name, and only members with plain relative names can be found (see
/// `ZipEntry.hasPlainName`). Stored and deflated members are read; encrypted ones and other methods are refused
/// with a clear error, and `limits` stop a member that would unpack far larger than it is packed.
public final class ZipArchive {
    /// The archive as messages name it.
    public var name: String { file.name }
    /// Every member, in the order of the directory.
    public let entries: [ZipEntry]
    public let limits: ZipLimits
    private let file: RandomAccessFile

    /// Opens the archive at `path`, named `name` in messages. Throws what opening a file throws, and
    /// `read.zip-corrupt` when the file has no readable ZIP directory.
    public convenience init(path: String, name: String, limits: ZipLimits = ZipLimits()) throws(Diagnostic) {
        try self.init(file: RandomAccessFile(path: path, name: name), limits: limits)
    }

    init(file: RandomAccessFile, limits: ZipLimits) throws(Diagnostic) {
        self.file = file
        self.limits = limits
        entries = try CentralDirectory.read(file)
    }

    /// The file members with plain names, for messages that list what the archive holds.
    public var memberNames: [String] {
        entries.filter { $0.hasPlainName && !$0.isDirectory }.map(\.name)
    }

    /// The member named exactly `name` (with a plain name), nil when there is none; throws
    /// `read.zip-duplicate-member` when two members have that name.
    public func entry(named name: String, ignoringCase: Bool = false) throws(Diagnostic) -> ZipEntry? {
        var found = entries.filter { $0.hasPlainName && $0.name == name }
        if found.isEmpty, ignoringCase {
            let wanted = name.lowercased()
            found = entries.filter { $0.hasPlainName && $0.name.lowercased() == wanted }
        }
        guard found.count <= 1 else { throw .zipDuplicateMember(file.name, name) }
        return found.first
    }

    /// The member's unpacked bytes as a stream, fingerprinted unless `fingerprinted` is false (a part of a
    /// workbook, whose file is fingerprinted as a whole). Throws `read.zip-encrypted`,
    /// `read.zip-unsupported-method`, `read.zip-too-large` (its declared size is beyond `limits`) and
    /// `read.zip-corrupt`.
    public func open(_ entry: ZipEntry, fingerprinted: Bool = true) throws(Diagnostic) -> ZipMemberSource {
        guard !entry.isEncrypted else { throw .zipEncrypted(file.name, entry.name) }
        guard entry.method == 0 || entry.method == 8 else {
            throw .zipUnsupportedMethod(file.name, entry.name, method: entry.method)
        }
        if entry.uncompressedSize > limits.maximumBytes {
            throw .zipTooLarge(
                file.name, entry.name,
                "it would unpack to \(entry.uncompressedSize) bytes, more than the limit of \(limits.maximumBytes)")
        }
        if entry.uncompressedSize > limits.ratioGraceBytes,
            entry.uncompressedSize / max(entry.compressedSize, 1) > limits.maximumRatio
        {
            throw .zipTooLarge(
                file.name, entry.name,
                "it would unpack to \(entry.uncompressedSize) bytes from \(entry.compressedSize), over \(limits.maximumRatio) times its packed size"
            )
        }
        return try ZipMemberSource(
            file: file, entry: entry, dataOffset: try dataOffset(of: entry), fingerprinted: fingerprinted)
    }

    /// Unpacks a member into a scratch file and opens that as an archive of its own (a workbook inside a
    /// zipped export). The scratch file disappears with the returned archive.
    public func openNested(_ entry: ZipEntry, name: String) throws(Diagnostic) -> (
        archive: ZipArchive, source: ZipMemberSource
    ) {
        let source = try open(entry)
        let scratch = try RandomAccessFile.temporary(name: name)
        while true {
            let chunk = try source.read(maxCount: 1 << 20)
            if chunk.isEmpty { break }
            try scratch.append(chunk)
        }
        return (try ZipArchive(file: scratch, limits: limits), source)
    }

    /// Where the member's data starts: after its local header, whose name must be the directory's.
    private func dataOffset(of entry: ZipEntry) throws(Diagnostic) -> Int {
        var header = LittleEndianReader(try file.read(at: entry.localHeaderOffset, count: 30))
        guard header.uint32() == 0x0403_4B50, header.skip(2), let flags = header.uint16(), header.skip(18),
            let nameLength = header.uint16(), let extraLength = header.uint16()
        else { throw .zipMemberCorrupt(file.name, entry.name, "its local header is missing") }
        guard flags & 0x0001 == 0 else { throw .zipEncrypted(file.name, entry.name) }
        let name = try file.read(at: entry.localHeaderOffset + 30, count: Int(nameLength))
        guard name == entry.nameBytes else {
            throw .zipMemberCorrupt(file.name, entry.name, "its local header names another member")
        }
        let start = entry.localHeaderOffset + 30 + Int(nameLength) + Int(extraLength)
        guard start + entry.compressedSize <= file.size else {
            throw .zipMemberCorrupt(file.name, entry.name, "its data runs past the end of the file")
        }
        return start
    }
}
