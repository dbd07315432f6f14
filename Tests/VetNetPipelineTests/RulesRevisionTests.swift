import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@Suite("The rules revision follows the mapping and checking code")
struct RulesRevisionTests {
    /// The digest of every source file of the mapping and validation modules, by path.
    static func digest() throws -> String {
        var bytes: [UInt8] = []
        var paths: [String] = []
        for module in ["Sources/VetNetMapping", "Sources/VetNetValidation"] {
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

    @Test("RulesRevision.current is the digest of the mapping and validation sources (update it when they change)")
    func pinned() throws {
        let digest = try Self.digest()
        #expect(
            RulesRevision.current == digest,
            "The mapping or validation code changed: set RulesRevision.current to \"\(digest)\", so that state files check every record again.")
    }
}
