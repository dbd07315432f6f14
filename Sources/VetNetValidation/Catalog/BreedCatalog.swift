internal import VetNetCore

/// Breeds (for birds and reptiles: kinds) per species, with the aliases, abbreviations and foreign names legacy
/// systems use, and the mixes, crosses and inverted forms people write.
///
/// Matching ignores case, accents, apostrophes, punctuation and runs of whitespace (see `CatalogKey`). A value
/// that names a breed directly costs one key and one dictionary lookup; only values that do not (mixes,
/// `Retriever, Labrador`, truncated names) are taken apart.
public struct BreedCatalog: Sendable {
    /// One breed of the table: its canonical name and other spellings.
    public struct Breed: Hashable, Sendable {
        public let name: String
        public let aliases: [String]

        public init(_ name: String, _ aliases: [String] = []) {
            self.name = name
            self.aliases = aliases
        }
    }

    private struct Hit: Hashable, Sendable {
        let species: String
        let canonical: String
    }

    /// What a whole value's key means on its own, with the answers made once: most values are a breed's name.
    private enum WholeKey: Sendable {
        case placeholder
        case genericMix
        /// Per species that has a breed of this key: the match for a patient of that species; `otherSpecies`
        /// is the answer for any other species.
        case breeds(own: [(species: String, match: BreedMatch)], otherSpecies: BreedMatch)
    }

    /// The canonical breed names per species id, in table order.
    public let breedsBySpecies: [String: [String]]
    private let hits: [String: [Hit]]
    private let wholeKeys: [String: WholeKey]
    /// Per species, every key sorted, for finding names cut short by a field limit (`Doberman Pinsch`).
    private let sortedKeys: [String: [(key: String, canonical: String)]]
    private let suggestions: SuggestionMemo
    /// `resolveParts`' answers: the values that name no breed directly are few per export and repeat on many rows.
    private let partAnswers: AnswerMemo<BreedMatch>

    /// The canonical name of a mix whose parents are not named.
    public static let mixedBreed = "Mixed Breed"

    /// Builds a catalog from `table`: species id → breeds. An alias claimed by two breeds of one species goes to
    /// the first (the tests keep the built-in table free of such clashes). At most `answersKept` suggestions and
    /// values taken apart are remembered, of each (0: none, every answer worked out anew).
    public init(_ table: [(species: String, breeds: [Breed])], answersKept: Int = 4096) {
        suggestions = SuggestionMemo(capacity: answersKept)
        partAnswers = AnswerMemo(capacity: answersKept)
        var hits: [String: [Hit]] = [:]
        var names: [String: [String]] = [:]
        var sorted: [String: [(key: String, canonical: String)]] = [:]
        for (species, breeds) in table {
            names[species, default: []] += breeds.map(\.name)
            for breed in breeds {
                for spelling in [breed.name] + breed.aliases {
                    let key = CatalogKey.make(spelling)
                    let hit = Hit(species: species, canonical: breed.name)
                    if hits[key]?.contains(where: { $0.species == species }) == true { continue }
                    hits[key, default: []].append(hit)
                    sorted[species, default: []].append((key, breed.name))
                }
            }
        }
        self.hits = hits
        var wholeKeys: [String: WholeKey] = [:]
        for (key, found) in hits {
            guard let first = found.first else { continue }
            wholeKeys[key] = .breeds(
                own: found.map { ($0.species, .known(canonical: $0.canonical, breeds: [$0.canonical], isMix: false)) },
                otherSpecies: .otherSpecies(canonical: first.canonical, species: first.species))
        }
        // Placeholders first, then generic mixes, then breeds, as `resolve` has always tried them.
        for key in BreedVocabulary.genericMixes { wholeKeys[key] = .genericMix }
        for key in BreedVocabulary.placeholders { wholeKeys[key] = .placeholder }
        self.wholeKeys = wholeKeys
        self.breedsBySpecies = names
        self.sortedKeys = sorted.mapValues { $0.sorted { $0.key < $1.key } }
    }

    /// The built-in catalog.
    public static let standard = BreedCatalog(BreedCatalog.table)

