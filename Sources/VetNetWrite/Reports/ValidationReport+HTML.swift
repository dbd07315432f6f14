import VetNetCore

extension ValidationReport {
    /// `validation.html`: one self-contained page for clinic staff (no network, no other files), readable
    /// when printed. A summary with a bar per rule, then each source's problems grouped by rule, with
    /// filters by severity and rule.
    public func html() -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Data check: \(escapeHTML(pipeline))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>Data check for \(escapeHTML(pipeline))</h1>
            <p class="lead">\(summarySentence)</p>

            """
        page += totalsTable()
        page += rulesSection()
        page += filters()
        for source in sources { page += sourceSection(source) }
        page += """
            <script>\(Self.script)</script>
            </body>
            </html>

            """
        return page
    }

    private var summarySentence: String {
        if totals.rejected == 0 && totals.warnings == 0 {
            return "Every record was imported and no problem was found (checked as of \(asOf))."
        }
        var sentence = "\(totals.read) records were read: \(totals.accepted) imported, \(totals.rejected) not imported"
        if totals.merged > 0 { sentence += ", \(totals.merged) merged into others" }
        sentence += ". Records that were not imported must be corrected in the old system and exported again. "
        sentence += "Warnings do not stop a record; they point at values worth checking (checked as of \(asOf))."
        return escapeHTML(sentence)
    }

    private func totalsTable() -> String {
        var html = "<table class=\"totals\"><thead><tr><th>Source</th><th>File</th><th>Read</th><th>Imported</th><th>Not imported</th><th>Warnings</th></tr></thead><tbody>\n"
        for source in sources {
            html += "<tr><td>\(escapeHTML(source.name))</td><td>\(escapeHTML(source.file))</td><td>\(source.totals.read)</td><td>\(source.totals.accepted)</td><td class=\"\(source.totals.rejected > 0 ? "bad" : "")\">\(source.totals.rejected)</td><td>\(source.totals.warnings)</td></tr>\n"
        }
        html += "</tbody></table>\n"
        return html
    }

    private func rulesSection() -> String {
        guard !rules.isEmpty else { return "" }
        let largest = max(1, rules.map(\.count).max() ?? 1)
        var html = "<h2>Problems by kind</h2>\n<table class=\"rules\"><tbody>\n"
        for rule in rules {
            let width = max(1, rule.count * 100 / largest)
            html += "<tr><td>\(escapeHTML(rule.title))</td><td><span class=\"sev \(rule.severity)\">\(Self.severityWord(rule.severity))</span></td><td class=\"count\">\(rule.count)</td><td class=\"barcell\"><span class=\"bar \(rule.severity)\" style=\"width:\(width)%\"></span></td></tr>\n"
        }
        html += "</tbody></table>\n"
        return html
    }

    private func filters() -> String {
        guard !allFindings.isEmpty else { return "" }
        var html = "<form class=\"filters\" onsubmit=\"return false\"><label>Show <select id=\"severity\"><option value=\"\">all problems</option><option value=\"error\">only records not imported</option><option value=\"warning\">only warnings</option></select></label> <label>Kind <select id=\"rule\"><option value=\"\">all kinds</option>"
        for rule in rules { html += "<option value=\"\(escapeHTML(rule.code))\">\(escapeHTML(rule.title))</option>" }
        html += "</select></label></form>\n"
        return html
    }

    private func sourceSection(_ source: Source) -> String {
        var html = "<section class=\"source\"><h2>\(escapeHTML(source.name)) <small>\(escapeHTML(source.file))</small></h2>\n"
        guard !source.findings.isEmpty else { return html + "<p>No problems.</p></section>\n" }
        let titles = Dictionary(uniqueKeysWithValues: rules.map { ($0.code, $0.title) })
        var groups: [String: [Finding]] = [:]
        for finding in source.findings { groups[finding.code, default: []].append(finding) }
        for code in groups.keys.sorted() {
            let findings = groups[code] ?? []
            let severity = findings.first?.severity ?? "error"
            html += "<div class=\"group\" data-rule=\"\(escapeHTML(code))\" data-severity=\"\(severity)\"><h3><span class=\"sev \(severity)\">\(Self.severityWord(severity))</span> \(escapeHTML(titles[code] ?? code)) <small>(\(findings.count))</small></h3>\n"
            html += "<table><thead><tr><th>Line</th><th>Record</th><th>Column</th><th>Value found</th><th>What is wrong</th></tr></thead><tbody>\n"
            for finding in findings {
                html += "<tr><td>\(finding.line.map(String.init) ?? "")</td><td>\(escapeHTML(finding.recordId ?? ""))</td><td>\(escapeHTML(finding.field ?? ""))</td><td class=\"value\">\(escapeHTML(finding.value ?? ""))</td><td>\(escapeHTML(finding.message))</td></tr>\n"
            }
            html += "</tbody></table></div>\n"
        }
        if source.unlistedFindings > 0 {
            html += "<p class=\"note\">\(source.unlistedFindings) more problems were counted but are not listed here.</p>\n"
        }
        return html + "</section>\n"
    }

    private static func severityWord(_ severity: String) -> String {
        switch severity {
        case "error": "Not imported"
        case "warning": "Warning"
        default: "Note"
        }
    }

    private static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
        h1{font-size:1.6em;margin-bottom:.2em}h2{margin-top:1.6em;border-bottom:1px solid #ccc}h2 small,h3 small{color:#666;font-weight:normal}
        table{border-collapse:collapse;width:100%;margin:.5em 0 1em}th,td{text-align:left;padding:.25em .5em;border-bottom:1px solid #eee;vertical-align:top}
        th{background:#f4f4f4}.totals td:nth-child(n+3){text-align:right}.bad{color:#b00020;font-weight:bold}
        .rules .count{text-align:right;width:4em}.barcell{width:40%}.bar{display:inline-block;height:.8em;border-radius:2px}
        .bar.error{background:#d9534f}.bar.warning{background:#f0ad4e}.bar.note{background:#9aa5b1}.sev{font-size:.8em;padding:.1em .4em;border-radius:3px;white-space:nowrap}
        .sev.error{background:#fbe3e4;color:#8a1f11}.sev.warning{background:#fff3cd;color:#7a5b00}.value{font-family:ui-monospace,monospace}
        .filters{margin:1em 0;padding:.5em;background:#f8f8f8}.filters label{margin-right:1em}.note{color:#666}
        @media print{.filters{display:none}.group{break-inside:avoid}body{margin:0;max-width:none}}
        """

    private static let script = """
        (function(){var s=document.getElementById('severity'),r=document.getElementById('rule');if(!s)return;
        function apply(){document.querySelectorAll('.group').forEach(function(g){
        var show=(!s.value||g.dataset.severity===s.value)&&(!r.value||g.dataset.rule===r.value);g.style.display=show?'':'none';});}
        s.onchange=apply;r.onchange=apply;})();
        """
}
