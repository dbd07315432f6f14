import Synchronization
import VetNetCore

/// Prints diagnostics to stderr as `file:line: severity: [code] message`, values hidden unless asked for,
/// and stops after `limit` lines so a bad file cannot flood a cron mail.
final class StderrCollector: DiagnosticCollector {
    private let showValues: Bool
    private let limit: Int
    private let printed = Mutex(0)

    init(showValues: Bool, limit: Int) {
        self.showValues = showValues
        self.limit = limit
    }

    func emit(_ diagnostic: Diagnostic) {
        let count = printed.withLock { value -> Int in
            value += 1
            return value
        }
        if count <= limit {
            printError(diagnostic.rendered(showingValue: showValues))
        } else if count == limit + 1, limit > 0 {
            // A run stopped by a pipeline error writes no report, so the report is named as what a finished run writes.
            printError(
                "… further findings are not printed here (--max-printed N prints more); a run that writes its outputs"
                    + " lists them all in reports/validation.html")
        }
    }

    var printedCount: Int { printed.withLock { $0 } }
}

func printError(_ text: String) {
    var stream = StandardError()
    print(text, to: &stream)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileOutput.standardError.write(string)
    }
}