    /// Reads `text` as a breed of the species with id `species` (`dog`, `cat`, … as in `SpeciesCatalog`).
    ///
    /// Understands aliases (`DSH`, `GSD`, `Lab`, `Alsatian`, `Deutscher Schäferhund`), inverted forms
    /// (`Retriever, Labrador`, `Poodle - Standard`), colour notes in parentheses, mixes (`Labrador Retriever Mix`,
    /// `Lab X`, `Lab Cross`, `Poodle/Bichon`, `Labrador x Poodle`) and the generic `Mixed Breed`, `Mongrel`,
    /// `Crossbreed`. A breed of the species wins over the same name in another (`Abyssinian` is a guinea pig for
    /// a guinea pig and a cat for a cat).
    public func resolve(_ text: some StringProtocol, species: String) -> BreedMatch {
        let key = CatalogKey.make(text)
        if key.isEmpty { return .unspecified }
        switch wholeKeys[key] {
        case .placeholder?: return .unspecified
        case .genericMix?: return Self.genericMix
        case .breeds(let own, let otherSpecies)?:
            return own.first { $0.species == species }?.match ?? otherSpecies
        case nil:
            let text = String(text)
            return partAnswers.answer(for: text, scope: species) { resolveParts(text, species: species) }
        }
    }

    private static let genericMix = BreedMatch.known(canonical: mixedBreed, breeds: [], isMix: true)

    /// The breed of `species` nearest to `text` by spelling, for a "did you mean" in a message.
    public func suggestion(for text: String, species: String) -> String? {
        suggestions.suggestion(for: text, species: species) {
            closestMatch(to: text, in: breedsBySpecies[species] ?? [])
        }
    }

    // MARK: - Matching

    private enum PartMatch {
        case breed(String)
        case otherSpecies(String, species: String)
        case none
    }

    /// Reads a value that names no breed whole. Parentheses hold a colour, a note (`(up to 44 lbs fully grown)`), another name of the breed (`White Swiss
    /// Shepherd (Berger Blanc Suisse)`) or the breed itself (`Terrier, Fox (Wire)`): read with their words in place
    /// as one more qualifier, unless they are a colour or a note, or name on their own what the rest names.
    private func resolveParts(_ text: String, species: String) -> BreedMatch {
        let parentheses = Self.parentheses(text)
        let withoutThem = resolveParents(parentheses.without, species: species)
        guard !parentheses.names.isEmpty else { return withoutThem }
        let withThem = resolveParents(parentheses.inPlace, species: species)
        if case .known = withThem { return withThem }
        if case .known(_, let breeds, _) = withoutThem,
            parentheses.names.allSatisfy({ name in
                if case .known(_, let named, _) = resolveParents(name, species: species) {
                    return !named.isEmpty && named.allSatisfy(breeds.contains)
                }
                return false
            })
        {
            return withoutThem
        }
        return withThem
    }

    /// Takes a value without parentheses apart into named parents and mix markers, then names each parent.
    private func resolveParents(_ text: String, species: String) -> BreedMatch {
        var isMix = false
        var parents: [[[String]]] = []  // per parent: its comma-separated chunks of words
        let parts = Self.splitParents(text)
        for part in parts {
            let key = CatalogKey.make(part)
            // `DSH/Unknown`: a cross with one parent not known is a mix of the other.
            if BreedVocabulary.genericMixes.contains(key)
                || (parts.count > 1 && BreedVocabulary.placeholders.contains(key))
            {
                isMix = true
                continue
            }
            var chunks = Self.chunks(part)
            guard !chunks.isEmpty else { continue }
            if BreedVocabulary.stripMixMarkers(&chunks[chunks.count - 1], atEnd: true) { isMix = true }
            if BreedVocabulary.stripMixMarkers(&chunks[0], atEnd: false) { isMix = true }
            chunks.removeAll { $0.isEmpty }
            guard !chunks.isEmpty else {
                isMix = true  // a part that was only a marker: `Lab / Mix`
                continue
            }
            if chunks.count == 1 {
                // `Black and Tan Coonhound Mix` names one breed; only split at `and`/`x` when the whole does not.
                let pieces =
                    hits[chunks[0].joined(separator: " ")] != nil
                    ? [chunks[0]] : BreedVocabulary.splitAtCrossWords(chunks[0])
                if pieces.count > 1 { isMix = true }
                parents += pieces.map { [$0] }
            } else {
                parents.append(chunks)
            }
        }
        if parents.count > 1 { isMix = true }
        guard !parents.isEmpty else {
            return isMix ? .known(canonical: Self.mixedBreed, breeds: [], isMix: true) : .unknown
        }

        var breeds: [String] = []
        for chunks in parents {
            switch matchParent(chunks, species: species) {
            case .breed(let name): if !breeds.contains(name) { breeds.append(name) }
            case .otherSpecies(let name, let other): return .otherSpecies(canonical: name, species: other)
            case .none: return .unknown
            }
        }
        let canonical = breeds.count == 1 ? (isMix ? breeds[0] + " Mix" : breeds[0]) : breeds.joined(separator: " / ")
        return .known(canonical: canonical, breeds: breeds, isMix: isMix)
    }

