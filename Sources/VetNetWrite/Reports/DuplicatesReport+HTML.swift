import VetNetCore

extension DuplicatesReport {
    /// `duplicates.html`: a self-contained page for staff in three parts — these records were merged, please
    /// check these possible duplicates, these chips are on two different animals.
    public func html() -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Duplicates: \(escapeHTML(pipeline))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>Duplicates in \(escapeHTML(pipeline))</h1>
            <p class="lead">\(clusters.count) groups of records were merged into one; \(possibleDuplicates.count) pairs may be the same person and need a look; \(chipConflicts.count) microchips are on more than one animal.</p>

            """
        page += "<h2>These records were merged</h2>\n"
        if clusters.isEmpty { page += "<p>None.</p>\n" }
        for (kind, cluster) in clusters {
            page += "<div class=\"card\"><h3>\(kind == "owner" ? "Owner" : "Animal") kept as \(escapeHTML(cluster.canonicalId))</h3><ul>"
            for member in cluster.members { page += "<li>\(Self.describe(member))</li>" }
            page += "</ul>"
            for merge in cluster.merges { page += Self.evidenceTable(merge.fields, title: "Why \(merge.first) and \(merge.second) are one (\(Self.ruleWords(merge.rule)))") }
            page += "</div>\n"
        }
        page += "<h2>Please check these possible duplicates</h2>\n"
        if possibleDuplicates.isEmpty { page += "<p>None.</p>\n" }
        for pair in possibleDuplicates {
            page += "<div class=\"card review\"><h3>\(Self.describe(pair.first)) and \(Self.describe(pair.second))</h3><p>\(escapeHTML(Self.reasonWords(pair.reason)))</p>"
            page += Self.evidenceTable(pair.fields, title: "How they compare")
            page += "</div>\n"
        }
        page += "<h2>These chips are on two different animals</h2>\n"
        if chipConflicts.isEmpty { page += "<p>None.</p>\n" }
        for conflict in chipConflicts {
            page += "<div class=\"card conflict\"><h3>Microchip <span class=\"value\">\(escapeHTML(conflict.microchip))</span></h3><p>\(escapeHTML(conflict.reason)). Scan the animals and correct the number that is wrong.</p><ul>"
            for member in conflict.patients { page += "<li>\(Self.describe(member))</li>" }
            page += "</ul></div>\n"
        }
        return page + "</body>\n</html>\n"
    }

    private static func describe(_ member: Member) -> String {
        let places = member.sources.map { source in
            "\(escapeHTML(source.source)) record \(escapeHTML(source.sourceId))\(source.line.map { " (line \($0))" } ?? "")"
        }
        return places.joined(separator: ", ")
    }

    private static func evidenceTable(_ fields: [FieldEvidence], title: String) -> String {
        guard !fields.isEmpty else { return "" }
        var html = "<table><caption>\(escapeHTML(title))</caption><thead><tr><th>Field</th><th>First</th><th>Second</th><th>Agreement</th></tr></thead><tbody>"
        for field in fields {
            html += "<tr><td>\(escapeHTML(field.field))</td><td class=\"value\">\(escapeHTML(field.firstValue ?? "—"))</td><td class=\"value\">\(escapeHTML(field.secondValue ?? "—"))</td><td>\(escapeHTML(field.level))</td></tr>"
        }
        return html + "</tbody></table>"
    }

    private static func ruleWords(_ rule: String) -> String {
        switch rule {
        case "sameMicrochip": "same microchip, species and name"
        case "sameNameAndSpecies": "same owner, name and species"
        default: "names and contact details agree"
        }
    }

    private static func reasonWords(_ reason: String) -> String {
        switch reason {
        case "namesDiffer": "They share contact details but the names differ: perhaps two people of one household. Merge them in the old system only if they are one person."
        case "wouldChainDifferentPeople": "Merging them would join two clearly different people through this pair."
        default: "They agree on some details but not enough to merge them without a person's check."
        }
    }

    private static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
        h2{margin-top:1.6em;border-bottom:1px solid #ccc}.card{border:1px solid #ddd;border-radius:4px;padding:.5em 1em;margin:.8em 0}
        .review{border-left:4px solid #f0ad4e}.conflict{border-left:4px solid #d9534f}h3{font-size:1em;margin:.3em 0}
        table{border-collapse:collapse;width:100%;margin:.5em 0}caption{text-align:left;color:#555;padding:.2em 0}
        th,td{text-align:left;padding:.2em .5em;border-bottom:1px solid #eee}th{background:#f4f4f4}.value{font-family:ui-monospace,monospace}
        @media print{.card{break-inside:avoid}body{margin:0;max-width:none}}
        """
}
