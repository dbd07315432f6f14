public import VetNetCore

extension ValidationReport {
    /// Findings the page lists per source: the run keeps this many for the page and `validation.json`, and
    /// `validation.csv` lists every one.
    public static let htmlListLimit = 1000

    /// `validation.html`: one self-contained page for clinic staff (no network, no other files) in `language`,
    /// readable on a phone and when printed. A summary with a bar per rule, then each source's problems grouped
    /// by rule, with filters by severity and rule.
    public func html(language: ReportLanguage = .en) -> String {
        let text = PageText(language)
        var page = PageStyle.head(title: text.html(.validationTitle, ["pipeline": pipeline]), language: language)
        page += "<h1>\(text.html(.validationHeading, ["pipeline": pipeline]))</h1>\n"
        page += "<p class=\"lead\">\(summary(text))</p>\n"
        page += totalsTable(text)
        page += rulesSection(text)
        page += filters(text)
        for source in sources { page += sourceSection(source, text) }
        page += """
            <script>\(Self.script)</script>
            </body>
            </html>

            """
        return page
    }

    private func summary(_ text: PageText) -> String {
        if totals.rejected == 0 && totals.warnings == 0 && totals.errors == 0 {
            return text.html(.validationAllClean, ["date": asOf])
        }
        let counts = text.html(
            count: totals.read, .validationCountsOne, .validationCountsOther,
            ["accepted": String(totals.accepted), "rejected": String(totals.rejected), "merged": String(totals.merged)])
        return counts + " " + text.html(.validationAdvice, ["date": asOf])
    }

