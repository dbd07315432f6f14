/// Periodic news from a long run, for progress output.
public struct ProgressEvent: Sendable {
    public var source: String
    public var recordsRead: Int
    public var finished: Bool
}
