import Foundation
import VetNetCore

/// A record's findings as JSON, as the state file keeps them for records it will not check again.
///
/// The text is `JSONEncoder`'s with sorted keys, byte for byte, written and read here without it: a night keeps the
/// findings of every record that has some and reads them back for every unchanged one, and a messy export of a
/// million animals has a million such records: on a night with no change, `JSONDecoder` took 5 of the 11.9 s
/// spent reading the sources.
/// A text this reader does not follow is read by `JSONDecoder`, so a state file of any earlier form still reads.
enum FindingsCodec {
    static func encode(_ findings: [Diagnostic]) -> String {
        var json = FindingsJSONWriter()
        json.array(findings)
        return json.text
    }

    /// The findings, or none when the text is not what `encode` wrote.
    static func decode(_ text: String) -> [Diagnostic] {
        if let findings = readWritten(text) { return findings }
        return (try? JSONDecoder().decode([Diagnostic].self, from: Data(text.utf8))) ?? []
    }

    /// The findings of a text as `encode` writes it; nil for any other text.
    static func readWritten(_ text: String) -> [Diagnostic]? {
        var copy = text
        return copy.withUTF8 { bytes in
            var reader = FindingsJSONReader(bytes: bytes)
            return reader.findings()
        }
    }
}

/// `JSONEncoder` (sorted keys, slashes escaped) of an array of findings.
private struct FindingsJSONWriter {
    private var bytes: [UInt8] = []

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func array(_ findings: [Diagnostic]) {
        bytes.append(UInt8(ascii: "["))
        for (index, finding) in findings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            object(finding)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The keys in sorted order, those with no value left out (and the notes when there are none).
    private mutating func object(_ finding: Diagnostic) {
        var first = true
        bytes.append(UInt8(ascii: "{"))
        member("code", finding.code.rawValue, &first)
        member("found", finding.found, &first)
        if let location = finding.location {
            key("location", &first)
            var firstInLocation = true
            bytes.append(UInt8(ascii: "{"))
            member("column", location.column, &firstInLocation)
            member("field", location.field, &firstInLocation)
            member("file", location.file, &firstInLocation)
            member("line", location.line, &firstInLocation)
            member("recordIndex", location.recordIndex, &firstInLocation)
            bytes.append(UInt8(ascii: "}"))
        }
        member("message", finding.message, &first)
        if !finding.notes.isEmpty {
            key("notes", &first)
            bytes.append(UInt8(ascii: "["))
            for (index, note) in finding.notes.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(note)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        member("recordID", finding.recordID, &first)
        member("severity", finding.severity.rawValue, &first)
        member("value", finding.value, &first)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func key(_ name: StaticString, _ first: inout Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    private mutating func member(_ name: StaticString, _ value: String?, _ first: inout Bool) {
        guard let value else { return }
        key(name, &first)
        string(value)
    }

    private mutating func member(_ name: StaticString, _ value: Int?, _ first: inout Bool) {
        guard let value else { return }
        key(name, &first)
        bytes.append(contentsOf: String(value).utf8)
    }

    private mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(contentsOf: [0x5C, byte])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// Reads what `FindingsJSONWriter` writes; nil for anything else (whitespace, another key, another shape).
private struct FindingsJSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func findings() -> [Diagnostic]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var findings: [Diagnostic] = []
        if take(UInt8(ascii: "]")) { return index == bytes.count ? findings : nil }
        repeat {
            guard let finding = finding() else { return nil }
            findings.append(finding)
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")), index == bytes.count else { return nil }
        return findings
    }

    private mutating func finding() -> Diagnostic? {
        var code: String?
        var severity: Diagnostic.Severity?
        var message: String?
        var finding = Diagnostic(code: "", severity: .note, message: "")
        let read = members { reader, key in
            switch key {
            case "code": code = reader.string()
            case "severity": severity = reader.string().flatMap(Diagnostic.Severity.init(rawValue:))
            case "message": message = reader.string()
            case "recordID": finding.recordID = reader.string()
            case "value": finding.value = reader.string()
            case "found": finding.found = reader.string()
            case "notes": finding.notes = reader.strings() ?? []
            case "location": finding.location = reader.location()
            default: return false
            }
            return true
        }
        guard read, let code, let severity, let message else { return nil }
        finding.code = DiagnosticCode(rawValue: code)
        finding.severity = severity
        finding.message = message
        return finding
    }

    private mutating func location() -> SourceLocation? {
        var location = SourceLocation(file: "")
        var file: String?
        let read = members { reader, key in
            switch key {
            case "file": file = reader.string()
            case "line": location.line = reader.integer()
            case "recordIndex": location.recordIndex = reader.integer()
            case "column": location.column = reader.integer()
            case "field": location.field = reader.string()
            default: return false
            }
            return true
        }
        guard read, let file else { return nil }
        location.file = file
        return location
    }

    /// Reads `{"key":value,…}`, each value by `value`, which says whether it knew the key. A value it could not
    /// read leaves `index` before a byte that is neither `,` nor `}`, and the object fails.
    private mutating func members(_ value: (inout FindingsJSONReader, String) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), value(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    private mutating func strings() -> [String]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var strings: [String] = []
        if take(UInt8(ascii: "]")) { return strings }
        repeat {
            guard let string = string() else { return nil }
            strings.append(string)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? strings : nil
    }

    private mutating func integer() -> Int? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        // Most values have no escape: taken as they stand, up to their closing quote.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { index = end + 1 }
            return String(validating: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        }
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    text.append(contentsOf: String(scalar).utf8)
                default: return nil
                }
            case 0..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }

    /// The scalar of `XXXX` after `\u` (and of a second `\uXXXX` when the first is a high surrogate).
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hexQuad() else { return nil }
        guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
        guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hexQuad(), (0xDC00..<0xE000).contains(low)
        else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self)
        index += 4
        return UInt32(digits, radix: 16)
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }
}
