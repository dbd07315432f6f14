/// How large a member may unpack, so that a small archive cannot fill the disk or keep a run busy for hours
/// (a ZIP bomb). Deflate shrinks text 3 to 30 times; a member claiming to shrink more than `maximumRatio`
/// times, beyond the first `ratioGraceBytes`, is a bomb, and a member that unpacks to more than it claims is
/// refused as soon as it does.
public struct ZipLimits: Sendable, Hashable {
    /// The most bytes one member may unpack to.
    public var maximumBytes: Int
    /// The most times larger than its packed size a member may be.
    public var maximumRatio: Int
    /// Members up to this size are not held to `maximumRatio` (small, very repetitive files shrink a lot).
    public var ratioGraceBytes: Int

    public init(maximumBytes: Int = 8 << 30, maximumRatio: Int = 200, ratioGraceBytes: Int = 16 << 20) {
        self.maximumBytes = maximumBytes
        self.maximumRatio = maximumRatio
        self.ratioGraceBytes = ratioGraceBytes
    }
}
