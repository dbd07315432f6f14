/// One finding about the input: a bad value, a malformed row, a file that cannot be read.
///
/// Records that fail get a diagnostic and are rejected; only a file or a run that cannot go on throws,
/// and then it throws a `Diagnostic` too, so every failure renders the same way.
public struct Diagnostic: Error, Hashable, Codable, Sendable, CustomStringConvertible {
    /// How bad a finding is: an error rejects its record (or stops its file), a warning keeps it.
    public enum Severity: String, Hashable, Codable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    }

    public var code: DiagnosticCode
    public var severity: Severity
    /// Prose for clinic staff: what is wrong and what would be right. Where it names the offending value it
    /// says `{value}`, filled in by `message(showingValue:)`, so the value can be kept out of logs.
    public var message: String
    public var location: SourceLocation?
    /// The source record's own ID, when it is known.
    public var recordID: String?
    /// The original offending value. Shown in staff reports; hidden on stderr unless asked for.
    public var value: String?
    /// The field exactly as the file holds it (`08/19/1989`), where `value` is what was read from it
    /// (`1989-08-19`) and the two differ. Shown beside the value in staff reports, hidden like it on stderr.
    public var found: String?
    /// Further facts, such as "the quote opened at line 12".
    public var notes: [String]

    public init(
        code: DiagnosticCode, severity: Severity, message: String, location: SourceLocation? = nil,
        recordID: String? = nil, value: String? = nil, notes: [String] = []
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.location = location
        self.recordID = recordID
        self.value = value
        self.notes = notes
    }

    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil, value: String? = nil
    ) -> Diagnostic {
        Diagnostic(code: code, severity: .error, message: message, location: location, value: value)
    }

    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil, value: String? = nil
    ) -> Diagnostic {
        Diagnostic(code: code, severity: .warning, message: message, location: location, value: value)
    }

    public static func note(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil, value: String? = nil
    ) -> Diagnostic {
        Diagnostic(code: code, severity: .note, message: message, location: location, value: value)
    }

    private enum CodingKeys: String, CodingKey {
        case code, severity, message, location, recordID, value, found, notes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(DiagnosticCode.self, forKey: .code)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        recordID = try container.decodeIfPresent(String.self, forKey: .recordID)
        value = try container.decodeIfPresent(String.self, forKey: .value)
        found = try container.decodeIfPresent(String.self, forKey: .found)
        notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
    }

    /// Leaves out empty notes, so reports stay short.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(recordID, forKey: .recordID)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(found, forKey: .found)
        if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
    }

    /// The placeholder for the offending value in `message`.
    public static let valueToken = "{value}"

    /// Marks the ends of a text made from the data (a proposed correction, a time, another record's ID, the
    /// characters found) inside a message: shown like the value, hidden with it.
    static let derivedStart: Unicode.Scalar = "\u{E000}"
    static let derivedEnd: Unicode.Scalar = "\u{E001}"

    /// `text`, made from the data, marked for a message: `message(showingValue: false)` hides it as it hides
    /// the value.
    public static func derived(_ text: String) -> String {
        var marked = String(derivedStart)
        marked.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { $0 != derivedStart && $0 != derivedEnd })
        marked.unicodeScalars.append(derivedEnd)
        return marked
    }

    /// The message with the value and every text made from the data filled in, or each replaced by `‹hidden›`
    /// (values are personal data).
    ///
    /// Made from the message's bytes: a messy export has a finding on most rows, and each is rendered for the
    /// reports. Both markers are three bytes starting with 0xEE, which never continues a character.
    public func message(showingValue: Bool) -> String {
        message.utf8.span.withUnsafeBufferPointer { source in
            var hasMarker = false
            var hasToken = false
            for byte in source {
                if byte == 0xEE { hasMarker = true } else if byte == UInt8(ascii: "{") { hasToken = true }
            }
            guard hasMarker else { return hasToken ? filling(source, showingValue: showingValue) : message }
            var shown: [UInt8] = []
            shown.reserveCapacity(source.count + 16)
            var inDerived = false
            var runStart = 0
            var index = 0
            while index < source.count {
                guard source[index] == 0xEE, index + 2 < source.count, source[index + 1] == 0x80,
                    source[index + 2] == 0x80 || source[index + 2] == 0x81
                else {
                    index += 1
                    continue
                }
                if showingValue || !inDerived { shown.append(contentsOf: source[runStart..<index]) }
                inDerived = source[index + 2] == 0x80
                if inDerived, !showingValue { shown.append(contentsOf: Self.hiddenUTF8) }
                index += 3
                runStart = index
            }
            if showingValue || !inDerived { shown.append(contentsOf: source[runStart...]) }
            return shown.withUnsafeBufferPointer { filling($0, showingValue: showingValue) }
        }
    }

    private static let hiddenUTF8 = Array("‹hidden›".utf8)
    private static let valueTokenUTF8 = Array(valueToken.utf8)

    /// `template` with its first `valueToken` replaced by the value in quotes, or by `‹hidden›`.
    private func filling(_ template: UnsafeBufferPointer<UInt8>, showingValue: Bool) -> String {
        let token = Self.valueTokenUTF8
        var found: Int?
        if template.count >= token.count {
            for start in 0...(template.count - token.count) where template[start] == token[0] {
                if template[start..<(start + token.count)].elementsEqual(token) {
                    found = start
                    break
                }
            }
        }
        guard let start = found else { return String(decoding: template, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(template.count + (value?.utf8.count ?? 0) + 4)
        text.append(contentsOf: template[..<start])
        if showingValue {
            text.append(UInt8(ascii: "\""))
            if let value { text.append(contentsOf: value.utf8) }
            text.append(UInt8(ascii: "\""))
        } else {
            text.append(contentsOf: Self.hiddenUTF8)
        }
        text.append(contentsOf: template[(start + token.count)...])
        return String(decoding: text, as: UTF8.self)
    }

    /// `file:line: severity: [code] message`, without the offending value.
    public var description: String { rendered(showingValue: false) }

    /// The form for terminals and logs: one line, and a line under it for each note. Values from the data may
    /// reach it through file names, notes and shown values: every character that a terminal would obey or that
    /// hides text is written visibly, so the line ends are the ones put between the notes here.
    public func rendered(showingValue: Bool) -> String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): [\(code)] \(message(showingValue: showingValue))"
        return ([escapeInvisibles(text)] + notes.map { "  note: " + escapeInvisibles($0) }).joined(separator: "\n")
    }

    /// Orders diagnostics by file, line, field, then code, the order every report uses.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.field ?? "", lhs.code.rawValue)
        let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.field ?? "", rhs.code.rawValue)
        if left != right { return left < right }
        return lhs.message < rhs.message
    }
}
