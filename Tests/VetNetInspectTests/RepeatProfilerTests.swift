import Testing
import VetNetTestSupport

@testable import VetNetInspect

@Suite struct RepeatProfilerTests {
    @Test(
        "The second pass counts repeated rows and IDs, and per column the IDs within which it changes; empty values are no change"
    )
    func repeatProfile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("id,a,b\n1,x,p\n1,y,\n2,x,p\n2,x,q\n2,x,p\n3,z,\n,w,w\n", to: "rows.csv")
        let profile = try RepeatProfiler.profile(path: path, idColumn: "id", columns: ["a", "b", "missing"])
        #expect(profile == RepeatProfile(repeatedRows: 3, repeatedIDs: 2, varying: ["a": 1, "b": 1]))
    }
}
