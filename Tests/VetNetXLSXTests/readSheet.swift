import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetXLSX
import VetNetZip

/// The fixture files beside these tests (written by `Fixtures/make_fixtures.py`).
func fixture(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/VetNetXLSXTests/Fixtures/" + name).path
}

/// What reading a sheet gave: its columns, its records, the findings emitted, and the failure thrown.
struct SheetOutcome {
    var columns: [String] = []
    var records: [RawRecord] = []
    var findings: [Diagnostic] = []
    var thrown: Diagnostic?

    /// The record whose location is sheet row `row`.
    func record(atRow row: Int) -> RawRecord? { records.first { $0.location.line == row } }

    /// The value of `column` in the record at sheet row `row`.
    func value(_ column: String, atRow row: Int) -> String? {
        guard let index = columns.firstIndex(of: column) else { return nil }
        return record(atRow: row)?.field(at: index)
    }
}

/// Reads every record of `sheet` (nil: the first) of the workbook fixture `name`.
func readSheet(_ name: String, sheet: String? = nil, limits: ZipLimits = ZipLimits()) -> SheetOutcome {
    var outcome = SheetOutcome()
    let collector = RecordingCollector()
    var reader: WorkbookReader?
    do throws(Diagnostic) {
        let archive = try ZipArchive(path: fixture(name), name: name, limits: limits)
        reader = WorkbookReader(archive: archive, file: name, sheet: sheet, diagnostics: collector)
        while let record = try reader?.next() { outcome.records.append(record) }
    } catch {
        outcome.thrown = error
    }
    outcome.columns = reader?.columns ?? []
    // After the end, or a failure, there is nothing more.
    #expect((try? reader?.next()) == nil)
    outcome.findings = collector.diagnostics
    return outcome
}

/// The unpacked bytes of `member` of the archive fixture `name`, or what reading them threw.
func unpack(_ name: String, _ member: String, limits: ZipLimits = ZipLimits(), chunk: Int = 1 << 16) -> Result<
    [UInt8], Diagnostic
> {
    do throws(Diagnostic) {
        let archive = try ZipArchive(path: fixture(name), name: name, limits: limits)
        guard let entry = try archive.entry(named: member) else {
            return .failure(.error("test.no-member", "no member \(member)"))
        }
        let source = try archive.open(entry)
        var bytes: [UInt8] = []
        while true {
            let next = try source.read(maxCount: chunk)
            if next.isEmpty { break }
            bytes += next
        }
        return .success(bytes)
    } catch {
        return .failure(error)
    }
}
