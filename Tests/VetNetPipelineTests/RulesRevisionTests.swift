import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@Suite("The rules revision follows the code that decides what a record becomes")
struct RulesRevisionTests {
    /// The digest of every source file of the modules that decide what a record becomes, by path.
    static func digest() throws -> String {
        var bytes: [UInt8] = []
        var paths: [String] = []
        for module in RulesRevision.modules.map({ "Sources/" + $0 }) {
            let root = packageRoot.appendingPathComponent(module).path
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") { paths.append(module + "/" + path) }
            }
        }
        for path in paths.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            bytes += Array(path.utf8) + [0x0A]
            bytes += [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent(path))) + [0x0A]
        }
        return String(SHA256.hexDigest(SHA256.hash(bytes)).prefix(16))
    }

    @Test(
        "RulesRevision.current is the digest of the reading, mapping, checking and merging sources (update it when they change)"
    )
    func pinned() throws {
        let digest = try Self.digest()
        #expect(
            RulesRevision.current == digest,
            "The reading, mapping, checking or merging code changed: set RulesRevision.current to \"\(digest)\", so that state files check every record again."
        )
    }
}
