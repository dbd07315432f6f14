/// Joins `path` to `base` (unless absolute) and removes `.` and `..` components lexically:
/// `pipelines` + `../samples/a.csv` is `samples/a.csv`.
public func normalizePath(_ path: String, relativeTo base: String) -> String {
    let joined = path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
    let absolute = joined.hasPrefix("/")
    var parts: [Substring] = []
    for component in joined.split(separator: "/") {
        switch component {
        case ".": continue
        case "..":
            if let last = parts.last, last != ".." {
                parts.removeLast()
            } else if !absolute {
                parts.append(component)
            }
        default: parts.append(component)
        }
    }
    let body = parts.joined(separator: "/")
    if absolute { return "/" + body }
    return body.isEmpty ? "." : body
}

/// The directory part of a path (`.` for a bare file name).
public func directoryOf(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
}
