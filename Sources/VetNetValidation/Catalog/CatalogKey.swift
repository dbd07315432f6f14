internal import VetNetCore

/// Turns a species or breed name into the key the catalogs look it up by.
///
/// Lower-cased; Latin accents folded (`Schäferhund` → `schaferhund`, `Europäisch` → `europaisch`); apostrophes
/// dropped (`Hermann's` → `hermanns`); every other run of punctuation or whitespace becomes one space; no
/// leading or trailing space. So `  RETRIEVER,  labrador ` and `Retriever Labrador` share a key.
enum CatalogKey {
    static func make(_ text: some StringProtocol) -> String {
        if let text = text as? String, text.isAllASCII { return asciiKey(text) }
        return generalKey(text)
    }

    /// `make` scalar by scalar, for any text: what `asciiKey` shortcuts.
    static func generalKey(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false

        func append(_ byte: UInt8) {
            if pendingSpace, !bytes.isEmpty { bytes.append(0x20) }
            pendingSpace = false
            bytes.append(byte)
        }

        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x30...0x39, 0x61...0x7A: append(UInt8(value))
            case 0x41...0x5A: append(UInt8(value + 0x20))
            case 0x27, 0x60, 0x2019, 0x02BC: continue  // apostrophes: `Hermann's`, `Hermann’s`
            case 0..<0x80: pendingSpace = true
            default:
                if scalar.properties.generalCategory == .nonspacingMark {
                    continue  // a combining accent (decomposed `e` + `¨`): drop it, as precomposed letters are folded
                } else if let folded = foldedLatin[value] {
                    for byte in folded.utf8 { append(byte) }
                } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    for lower in scalar.properties.lowercaseMapping.utf8 { append(lower) }
                } else {
                    pendingSpace = true
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `make` for ASCII text, byte by byte; text that is a key already (`labrador retriever`) is returned as it is.
    private static func asciiKey(_ text: String) -> String {
        let input = text.utf8.span
        var isKey = true
        var previous: UInt8 = 0x20
        for index in input.indices {
            let byte = input[index]
            let keeps = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
            if !(keeps || (byte == 0x20 && previous != 0x20)) {
                isKey = false
                break
            }
            previous = byte
        }
        if isKey, previous != 0x20 { return text }
        // A key is never longer than its text; most breed names fit the inline buffer, the rest use an array.
        if input.count <= ShortASCII.capacity {
            var key = ShortASCII()
            foldASCII(input) {
                key.append($0)
            } isEmpty: {
                key.count == 0
            }
            return key.string
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        foldASCII(input) {
            bytes.append($0)
        } isEmpty: {
            bytes.isEmpty
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Hands `append` the bytes of `input`'s key, one by one; `isEmpty` tells whether any was handed yet.
    @inline(__always)
    private static func foldASCII(_ input: Span<UInt8>, append: (UInt8) -> Void, isEmpty: () -> Bool) {
        var pendingSpace = false
        for index in input.indices {
            var byte = input[index]
            switch byte {
            case 0x30...0x39, 0x61...0x7A, 0x41...0x5A:
                if byte <= 0x5A, byte >= 0x41 { byte += 0x20 }
                if pendingSpace, !isEmpty() { append(0x20) }
                pendingSpace = false
                append(byte)
            case 0x27, 0x60: continue
            default: pendingSpace = true
            }
        }
    }

    /// Latin-1 and common Latin Extended-A letters folded to ASCII, both cases.
    private static let foldedLatin: [UInt32: String] = {
        let pairs: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("æ", "ae"), ("çćčĉ", "c"), ("ďđ", "d"), ("èéêëēėęě", "e"), ("ğĝ", "g"),
            ("ìíîïīį", "i"), ("ł", "l"), ("ñńň", "n"), ("òóôõöøō", "o"), ("œ", "oe"), ("ř", "r"), ("śšş", "s"),
            ("ß", "ss"), ("ťţ", "t"), ("ùúûüūůű", "u"), ("ýÿ", "y"), ("źžż", "z"),
        ]
        var table: [UInt32: String] = [:]
        for (letters, ascii) in pairs {
            for character in letters {
                for form in [String(character), character.uppercased()] {
                    if let scalar = form.unicodeScalars.first, form.unicodeScalars.count == 1 {
                        table[scalar.value] = ascii
                    }
                }
            }
        }
        return table
    }()
}
