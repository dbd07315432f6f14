import VetNetCore
import VetNetMapping

/// Which rows of a source share a source ID and which row of each group is kept (`repeatedIds: first | latest`),
/// worked out in a pass over the source before its records are read.
struct RepeatPlan {
    struct Row {
        let index: Int
        let line: Int?
    }

    struct Group {
        let sourceId: String
        /// Every row of the group in file order.
        let rows: [Row]
        /// The kept row's record index.
        let kept: Int

        /// The rows merged into the kept one, as its `sources` lists them.
        func mergedSources(source: String) -> [SourceRef] {
            rows.filter { $0.index != kept }.map { SourceRef(source: source, sourceId: sourceId, line: $0.line) }
        }

        func line(of index: Int) -> Int? { rows.first { $0.index == index }?.line }
    }

    /// One row as the pass read it: its ID, and the value that orders it (nil when it has none that can be read).
    struct ReadRow {
        let id: String
        let row: Row
        let order: Double?
    }

    private(set) var groups: [Group] = []
    private var groupOfRecord: [Int: Int] = [:]

    init(rows: [ReadRow], keep: RepeatedIDPolicy.Keep) {
        var byID: [String: [Int]] = [:]
        for (position, row) in rows.enumerated() { byID[row.id, default: []].append(position) }
        for (id, positions) in byID where positions.count > 1 {
            let keptPosition: Int
            switch keep {
            case .first, .reject: keptPosition = positions[0]
            case .latest:
                // The newest order value; a row without one is older than any with one; ties go to the later line.
                keptPosition =
                    positions.max { a, b in
                        (rows[a].order ?? -.infinity, a) < (rows[b].order ?? -.infinity, b)
                    } ?? positions[positions.count - 1]
            }
            let group = Group(sourceId: id, rows: positions.map { rows[$0].row }, kept: rows[keptPosition].row.index)
            for row in group.rows { groupOfRecord[row.index] = groups.count }
            groups.append(group)
        }
    }

    /// The group of the record with this index, when its ID repeats.
    func group(ofRecord index: Int) -> Int? { groupOfRecord[index] }

    var isEmpty: Bool { groups.isEmpty }

    /// A value of the order column as a number that sorts newer after older: a date and time, else a number.
    static func orderValue(_ text: String, formats: [DatePattern], pivotYear: Int) -> Double? {
        for format in formats.isEmpty ? DatePattern.isoDefaults : formats {
            guard let parsed = format.parse(text, pivotYear: pivotYear) else { continue }
            let seconds = (parsed.hour ?? 0) * 3600 + (parsed.minute ?? 0) * 60 + (parsed.second ?? 0)
            return Double(parsed.date.dayNumber) * 86_400 + Double(seconds)
        }
        return formats.isEmpty ? parseDecimal(text) : nil
    }
}
