/// Disjoint sets over `0..<count` with path halving and union by size. Each set's members form a circular
/// linked list, so listing them needs no array per set (a run over 700k owners would otherwise hold 700k arrays).
struct UnionFind {
    private var parent: [Int32]
    private var sizes: [Int32]
    private var next: [Int32]

    init(count: Int) {
        parent = (0..<count).map { Int32($0) }
        sizes = [Int32](repeating: 1, count: count)
        next = parent
    }

    mutating func find(_ x: Int) -> Int {
        var x = x
        while Int(parent[x]) != x {
            parent[x] = parent[Int(parent[x])]
            x = Int(parent[x])
        }
        return x
    }

    /// The number of members of the set whose root is `root`.
    func size(ofRoot root: Int) -> Int { Int(sizes[root]) }

    /// The members of the set containing `x`, sorted.
    func members(of x: Int) -> [Int] {
        var result = [x]
        var current = Int(next[x])
        while current != x {
            result.append(current)
            current = Int(next[current])
        }
        // Sorted in place: a second list for each of a hundred thousand clusters is an allocation each.
        result.sort()
        return result
    }

    /// Joins the sets of the two roots; returns the new root.
    @discardableResult
    mutating func union(roots a: Int, _ b: Int) -> Int {
        guard a != b else { return a }
        let (big, small) = sizes[a] >= sizes[b] ? (a, b) : (b, a)
        parent[small] = Int32(big)
        sizes[big] += sizes[small]
        next.swapAt(big, small)  // splices the two circular lists into one
        return big
    }
}
