/// Reads one vaccine text word by word; see `VaccineCatalog` for what it understands.
struct VaccineReader {
    let vocabulary: VaccineVocabulary
    let species: String?

    /// The vaccines a run of words names, and the interval stated for them.
    private struct Group {
        var types: [VaccineType]
        var years: Int?
    }

    private enum Item {
        case group(Int)
        case years(Int)
    }

    func read(_ text: String) -> [VaccineMatch] {
        let key = CatalogKey.make(Self.removingDoseNumbers(text))
        guard !key.isEmpty else { return [] }
        if let reading = vocabulary.readings[key] {
            return Self.flatten([Group(types: reading.types(for: species), years: reading.years)])
        }
        let words = key.split(separator: " ")
        if Self.isCancelled(words) { return [] }

        var groups: [Group] = []
        var items: [Item] = []
        var negated = false
        var index = 0
        while index < words.count {
            if let length = Self.negation(in: words, at: index) {
                negated = true
                index += length
                continue
            }
            if let (types, years, length) = vaccine(in: words, at: index) {
                if !negated {
                    var group = Group(types: types, years: years)
                    if group.years == nil, types.contains(where: \.isRabies),
                        let productYears = Self.rabiesProductYears(in: words, at: index + length)
                    {
                        group.years = productYears
                        index += 1
                    }
                    groups.append(group)
                    items.append(.group(groups.count - 1))
                }
                negated = false
                index += length
                continue
            }
            negated = false
            if let (years, length) = Self.years(in: words, at: index) {
                items.append(.years(years))
                index += length
                continue
            }
            index += 1  // a word the catalog does not know: `booster`, `annual`, a lot number
        }
        Self.attachYears(items, to: &groups)
        return Self.flatten(groups)
    }

    /// The longest spelling or combination code starting at `index`: its types, stated years and length in words.
    private func vaccine(in words: [Substring], at index: Int) -> ([VaccineType], Int?, Int)? {
        var spelled: (reading: VaccineVocabulary.Reading, length: Int)?
        for length in stride(from: min(vocabulary.longestSpelling, words.count - index), through: 1, by: -1) {
            if let reading = vocabulary.readings[words[index..<index + length].joined(separator: " ")] {
                spelled = (reading, length)
                break
            }
        }
        // `Felocell 3 Year`: a number followed by years belongs to the years, not to a product name ending in it.
        if let (_, length) = spelled, length > 1, index + length < words.count,
            Self.years(in: words, at: index + length - 1) != nil,
            let shorter = vocabulary.readings[words[index..<index + length - 1].joined(separator: " ")]
        {
            spelled = (shorter, length - 1)
        }
        var coded: (codes: [String], length: Int)?
        var compact = ""
        for length in 1...min(4, words.count - index) {
            compact += words[index + length - 1]
            if let codes = VaccineCode.read(compact) { coded = (codes, length) }
        }
        if let coded, coded.length > spelled?.length ?? 0 {
            return (coded.codes.compactMap { vocabulary.typesByCode[$0] }, nil, coded.length)
        }
        guard let spelled else { return nil }
        return (spelled.reading.types(for: species), spelled.reading.years, spelled.length)
    }

    /// `Rabies 3`, `Tollwut 1`: a bare 1 or 3 right after a rabies name is the product's licensed interval, unless
    /// another number or a word for years follows (`Rabies 1-3`, `Rabies 1 yr` are read otherwise).
    private static func rabiesProductYears(in words: [Substring], at index: Int) -> Int? {
        guard index < words.count, words[index] == "1" || words[index] == "3",
            index + 1 == words.count || !isNumberOrYears(words[index + 1])
        else { return nil }
        return Int(words[index])
    }

    /// Whether `word` is a number or a word for years, which makes a bare number before it something other than a
    /// rabies product's interval (`Rabies 1 yr`, `Rabies 1-3`).
    private static func isNumberOrYears(_ word: Substring) -> Bool {
        VaccineVocabulary.yearWords.contains(String(word)) || VaccineVocabulary.numbers[String(word)] != nil
            || word.first?.isNumber == true
    }

    /// A number of years at `index` (`3 yr`, `three year`, `3yr`) and its length in words.
    private static func years(in words: [Substring], at index: Int) -> (Int, Int)? {
        if let years = VaccineVocabulary.yearsInWord(words[index]) { return (years, 1) }
        guard index + 1 < words.count, let years = VaccineVocabulary.numbers[String(words[index])],
            VaccineVocabulary.yearWords.contains(String(words[index + 1]))
        else { return nil }
        return (years, 2)
    }

    /// The length in words of a negation at `index`, or nil.
    private static func negation(in words: [Substring], at index: Int) -> Int? {
        if index + 1 < words.count, VaccineVocabulary.negations.contains("\(words[index]) \(words[index + 1])") {
            return 2
        }
        return VaccineVocabulary.negations.contains(String(words[index])) ? 1 : nil
    }

    private static func isCancelled(_ words: [Substring]) -> Bool {
        for (index, word) in words.enumerated() {
            if VaccineVocabulary.cancellations.contains(String(word)) { return true }
            if index + 1 < words.count, VaccineVocabulary.cancellations.contains("\(word) \(words[index + 1])") {
                return true
            }
        }
        return false
    }

    /// Gives each stated interval to the vaccine just before it, or when that has one already (or there is
    /// none), to the vaccine just after it: `Rabies 3 yr`, `3-yr Rabies`, `DHPP 3 yr / Rabies 1 yr`.
    private static func attachYears(_ items: [Item], to groups: inout [Group]) {
        for (position, item) in items.enumerated() {
            guard case .years(let years) = item else { continue }
            if position > 0, case .group(let before) = items[position - 1], groups[before].years == nil {
                groups[before].years = years
            } else if position + 1 < items.count, case .group(let after) = items[position + 1],
                groups[after].years == nil
            {
                groups[after].years = years
            }
        }
    }

    /// The matches of `groups` in order, each type once (its first stated interval kept); DHPP covers parvovirus
    /// and parainfluenza, and both RHD strains cover an RHD whose strain is not stated.
    private static func flatten(_ groups: [Group]) -> [VaccineMatch] {
        var order: [String] = []
        var byCode: [String: VaccineMatch] = [:]
        for group in groups {
            for type in group.types {
                if let kept = byCode[type.code] {
                    if kept.labelledYears == nil, group.years != nil {
                        byCode[type.code] = VaccineMatch(type: type, labelledYears: group.years)
                    }
                } else {
                    order.append(type.code)
                    byCode[type.code] = VaccineMatch(type: type, labelledYears: group.years)
                }
            }
        }
        var covered: Set<String> = []
        if byCode["dhpp"] != nil { covered.formUnion(["parvovirus", "parainfluenza"]) }
        if byCode["rhdv1"] != nil, byCode["rhdv2"] != nil { covered.insert("rhd") }
        return order.filter { !covered.contains($0) }.compactMap { byCode[$0] }
    }

    /// The text without dose numbers (`FVRCP #2`, `DHPP # 3`), which would otherwise read as numbers of years.
    static func removingDoseNumbers(_ text: String) -> String {
        guard text.contains("#") else { return text }
        var result = ""
        var skipping = false
        for character in text {
            if character == "#" {
                skipping = true
                result.append(" ")
            } else if skipping, character.isWholeNumber || character == " " {
                continue
            } else {
                skipping = false
                result.append(character)
            }
        }
        return result
    }
}
