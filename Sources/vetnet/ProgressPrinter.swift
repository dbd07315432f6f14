import VetNetPipeline

/// Progress on stderr: a line redrawn in place on a terminal, a plain line per report otherwise (cron logs).
struct ProgressPrinter {
    let enabled: Bool
    private let terminal = FileOutput.standardError.isTerminal

    init(enabled: Bool) { self.enabled = enabled }

    func report(_ event: ProgressEvent) {
        guard enabled else { return }
        if terminal {
            FileOutput.standardError.write(
                "\r\u{1B}[K\(event.source): \(event.recordsRead) records read" + (event.finished ? "\n" : ""))
        } else if !event.finished {
            printError("\(event.source): \(event.recordsRead) records read")
        }
    }
}
