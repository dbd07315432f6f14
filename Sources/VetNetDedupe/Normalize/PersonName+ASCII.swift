import VetNetCore

extension PersonName {
    /// `init(first:last:)` for ASCII fields, read from their bytes into fixed buffers: the general code makes an
    /// array for every word and a string to look each up among the honorifics, for each of a million owners.
    /// Nil when a byte is not ASCII, or a field has more than `NameWords.capacity` words or
    /// `ShortASCII.capacity` folded bytes; the general code then reads the name.
    init?(ascii first: String, _ last: String) {
        let firstBytes = first.utf8.span
        let lastBytes = last.utf8.span
        guard Self.isASCII(firstBytes), Self.isASCII(lastBytes) else { return nil }
        var given = NameWords()
        var family = NameWords()
        // `SMITH, ROBERT` in one field, the other blank: the surname is before the comma.
        if let comma = Self.comma(in: lastBytes), Self.isBlank(firstBytes) {
            guard given.add(lastBytes.extracting((comma + 1)...)), family.add(lastBytes.extracting(..<comma)) else {
                return nil
            }
        } else if let comma = Self.comma(in: firstBytes), Self.isBlank(lastBytes) {
            guard family.add(firstBytes.extracting(..<comma)), given.add(firstBytes.extracting((comma + 1)...)) else {
                return nil
            }
        } else {
            guard given.add(firstBytes), family.add(lastBytes) else { return nil }
        }
        given.dropIgnoredWords()
        family.dropIgnoredWords()
        var forename = ShortASCII()
        var surname = ShortASCII()
        if family.count == 0, given.count >= 2, given.isWord(0, in: Self.particlesPacked) {
            for word in 0..<given.count { given.append(word: word, to: &surname) }
        } else if family.count == 0, given.count >= 2 {
            given.append(word: 0, to: &forename)
            given.append(word: given.count - 1, to: &surname)
        } else if given.count == 0, family.count >= 2, !family.isWord(0, in: Self.particlesPacked) {
            family.append(word: 0, to: &forename)
            for word in 1..<family.count { family.append(word: word, to: &surname) }
        } else {
            if given.count > 0 { given.append(word: 0, to: &forename) }
            for word in 0..<family.count { family.append(word: word, to: &surname) }
        }
        self.init(forename: forename.string, surname: surname.string)
    }

    private static func isASCII(_ bytes: Span<UInt8>) -> Bool {
        var any: UInt8 = 0
        for index in bytes.indices { any |= bytes[index] }
        return any < 0x80
    }

    private static func comma(in bytes: Span<UInt8>) -> Int? {
        for index in bytes.indices where bytes[index] == UInt8(ascii: ",") { return index }
        return nil
    }

    /// Whether every character is whitespace, as `Character.isWhitespace` has it for ASCII: tab to carriage
    /// return, and space.
    private static func isBlank(_ bytes: Span<UInt8>) -> Bool {
        for index in bytes.indices where !(bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index])) {
            return false
        }
        return true
    }

    /// The honorifics and suffixes (`ignoredWords`), each packed as `NameWords.packed` packs a word, sorted: a
    /// few comparisons of integers find a word where a set would hash it.
    static let ignoredPacked: [UInt64] = ignoredWords.map { NameWords.packed(Array($0.utf8)) }.sorted()

    /// `surnameParticles`, packed and sorted as `ignoredPacked`.
    static let particlesPacked: [UInt64] = surnameParticles.map { NameWords.packed(Array($0.utf8)) }.sorted()
}

/// The folded words of an ASCII name field, one after another in a fixed buffer, as `TextFolding.tokens`
/// splits them.
struct NameWords {
    static let capacity = 8
    private var bytes = ShortASCII()
    private var ends = InlineArray<8, Int>(repeating: 0)
    private(set) var count = 0

    /// Folds `text` and adds its words; false when they do not fit.
    mutating func add(_ text: Span<UInt8>) -> Bool {
        var wordStart = bytes.count
        for index in text.indices {
            switch TextFolding.foldASCII(text[index]) {
            case .letter(let byte):
                guard bytes.count < ShortASCII.capacity else { return false }
                bytes.append(byte)
            case .dropped: continue
            case .separator:
                guard bytes.count > wordStart else { continue }
                guard endWord() else { return false }
                wordStart = bytes.count
            }
        }
        return bytes.count == wordStart || endWord()
    }

    private mutating func endWord() -> Bool {
        guard count < Self.capacity else { return false }
        ends[count] = bytes.count
        count += 1
        return true
    }

    private func range(of word: Int) -> Range<Int> { (word == 0 ? 0 : ends[word - 1])..<ends[word] }

    /// Whether word `word` is one of `packedWords` (packed as `packed` packs a word of at most seven bytes, sorted).
    func isWord(_ word: Int, in packedWords: [UInt64]) -> Bool {
        let range = range(of: word)
        let bytes = bytes
        return range.count <= 7 && packedWords.sortedFirstIndex(of: Self.packed(range.lazy.map { bytes[$0] })) != nil
    }

    /// Removes the honorifics and suffixes (`PersonName.ignoredWords`), keeping the other words in order.
    mutating func dropIgnoredWords() {
        var kept = NameWords()
        var changed = false
        let bytes = bytes
        for word in 0..<count {
            let range = range(of: word)
            if range.count <= 7,
                PersonName.ignoredPacked.sortedFirstIndex(of: Self.packed(range.lazy.map { bytes[$0] })) != nil
            {
                changed = true
                continue
            }
            for offset in range { kept.bytes.append(bytes[offset]) }
            _ = kept.endWord()
        }
        if changed { self = kept }
    }

    /// Appends the bytes of one word.
    func append(word: Int, to text: inout ShortASCII) {
        for offset in range(of: word) { text.append(bytes[offset]) }
    }

    /// A word of up to seven bytes as one number, its length in the top byte.
    static func packed(_ word: some Collection<UInt8>) -> UInt64 {
        var value = UInt64(word.count) << 56
        for (index, byte) in word.prefix(7).enumerated() { value |= UInt64(byte) << (8 * UInt64(index)) }
        return value
    }
}
