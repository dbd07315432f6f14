import Foundation
import VetNetCore

/// What an output directory holds that vetnet did not write: a nightly run carries it into the directory that
/// replaces the old one, as it is (hard links), so that replacing the outputs never deletes someone else's file.
///
/// vetnet's own files are the ones its last manifest lists, the manifest and the marker. With no manifest to
/// read (a run that failed before writing it), a file at a path tonight's run writes counts as vetnet's too.
struct ForeignFiles {
    /// Files and symbolic links, relative to the directory, sorted.
    private(set) var files: [String] = []
    /// Directories that hold nothing, relative to the directory.
    private(set) var emptyDirectories: [String] = []
    /// Whether the last manifest said which files are vetnet's.
    let listed: Bool

    /// The foreign files of `directory`; the top-level entries `skipping` names are not looked into.
    init(in directory: String, skipping: (String) -> Bool) {
        let own: Set<String>
        if let data = FileManager.default.contents(atPath: directory + "/manifest.json"),
            let manifest = try? JSONDecoder().decode(RunManifest.self, from: data)
        {
            own = Set(manifest.outputs.map(\.file))
            listed = true
        } else {
            own = []
            listed = false
        }
        walk(directory, relative: "", own: own, skipping: skipping)
        files.sort()
    }

    private mutating func walk(_ directory: String, relative: String, own: Set<String>, skipping: (String) -> Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        if names.isEmpty, !relative.isEmpty { emptyDirectories.append(relative) }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            if relative.isEmpty
                && (skipping(name) || name == "manifest.json" || name == OutputDirectoryClaim.markerName)
            {
                continue
            }
            var status = stat()
            guard lstat(directory + "/" + name, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(directory + "/" + name, relative: path, own: own, skipping: skipping)
            } else if !own.contains(path) {
                files.append(path)
            }
        }
    }

    /// Links the foreign files of `directory` into `staging`, where tonight's outputs are already written, and
    /// returns them. A file tonight wrote at one of their paths is refused when the manifest listed vetnet's
    /// files (the file there now is someone else's), and is tonight's output otherwise.
    func carry(from directory: String, into staging: String, given: String) throws(Diagnostic) -> [String] {
        var carried: [String] = []
        for file in files {
            var status = stat()
            if lstat(staging + "/" + file, &status) == 0 {
                guard listed else { continue }
                throw .error(
                    "write.output-refused",
                    "The output directory \(given) holds \(file), which vetnet did not write and tonight's run would replace; move it out of the directory.",
                    at: SourceLocation(file: given + "/" + file))
            }
            let target = staging + "/" + file
            do {
                try FileManager.default.createDirectory(
                    atPath: directoryOf(target), withIntermediateDirectories: true)
            } catch {
                throw cannotKeep(file, given: given, reason: error.localizedDescription)
            }
            guard link(directory + "/" + file, target) == 0 else {
                throw cannotKeep(file, given: given, reason: String(cString: strerror(errno)))
            }
            carried.append(file)
        }
        for empty in emptyDirectories {
            try? FileManager.default.createDirectory(atPath: staging + "/" + empty, withIntermediateDirectories: true)
        }
        return carried
    }

    private func cannotKeep(_ file: String, given: String, reason: String) -> Diagnostic {
        .error(
            "write.output-refused",
            "The output directory \(given) holds \(file), which vetnet did not write and cannot keep in the new outputs (\(reason)); move it out of the directory.",
            at: SourceLocation(file: given + "/" + file))
    }
}
