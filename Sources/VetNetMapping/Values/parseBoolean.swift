import VetNetCore

/// Reads the yes/no spellings of legacy exports: `Y`/`N`, `yes`/`no`, `true`/`false`, `1`/`0`, `X`, and
/// German, French and Dutch words. Nil when the text is none of them.
public func parseBoolean(_ text: String) -> Bool? {
    switch text.trimmingWhitespace().lowercasedIfNeeded() {
    case "y", "yes", "true", "t", "1", "x", "ja", "j", "oui", "o", "wahr", "on": true
    case "n", "no", "false", "f", "0", "nein", "non", "nee", "falsch", "off", "-": false
    default: nil
    }
}