    /// One parent: `labrador retriever`, or inverted `retriever` + `labrador`, or a name cut short; else, when a
    /// qualifier cannot change the breed, the name before the comma alone (`Chihuahua, Tan`).
    private func matchParent(_ chunks: [[String]], species: String) -> PartMatch {
        var candidates: [String] = []
        func addCandidates(_ chunks: [[String]]) {
            // Inverted: `Terrier, Fox, Wire` is `wire fox terrier`.
            if chunks.count > 1 { candidates.append(chunks.reversed().joined().joined(separator: " ")) }
            candidates.append(chunks.joined().joined(separator: " "))
        }
        addCandidates(chunks)
        // A coat written long (`Collie, Rough Coat`, `Collie, Smooth-haired`) as breed names write it (`Rough Collie`).
        if let shortCoats = BreedVocabulary.shortCoats(chunks) { addCandidates(shortCoats) }
        // Read without a word the text gave: never as a breed whose own name has a coat (`Pointer, German Wire
        // Haired` is not German Shorthaired Pointer).
        let written = candidates.count
        if let varietyOnly = withoutCoat(chunks, species: species) { addCandidates(varietyOnly) }
        let coatDropped = written..<candidates.count
        if chunks.count > 1, headStandsAlone(chunks, species: species) {
            candidates.append(chunks[0].joined(separator: " "))
        }

        var otherSpecies: PartMatch?
        for (index, candidate) in candidates.enumerated() {
            if let found = hits[candidate] {
                if coatDropped.contains(index), found.contains(where: { Self.namesACoat($0.canonical) }) { continue }
                if let own = found.first(where: { $0.species == species }) { return .breed(own.canonical) }
                if otherSpecies == nil, let first = found.first {
                    otherSpecies = .otherSpecies(first.canonical, species: first.species)
                }
            }
        }
        if let otherSpecies { return otherSpecies }
        for candidate in candidates {
            if let name = truncatedMatch(candidate, species: species) { return .breed(name) }
        }
        return .none
    }

    /// Whether `Chihuahua, Tan` may be read as its head alone when the whole names no breed: not when a qualifier
    /// is a size (`Fox Terrier, Toy`, `Bull Terrier, Miniature`: breeds of their own), nor when a qualifier word
    /// goes with the head in another breed's name (`Collie, Smooth-haired` beside Smooth Collie, where `Collie`
    /// alone is Rough Collie). The head alone would then be a different breed or variety from the one meant.
    private func headStandsAlone(_ chunks: [[String]], species: String) -> Bool {
        let qualifiers = chunks.dropFirst().joined()
        // `Terrier, Norwich`: a word that is no colour may be the breed, and the head alone a group. Coats are read
        // by `withoutCoat`, which knows the breeds a coat makes.
        guard qualifiers.allSatisfy(BreedVocabulary.colourWords.contains) else { return false }
        if qualifiers.contains(where: BreedVocabulary.sizeWords.contains) { return false }
        let head = chunks[0].joined(separator: " ")
        let headBreed = hits[head]?.first { $0.species == species }?.canonical
        let paddedHead = " \(head) "
        for (key, canonical) in sortedKeys[species] ?? [] where canonical != headBreed {
            let padded = " \(key) "
            if padded.contains(paddedHead), qualifiers.contains(where: { padded.contains(" \($0) ") }) { return false }
        }
        return true
    }

