public import VetNetCore

/// What happened to one source's records. `read == accepted + rejected + merged` always holds.
public struct SourceStats: Sendable, Hashable {
    public var name: String
    public var entity: String
    public var path: String
    public var format: String
    public var sha256: String?
    public var bytes: Int = 0
    public var read = 0
    public var accepted = 0
    public var rejected = 0
    public var merged = 0
    public var warnings = 0
    public var errors = 0
    /// Set when the file could not be read to its end; the records before the failure are counted and kept.
    public var failure: Diagnostic?

    public var isBalanced: Bool { read == accepted + rejected + merged }
}
