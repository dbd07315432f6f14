/// Reads the letter codes of canine and feline combination vaccines, written as one word of lower-case letters and
/// digits (a catalog key with its spaces removed: `DA2PP + CVK` is `da2ppcvk`).
///
/// Canine codes start with the letter for distemper: `D`, French `C` (maladie de Carré) or German `S` (Staupe), the
/// last two followed by `H`. Then, in any order: `A`, `A2` or `H` (adenovirus / hepatitis), `P`, `Pi`, `Pv` or
/// `CPV` (parainfluenza, parvovirus), `M` (measles), `L`, `L2`, `L4` (leptospirosis), `C`, `CV`, `CVK`
/// (coronavirus, after a `P`), `B` (Bordetella) and, last, `R` or German `T` (rabies). A code names adenovirus
/// (or two `P`s) and at least one `P` or `L`: `DHPP`, `DHLPP`, `DA2PPv`, `DAPPv-L4`, `DHPPi/L4R`, `SHPPiLT`,
/// `CHPPiLR`, `DA2PLPV+CVK`, `DHL`. Feline codes are `FVRCP`, `RCP` or `HCP`, then `C` or `Ch` (Chlamydia) and
/// `FeLV`: `FVRCPC`, `RCPCh`, `RCPChFeLV`.
enum VaccineCode {
    /// The type codes `compact` names, in table order of its parts, or nil when it is not such a code.
    static func read(_ compact: String) -> [String]? {
        guard compact.utf8.count >= 3, compact.utf8.count <= 16 else { return nil }
        return readFeline(Array(compact.utf8)) ?? readCanine(Array(compact.utf8))
    }

    private static func readCanine(_ bytes: [UInt8]) -> [String]? {
        guard let first = bytes.first else { return nil }
        var index = 1
        switch first {
        case UInt8(ascii: "d"): break
        case UInt8(ascii: "c"), UInt8(ascii: "s"):
            guard bytes.count > 1, bytes[1] == UInt8(ascii: "h") else { return nil }
        default: return nil
        }
        var adeno = false
        var pCount = 0
        var lepto = false
        var corona = false
        var bordetella = false
        var rabies = false
        while index < bytes.count {
            guard !rabies else { return nil }  // rabies comes last
            guard let (part, length) = caninePart(bytes, at: index, afterP: pCount > 0) else { return nil }
            switch part {
            case .adeno: adeno = true
            case .p: pCount += 1
            case .lepto: lepto = true
            case .corona: corona = true
            case .bordetella: bordetella = true
            case .rabies: rabies = true
            case .other: break
            }
            index += length
        }
        guard adeno || pCount >= 2, pCount > 0 || lepto else { return nil }
        var codes = ["dhpp"]
        if lepto { codes.append("leptospirosis") }
        if corona { codes.append("canine-coronavirus") }
        if bordetella { codes.append("bordetella") }
        if rabies { codes.append("rabies") }
        return codes
    }

    private enum CaninePart { case adeno, p, lepto, corona, bordetella, rabies, other }

    /// The longest part at `index`, longest spelling first.
    private static let canineParts: [(spelling: [UInt8], part: CaninePart)] =
        ([
            ("cvk", .corona), ("cpv", .p), ("a2", .adeno), ("h2", .adeno), ("pi", .p), ("pv", .p), ("l2", .lepto),
            ("l3", .lepto), ("l4", .lepto), ("cv", .corona), ("a", .adeno), ("h", .adeno), ("p", .p), ("m", .other),
            ("l", .lepto), ("c", .corona), ("b", .bordetella), ("r", .rabies), ("t", .rabies), ("2", .other),
        ] as [(String, CaninePart)]).map { (Array($0.0.utf8), $0.1) }

    private static func caninePart(_ bytes: [UInt8], at index: Int, afterP: Bool) -> (CaninePart, Int)? {
        for (spelling, part) in canineParts where bytes.count - index >= spelling.count {
            guard bytes[index..<index + spelling.count].elementsEqual(spelling) else { continue }
            if part == .corona, !afterP { continue }
            return (part, spelling.count)
        }
        return nil
    }

    private static let felineCores: [[UInt8]] = ["fvrcp", "rcp", "hcp"].map { Array($0.utf8) }
    private static let felineParts: [(spelling: [UInt8], code: String)] = [
        ("felv", "felv"), ("flv", "felv"), ("ch", "chlamydia"), ("c", "chlamydia"),
    ].map { (Array($0.0.utf8), $0.1) }

    private static func readFeline(_ bytes: [UInt8]) -> [String]? {
        guard let core = felineCores.first(where: { bytes.starts(with: $0) }) else { return nil }
        var codes = ["fvrcp"]
        var index = core.count
        while index < bytes.count {
            guard
                let (spelling, code) = felineParts.first(where: {
                    bytes.count - index >= $0.spelling.count
                        && bytes[index..<index + $0.spelling.count].elementsEqual($0.spelling)
                })
            else { return nil }
            if !codes.contains(code) { codes.append(code) }
            index += spelling.count
        }
        return codes
    }
}