    /// `Dachshund, Miniature Smooth Haired` without its coat (`Dachshund, Miniature`), for a breed registered in
    /// coats as one: nil when the last qualifier names no coat, or when a coat word goes with the head in another
    /// breed's name (`Collie, Smooth` beside Smooth Collie), where the coat makes the breed.
    private func withoutCoat(_ chunks: [[String]], species: String) -> [[String]]? {
        guard chunks.count > 1, var last = chunks.last, let word = last.last, BreedVocabulary.coatWords.contains(word)
        else { return nil }
        var removed: [String] = []
        while let word = last.last, BreedVocabulary.coatWords.contains(word) { removed.append(last.removeLast()) }
        // `Wire Haired` is written apart where a breed's name has `Wirehaired`.
        removed.append(removed.reversed().joined())
        let head = chunks[0].joined(separator: " ")
        let headBreed = hits[head]?.first { $0.species == species }?.canonical
        for (key, canonical) in sortedKeys[species] ?? [] where canonical != headBreed {
            let padded = " \(key) "
            if padded.contains(" \(head) "), removed.contains(where: { padded.contains(" \($0) ") }) { return nil }
        }
        return last.isEmpty ? Array(chunks.dropLast()) : Array(chunks.dropLast()) + [last]
    }

    /// The one breed whose keys all start with `prefix`, for names cut short by a field limit (`Doberman Pinsch`,
    /// `Boston Terr`, `Bernese Mountain`). At least six characters, so short words do not guess; and cut inside a
    /// word or before a closing `Dog`: a value that ends on a whole word that a name goes on from (`Spaniel,
    /// English`, which the alias `Spaniel English Cocker` continues) names no more than it says. A last word that
    /// is a coat or a colour is whole too (`Kurzhaar`, not `Kurzhaarcollie` cut short).
    private func truncatedMatch(_ prefix: String, species: String) -> String? {
        guard prefix.utf8.count >= 6, let keys = sortedKeys[species] else { return nil }
        if let last = prefix.split(separator: " ").last.map(String.init),
            BreedVocabulary.coatWords.contains(last) || BreedVocabulary.colourWords.contains(last)
        {
            return nil
        }
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].key < prefix { low = middle + 1 } else { high = middle }
        }
        var found: String?
        while low < keys.count, keys[low].key.hasPrefix(prefix) {
            let rest = keys[low].key.utf8.dropFirst(prefix.utf8.count)
            if rest.first == UInt8(ascii: " "), !rest.elementsEqual(" dog".utf8) { return nil }
            if found != nil, found != keys[low].canonical { return nil }
            found = keys[low].canonical
            low += 1
        }
        return found
    }

    /// Whether a breed's name has a coat word in it (`German Shorthaired Pointer`, `Smooth Collie`).
    private static func namesACoat(_ canonical: String) -> Bool {
        CatalogKey.make(canonical).split(separator: " ").contains { BreedVocabulary.coatWords.contains(String($0)) }
    }

    // MARK: - Taking values apart

    /// A value's parentheses: the value without them (`Terrier, Fox `), with those that may name a breed turned
    /// into one more qualifier where they stand (`Terrier, Fox , Wire`), and those texts (`Wire`). A colour, or a note
    /// with a number in it (`(up to 44 lbs fully grown)`), names none.
    static func parentheses(_ text: String) -> (without: String, inPlace: String, names: [String]) {
        guard text.contains("(") else { return (text, text, []) }
        var without = ""
        var inPlace = ""
        var names: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(":
                depth += 1
            case ")":
                depth = max(0, depth - 1)
                guard depth == 0 else { continue }
                let words = CatalogKey.make(current).split(separator: " ")
                if !words.isEmpty, !words.allSatisfy({ BreedVocabulary.colourWords.contains(String($0)) }),
                    !current.contains(where: \.isNumber)
                {
                    inPlace += ", " + current
                    names.append(current)
                }
                current = ""
            default:
                if depth > 0 {
                    current.append(character)
                } else {
                    without.append(character)
                    inPlace.append(character)
                }
            }
        }
        return (without, inPlace, names)
    }

    /// Splits at the characters that always separate two parents: `/`, `&`, `+`, `×`, `;`.
    static func splitParents(_ text: String) -> [Substring] {
        text.split { "/&+×;".contains($0) }
    }

    /// A parent's comma-separated chunks (` - ` counts as a comma: `Poodle - Standard`), each as key words.
    static func chunks(_ part: Substring) -> [[String]] {
        part.replacing(" - ", with: ",").replacing(" – ", with: ",")
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { CatalogKey.make($0).split(separator: " ").map(String.init) }
            .filter { !$0.isEmpty }
    }
}
