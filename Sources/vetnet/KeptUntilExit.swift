import Synchronization

/// Values a command is done with but leaves to the end of the process: the records of a million-record run are
/// millions of heap objects, and freeing them one by one took two seconds after the last output was written,
/// when the exit gives all the memory back at once.
enum KeptUntilExit {
    private static let kept = Mutex<[any Sendable]>([])

    static func keep(_ value: some Sendable) {
        kept.withLock { $0.append(value) }
    }
}
