import VetNetCore

/// The order in which survivorship consults a cluster's records: most recently updated first.
///
/// `updatedAt` is ISO `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm:ss`, so plain string order is time order (a date
/// alone sorts before the same date with a time). Records without `updatedAt` come last. Records that tie are
/// ordered by their rows when every member of the cluster came from one source: the later row is the newer, as
/// `repeatedIds` has it (an export of events lists them in time order; a re-impounded animal's last row is its
/// current state). Otherwise ties are broken by ID, which says nothing of time but is stable.
///
/// The helpers below take a cluster's members by position (`0..<count`) and read a field through a closure, so
/// that records are read where they lie rather than copied.
enum Recency {
    static func newestFirst(_ a: (updatedAt: String?, id: String), _ b: (updatedAt: String?, id: String)) -> Bool {
        newestFirst((a.updatedAt, nil, a.id), (b.updatedAt, nil, b.id))
    }

    /// `a` before `b`: newer by `updatedAt`, else by a later row (`line`, given only when the whole cluster came
    /// from one source), else by the smaller ID.
    static func newestFirst(
        _ a: (updatedAt: String?, line: Int?, id: String), _ b: (updatedAt: String?, line: Int?, id: String)
    ) -> Bool {
        switch (a.updatedAt, b.updatedAt) {
        case (let x?, let y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            if let x = a.line, let y = b.line, x != y { return x > y }
            return a.id < b.id
        }
    }

    /// The positions of `count` members, newest first; members that tie keep their order.
    static func newestFirst(_ count: Int, _ key: (Int) -> (updatedAt: String?, id: String)) -> [Int] {
        Array(0..<count).sorted { newestFirst(key($0), key($1)) }
    }

    /// The positions of `count` members, newest first, ties going to the later row when all `sources` are of one
    /// source with lines (see the type's comment).
    static func newestFirst(
        _ count: Int, _ key: (Int) -> (updatedAt: String?, id: String), sources: (Int) -> [SourceRef]
    ) -> [Int] {
        guard let lines = lastLines(count, sources) else { return newestFirst(count, key) }
        return Array(0..<count).sorted {
            let a = key($0)
            let b = key($1)
            return newestFirst((a.updatedAt, lines[$0], a.id), (b.updatedAt, lines[$1], b.id))
        }
    }

    /// Each member's last line, when every member's source records are of one source and have lines.
    static func lastLines(_ count: Int, _ sources: (Int) -> [SourceRef]) -> [Int]? {
        var source: String?
        var lines: [Int] = []
        lines.reserveCapacity(count)
        for position in 0..<count {
            var last: Int?
            for reference in sources(position) {
                guard let line = reference.line, source == nil || source == reference.source else { return nil }
                source = reference.source
                last = max(last ?? line, line)
            }
            guard let last else { return nil }
            lines.append(last)
        }
        return lines
    }

    /// The position of the member whose ID is the cluster's: the smallest established ID, else the smallest ID
    /// (the first of equal ones, as `min()` has it).
    static func canonicalPosition(_ count: Int, established: Set<String>, id: (Int) -> String) -> Int {
        if !established.isEmpty, let position = firstMinimum(count, id: id, where: { established.contains(id($0)) }) {
            return position
        }
        return firstMinimum(count, id: id, where: { _ in true })!
    }

    private static func firstMinimum(_ count: Int, id: (Int) -> String, where included: (Int) -> Bool) -> Int? {
        var best: Int?
        for position in 0..<count where included(position) {
            if let current = best, !(id(position) < id(current)) { continue }
            best = position
        }
        return best
    }

    /// The smallest of the values that are there, as `compactMap(value).min()` gives it (the first of equal ones,
    /// which may be written differently: strings compare by canonical equivalence).
    static func earliest(_ count: Int, _ value: (Int) -> String?) -> String? {
        chosen(count, value) { candidate, current in candidate < current }
    }

    /// The largest of the values that are there, as `compactMap(value).max()` gives it (the first of equal ones).
    static func latest(_ count: Int, _ value: (Int) -> String?) -> String? {
        chosen(count, value) { candidate, current in current < candidate }
    }

    /// The first value that is there, replaced by each later one that `replaces` the one chosen so far.
    private static func chosen(_ count: Int, _ value: (Int) -> String?, replaces: (String, String) -> Bool) -> String? {
        var result: String?
        for position in 0..<count {
            guard let candidate = value(position) else { continue }
            if let current = result, !replaces(candidate, current) { continue }
            result = candidate
        }
        return result
    }

    /// Every member's source records, sorted.
    static func sortedSources(_ count: Int, _ sources: (Int) -> [SourceRef]) -> [SourceRef] {
        var all: [SourceRef] = []
        var total = 0
        for position in 0..<count { total += sources(position).count }
        all.reserveCapacity(total)
        for position in 0..<count { all.append(contentsOf: sources(position)) }
        all.sort()
        return all
    }
}
