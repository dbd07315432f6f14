/// Terms in a presenting complaint that place an animal in a triage band (`../shared/DOMAIN.md` §2.5).
///
/// Matching is on lowercased text with any run of non-letters read as one space, so "Collapsed!" and
/// "non-productive  retching" match. Each entry is (term, level, reason shown to staff).
enum ComplaintTerms {
    static let all: [(term: String, vtl: Int, reason: String)] = [
        // Red: what every published scheme puts in the top band.
        ("difficulty breathing", 1, "red flag: breathing difficulty"),
        ("breathing difficulty", 1, "red flag: breathing difficulty"),
        ("respiratory distress", 1, "red flag: respiratory distress"),
        ("not breathing", 1, "red flag: not breathing"),
        ("open mouth breathing", 1, "red flag: open-mouth breathing"),
        ("cyanosis", 1, "red flag: cyanosis"),
        ("blue gums", 1, "red flag: cyanosis"),
        ("choking", 1, "red flag: choking"),
        ("collapse", 1, "red flag: collapse"),
        ("unresponsive", 1, "red flag: unresponsive"),
        ("seizure", 1, "red flag: seizure"),
        ("seizing", 1, "red flag: seizure"),
        ("fitting", 1, "red flag: seizure"),
        ("uncontrolled bleeding", 1, "red flag: uncontrolled bleeding"),
        ("profuse bleeding", 1, "red flag: uncontrolled bleeding"),
        ("bleeding heavily", 1, "red flag: uncontrolled bleeding"),
        ("hit by car", 1, "red flag: major trauma"),
        ("hit by a car", 1, "red flag: major trauma"),
        ("dog attack", 1, "red flag: major trauma"),
        ("open fracture", 1, "red flag: open fracture"),
        ("penetrating wound", 1, "red flag: penetrating wound"),
        ("toxin", 1, "red flag: toxin ingestion"),
        ("poison", 1, "red flag: toxin ingestion"),
        ("rodenticide", 1, "red flag: toxin ingestion"),
        ("rat bait", 1, "red flag: toxin ingestion"),
        ("ate chocolate", 1, "red flag: toxin ingestion"),
        ("antifreeze", 1, "red flag: toxin ingestion"),
        ("snake bite", 1, "red flag: snake bite"),
        ("bloat", 1, "red flag: bloat (GDV)"),
        ("gdv", 1, "red flag: bloat (GDV)"),
        ("non productive retching", 1, "red flag: bloat (GDV)"),
        ("unproductive retching", 1, "red flag: bloat (GDV)"),
        ("distended abdomen", 1, "red flag: bloat (GDV)"),
        ("unable to urinate", 1, "red flag: urinary obstruction"),
        ("cannot urinate", 1, "red flag: urinary obstruction"),
        ("can t urinate", 1, "red flag: urinary obstruction"),
        ("straining to urinate", 1, "red flag: urinary obstruction"),
        ("blocked bladder", 1, "red flag: urinary obstruction"),
        ("urinary obstruction", 1, "red flag: urinary obstruction"),
        ("heat stroke", 1, "red flag: heat stroke"),
        ("heatstroke", 1, "red flag: heat stroke"),
        ("facial swelling", 1, "red flag: severe allergic reaction"),
        ("throat swelling", 1, "red flag: severe allergic reaction"),
        ("shock", 1, "red flag: shock"),
        // Orange: the second band of most lists.
        ("dystocia", 2, "second band: dystocia"),
        ("birthing difficulty", 2, "second band: dystocia"),
        ("frequent vomiting", 2, "second band: frequent vomiting"),
        ("repeated vomiting", 2, "second band: frequent vomiting"),
        ("bloody diarrhoea", 2, "second band: bloody diarrhoea"),
        ("bloody diarrhea", 2, "second band: bloody diarrhoea"),
        ("fracture", 2, "second band: fracture"),
        ("paralysis", 2, "second band: paralysis"),
        ("paralysed", 2, "second band: paralysis"),
        ("paralyzed", 2, "second band: paralysis"),
        ("blood in urine", 2, "second band: blood in urine"),
        ("eye injury", 2, "second band: eye injury"),
        // Yellow: unwell but stable.
        ("vomiting", 3, "vomiting"),
        ("diarrhoea", 3, "diarrhoea"),
        ("diarrhea", 3, "diarrhoea"),
        ("not eating", 3, "not eating"),
        ("lethargic", 3, "lethargy"),
        ("lethargy", 3, "lethargy"),
        ("wound", 3, "wound"),
        // Blue: routine work that can wait.
        ("vaccination", 5, "routine: vaccination"),
        ("vaccine", 5, "routine: vaccination"),
        ("booster", 5, "routine: vaccination"),
        ("annual check", 5, "routine: health check"),
        ("health check", 5, "routine: health check"),
        ("nail trim", 5, "routine: nail trim"),
        ("suture removal", 5, "routine: suture removal"),
        ("microchip", 5, "routine: microchipping"),
    ]

    /// Lowercased letters and digits, every other run of characters one space, padded with spaces at both ends.
    static func normalized(_ text: String) -> String {
        var result = " "
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                result.append(character)
            } else if result.last != " " {
                result.append(" ")
            }
        }
        if result.last != " " { result.append(" ") }
        return result
    }

    /// The entries whose term occurs in `complaint` at word boundaries.
    static func matches(in complaint: String) -> [(vtl: Int, reason: String)] {
        let text = Array(normalized(complaint).utf8)
        var seen: Set<String> = []
        var found: [(vtl: Int, reason: String)] = []
        for (entry, pattern) in zip(all, patterns)
        where occurs(pattern.word, in: text) || pattern.stem.map({ occurs($0, in: text) }) ?? false {
            if seen.insert(entry.reason).inserted { found.append((entry.vtl, entry.reason)) }
        }
        return found
    }

    /// Each term as bytes: " term " (a whole word) and, for terms of six letters or more, " term" (a word
    /// starting with it). Byte search, because `String.contains` on every term dominated planning a large day.
    private static let patterns: [(word: [UInt8], stem: [UInt8]?)] = all.map { entry in
        (Array((" " + entry.term + " ").utf8), entry.term.count >= 6 ? Array((" " + entry.term).utf8) : nil)
    }

    private static func occurs(_ pattern: [UInt8], in text: [UInt8]) -> Bool {
        guard !pattern.isEmpty, pattern.count <= text.count else { return pattern.isEmpty }
        for start in 0...(text.count - pattern.count) where text[start] == pattern[0] {
            var index = 1
            while index < pattern.count && text[start + index] == pattern[index] { index += 1 }
            if index == pattern.count { return true }
        }
        return false
    }
}
