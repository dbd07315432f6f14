import Foundation

/// Makes a write past the file-size limit (`ulimit -f`) fail with EFBIG, which the writers report and clean up
/// after like a full disk, instead of SIGXFSZ killing the run and leaving a half-written temporary file.
func failWritesOverFileSizeLimit() {
    signal(SIGXFSZ, SIG_IGN)
}
