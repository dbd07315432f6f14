internal import VetNetCore

/// Reads a sex value word by word, in any order and in English, German, French and Dutch: `Male Neutered`,
/// `Neutered Male`, `Castrated`, `Spayed`, `Intact Female`, `männlich kastriert`, `mâle castré`,
/// `reu gecastreerd`. Each word says a sex, a status, or both (`spayed` is a neutered female); a value with a
/// word it does not know, with words that contradict each other (`male female`), or of one letter alone, is not
/// read at all.
enum SexWords {
    static func parse(_ lowercased: String) -> (sex: Sex, status: ReproductiveStatus)? {
        let words = lowercased.split { !$0.isLetter && $0 != "?" }
        // A letter alone is too little to read (`N` may be no, neutered or a typing slip); the codes table knows
        // the single letters that stand alone (`M`, `F`, `S`, `U`).
        guard !words.isEmpty, words.count > 1 || words[0].count > 1 else { return nil }
        var sex: Sex?
        var status: ReproductiveStatus?
        for word in words {
            guard let meaning = meanings[String(word)] else { return nil }
            if let said = meaning.sex {
                guard sex == nil || sex == said else { return nil }
                sex = said
            }
            if let said = meaning.status {
                guard status == nil || status == said else { return nil }
                status = said
            }
        }
        return (sex ?? .unknown, status ?? .unknown)
    }

    /// What each word says. `unknown` says nothing either way, so it combines with nothing else but itself.
    private static let meanings: [String: (sex: Sex?, status: ReproductiveStatus?)] = {
        let table: [([String], Sex?, ReproductiveStatus?)] = [
            (
                [
                    "male", "m", "männlich", "maennlich", "mannlich", "rüde", "ruede", "kater", "mâle", "mannelijk",
                    "reu",
                    "tom", "buck",
                ], .male, nil
            ),
            (
                [
                    "female", "f", "weiblich", "hündin", "huendin", "kätzin", "femelle", "vrouwelijk", "teef", "poes",
                    "queen",
                    "doe",
                ], .female, nil
            ),
            (["castrated", "castrate", "castré", "castre"], .male, .neutered),
            (["castrée", "castree"], .female, .neutered),
            (["spayed", "spay", "sterilisiert", "stérilisée", "sterilisee", "gesteriliseerd"], .female, .neutered),
            // German and Dutch castrate both sexes.
            (
                [
                    "neutered", "neuter", "n", "fixed", "altered", "desexed", "sterilised", "sterilized", "kastriert",
                    "kastr",
                    "gecastreerd", "c",
                ], nil, .neutered
            ),
            (["intact", "entire", "unkastriert", "entier", "entière", "i", "e"], nil, .intact),
            (["unknown", "unk", "u", "?", "unbekannt", "inconnu", "onbekend"], .unknown, .unknown),
        ]
        var meanings: [String: (sex: Sex?, status: ReproductiveStatus?)] = [:]
        for (words, sex, status) in table {
            for word in words { meanings[word] = (sex, status) }
        }
        return meanings
    }()
}
