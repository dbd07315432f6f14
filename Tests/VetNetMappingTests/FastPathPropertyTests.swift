import Testing
import VetNetCore
@testable import VetNetMapping

/// The byte-wise fast paths of mapping against the general, character-wise code they shortcut.
@Suite("Fast paths of mapping agree with the general code")
struct MappingFastPathPropertyTests {
    static let runs = 10_000

    static let patterns = [
        "MM/dd/yyyy", "dd.MM.yyyy", "yyyy-MM-dd", "d/M/yy", "MM/dd/yyyy hh:mm a", "yyyy-MM-dd'T'HH:mm:ss",
        "dd MMM yyyy",
        "MMMM d, yyyy", "dd-MMM-yy", "h:mm a", "yyyy-MM-dd HH:mm", "'K'yyyy-MM-dd", "'\u{212A}'yyyy-MM-dd",
        "MMM. d, yyyy", "MMM'.' d, yyyy", "dd.MMM.yyyy",
    ].compactMap(DatePattern.init)

    @Test("dates: ASCII text parses byte by byte as it does character by character")
    func dates() {
        var random = SplitMix64(seed: 0xDA7E)
        let pieces = [
            "0", "1", "2", "3", "9", "12", "31", "2026", "19", "/", "-", ".", ":", " ", "  ", "\t", "T", "t", "AM",
            "pm",
            "a", "Jan", "jan.", "SEPT", "September", "May", "k", "K", ",", "x", "\r\n", "\n",
        ]
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 9)
            for pattern in Self.patterns {
                #expect(
                    pattern.parse(text, pivotYear: 2026) == pattern.parseCharacters(text, pivotYear: 2026),
                    "\(text.debugDescription) as \(pattern)")
            }
        }
    }

    /// Every ASCII character but the carriage return, as pieces of text: the byte paths must agree on all of them.
    static let asciiPieces = (0..<0x80).filter { $0 != 0x0D }.map { String(UnicodeScalar(UInt8($0))) }

    @Test("trimming ASCII bytes leaves what trimmingWhitespace leaves, and text beyond ASCII is left to it")
    func trimmedBytes() {
        var random = SplitMix64(seed: 0x7219)
        let pieces =
            Self.asciiPieces + [
                " ", "  ", "\t", "\n", "ab", "2019-03-04", "Church Street", "  padded  ", "\r\n", "\u{A0}", "é",
                "\u{2003}",
            ]
        for _ in 0..<Self.runs {
            // Up to 12 pieces: values longer than a word of eight bytes, with a carriage return or a byte beyond
            // ASCII in any place of one.
            let text = random.text(from: pieces, maxPieces: 12)
            let bytes = Array(text.utf8)
            guard let range = trimmedASCII(bytes.span) else {
                #expect(text.utf8.contains { $0 >= 0x80 || $0 == 0x0D }, "\(text.debugDescription)")
                continue
            }
            #expect(
                String(decoding: bytes[range], as: UTF8.self) == text.trimmingWhitespace(), "\(text.debugDescription)")
        }
    }

    @Test("lists: a plain ASCII cell splits byte by byte as the general code splits its text")
    func lists() {
        var random = SplitMix64(seed: 0x1157)
        let pieces = Self.asciiPieces + ["Otitis", "Dental tartar", ", ", "; ", " | ", ",,", "  ", "x", "Otitis"]
        let separators: Set<Character> = [",", ";", "|"]
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 8)
            let bytes = Array(text.utf8)
            guard let range = trimmedASCII(bytes.span), !range.isEmpty else { continue }
            let trimmed = text.trimmingWhitespace()
            var expected: [String] = []
            if !trimmed.contains(where: { separators.contains($0) }) {
                expected = [trimmed]
            } else {
                for part in trimmed.split(whereSeparator: { separators.contains($0) }) {
                    let value = part.trimmingWhitespace()
                    if !value.isEmpty, !expected.contains(value) { expected.append(value) }
                }
            }
            #expect(
                FieldReader.splitASCIIList(bytes.span.extracting(range)) == expected, "\(text.debugDescription)")
        }
    }

    @Test("weights: a number with or without a common unit reads from its bytes as the general code reads its text")
    func weights() {
        var random = SplitMix64(seed: 0x3E16)
        let pieces = [
            "0", "1", "7", "12", ".", ".5", " ", "lb", "lbs", "kg", "kgs", "g", "oz", "LB", "pounds", "#", "e",
            "1234567890123456", ",", "-", "gr", "x",
        ]
        var fast = 0
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 5)
            let bytes = Array(text.utf8)
            guard let range = trimmedASCII(bytes.span), !range.isEmpty,
                let weight = FieldReader.plainWeight(bytes.span.extracting(range))
            else { continue }
            fast += 1
            let general = splitQuantity(text)
            #expect(general?.unit == weight.unit, "\(text.debugDescription)")
            #expect(
                general.flatMap { parseDecimal($0.number, separator: .auto) } == weight.amount,
                "\(text.debugDescription)")
        }
        #expect(fast > Self.runs / 20)
    }

    @Test("yes/no codes read from ASCII bytes as from their text")
    func booleans() {
        var random = SplitMix64(seed: 0xB001)
        let words = BooleanWords.yes + BooleanWords.no
        let pieces = words + words.map { $0.uppercased() } + ["Y", "Es", "TRUE", "x", "q", "nonsense", "é", " ", "-"]
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 3)
            let bytes = Array(text.utf8)
            guard let range = trimmedASCII(bytes.span) else { continue }
            #expect(parseBoolean(ascii: bytes.span.extracting(range)) == parseBoolean(text), "\(text.debugDescription)")
        }
        for word in words { #expect(parseBoolean(ascii: Array(word.uppercased().utf8).span) != nil, "\(word)") }
    }

    @Test(
        "dates that do parse still do through the byte path",
        arguments: [
            ("03/14/2019", "MM/dd/yyyy"), ("03/14/2019 07:05 PM", "MM/dd/yyyy hh:mm a"),
            ("14 Mar. 2019", "dd MMM yyyy"), ("Feb. 28, 2021", "MMM. d, yyyy"), ("Sept. 5, 2019", "MMM'.' d, yyyy"),
            ("K2019-03-14", "'\u{212A}'yyyy-MM-dd"), ("k2019-03-14", "'K'yyyy-MM-dd"),
        ])
    func knownDates(_ text: String, _ pattern: String) throws {
        let pattern = try #require(DatePattern(pattern))
        #expect(pattern.parse(text, pivotYear: 2026) != nil)
        #expect(pattern.parse(text, pivotYear: 2026) == pattern.parseCharacters(text, pivotYear: 2026))
    }

    @Test("timestamps are written as the interpolated form was")
    func timestamps() throws {
        var random = SplitMix64(seed: 0x7157)
        for _ in 0..<Self.runs {
            let date = try #require(
                LocalDate(year: random.int(in: 1...9999), month: random.int(in: 1...12), day: random.int(in: 1...28)))
            var value = DateTimeValue(
                date: date, hour: random.int(in: 0...23), minute: random.int(in: 0...59), second: random.int(in: 0...59)
            )
            if random.chance(0.2) { value.minute = nil }
            if random.chance(0.2) { value.second = nil }
            if random.chance(0.05) { value.hour = random.int(in: -5...150) }
            #expect(value.description == Self.interpolated(value))
        }
    }

    static func interpolated(_ value: DateTimeValue) -> String {
        guard let hour = value.hour else { return value.date.description }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(value.date)T\(two(hour)):\(two(value.minute ?? 0)):\(two(value.second ?? 0))"
    }

    @Test("plain decimals read as the general grammar reads them")
    func decimals() {
        var random = SplitMix64(seed: 0xDEC1)
        let pieces = ["0", "1", "5", "9", "00", "123", ".", ".", ",", "-", "+", " ", "e", "1e5"]
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 7).trimmingWhitespace()
            guard !text.isEmpty else { continue }
            for separator in [DecimalSeparator.auto, .point] {
                #expect(
                    parseDecimal(text, separator: separator) == parseDecimalGenerally(text, separator: separator),
                    "\(text.debugDescription) with \(separator)")
            }
            if let plain = plainDecimal(text) { #expect(plain == parseDecimalGenerally(text, separator: .auto)) }
        }
    }

    @Test("plain decimals of up to 15 digits are the double Double(String) reads, to the last bit")
    func exactDecimals() {
        var random = SplitMix64(seed: 0xD0B1E)
        for _ in 0..<Self.runs {
            let count = 1 + random.below(15)
            var digits = (0..<count).map { _ in String(random.below(10)) }.joined()
            let point = random.below(count + 1)
            digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
            let expected = Double(point == 0 ? "0" + digits : point == count ? digits + "0" : digits)
            #expect(plainDecimal(digits)?.bitPattern == expected?.bitPattern, "\(digits)")
        }
    }

    @Test("medical IDs are grouped as before")
    func medicalIDs() {
        var random = SplitMix64(seed: 0x3ED1)
        for _ in 0..<Self.runs {
            let source = random.pick(["patients", "clinic-a", "Praxis Müller"])
            let sourceId = String(random.below(10_000_000))
            let salt = random.chance(0.1) ? random.int(in: 1...3) : 0
            #expect(
                MedicalID.make(source: source, sourceId: sourceId, salt: salt) == Self.medicalID(source, sourceId, salt)
            )
            #expect(MedicalID.Maker(source: source).make(sourceId: sourceId) == Self.medicalID(source, sourceId, 0))
        }
    }

    @Test("record IDs are the prefix and the digest, as before they were made as one string")
    func recordIDs() {
        var random = SplitMix64(seed: 0x51D)
        for _ in 0..<Self.runs {
            let source = random.pick(["owners", "patients", "Praxis Müller", ""])
            let sourceId = String(random.below(10_000_000))
            #expect(
                StableID.owner(source: source, sourceId: sourceId) == "OWN-" + Self.digest("owner", source, sourceId))
            #expect(
                StableID.Maker.owner(source: source).id(sourceId) == "OWN-" + Self.digest("owner", source, sourceId))
            #expect(
                StableID.Maker.patient(source: source).id(sourceId) == "PAT-" + Self.digest("patient", source, sourceId)
            )
            #expect(
                StableID.patient(source: source, sourceId: sourceId) == "PAT-"
                    + Self.digest("patient", source, sourceId))
            #expect(StableID.vet(source: source, sourceId: sourceId) == "VET-" + Self.digest("vet", source, sourceId))
            #expect(
                StableID.appointment(source: source, sourceId: sourceId) == "APT-"
                    + Self.digest("appointment", source, sourceId))
        }
    }

    static func digest(_ kind: String, _ source: String, _ sourceId: String) -> String {
        var accumulator = StableHash.hash(kind, source, sourceId)
        var characters: [UInt8] = []
        for _ in 0..<12 {
            characters.append(StableID.alphabet[Int(accumulator & 31)])
            accumulator >>= 5
        }
        return String(decoding: characters, as: UTF8.self)
    }

    /// The medical ID as it was made before it was grouped byte by byte.
    static func medicalID(_ source: String, _ sourceId: String, _ salt: Int) -> String {
        var accumulator =
            salt > 0
            ? StableHash.hash("medical-id", source, sourceId, String(salt))
            : StableHash.hash("medical-id", source, sourceId)
        var payload: [UInt8] = []
        for _ in 0..<10 {
            payload.append(MedicalID.alphabet[Int(accumulator % 36)])
            accumulator /= 36
        }
        let modulus = 36
        var product = modulus
        for character in payload {
            let value = MedicalID.alphabet.firstIndex(of: character) ?? 0
            var sum = (product + value) % modulus
            if sum == 0 { sum = modulus }
            product = (2 * sum) % (modulus + 1)
        }
        payload.append(MedicalID.alphabet[(modulus + 1 - product) % modulus])
        let characters = Array(String(decoding: payload, as: UTF8.self))
        return "VN-\(String(characters[0..<4]))-\(String(characters[4..<8]))-\(String(characters[8...]))"
    }
}
