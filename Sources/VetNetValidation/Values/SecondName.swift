/// A pet's name written with a second name beside it, as licence registers and shelters write a call name or a
/// nickname: `Samantha (Sammy)`, `Apollo "Paulo"`, `Yvette “Evee” Margot`, `Archie (fka Rin)`,
/// `Werlwind's Psalms (Call Name: Baloo)`. One segment in parentheses or double quotes is the second name; the
/// rest, its spaces closed up, is the name. Words that only say what the second name is (`aka`, `fka`,
/// `call name:`) are dropped from it.
public struct SecondName: Hashable, Sendable {
    public var name: String
    public var second: String

    public init(name: String, second: String) {
        self.name = name
        self.second = second
    }

    /// Nil when `text` holds no such segment, or more than one, or nothing outside it.
    public init?(_ text: String) {
        let characters = Array(text)
        let quotes: Set<Character> = ["\"", "“", "”", "„"]
        var segment: Range<Int>?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let closing: (Character) -> Bool =
                character == "(" ? { $0 == ")" } : quotes.contains(character) ? { quotes.contains($0) } : { _ in false }
            guard character == "(" || quotes.contains(character) else {
                if character == ")" { return nil }
                index += 1
                continue
            }
            guard segment == nil,
                let end = characters[(index + 1)...].firstIndex(where: closing)
            else { return nil }
            segment = index..<(end + 1)
            index = end + 1
        }
        guard let segment else { return nil }
        let outside = characters[..<segment.lowerBound] + [" "] + characters[segment.upperBound...]
        let name = String(outside).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var inner = String(characters[(segment.lowerBound + 1)..<(segment.upperBound - 1)])
        inner = inner.trimmingCharacters(quotes.union([" ", "\t"]))
        let lowered = inner.lowercased()
        for marker in Self.markers where lowered.hasPrefix(marker) {
            // A word of its own: `Nicky` is a name, `nick: Nicky` a marker and a name.
            guard let next = lowered.dropFirst(marker.count).first, next == " " || next == ":" else { continue }
            inner = String(inner.dropFirst(marker.count))
            break
        }
        inner = inner.trimmingCharacters(quotes.union([" ", "\t", ":"]))
        guard !name.isEmpty, !inner.isEmpty else { return nil }
        self.name = name
        self.second = inner
    }

    /// What a second name may start with to say what it is; longest first.
    static let markers = ["call name", "callname", "called", "a.k.a.", "aka", "fka", "f.k.a.", "nickname", "nick"]
}

extension String {
    fileprivate func trimmingCharacters(_ set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
