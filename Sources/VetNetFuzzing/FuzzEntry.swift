import Foundation

/// What the fuzz executables do with one input: a broken invariant is a crash, so the fuzzer keeps the input.
public func fuzzOne(_ target: any FuzzTarget.Type, _ bytes: [UInt8]) {
    let found = target.violations(bytes)
    guard found.isEmpty else {
        fatalError("\(target.name): " + found.joined(separator: "\n"))
    }
}

/// Without the fuzzer, a fuzz executable replays the files and directories it is given (a seed corpus, or a
/// finding to reproduce) and exits 1 when any of them breaks an invariant.
public func replay(_ target: any FuzzTarget.Type, paths: [String]) -> Int32 {
    guard !paths.isEmpty else {
        FileHandle.standardError.write(Data("usage: fuzz-\(target.name) FILE-OR-DIRECTORY...\n".utf8))
        return 64
    }
    var failed = false
    for file in paths.flatMap(fuzzInputs(at:)) {
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("\(file): cannot be read\n".utf8))
            failed = true
            continue
        }
        let found = target.violations([UInt8](data))
        if !found.isEmpty {
            failed = true
            print("\(file):\n  " + found.joined(separator: "\n  "))
        }
    }
    return failed ? 1 : 0
}

/// The files at `path`: the path itself, or the regular files of a directory in name order.
public func fuzzInputs(at path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        return [path]
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
}
