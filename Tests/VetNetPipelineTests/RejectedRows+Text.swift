import VetNetPipeline

extension RejectedRows {
    /// The rows as `rejected/<source>.csv` holds them under its header, one string each, line ends taken off
    /// (the tests' values hold none).
    var rowTexts: [String] {
        var bytes: [UInt8] = []
        forEachChunk { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\r\n").map(String.init)
    }
}
