public import VetNetCore

extension DuplicatesReport {
    /// Entries the page lists per part (merged owners, merged animals, possible duplicates, chip conflicts):
    /// a page for people, which a browser must still open after a million-record run. The counts at the top are
    /// never capped, and `duplicates.csv` and `duplicates.json` list every entry.
    public static let htmlListLimit = 1000

    /// `duplicates.html`: a self-contained page for staff in `language`, in three parts — these records were
    /// merged, please check these possible duplicates, these chips are on two different animals. People and
    /// animals are named as the evidence and `names` give them, each record by its source row.
    public func html(
        listLimit: Int = Self.htmlListLimit, language: ReportLanguage = .en, names: DuplicatesPageNames = .init()
    ) -> String {
        var bytes: [UInt8] = []
        writeHTML(listLimit: listLimit, language: language, names: names) { chunk in bytes += chunk }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `html()` in chunks of about a megabyte, given to `emit` in order.
    public func writeHTML<Failure: Error>(
        listLimit: Int = Self.htmlListLimit, language: ReportLanguage = .en, names: DuplicatesPageNames = .init(),
        _ emit: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        let text = PageText(language)
        var page = PageStyle.head(title: text.html(.duplicatesTitle, ["pipeline": pipeline]), language: language)
        page += "<h1>\(text.html(.duplicatesHeading, ["pipeline": pipeline]))</h1>\n<p class=\"lead\">"
        func counted(_ count: Int, _ none: PageKey, _ one: PageKey, _ other: PageKey) -> String {
            count == 0 ? text.html(none) : text.html(count: count, one, other)
        }
        page += counted(
            ownerClusters.count + patientClusters.count, .mergedGroupsNone, .mergedGroupsOne, .mergedGroupsOther)
        page += " " + counted(possibleDuplicates.count, .pairsNone, .pairsOne, .pairsOther)
        page += " " + counted(chipConflicts.count, .chipsNone, .chipsOne, .chipsOther) + "</p>\n"
        func flushIfLarge() throws(Failure) {
            guard page.utf8.count >= 1 << 20 else { return }
            try emit(Array(page.utf8))
            page.removeAll(keepingCapacity: true)
        }
        func noteUnlisted(_ count: Int) {
            guard count > listLimit else { return }
            page += "<p class=\"note\">\(text.html(.moreInCSV, ["n": String(count - listLimit)]))</p>\n"
        }
        page += "<h2>\(text.html(.mergedHeading))</h2>\n"
        if ownerClusters.isEmpty && patientClusters.isEmpty { page += "<p>\(text.html(.none))</p>\n" }
        for (isOwner, clusters) in [(true, ownerClusters), (false, patientClusters)] {
            for cluster in clusters.prefix(listLimit) {
                page += Self.clusterCard(cluster, isOwner: isOwner, names: names, text)
                try flushIfLarge()
            }
            noteUnlisted(clusters.count)
        }
        page += "<h2>\(text.html(.reviewHeading))</h2>\n"
        if possibleDuplicates.isEmpty { page += "<p>\(text.html(.none))</p>\n" }
        for pair in possibleDuplicates.prefix(listLimit) {
            let named = Self.memberNames(pair.fields, first: pair.first.id, second: pair.second.id)
            page +=
                "<div class=\"card review\"><h3>\(Self.describe(pair.first, named, text)) · \(Self.describe(pair.second, named, text))</h3>"
            page += "<p>\(text.html(Self.reasonKey(pair.reason)))</p>"
            page += Self.evidenceTable(pair.fields, caption: text.html(.compareCaption), text)
            page += "</div>\n"
            try flushIfLarge()
        }
        noteUnlisted(possibleDuplicates.count)
        page += "<h2>\(text.html(.chipsHeading))</h2>\n"
        if chipConflicts.isEmpty { page += "<p>\(text.html(.none))</p>\n" }
        for conflict in chipConflicts.prefix(listLimit) {
            page += Self.conflictCard(conflict, names: names, text)
            try flushIfLarge()
        }
        noteUnlisted(chipConflicts.count)
        if let historyMerges {
            page += "<h2>\(text.html(.historyMergedHeading))</h2>\n"
            if historyMerges.isEmpty { page += "<p>\(text.html(.none))</p>\n" }
            let listed = historyMerges.prefix(listLimit)
            for start in stride(from: 0, to: listed.count, by: 200) {
                page += Self.historyTable(listed[start..<min(start + 200, listed.count)], names: names, text)
                try flushIfLarge()
            }
            noteUnlisted(historyMerges.count)
            if let unlisted = historyMergesNotListed, unlisted > 0 {
                page += "<p class=\"note\">\(text.html(.historyMergesNotListed, ["n": String(unlisted)]))</p>\n"
            }
        }
        page += "</body>\n</html>\n"
        try emit(Array(page.utf8))
    }

    private static func clusterCard(_ cluster: Cluster, isOwner: Bool, names: DuplicatesPageNames, _ text: PageText)
        -> String
    {
        var named: [String: String] = [:]
        for merge in cluster.merges {
            named.merge(memberNames(merge.fields, first: merge.first, second: merge.second)) { kept, _ in kept }
        }
        let title = named[cluster.canonicalId] ?? text.plain(.unnamed)
        var html = "<div class=\"card\"><h3>\(text.html(isOwner ? .ownerKept : .animalKept, ["name": title]))</h3>"
        html += "<p>\(text.html(.mergedFrom))</p><ul>"
        for member in cluster.members { html += "<li>\(describe(member, named, text))</li>" }
        html += "</ul>"
        if isOwner {
            let animals = names.animalsOfOwner[cluster.canonicalId] ?? []
            html +=
                animals.isEmpty
                ? "<p>\(text.html(.noAnimals))</p>"
                : "<p>\(text.html(.animalsOfOwner, ["list": animals.map(\.shortName).joined(separator: ", ")]))</p>"
        }
        let places = Dictionary(
            cluster.members.map { ($0.id, place($0, text)) }, uniquingKeysWith: { first, _ in first })
        for merge in cluster.merges {
            let caption = text.html(
                .whyMerged,
                [
                    "first": places[merge.first] ?? "", "second": places[merge.second] ?? "",
                    "rule": text.plain(ruleKey(merge.rule)),
                ])
            html += evidenceTable(merge.fields, caption: caption, text)
        }
        return html + "</div>\n"
    }

    /// History merges as a table: the kind, the animal (or owner), the date and vaccine, the row kept, the row
    /// merged into it, and why.
    private static func historyTable(_ merges: ArraySlice<HistoryMerge>, names: DuplicatesPageNames, _ text: PageText)
        -> String
    {
        let keys: [PageKey] = [
            .columnKind, .columnAnimal, .columnDate, .columnVaccine, .columnKept, .columnMergedInto, .columnWhy,
        ]
        var html =
            "<table class=\"cards\"><thead><tr>" + keys.map { "<th>\(text.html($0))</th>" }.joined()
            + "</tr></thead><tbody>"
        for merge in merges {
            let animal = merge.patientId.map { names.animals[$0]?.shortName ?? $0 } ?? merge.ownerId
            let values: [String?] = [
                text.html(kindKey(merge.kind)), animal.map(escapeHTML), merge.date, merge.vaccine.map(escapeHTML),
                escapeHTML(place(merge.kept, text)), escapeHTML(place(merge.merged, text)),
                text.html(merge.rule == "sameVaccineSameDay" ? .ruleSameVaccineDay : .ruleSameRecord),
            ]
            html += "<tr>" + zip(keys, values).map { cell($0, $1, text) }.joined() + "</tr>"
        }
        return html + "</tbody></table>\n"
    }

    private static func conflictCard(_ conflict: ChipConflict, names: DuplicatesPageNames, _ text: PageText) -> String {
        var html = "<div class=\"card conflict\"><h3>\(text.html(.chipHeading, ["chip": conflict.microchip]))</h3>"
        html += "<p>\(text.html(.chipReason)) \(text.html(.chipAdvice))</p>"
        let keys: [PageKey] = [.fieldName, .fieldSpecies, .fieldSex, .fieldBreed, .fieldBirthDate, .columnRecord]
        html +=
            "<table class=\"cards\"><thead><tr>" + keys.map { "<th>\(text.html($0))</th>" }.joined()
            + "</tr></thead><tbody>"
        for member in conflict.patients {
            let animal = names.animals[member.id]
            let values = [animal?.name, animal?.species, animal?.sex, animal?.breed, animal?.birthDate]
            html += "<tr>"
            for (key, value) in zip(keys, values) { html += cell(key, value.map(escapeHTML), text) }
            html += cell(.columnRecord, escapeHTML(place(member, text)), text) + "</tr>"
        }
        return html + "</tbody></table></div>\n"
    }

    /// The names the evidence gives the two records it compares, by record ID: `Bella (dog)`, `Maria Lopez`.
    static func memberNames(_ fields: [FieldEvidence], first: String, second: String) -> [String: String] {
        guard let name = fields.first(where: { $0.field == "name" }) else { return [:] }
        let species = fields.first { $0.field == "species" }
        func named(_ name: String?, _ species: String?) -> String? {
            guard let name, !name.isEmpty else { return nil }
            return species.map { "\(name) (\($0))" } ?? name
        }
        var names: [String: String] = [:]
        names[first] = named(name.firstValue, species?.firstValue)
        names[second] = named(name.secondValue, species?.secondValue)
        return names
    }

    /// A record named and placed: `<strong>Maria Lopez</strong> — clients record 1001, line 2`.
    private static func describe(_ member: Member, _ names: [String: String], _ text: PageText) -> String {
        "<strong>\(escapeHTML(names[member.id] ?? text.plain(.unnamed)))</strong> — \(escapeHTML(place(member, text)))"
    }

    /// Where a record came from, each source row of it, unescaped: `clients record 1001, line 2`, or
    /// `visits line 23` for a row without an ID (history exports often have none).
    private static func place(_ member: Member, _ text: PageText) -> String {
        member.sources.map { source in
            switch (source.sourceId.isEmpty, source.line) {
            case (false, let line?):
                text.plain(.recordAt, ["source": source.source, "id": source.sourceId, "line": String(line)])
            case (false, nil): text.plain(.recordNoLine, ["source": source.source, "id": source.sourceId])
            case (true, let line?): text.plain(.rowAt, ["source": source.source, "line": String(line)])
            case (true, nil): source.source
            }
        }
        .joined(separator: "; ")
    }

    private static func evidenceTable(_ fields: [FieldEvidence], caption: String, _ text: PageText) -> String {
        guard !fields.isEmpty else { return "" }
        let keys: [PageKey] = [.columnDetail, .columnFirst, .columnSecond, .columnAgreement]
        var html = "<table class=\"cards\"><caption>\(caption)</caption><thead><tr>"
        html += keys.map { "<th>\(text.html($0))</th>" }.joined() + "</tr></thead><tbody>"
        let missing = "<span class=\"empty\">—</span>"
        for field in fields {
            let name = fieldKey(field.field).map { text.html($0) } ?? escapeHTML(field.field)
            let level =
                levelKey(field: field.field, level: field.level).map { text.html($0) } ?? escapeHTML(field.level)
            html += "<tr><td data-label=\"\(text.html(.columnDetail))\"><strong>\(name)</strong></td>"
            html +=
                "<td class=\"value\" data-label=\"\(text.html(.columnFirst))\">\(field.firstValue.map(escapeHTML) ?? missing)</td>"
            html +=
                "<td class=\"value\" data-label=\"\(text.html(.columnSecond))\">\(field.secondValue.map(escapeHTML) ?? missing)</td>"
            html += "<td data-label=\"\(text.html(.columnAgreement))\">\(level)</td></tr>"
        }
        return html + "</tbody></table>"
    }

    private static func cell(_ key: PageKey, _ html: String?, _ text: PageText) -> String {
        guard let html, !html.isEmpty else { return "<td></td>" }
        return "<td data-label=\"\(text.html(key))\">\(html)</td>"
    }
}
