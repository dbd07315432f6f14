import VetNetCore

extension DuplicatesReport {
    /// Entries the page lists per part (merged owners, merged animals, possible duplicates, chip conflicts):
    /// a page for people, which a browser must still open after a million-record run. The counts at the top are
    /// never capped, and `duplicates.csv` and `duplicates.json` list every entry.
    public static let htmlListLimit = 1000

    /// `duplicates.html`: a self-contained page for staff in three parts — these records were merged, please
    /// check these possible duplicates, these chips are on two different animals.
    public func html(listLimit: Int = Self.htmlListLimit) -> String {
        var bytes: [UInt8] = []
        writeHTML(listLimit: listLimit) { chunk in bytes += chunk }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `html()` in chunks of about a megabyte, given to `emit` in order.
    public func writeHTML<Failure: Error>(
        listLimit: Int = Self.htmlListLimit, _ emit: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
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
            <p class="lead">\(ownerClusters.count + patientClusters.count) groups of records were merged into one; \(possibleDuplicates.count) pairs may be one owner or one animal and need a look; \(chipConflicts.count) microchips are on more than one animal.</p>

            """
        func flushIfLarge() throws(Failure) {
            guard page.utf8.count >= 1 << 20 else { return }
            try emit(Array(page.utf8))
            page.removeAll(keepingCapacity: true)
        }
        func noteUnlisted(_ count: Int, _ one: String, _ several: String) {
            let unlisted = count - listLimit
            guard unlisted > 0 else { return }
            page += "<p class=\"note\">\(unlisted) more \(unlisted == 1 ? one + " is" : several + " are") not shown here; duplicates.csv lists every one.</p>\n"
        }
        page += "<h2>These records were merged</h2>\n"
        if ownerClusters.isEmpty && patientClusters.isEmpty { page += "<p>None.</p>\n" }
        for (kind, clusters) in [("Owner", ownerClusters), ("Animal", patientClusters)] {
            for cluster in clusters.prefix(listLimit) {
                page += "<div class=\"card\"><h3>\(kind) kept as \(escapeHTML(cluster.canonicalId))</h3><ul>"
                for member in cluster.members { page += "<li>\(Self.describe(member))</li>" }
                page += "</ul>"
                for merge in cluster.merges { page += Self.evidenceTable(merge.fields, title: "Why \(merge.first) and \(merge.second) are one (\(Self.ruleWords(merge.rule)))") }
                page += "</div>\n"
                try flushIfLarge()
            }
            noteUnlisted(clusters.count, "merged \(kind.lowercased()) group", "merged \(kind.lowercased()) groups")
        }
        page += "<h2>Please check these possible duplicates</h2>\n"
        if possibleDuplicates.isEmpty { page += "<p>None.</p>\n" }
        for pair in possibleDuplicates.prefix(listLimit) {
            page += "<div class=\"card review\"><h3>\(Self.describe(pair.first)) and \(Self.describe(pair.second))</h3><p>\(escapeHTML(Self.reasonWords(pair.reason)))</p>"
            page += Self.evidenceTable(pair.fields, title: "How they compare")
            page += "</div>\n"
            try flushIfLarge()
        }
        noteUnlisted(possibleDuplicates.count, "possible duplicate", "possible duplicates")
        page += "<h2>These chips are on two different animals</h2>\n"
        if chipConflicts.isEmpty { page += "<p>None.</p>\n" }
        for conflict in chipConflicts.prefix(listLimit) {
            page += "<div class=\"card conflict\"><h3>Microchip <span class=\"value\">\(escapeHTML(conflict.microchip))</span></h3><p>\(escapeHTML(conflict.reason)). Scan the animals and correct the number that is wrong.</p><ul>"
            for member in conflict.patients { page += "<li>\(Self.describe(member))</li>" }
            page += "</ul></div>\n"
            try flushIfLarge()
        }
        noteUnlisted(chipConflicts.count, "shared microchip", "shared microchips")
        page += "</body>\n</html>\n"
        try emit(Array(page.utf8))
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
        case "sameMicrochip": "same microchip, and nothing that differs"
        case "sameNameSpeciesAndBirthDate": "same owner, name, species and birth date"
        default: "names and contact details agree"
        }
    }

    private static func reasonWords(_ reason: String) -> String {
        switch reason {
        case "namesDiffer": "They share contact details but the names differ: perhaps two people of one household. Merge them in the old system only if they are one person."
        case "wouldChainDifferentPeople": "Merging them would join two clearly different people through this pair."
        case "animalNameOnly": "The owner has two animals of this name and species, and nothing else tells whether they are one animal: no birth date, or no sex and breed, on both. Merge them in the old system only if they are one animal."
        case "animalSexAndBreedOnly": "These agree on name, species, sex and breed, but neither a birth date nor a chip confirms it: the owner may have two animals of this name. Merge them in the old system only if they are one animal."
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
