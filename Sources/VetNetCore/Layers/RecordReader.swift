/// A streaming source of raw records. One reader reads one file, in one task.
///
/// A record the reader cannot read properly (a ragged row, a misplaced quote) is still returned, with its
/// `problem` set, so the caller rejects it with that reason and keeps what was read. `next` throws only
/// when the file cannot go on, and the records returned before stay valid.
public protocol RecordReader: AnyObject {
    /// The column names (CSV header, or the XML paths asked for), known once the first call to `next` returned.
    var columns: [String] { get }
    /// Records the reader met, including those returned with a problem.
    var readCount: Int { get }
    func next() throws(Diagnostic) -> RawRecord?
}
