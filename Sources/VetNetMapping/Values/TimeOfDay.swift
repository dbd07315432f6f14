import VetNetCore

/// Reads times of day into minutes since midnight.
///
/// Without a declared layout a time is `H:mm` or `HH:mm` (`8:30`, `08:30`, `24:00`). A value that reads as a
/// time but lies past 24:00 (`25:15`) is returned as such, so validation can say it is outside the day rather
/// than unreadable. A declared layout (`hh:mm a`, `HHmm`) uses the date pattern letters for hours and minutes.
public enum TimeOfDay {
    /// Minutes since midnight, or nil when `text` is not a time in any of `formats` (or `H:mm` when none).
    public static func minutes(_ text: String, formats: [DatePattern] = []) -> Int? {
        let trimmed = text.trimmingWhitespace()
        guard !formats.isEmpty else { return plainMinutes(trimmed) }
        for format in formats {
            // A time layout is read as the time part of a fixed day, so the date pattern parser does the work.
            guard let pattern = DatePattern("yyyy-MM-dd'#'" + format.description),
                let value = pattern.parse("2000-01-01#" + trimmed, pivotYear: 2000), let hour = value.hour
            else { continue }
            return hour * 60 + (value.minute ?? 0)
        }
        return nil
    }

    /// `H:mm` / `HH:mm` with minutes below 60; hours up to 99 so that `25:00` reads (and is then refused).
    static func plainMinutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60
        else { return nil }
        return hours * 60 + minutes
    }

    /// `HH:mm` for minutes since midnight (`510` is `08:30`).
    public static func text(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
