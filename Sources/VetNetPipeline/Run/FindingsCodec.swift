import Foundation
import VetNetCore

/// A record's findings as JSON, as the state file keeps them for records it will not check again.
enum FindingsCodec {
    static func encode(_ findings: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(findings)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The findings, or none when the text is not what `encode` wrote.
    static func decode(_ text: String) -> [Diagnostic] {
        (try? JSONDecoder().decode([Diagnostic].self, from: Data(text.utf8))) ?? []
    }
}
