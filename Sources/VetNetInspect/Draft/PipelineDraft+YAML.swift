import VetNetCore
import VetNetMapping

extension PipelineDraft {
    /// The share of a source's records a draft may reject before its run exits 65.
    static let draftMaxRejectRate = 0.5

    /// The draft as a pipeline file: YAML with a comment on every guess.
    public var yaml: String {
        var lines: [String] = []
        var paths: [String] = []
        for source in sources where !paths.contains(source.path) { paths.append(source.path) }
        lines.append(
            "# Draft pipeline written by `vetnet init` from: "
                + paths.map { escapeInvisibles($0) }.joined(separator: ", "))
        lines.append("# Each field says in a comment why it was chosen; check them, then try it with")
        lines.append("#   vetnet run THIS-FILE --preview 5")
        lines.append("# Paths are relative to this file.")
        lines.append("version: 1")
        lines.append("name: \(yamlScalar(name))")
        lines.append("")
        lines.append("sources:")
        for (index, source) in sources.enumerated() {
            if index > 0 { lines.append("") }
            lines += source.yamlLines
        }
        if lacksOwners {
            lines.append("")
            lines.append(
                "  # No owner export was given: a patient source needs an owner source to take its owners from.")
            lines.append("  # Run `vetnet init OWNERS-FILE PATIENTS-FILE` to draft both.")
        }
        lines.append("")
        let severities = sources.flatMap(\.severities)
        var seen: Set<String> = []
        let unique = severities.filter { seen.insert($0.code).inserted }
        lines.append("validation:")
        lines += country.yamlLines
        // A draft's mapping may be wrong in ways only a run shows (a column taken for another): most records
        // rejected then, and a cron job must not take that for success.
        lines.append(
            "  maxRejectRate: \(Self.draftMaxRejectRate)    # above this share of a source rejected, the run exits 65 (everything is still written): check the mapping"
        )
        if !unique.isEmpty {
            lines.append("  severity:")
            for severity in unique {
                lines.append("    \(severity.code): \(severity.level)    # \(severity.reason)")
            }
        }
        lines.append("")
        lines.append("output:")
        lines.append("  dir: \(yamlScalar("out/" + name))")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SourceDraft {
    var yamlLines: [String] {
        var lines: [String] = []
        let profile = self.profile
        if isConstant {
            lines.append(
                "  # The owner of every animal in \(escapeInvisibles(profile.file)), which names none: the organisation that holds"
            )
            lines.append("  # them (a shelter, a register), made of constant values over the same file.")
        } else {
            var about =
                "  # \(escapeInvisibles(profile.file)): \(profile.records) records, \(profile.columns.count) columns, encoding \(profile.encoding)"
            if let delimiter = profile.delimiter { about += ", delimiter \(delimiter == "\t" ? "tab" : delimiter)" }
            lines.append(about)
        }
        lines.append("  - name: \(yamlScalar(name))")
        lines.append("    entity: \(entity.rawValue)")
        if let ownerSource { lines.append("    ownerSource: \(yamlScalar(ownerSource))") }
        lines.append("    path: \(yamlScalar(path))")
        lines.append("    format: \(profile.format)")
        let encoding =
            switch profile.encoding {
            case "windows-1252": "windows-1252"
            case "utf-8", "utf-8 with BOM": "utf-8"
            default: "auto"
            }
        lines.append(
            "    encoding: \(encoding)"
                + (encoding == "auto" ? "    # plain ASCII so far; auto also reads Windows-1252 bytes" : ""))
        if let delimiter = profile.delimiter {
            lines.append("    delimiter: \(yamlScalar(delimiter == "\t" ? "\\t" : delimiter, forceQuotes: true))")
        }
        if let repeatedIds { lines += repeatedIds.yamlLines }
        lines.append("    fields:")
        for field in fields { lines += field.yamlLines }
        let required =
            entity == .patient
            ? [
                ("sourceId", "the record's ID; the pipeline needs one"),
                ("ownerSourceId", "the owner's ID; the pipeline needs one"),
                ("name", "the animal's name; a record without one is rejected"),
                ("species", "the species; a record without one is rejected"),
            ]
            : [("sourceId", "the record's ID; the pipeline needs one")]
        for (key, what) in required where !fields.contains(where: { $0.key == key }) {
            let refused = key == "sourceId" ? refusedCounterLines : []
            let note = missingNotes[key].map { "; " + escapeInvisibles($0) } ?? ""
            lines += refused.isEmpty ? ["      # \(key): COLUMN    # no column looks like \(what)\(note)"] : refused
        }
        let unmapped = self.unmapped
        if !unmapped.isEmpty {
            lines.append("      # Not mapped:")
            for column in unmapped {
                lines.append("      #   \(escapeInvisibles(yamlScalar(column.column))) (\(column.note))")
            }
        }
        return lines
    }
}

extension RepeatedIDsDraft {
    var yamlLines: [String] {
        var options = ["keep: \(keep)"]
        if let orderBy { options.append("orderBy: \(yamlScalar(orderBy))") }
        if let formats = formatsOption(formats) { options.append(formats) }
        return reasons.map { "    # " + escapeInvisibles($0) } + [
            "    repeatedIds: { \(options.joined(separator: ", ")) }"
        ]
    }
}

extension FieldDraft {
    var yamlLines: [String] {
        let comment = reasons.isEmpty ? [] : ["      # " + reasons.map { escapeInvisibles($0) }.joined(separator: "; ")]
        let simple =
            map.isEmpty && formats.isEmpty && unit == nil && unitColumn == nil && !decimalComma && columns.count == 1
            && value == nil && join == nil && !present && asOfColumn == nil && defaultValue == nil
        if simple { return comment + ["      \(key): \(yamlScalar(columns[0]))"] }
        var options: [String] = []
        if let value {
            options.append("value: \(yamlScalar(value))")
        } else {
            options.append(
                columns.count == 1
                    ? "column: \(yamlScalar(columns[0]))"
                    : "columns: [\(columns.map { yamlScalar($0) }.joined(separator: ", "))]")
        }
        if let join { options.append("join: \(yamlScalar(join, forceQuotes: true))") }
        if let defaultValue { options.append("default: \(yamlScalar(defaultValue))") }
        if present { options.append("present: true") }
        if let asOfColumn { options.append("asOfColumn: \(yamlScalar(asOfColumn))") }
        if let formats = formatsOption(formats) { options.append(formats) }
        if let unit { options.append("unit: \(unit)") }
        if let unitColumn { options.append("unitColumn: \(yamlScalar(unitColumn))") }
        if decimalComma { options.append("decimal: comma") }
        guard !map.isEmpty else { return comment + ["      \(key): { \(options.joined(separator: ", ")) }"] }
        var lines = comment + ["      \(key):"]
        for option in options { lines.append("        \(option)") }
        lines.append("        map:")
        for entry in map {
            lines.append(
                "          \(yamlScalar(entry.from, forceQuotes: true)): \(yamlScalar(entry.to))"
                    + (entry.comment.isEmpty ? "" : "    # \(escapeInvisibles(entry.comment))"))
        }
        return lines
    }
}

/// `format: …` for one date pattern, `formats: […]` for several.
func formatsOption(_ formats: [String]) -> String? {
    switch formats.count {
    case 0: nil
    case 1: "format: \(yamlScalar(formats[0], forceQuotes: true))"
    default: "formats: [\(formats.map { yamlScalar($0, forceQuotes: true) }.joined(separator: ", "))]"
    }
}

/// `text` as a YAML scalar: plain when that reads back as the same string, else double-quoted with escapes.
func yamlScalar(_ text: String, forceQuotes: Bool = false) -> String {
    let plainWords: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null", "~"]
    let safe =
        !text.isEmpty
        && text.unicodeScalars.allSatisfy { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || " _-./()".unicodeScalars.contains(scalar))
                && !isInvisible(scalar)
        }
    if !forceQuotes, safe,
        text.first?.isLetter == true || text.first?.isNumber == true || text.first == "." || text.first == "/",
        text.last != " ",
        !plainWords.contains(text.lowercased()), Double(text) == nil
    {
        return text
    }
    var quoted = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n": quoted += "\\n"
        case "\t": quoted += "\\t"
        default:
            if scalar.value < 0x20 || isInvisible(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted +=
                    scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
    }
    return quoted + "\""
}
