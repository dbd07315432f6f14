import Foundation

/// Unbuffered writes to stderr, and whether it is a terminal (progress is drawn differently then).
enum FileOutput {
    case standardError

    func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }

    var isTerminal: Bool { isatty(FileHandle.standardError.fileDescriptor) == 1 }
}
