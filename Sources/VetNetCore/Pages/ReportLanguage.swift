/// The language of the pages written for clinic staff (`validation.html`, `duplicates.html`, the day view): the
/// pipeline's `reportLanguage`. The command line, logs and machine-readable files stay English.
public enum ReportLanguage: String, CaseIterable, Codable, Sendable {
    case en, de, fr, nl

    /// Whether `count` takes the singular: French counts 0 as singular, the others only 1.
    func isSingular(_ count: Int) -> Bool {
        self == .fr ? count == 0 || count == 1 : count == 1
    }
}
