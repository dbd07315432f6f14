/// What a cell's number format makes of its number: a plain number, a date (with or without a time) or a time of
/// day. Excel stores dates as numbers; only the format tells them apart.
enum NumberFormat: Equatable {
    case number, date, time

    /// The built-in format `id`: 14–17 and 22 are dates (22 with a time), 18–21 and 45–47 times; the rest numbers.
    init(builtIn id: Int) {
        switch id {
        case 14...17, 22: self = .date
        case 18...21, 45...47: self = .time
        default: self = .number
        }
    }

    /// A custom format code such as `dd/mm/yyyy`, `[$-409]mmmm d, yyyy;@` or `h:mm AM/PM`: a date when its first
    /// section has day, month or year letters (`d`, `m`, `y`) outside quotes, brackets and escapes, a time when it
    /// has only hours, minutes or seconds (`h`, `s`, or `m` beside them).
    init(code: String) {
        var letters: [Character] = []
        var inQuotes = false
        var inBrackets = false
        var escaped = false
        scan: for character in code.lowercased() {
            if escaped {
                escaped = false
            } else if inQuotes {
                inQuotes = character != "\""
            } else if inBrackets {
                inBrackets = character != "]"
            } else {
                switch character {
                case "\"": inQuotes = true
                case "[": inBrackets = true
                case "\\", "_", "*": escaped = true
                case ";": break scan
                default: letters.append(character)
                }
            }
        }
        let plain = String(letters).replacingAll("am/pm", with: "").replacingAll("a/p", with: "")
        let hasTime = plain.contains("h") || plain.contains("s")
        let hasDate = plain.contains("d") || plain.contains("y") || (plain.contains("m") && !hasTime)
        self = hasDate ? .date : hasTime ? .time : .number
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
