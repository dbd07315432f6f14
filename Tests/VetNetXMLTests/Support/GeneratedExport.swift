import VetNetCore

/// A large export generated on demand, counting the bytes it has handed out, to show the reader streams.
final class GeneratedExport: ByteSource {
    private(set) var bytesHandedOut = 0
    private var pending: [UInt8] = Array("<Export><Clients>\n".utf8)
    private var nextClient = 1
    private let clientCount: Int
    private var finished = false

    init(clientCount: Int) { self.clientCount = clientCount }

    func read(maxCount: Int) throws(Diagnostic) -> [UInt8] {
        while pending.count < maxCount, !finished {
            if nextClient <= clientCount {
                pending += Array("  <Client id=\"\(nextClient)\"><Name>Client \(nextClient)</Name></Client>\n".utf8)
                nextClient += 1
            } else {
                pending += Array("</Clients></Export>\n".utf8)
                finished = true
            }
        }
        let chunk = Array(pending.prefix(maxCount))
        pending.removeFirst(chunk.count)
        bytesHandedOut += chunk.count
        return chunk
    }
}
