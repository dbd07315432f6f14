import Foundation
import Testing
import VetNetTestSupport

/// A 50 MB value, generated into a temporary directory (never committed): rejected by the default field size
/// limit with the records around it kept, or accepted whole once the pipeline raises `maxFieldBytes`.
@Suite(
    "A 50 MB field is bounded by maxFieldBytes",
    .enabled(if: TestTier.runsSlowTests, Comment(rawValue: TestTier.slowReason)))
struct HostileLargeFieldTests {
    static let fieldBytes = 50 << 20

    /// Owners with a `Street` column; the record at line 3 holds the 50 MB street.
    func writeExport(in directory: TemporaryDirectory) throws -> String {
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: Self.fieldBytes)
        return try directory.write(
            Array("ID,Last,Street\n1,Smith,1 Main St\n2,Jones,".utf8) + big + Array("\n3,Brown,3 Main St\n".utf8),
            to: "big.csv")
    }

    @Test("under the default 1 MiB limit the record is rejected at its line and the records before and after are kept")
    func rejectedByDefault() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try writeExport(in: directory)
        let result = try HostileRun(path, in: directory, fields: ", address.line1: Street")
        #expect(result.run.status == 0, "\(result.run.stderr)")
        #expect(
            result.run.stderr.contains(
                "\(path):3: error: [read.field-too-large] A value on line 3 is larger than the limit of 1048576 bytes"))
        #expect(try result.owners() == [.init(lastName: "Smith", line: 2), .init(lastName: "Brown", line: 4)])
        #expect(try result.reportedFindings() == ["read.field-too-large@3"])
        let rejected =
            try FileManager.default.attributesOfItem(atPath: result.out + "/reports/rejected/owners.csv")[.size] as? Int
        #expect((rejected ?? .max) < 1 << 20, "the runaway value is not copied into the rejected records")
    }

    @Test("with maxFieldBytes raised to 64 MiB the value is accepted and written whole")
    func acceptedUnderRaisedLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try writeExport(in: directory)
        let result = try HostileRun(
            path, in: directory, options: "maxFieldBytes: 67108864, ", fields: ", address.line1: Street")
        #expect(result.run.status == 0, "\(result.run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: result.out + "/owners.json"))
        let owners = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        let streets = owners.map { (($0["address"] as? [String: Any])?["line1"] as? String)?.utf8.count }
        #expect(streets.sorted { ($0 ?? 0) < ($1 ?? 0) } == [9, 9, Self.fieldBytes])
        let street = owners.lazy.compactMap { ($0["address"] as? [String: Any])?["line1"] as? String }.first {
            $0.utf8.count == Self.fieldBytes
        }
        #expect(street?.utf8.allSatisfy { $0 == UInt8(ascii: "x") } == true)
    }
}