    private func totalsTable(_ text: PageText) -> String {
        let heads: [(PageKey, Bool)] = [
            (.columnSource, false), (.columnFile, false), (.columnRead, true), (.columnImported, true),
            (.columnNotImported, true), (.columnMerged, true), (.columnWarnings, true),
        ]
        var html = "<table class=\"totals cards\"><thead><tr>"
        for (key, number) in heads { html += "<th\(number ? " class=\"num\"" : "")>\(text.html(key))</th>" }
        html += "</tr></thead><tbody>\n"
        func row(_ name: String, _ file: String, _ counts: Totals, total: Bool = false) -> String {
            func cell(_ key: PageKey, _ value: String, _ type: String = "") -> String {
                let label = value.isEmpty ? "" : " data-label=\"\(text.html(key))\""
                return "<td\(type.isEmpty ? "" : " class=\"\(type)\"")\(label)>\(value)</td>"
            }
            let tag = total ? "tr class=\"total\"" : "tr"
            return "<\(tag)>" + cell(.columnSource, total ? "<strong>\(name)</strong>" : name) + cell(.columnFile, file)
                + cell(.columnRead, String(counts.read), "num") + cell(.columnImported, String(counts.accepted), "num")
                + cell(.columnNotImported, String(counts.rejected), counts.rejected > 0 ? "num bad" : "num")
                + cell(.columnMerged, String(counts.merged), "num")
                + cell(.columnWarnings, String(counts.warnings), "num")
                + "</tr>\n"
        }
        for source in sources { html += row(escapeHTML(source.name), escapeHTML(source.file), source.totals) }
        if sources.count > 1 { html += row(text.html(.totalRow), "", totals, total: true) }
        return html + "</tbody></table>\n"
    }

    private func rulesSection(_ text: PageText) -> String {
        guard !rules.isEmpty else { return "" }
        let largest = max(1, rules.map(\.count).max() ?? 1)
        var html =
            "<h2>\(text.html(.problemsByKind))</h2>\n<table class=\"rules cards\"><thead><tr><th>\(text.html(.columnProblem))</th><th>\(text.html(.columnEffect))</th><th class=\"num\">\(text.html(.columnCount))</th><th>\(text.html(.columnShare))</th></tr></thead><tbody>\n"
        for rule in rules {
            let width = max(1, rule.count * 100 / largest)
            let severity = escapeHTML(rule.severity)
            html += "<tr><td data-label=\"\(text.html(.columnProblem))\">\(escapeHTML(rule.title))</td>"
            html +=
                "<td data-label=\"\(text.html(.columnEffect))\"><span class=\"sev \(severity)\">\(Self.severityWord(rule.severity, text))</span></td>"
            html += "<td class=\"num\" data-label=\"\(text.html(.columnCount))\">\(rule.count)</td>"
            html +=
                "<td class=\"barcell\"><span class=\"bar \(severity)\" style=\"width:\(width)%\"></span></td></tr>\n"
        }
        return html + "</tbody></table>\n"
    }

    private func filters(_ text: PageText) -> String {
        guard sources.contains(where: { !$0.findings.isEmpty }) else { return "" }
        var html =
            "<form class=\"filters\" onsubmit=\"return false\"><label>\(text.html(.filterShow)) <select id=\"severity\">"
        html +=
            "<option value=\"\">\(text.html(.filterAllProblems))</option><option value=\"error\">\(text.html(.filterOnlyRejected))</option><option value=\"warning\">\(text.html(.filterOnlyWarnings))</option></select></label>"
        html +=
            " <label>\(text.html(.filterKind)) <select id=\"rule\"><option value=\"\">\(text.html(.filterAllKinds))</option>"
        for rule in rules { html += "<option value=\"\(escapeHTML(rule.code))\">\(escapeHTML(rule.title))</option>" }
        return html + "</select></label></form>\n"
    }

    private func sourceSection(_ source: Source, _ text: PageText) -> String {
        var html =
            "<section class=\"source\"><h2>\(escapeHTML(source.name)) <small>\(escapeHTML(source.file))</small></h2>\n"
        guard !source.findings.isEmpty else { return html + "<p>\(text.html(.noProblems))</p></section>\n" }
        let titles = Dictionary(rules.map { ($0.code, $0.title) }, uniquingKeysWith: { first, _ in first })
        var groups: [String: [Finding]] = [:]
        for finding in source.findings.prefix(Self.htmlListLimit) { groups[finding.code, default: []].append(finding) }
        let labels = [PageKey.columnLine, .columnRecord, .columnColumn, .columnFound, .columnWhatIsWrong].map {
            text.html($0)
        }
        for code in groups.keys.sorted() {
            let findings = groups[code] ?? []
            let severity = findings.first?.severity ?? "error"
            html +=
                "<div class=\"group\" data-rule=\"\(escapeHTML(code))\" data-severity=\"\(escapeHTML(severity))\"><h3><span class=\"sev \(escapeHTML(severity))\">\(Self.severityWord(severity, text))</span> \(escapeHTML(titles[code] ?? code)) <small>(\(findings.count))</small></h3>\n"
            html +=
                "<table class=\"cards\"><thead><tr>" + labels.map { "<th>\($0)</th>" }.joined()
                + "</tr></thead><tbody>\n"
            for finding in findings {
                let cells = [
                    finding.line.map(String.init) ?? "", escapeHTML(finding.recordId ?? ""),
                    escapeHTML(finding.field ?? ""),
                    Self.valueCell(finding, text), escapeHTML(finding.message),
                ]
                html += "<tr>"
                for (index, cell) in cells.enumerated() {
                    let type = index == 0 ? " class=\"num\"" : index == 3 ? " class=\"value\"" : ""
                    html +=
                        cell.isEmpty ? "<td\(type)></td>" : "<td\(type) data-label=\"\(labels[index])\">\(cell)</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody></table></div>\n"
        }
        let total = source.findings.count + source.unlistedFindings
        if total > Self.htmlListLimit {
            html +=
                "<p class=\"note\">\(text.html(.validationMoreInCSV, ["shown": String(Self.htmlListLimit), "total": String(total)]))</p>\n"
        }
        return html + "</section>\n"
    }

    /// The value as the file holds it, and beside it the value as it was read where the two differ.
    private static func valueCell(_ finding: Finding, _ text: PageText) -> String {
        guard let shown = finding.found ?? finding.value else { return "" }
        var cell = shown.isEmpty ? "<span class=\"empty\">\(text.html(.emptyValue))</span>" : escapeHTML(shown)
        if let value = finding.value, finding.found != nil, value != shown {
            cell += "<span class=\"normalized\">\(text.html(.readAs, ["value": value]))</span>"
        }
        return cell
    }

    private static func severityWord(_ severity: String, _ text: PageText) -> String {
        switch severity {
        case "error": text.html(.severityError)
        case "warning": text.html(.severityWarning)
        default: text.html(.severityNote)
        }
    }

    private static let script = """
        (function(){var s=document.getElementById('severity'),r=document.getElementById('rule');if(!s)return;
        function apply(){document.querySelectorAll('.group').forEach(function(g){
        var show=(!s.value||g.dataset.severity===s.value)&&(!r.value||g.dataset.rule===r.value);g.style.display=show?'':'none';});}
        s.onchange=apply;r.onchange=apply;})();
        """
}
