/// Guesses the delimiter of a CSV file from its first records.
///
/// For each candidate it counts occurrences outside quotes on each of the first records; the winner is the one
/// whose count on the header line is non-zero and repeated on most of the following lines, then the most frequent.
/// Ties go to the earlier candidate in `candidates`.
public enum DelimiterSniffer {
    public static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]
    static let sampleRecords = 20

    public static func sniff<Bytes: Collection<UInt8>>(_ sample: Bytes) -> UInt8 {
        var best: (delimiter: UInt8, agreeing: Int, headerCount: Int) = (candidates[0], -1, 0)
        for candidate in candidates {
            let counts = countsPerRecord(of: candidate, in: sample)
            guard let header = counts.first, header > 0 else { continue }
            let agreeing = counts.dropFirst().filter { $0 == header }.count
            if agreeing > best.agreeing || (agreeing == best.agreeing && header > best.headerCount) {
                best = (candidate, agreeing, header)
            }
        }
        return best.delimiter
    }

    private static func countsPerRecord<Bytes: Collection<UInt8>>(of delimiter: UInt8, in sample: Bytes) -> [Int] {
        var counts: [Int] = []
        var current = 0
        var inQuotes = false
        var lineHasContent = false
        for byte in sample {
            if byte == UInt8(ascii: "\"") {
                inQuotes.toggle()
                lineHasContent = true
            } else if !inQuotes && (byte == 0x0A || byte == 0x0D) {
                if lineHasContent { counts.append(current) }
                if counts.count == sampleRecords { return counts }
                current = 0
                lineHasContent = false
            } else {
                if !inQuotes && byte == delimiter { current += 1 }
                lineHasContent = true
            }
        }
        if lineHasContent && !inQuotes { counts.append(current) }
        return counts
    }
}
