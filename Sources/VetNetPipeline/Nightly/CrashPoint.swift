import Foundation

/// Failpoints for the tests that kill a run at chosen moments: when the environment variable
/// `VETNET_CRASH_AT` names the point a run reaches, the process kills itself with SIGKILL there, as
/// `kill -9` from outside would. Unset (always, outside those tests), it does nothing.
enum CrashPoint {
    static func reached(_ name: String) {
        guard ProcessInfo.processInfo.environment["VETNET_CRASH_AT"] == name else { return }
        kill(getpid(), SIGKILL)
    }
}
