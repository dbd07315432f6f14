/// Splits a source path naming a member of a ZIP archive, `exports.zip!clients.csv`, at the first `.zip!`
/// (in any case) into the archive's path and the member's name; any other path is the file's alone.
func splitArchiveMember(_ path: String) -> (file: String, member: String?) {
    let bytes = Array(path.utf8)
    let marker = Array(".zip!".utf8)
    guard bytes.count >= marker.count else { return (path, nil) }
    for start in 0...(bytes.count - marker.count)
    where zip(bytes[start...], marker).allSatisfy({ (0x41...0x5A).contains($0) ? $0 | 0x20 == $1 : $0 == $1 }) {
        let end = start + marker.count
        return (String(decoding: bytes[..<(end - 1)], as: UTF8.self), String(decoding: bytes[end...], as: UTF8.self))
    }
    return (path, nil)
}

extension SourceFormat {
    /// The format a file's name suggests: `xml` for `.xml`, `xlsx` for `.xlsx`, else `csv`.
    init(inferredFrom name: String) {
        let lowered = name.lowercased()
        self = lowered.hasSuffix(".xml") ? .xml : lowered.hasSuffix(".xlsx") ? .xlsx : .csv
    }
}
