import Foundation
public import VetNetCore
import VetNetWrite

/// The output directory a run may write into, checked before anything is written or removed: a run replaces
/// files in it (a run with a state file replaces it whole), so it must be empty, new, or vetnet's own for this
/// pipeline, and never a system directory, the pipeline file's directory, or a directory holding an input or
/// the state file.
///
/// vetnet's own directory holds a marker file (``markerName``) naming the pipeline, written into every directory
/// it fills. A directory written before the marker existed is recognized by its manifest naming the pipeline.
public struct OutputDirectoryClaim: Sendable {
    public static let markerName = ".vetnet-output"
    /// Entries a file system puts into the directory it is mounted at: neither vetnet's nor anyone's files.
    static let fileSystemEntries: Set<String> = ["lost+found"]
    /// The marker's text before the pipeline's name.
    static let markerPrefix = "vetnet output directory of pipeline "

    /// The directory as given (for messages).
    public var given: String
    /// Where it is: absolute, with symbolic links followed, so that publishing goes through a link, not over it.
    public var path: String
    /// The pipeline whose outputs the directory holds.
    public var pipeline: String

    /// Checks `directory` for `config`'s run (`statePath` for a run with a state file); throws a `write.`
    /// diagnostic (exit 73) naming what is wrong.
    public init(directory: String, config: PipelineConfig, statePath: String? = nil) throws(Diagnostic) {
        given = directory
        pipeline = config.name
        path = Self.resolve(directory)
        let location = SourceLocation(file: directory)
        if let system = Self.systemDirectory(path) {
            throw .error(
                "write.output-refused",
                "The output directory \(directory) is \(system); give the pipeline a directory of its own.",
                at: location)
        }
        let pipelineDirectory = Self.resolve(directoryOf(config.file))
        if pipelineDirectory == path || Self.contains(path, Self.resolve(config.file)) {
            throw .error(
                "write.output-refused",
                "The output directory \(directory) holds the pipeline file \(config.file); give the outputs a directory of their own.",
                at: location)
        }
        for source in config.sources where Self.contains(path, Self.resolve(source.path)) {
            throw .error(
                "write.output-refused",
                "The output directory \(directory) holds the input \(source.path); give the outputs a directory of their own.",
                at: location)
        }
        if let statePath, Self.contains(path, Self.resolve(statePath)) {
            throw .error(
                "write.output-refused",
                "The output directory \(directory) holds the state file \(statePath); a run replaces the directory as a whole.",
                at: location)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .error(
                "write.output-not-directory", "The output path \(directory) exists and is not a directory.",
                at: location)
        }
        switch Self.owner(of: path) {
        case .nobody, .pipeline(config.name): return
        case .pipeline(let other):
            throw .error(
                "write.output-refused",
                "The output directory \(directory) holds the outputs of the pipeline \(other), not \(config.name); give each pipeline a directory of its own.",
                at: location)
        case .unknown:
            throw .error(
                "write.output-refused",
                "The output directory \(directory) holds files vetnet did not write (it has no \(Self.markerName) file); vetnet writes only into an empty directory, a new one, or its own. Give the pipeline a directory of its own, or empty this one.",
                at: location)
        }
    }

    /// The marker's content.
    public var marker: String { Self.markerPrefix + pipeline + "\n" }

    /// Writes the marker into `directory` (the claimed one or a staging directory that will replace it).
    public func mark(_ directory: String) throws(Diagnostic) {
        try AtomicFile.createDirectory(directory)
        try AtomicFile.write(Array(marker.utf8), to: directory + "/" + Self.markerName)
    }

    /// Marks the claimed directory and writes into it (a run without a state file); when the writing fails and
    /// leaves no file but the marker this call made (empty directories aside), the marker goes too.
    public func fill(_ write: (String) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let marker = path + "/" + Self.markerName
        let wasMarked = FileManager.default.fileExists(atPath: marker)
        try mark(path)
        do throws(Diagnostic) {
            try write(path)
        } catch {
            if !wasMarked, Self.holdsNoFile(path, but: Self.markerName) {
                try? FileManager.default.removeItem(atPath: marker)
            }
            throw error
        }
    }

    /// Whether `directory` and its subdirectories hold no file but `exception`.
    static func holdsNoFile(_ directory: String, but exception: String) -> Bool {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let entry = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: directory + "/" + entry, isDirectory: &isDirectory)
            if exists && !isDirectory.boolValue && entry != exception { return false }
        }
        return true
    }

    /// Who a directory's files belong to.
    enum Owner: Equatable {
        /// It is empty.
        case nobody
        case pipeline(String)
        /// Anything else: never written to, never removed.
        case unknown
    }

    static func owner(of directory: String) -> Owner {
        let files = FileManager.default
        guard let entries = try? files.contentsOfDirectory(atPath: directory) else { return .unknown }
        if entries.allSatisfy(fileSystemEntries.contains) { return .nobody }
        if let text = try? String(contentsOfFile: directory + "/" + markerName, encoding: .utf8) {
            guard text.hasPrefix(markerPrefix) else { return .unknown }
            return .pipeline(String(text.dropFirst(markerPrefix.count)).trimmingCharacters(in: .newlines))
        }
        // Written before the marker: a manifest with vetnet's name and the pipeline's.
        guard let data = files.contents(atPath: directory + "/manifest.json"),
            let manifest = try? JSONDecoder().decode(RunManifest.self, from: data), manifest.tool.name == "vetnet"
        else { return .unknown }
        return .pipeline(manifest.pipeline)
    }

    /// `path` made absolute (against the working directory), without `.` and `..`, with symbolic links followed
    /// as far as the path exists.
    static func resolve(_ path: String) -> String {
        let absolute = normalizePath(path, relativeTo: FileManager.default.currentDirectoryPath)
        var existing = absolute
        var rest: [String] = []
        while existing != "/", !FileManager.default.fileExists(atPath: existing) {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = directoryOf(existing)
        }
        guard let real = realpath(existing, nil) else { return absolute }
        defer { free(real) }
        let resolved = String(cString: real)
        return rest.isEmpty ? resolved : normalizePath(rest.joined(separator: "/"), relativeTo: resolved)
    }

    /// Whether `path` is `directory` or inside it.
    static func contains(_ directory: String, _ path: String) -> Bool {
        path == directory || path.hasPrefix(directory == "/" ? "/" : directory + "/")
    }

    /// Top-level directories of the system, refused as they are; the ones that hold only the system's files
    /// are refused with everything under them.
    static let systemRoots = [
        "/", "/home", "/mnt", "/media", "/opt", "/root", "/srv", "/tmp", "/var", "/var/lib", "/var/tmp",
    ]
    static let systemTrees = [
        "/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/libx32", "/proc", "/run", "/sbin", "/sys",
        "/usr",
    ]

    /// What the system directory `path` is, or nil when it is not one.
    static func systemDirectory(_ path: String) -> String? {
        if path == "/" { return "the root directory" }
        if systemRoots.contains(path) || systemTrees.contains(where: { contains($0, path) }) {
            return "a system directory"
        }
        return nil
    }
}
