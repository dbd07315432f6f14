import Testing
import VetNetCore
import VetNetZip

@Suite("ZIP archives: members read, bombs and tricks refused")
struct ZipArchiveTests {
    @Test(
        "deflated and stored members unpack to their bytes, whatever the chunk size", arguments: [1, 7, 4096, 1 << 20])
    func members(chunk: Int) throws {
        #expect(try unpack("exports.zip", "clients.csv", chunk: chunk).get() == Array("ID,Last\n1,Moss\n2,Hart\n".utf8))
        #expect(try unpack("exports.zip", "stored.csv", chunk: chunk).get() == Array("ID,Last\n3,Stone\n".utf8))
    }

    @Test("an archive in ZIP64 form: sizes, offsets and the member count from its ZIP64 records")
    func zip64() throws {
        let archive = try ZipArchive(path: fixture("zip64.zip"), name: "zip64.zip")
        #expect(archive.memberNames == ["first.csv", "clients.csv"])
        #expect(try archive.entry(named: "clients.csv")?.uncompressedSize == 22)
        #expect(try unpack("zip64.zip", "clients.csv").get() == Array("ID,Last\n1,Moss\n2,Hart\n".utf8))
    }

    @Test("the members listed are the files, not the folders")
    func memberNames() throws {
        let archive = try ZipArchive(path: fixture("exports.zip"), name: "exports.zip")
        #expect(archive.memberNames == ["clients.csv", "nested/patients.xml", "book.xlsx", "stored.csv"])
        #expect(try archive.entry(named: "docs") == nil)
    }

    @Test("a member unpacked is fingerprinted: the SHA-256 of its unpacked bytes")
    func fingerprint() throws {
        let archive = try ZipArchive(path: fixture("exports.zip"), name: "exports.zip")
        let source = try archive.open(try #require(try archive.entry(named: "clients.csv")))
        while try !source.read(maxCount: 5).isEmpty {}
        #expect(source.byteCount == 22)
        #expect(source.sha256Hex() == SHA256.hexDigest(SHA256.hash(Array("ID,Last\n1,Moss\n2,Hart\n".utf8))))
    }

    @Test("a member a thousand times smaller than it unpacks to is refused before a byte is unpacked")
    func bomb() {
        guard case .failure(let error) = unpack("bomb.zip", "clients.csv") else {
            Issue.record("the bomb was unpacked")
            return
        }
        #expect(error.code == "read.zip-too-large")
        #expect(error.message.contains("over 200 times its packed size"))
    }

    @Test("the same member passes when the limits allow it, and a lower size limit stops it")
    func limits() throws {
        let generous = ZipLimits(maximumRatio: 2000)
        #expect(try unpack("bomb.zip", "clients.csv", limits: generous).get().count == 20 << 20)
        let small = ZipLimits(maximumBytes: 1 << 20, maximumRatio: 2000)
        guard case .failure(let error) = unpack("bomb.zip", "clients.csv", limits: small) else {
            Issue.record("unpacked past the size limit")
            return
        }
        #expect(error.code == "read.zip-too-large")
    }

    @Test("a member that unpacks to more than its directory says is stopped there")
    func liar() {
        guard case .failure(let error) = unpack("liar.zip", "clients.csv", chunk: 4) else {
            Issue.record("the lying member was unpacked")
            return
        }
        #expect(error.code == "read.zip-too-large")
        #expect(error.message.contains("more than the 16 bytes"))
    }

    @Test("an encrypted member is refused with a clear error")
    func encrypted() {
        guard case .failure(let error) = unpack("encrypted.zip", "clients.csv") else {
            Issue.record("the encrypted member was read")
            return
        }
        #expect(error.code == "read.zip-encrypted")
        #expect(error.message.contains("password"))
    }

    @Test("names that climb out, start at the root or name a drive are never matched nor listed")
    func trickyNames() throws {
        let archive = try ZipArchive(path: fixture("tricky-names.zip"), name: "tricky-names.zip")
        #expect(archive.memberNames == ["clients.csv"])
        #expect(try unpack("tricky-names.zip", "clients.csv").get() == Array("ID,Last\n1,Plain\n".utf8))
        #expect(try archive.entry(named: "x/../../clients.csv") == nil)
        #expect(try archive.entry(named: "/abs/clients.csv") == nil)
    }

    @Test(
        "plain member paths",
        arguments: [
            ("clients.csv", true), ("a/b.csv", true), ("docs/", true), ("../a.csv", false), ("a/../b.csv", false),
            ("/a.csv", false), ("a\\b.csv", false), ("c:a.csv", false), ("a//b.csv", false), ("", false),
            ("a\u{0}.csv", false),
        ])
    func plainPaths(path: String, plain: Bool) {
        #expect(ZipEntry.isPlainPath(path) == plain)
    }

    @Test("two members of one name: which is meant cannot be told")
    func duplicateNames() throws {
        let archive = try ZipArchive(path: fixture("duplicate-names.zip"), name: "duplicate-names.zip")
        #expect(throws: Diagnostic.self) { try archive.entry(named: "clients.csv") }
        do {
            _ = try archive.entry(named: "clients.csv")
        } catch {
            #expect(error.code == "read.zip-duplicate-member")
        }
    }

    @Test("an archive cut short, or a file that is no archive, is damaged")
    func corrupt() throws {
        #expect(throws: Diagnostic.self) { try ZipArchive(path: fixture("truncated.zip"), name: "t") }
        #expect(throws: Diagnostic.self) { try ZipArchive(path: fixture("make_fixtures.py"), name: "m") }
        do {
            _ = try ZipArchive(path: fixture("make_fixtures.py"), name: "make_fixtures.py")
        } catch {
            #expect(error.code == "read.zip-corrupt")
            #expect(error.location?.file == "make_fixtures.py")
        }
    }
}
