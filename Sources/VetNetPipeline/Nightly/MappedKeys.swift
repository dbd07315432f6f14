import VetNetState

/// Tonight's mapped records by key, in key order, found by halving. An entry is a source ID, its source as a rank
/// among the night's source names in name order (so that entries sort as their keys do) and where the record is: 24
/// bytes, where the keys with their sources' names beside the positions took 48 (79 MB of a first night's peak at
/// 1.65 million records, `heaptrack`).
struct MappedKeys: RandomAccessCollection, Sendable {
    struct Entry: Sendable {
        var sourceId: String
        var sourceRank: UInt16
        var kind: RecordKind
        var index: UInt32
    }

    private var entries: [Entry]
    /// The night's source names in name order, at their ranks.
    let sourceNames: [String]

    /// `entries` sorted by rank and source ID, one per key; `sourceNames` sorted.
    init(sorted entries: [Entry], sourceNames: [String]) {
        self.entries = entries
        self.sourceNames = sourceNames
    }

    var startIndex: Int { 0 }
    var endIndex: Int { entries.count }

    subscript(place: Int) -> (key: SourceKey, position: NightRecords.Position) {
        let entry = entries[place]
        return (
            SourceKey(source: sourceNames[Int(entry.sourceRank)], sourceId: entry.sourceId),
            (entry.kind, Int(entry.index))
        )
    }

    /// The place of `key`'s entry.
    func place(of key: SourceKey) -> Int? {
        // A night has a few sources: looked for in turn.
        guard let rank = sourceNames.firstIndex(of: key.source) else { return nil }
        let wanted = (UInt16(rank), key.sourceId)
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if (entries[middle].sourceRank, entries[middle].sourceId) < wanted {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < entries.count, entries[low].sourceRank == wanted.0, entries[low].sourceId == wanted.1 else {
            return nil
        }
        return low
    }

    /// Points the entries at the records' new places after a reorder: `owners` and `patients` give each old index
    /// its new one (empty when that kind was not reordered).
    mutating func move(owners: [Int], patients: [Int]) {
        for place in entries.indices {
            let old = Int(entries[place].index)
            switch entries[place].kind {
            case .owner: if !owners.isEmpty { entries[place].index = UInt32(owners[old]) }
            case .patient: if !patients.isEmpty { entries[place].index = UInt32(patients[old]) }
            }
        }
    }
}
