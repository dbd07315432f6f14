import Foundation
import VetNetTestSupport

/// `changes/<run>.json` of a nightly run whose outputs are in `out/` of `directory`, as JSON objects.
func changesFile(_ run: Int, in directory: TemporaryDirectory) throws -> [String: Any] {
    let data = try Data(contentsOf: directory.url.appendingPathComponent("out/changes/\(run).json"))
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
}

/// The items of the list `list` of `changes/<run>.json`.
func changesList(_ list: String, run: Int, in directory: TemporaryDirectory) throws -> [[String: Any]] {
    try changesFile(run, in: directory)[list] as? [[String: Any]] ?? []
}
