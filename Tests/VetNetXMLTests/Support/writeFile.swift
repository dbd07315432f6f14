private import Glibc

/// Writes a small fixture file; the tests otherwise need no Foundation.
func writeFile(_ path: String, _ text: String) throws {
    guard let handle = fopen(path, "w") else { throw FixtureError.cannotWrite(path) }
    defer { fclose(handle) }
    guard fputs(text, handle) >= 0 else { throw FixtureError.cannotWrite(path) }
}

/// Deletes a fixture file, ignoring a missing one.
func removeFile(_ path: String) { _ = unlink(path) }

enum FixtureError: Error {
    case cannotWrite(String)
}
