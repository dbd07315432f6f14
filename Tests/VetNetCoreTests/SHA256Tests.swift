import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

@Suite("SHA-256")
struct SHA256Tests {
    func hex(_ text: String) -> String { SHA256.hexDigest(SHA256.hash(Array(text.utf8))) }

    @Test("known answers from FIPS 180-4")
    func knownAnswers() {
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hexDigest(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("the portable path gives the FIPS 180-4 known answers too")
    func portableKnownAnswers() {
        func portableHex(_ bytes: [UInt8]) -> String {
            var hasher = SHA256(accelerated: false)
            hasher.update(bytes)
            return SHA256.hexDigest(hasher.finalize())
        }
        #expect(portableHex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(portableHex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            portableHex([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Without the SHA instructions both hashers run the portable code, so this then only checks that the
    /// portable path agrees with itself; on a CPU that has them it checks the accelerated path against it.
    @Test("the accelerated and the portable path give the same digest, whole or in pieces")
    func acceleratedMatchesPortable() {
        var random = SplitMix64(seed: 0x5A25_6A11)
        let boundaries = [55, 56, 63, 64, 65, 119, 120, 127, 128, 3000]
        let lengths = Array(0...200) + boundaries + (0..<300).map { _ in random.int(in: 0...3000) }
        for length in lengths {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }

            var portable = SHA256(accelerated: false)
            portable.update(bytes)
            let expected = portable.finalize()

            var whole = SHA256(accelerated: true)
            whole.update(bytes)
            #expect(whole.finalize() == expected, "length \(length), whole")

            for maximumPiece in [8, 80, 400] {
                var pieces = SHA256(accelerated: true)
                var offset = 0
                while offset < bytes.count {
                    let end = min(bytes.count, offset + random.int(in: 0...maximumPiece))
                    pieces.update(bytes[offset..<end])
                    offset = end
                }
                #expect(pieces.finalize() == expected, "length \(length), pieces of at most \(maximumPiece)")
            }
        }
    }

    @Test("feeding in pieces of any size gives the same digest", arguments: [1, 3, 63, 64, 65, 1000])
    func incremental(_ size: Int) {
        let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256()
        var offset = 0
        while offset < bytes.count {
            hasher.update(bytes[offset..<min(bytes.count, offset + size)])
            offset += size
        }
        #expect(hasher.finalize() == SHA256.hash(bytes))
    }

    @Test("a file source fingerprints exactly the bytes it read")
    func fileSource() throws {
        let path = "/tmp/vetnet-sha-\(UInt64.random(in: 0...UInt64.max))"
        defer { unlink(path) }
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(try MemoryByteSource(bytes).read(maxCount: 10).count == 10)
        try writeBytes(bytes, to: path)
        let source = try FileByteSource(path: path)
        var total = 0
        while true {
            let chunk = try source.read(maxCount: 4096)
            if chunk.isEmpty { break }
            total += chunk.count
        }
        #expect(total == bytes.count)
        #expect(source.sha256Hex() == SHA256.hexDigest(SHA256.hash(bytes)))
    }

    @Test("a missing file and a directory are told apart")
    func openFailures() {
        #expect(throws: Diagnostic.self) { try FileByteSource(path: "/nonexistent/file.csv") }
        do {
            _ = try FileByteSource(path: "/nonexistent/file.csv")
        } catch {
            #expect(error.code == "read.input-missing")
        }
        do {
            _ = try FileByteSource(path: "/tmp")
        } catch {
            #expect(error.code == "read.not-a-file")
        }
    }

    @Test(
        "a named pipe and endless devices are refused at once, not read forever",
        arguments: ["fifo", "/dev/zero", "/dev/urandom"])
    func notRegularFiles(_ path: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var target = path
        if path == "fifo" {
            target = directory.path + "/fifo"
            #expect(mkfifo(target, 0o600) == 0)
        }
        let error = #expect(throws: Diagnostic.self) { try FileByteSource(path: target) }
        #expect(error?.code == "read.not-a-file")
        #expect(error?.message.contains(path == "fifo" ? "named pipe" : "device") == true)
    }
}
