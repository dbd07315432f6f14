public import VetNetCore

/// Reads sex and neuter codes into the two fields VetNet keeps apart.
///
/// The pipeline's value map runs first (`MN: male-neutered`); this table then knows the canonical words and
/// the common codes: `M`, `F`, `MN`/`MC` (male castrated), `FS`/`SF` (spayed), `MI`/`ME`/`FI`/`FE` (entire),
/// `Neutered Male`, `Spayed Female`, `U`; any other value is read word by word (`SexWords`).
public enum SexCode {
    public static func parse(_ text: String) -> (sex: Sex, status: ReproductiveStatus)? {
        // The canonical words, which value maps produce, compare cheaper than they hash.
        switch text {
        case "male": return (.male, .unknown)
        case "female": return (.female, .unknown)
        case "male-neutered": return (.male, .neutered)
        case "female-spayed": return (.female, .neutered)
        case "male-intact": return (.male, .intact)
        case "female-intact": return (.female, .intact)
        case "unknown": return (.unknown, .unknown)
        default: break
        }
        var key = text.trimmingWhitespace().lowercasedIfNeeded()
        if key.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "_") }) {
            key = key.replacing("/", with: "").replacing("_", with: "-")
        }
        return codes[key] ?? SexWords.parse(key)
    }

    /// Every spelling, lower-cased: one hash lookup instead of comparing the key with each in turn.
    private static let codes: [String: (sex: Sex, status: ReproductiveStatus)] = {
        let table: [([String], Sex, ReproductiveStatus)] = [
            (["male", "m", "male-unknown"], .male, .unknown),
            (["female", "f", "female-unknown"], .female, .unknown),
            (
                ["male-neutered", "male-castrated", "mn", "mc", "neutered male", "castrated male", "neutered-male"],
                .male, .neutered
            ),
            (
                ["female-spayed", "female-neutered", "fs", "sf", "s", "spayed female", "spayed-female", "fn"], .female,
                .neutered
            ),
            (["male-intact", "male-entire", "mi", "me", "intact male", "entire male"], .male, .intact),
            (["female-intact", "female-entire", "fi", "fe", "intact female", "entire female"], .female, .intact),
            (["unknown", "u", "unk", "?"], .unknown, .unknown),
        ]
        var codes: [String: (sex: Sex, status: ReproductiveStatus)] = [:]
        for (spellings, sex, status) in table {
            for spelling in spellings { codes[spelling] = (sex, status) }
        }
        return codes
    }()
}
