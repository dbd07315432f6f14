import VetNetCore

/// Turns an Excel date serial number into ISO text.
///
/// In the 1900 system, day 1 is 1900-01-01, and Excel counts a 29 February 1900 that never was (day 60, kept
/// from Lotus 1-2-3): from day 61 on, the serial is one more than the days since 1899-12-31. Day 60 is written as
/// Excel shows it, `1900-02-29`, which no date parser takes. In the 1904 system, day 0 is 1904-01-01. The
/// fraction is the time of day, rounded to the second.
enum SerialDate {
    enum Layout {
        /// `yyyy-MM-dd`, or `yyyy-MM-dd HH:mm:ss` when the serial has a time.
        case date
        /// `HH:mm` (`HH:mm:ss` with seconds) when the serial has no day, else as `date`.
        case time
    }

    /// nil for a serial out of Excel's range (negative, or past 9999-12-31).
    static func text(_ serial: Double, uses1904: Bool, layout: Layout) -> String? {
        guard serial.isFinite, serial >= 0, serial < 2_958_466 else { return nil }
        let seconds = Int((serial * 86_400).rounded())
        let day = seconds / 86_400
        let time = seconds % 86_400
        if layout == .time, day == 0 { return timeText(time, withSeconds: time % 60 != 0) }
        let dateText: String?
        if uses1904 {
            dateText = civilText(daysSinceEpoch: day + daysFrom1970To1904)
        } else if day == 60 {
            dateText = "1900-02-29"
        } else if day == 0 {
            // Excel shows "1900-01-00"; a time with no day reads best as the day before day 1.
            dateText = civilText(daysSinceEpoch: daysFrom1970To1900 - 1)
        } else {
            dateText = civilText(daysSinceEpoch: daysFrom1970To1900 + day - (day > 60 ? 2 : 1))
        }
        guard let dateText else { return nil }
        return time == 0 ? dateText : dateText + " " + timeText(time, withSeconds: true)
    }

    private static let daysFrom1970To1900 = -25_567
    private static let daysFrom1970To1904 = -24_107

    private static func timeText(_ seconds: Int, withSeconds: Bool) -> String {
        let parts = [seconds / 3600, seconds / 60 % 60] + (withSeconds ? [seconds % 60] : [])
        return parts.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    /// `yyyy-MM-dd` of a day counted from 1970-01-01; nil past 9999-12-31.
    private static func civilText(daysSinceEpoch days: Int) -> String? {
        LocalDate(dayNumber: days + daysFrom0000To1970)?.description
    }

    /// `LocalDate.dayNumber` of 1970-01-01.
    private static let daysFrom0000To1970 = 719_468
}
