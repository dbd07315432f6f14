/// Times of day as minutes since midnight, written `HH:mm` (00:00 … 24:00, where 24:00 ends the day).
public enum ClockTime {
    /// The last minute a time may name: 24:00, the end of the day.
    public static let endOfDay = 1440

    /// Parses exactly `HH:mm` with two digits each, from 00:00 to 24:00; nil otherwise.
    public static func minutes(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
        let digits = [bytes[0], bytes[1], bytes[3], bytes[4]]
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let values = digits.map { Int($0 - UInt8(ascii: "0")) }
        let hours = values[0] * 10 + values[1]
        let minutes = values[2] * 10 + values[3]
        guard minutes < 60 else { return nil }
        let total = hours * 60 + minutes
        return total <= endOfDay ? total : nil
    }

    /// `HH:mm` for a number of minutes since midnight.
    public static func text(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
