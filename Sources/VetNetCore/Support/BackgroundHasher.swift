import Dispatch

/// Computes a SHA-256 on another thread, so fingerprinting a file does not slow down parsing it.
///
/// At most `maximumPending` chunks wait at a time; a reader that outruns the hasher waits for it, so memory
/// stays bounded whatever the file's size.
public final class BackgroundHasher: @unchecked Sendable {
    // `hasher` is touched only on `queue`; `slots` bounds the chunks in flight.
    private var hasher = SHA256()
    private let queue = DispatchQueue(label: "vetnet.sha256")
    private let slots: DispatchSemaphore

    public init(maximumPending: Int = 8) {
        slots = DispatchSemaphore(value: maximumPending)
    }

    public func update(_ chunk: [UInt8]) {
        slots.wait()
        queue.async {
            self.hasher.update(chunk)
            self.slots.signal()
        }
    }

    /// Waits for the pending chunks and returns the digest as lowercase hex.
    public func finalizeHex() -> String {
        queue.sync { SHA256.hexDigest(hasher.finalize()) }
    }
}
