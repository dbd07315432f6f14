/// Jaro and Jaro-Winkler similarity over bytes (names are folded to ASCII before comparison).
///
/// Winkler's variant: a common prefix of up to 4 characters raises the Jaro score by 0.1 per character of the
/// remaining distance, applied when Jaro is above 0.7 (the US Census Bureau's setting; DOMAIN.md §6.2).
/// Strings longer than 64 bytes are compared on their first 64, so the match flags fit in two words and the
/// comparison never allocates.
public enum JaroWinkler {
    /// Jaro-Winkler similarity in 0…1; 1 for equal strings, 0 when either is empty.
    public static func similarity(_ a: String, _ b: String) -> Double {
        var a = a
        var b = b
        return a.withUTF8 { left in b.withUTF8 { right in similarity(left, right) } }
    }

    /// Jaro-Winkler similarity of two byte strings.
    public static func similarity(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Double {
        let jaro = jaro(a, b)
        guard jaro > 0.7 else { return jaro }
        var prefix = 0
        while prefix < 4, prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        return jaro + Double(prefix) * 0.1 * (1 - jaro)
    }

    /// False when the similarity of `a` and `b` is certainly below `threshold`, from the letters they share: the
    /// matches of Jaro are at most the letters in common (counted with repeats), the transpositions at least none.
    /// Far cheaper than the similarity, and most owner pairs of a large block have surnames far apart.
    public static func mayReach(_ threshold: Double, _ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { left in b.withUTF8 { right in mayReach(threshold, left, right) } }
    }

    static func mayReach(_ threshold: Double, _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool
    {
        let lengthA = min(a.count, 64)
        let lengthB = min(b.count, 64)
        guard lengthA > 0, lengthB > 0 else { return threshold <= 0 }
        var counts = InlineArray<256, UInt8>(repeating: 0)
        for index in 0..<lengthA { counts[Int(a[index])] &+= 1 }
        var common = 0
        for index in 0..<lengthB where counts[Int(b[index])] > 0 {
            counts[Int(b[index])] -= 1
            common += 1
        }
        // `jaro`'s sum with `common` for the matches and no transposition, then `similarity`'s prefix bonus: each
        // step only grows with its inputs, so this is at least the similarity. The margin covers rounding.
        let m = Double(common)
        let jaro = common == 0 ? 0 : (m / Double(lengthA) + m / Double(lengthB) + 1) / 3
        var prefix = 0
        while prefix < 4, prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        let bound = jaro > 0.7 ? jaro + Double(prefix) * 0.1 * (1 - jaro) : jaro
        return bound >= threshold - 1e-9
    }

    /// Jaro similarity of two byte strings.
    public static func jaro(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Double {
        let lengthA = min(a.count, 64)
        let lengthB = min(b.count, 64)
        guard lengthA > 0, lengthB > 0 else { return 0 }
        let window = max(0, max(lengthA, lengthB) / 2 - 1)
        var flagsA: UInt64 = 0
        var flagsB: UInt64 = 0
        var matches = 0
        for i in 0..<lengthA {
            let low = max(0, i - window)
            let high = min(lengthB - 1, i + window)
            guard low <= high else { continue }
            for j in low...high where flagsB & (1 << UInt64(j)) == 0 && a[i] == b[j] {
                flagsA |= 1 << UInt64(i)
                flagsB |= 1 << UInt64(j)
                matches += 1
                break
            }
        }
        guard matches > 0 else { return 0 }
        var transpositions = 0
        var j = 0
        for i in 0..<lengthA where flagsA & (1 << UInt64(i)) != 0 {
            while flagsB & (1 << UInt64(j)) == 0 { j += 1 }
            if a[i] != b[j] { transpositions += 1 }
            j += 1
        }
        let m = Double(matches)
        return (m / Double(lengthA) + m / Double(lengthB) + (m - Double(transpositions / 2)) / m) / 3
    }
}
