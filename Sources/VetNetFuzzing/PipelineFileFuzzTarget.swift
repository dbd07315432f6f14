import VetNetCore
import VetNetPipeline

/// The pipeline-file decoder over arbitrary text: it must never crash, and every problem it reports must
/// carry the file name so the user can find it.
public enum PipelineFileFuzzTarget: FuzzTarget {
    public static let name = "pipeline-file"

    public static func violations(_ bytes: [UInt8]) -> [String] {
        // Bytes that are not UTF-8 are refused before decoding, as `PipelineFileDecoder.load` does.
        guard let text = String(validating: bytes, as: UTF8.self) else { return [] }
        do {
            _ = try PipelineFileDecoder.decode(yaml: text, file: "fuzz.yml")
            return []
        } catch {
            return error.diagnostics.filter { $0.location?.file != "fuzz.yml" }.map {
                "a problem without its file: \($0)"
            }
                + (error.diagnostics.isEmpty ? ["a refused pipeline file with no problem reported"] : [])
        }
    }
}
