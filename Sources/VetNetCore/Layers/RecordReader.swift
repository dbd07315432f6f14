/// A streaming source of raw records. One reader reads one file, in one task.
///
/// Record-level problems (a ragged row) are emitted as diagnostics and counted in `rejectedCount`;
/// `next` throws only when the file cannot go on, and the records returned before stay valid.
public protocol RecordReader: AnyObject {
    /// The column names (CSV header, or the XML paths asked for), known once the first call to `next` returned.
    var columns: [String] { get }
    /// Records the reader met, whether returned or rejected by the reader itself.
    var readCount: Int { get }
    /// Records the reader rejected itself (malformed rows).
    var rejectedCount: Int { get }
    func next() throws(Diagnostic) -> RawRecord?
}
