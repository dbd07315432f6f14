public import VetNetCore

/// Reads sex and neuter codes into the two fields VetNet keeps apart.
///
/// The pipeline's value map runs first (`MN: male-neutered`); this table then knows the canonical words and
/// the common codes: `M`, `F`, `MN`/`MC` (male castrated), `FS`/`SF` (spayed), `MI`/`ME`/`FI`/`FE` (entire),
/// `Neutered Male`, `Spayed Female`, `U`.
public enum SexCode {
    public static func parse(_ text: String) -> (sex: Sex, status: ReproductiveStatus)? {
        var key = text.trimmingWhitespace().lowercased()
        if key.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "_") }) {
            key = key.replacing("/", with: "").replacing("_", with: "-")
        }
        switch key {
        case "male", "m", "male-unknown": return (.male, .unknown)
        case "female", "f", "female-unknown": return (.female, .unknown)
        case "male-neutered", "male-castrated", "mn", "mc", "neutered male", "castrated male", "neutered-male":
            return (.male, .neutered)
        case "female-spayed", "female-neutered", "fs", "sf", "s", "spayed female", "spayed-female", "fn":
            return (.female, .neutered)
        case "male-intact", "male-entire", "mi", "me", "intact male", "entire male": return (.male, .intact)
        case "female-intact", "female-entire", "fi", "fe", "intact female", "entire female": return (.female, .intact)
        case "unknown", "u", "unk", "?": return (.unknown, .unknown)
        default: return nil
        }
    }
}
