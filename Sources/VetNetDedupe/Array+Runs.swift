extension Array {
    /// Calls `body` with the range of each run of adjacent elements that `isAlike` finds alike with the run's
    /// first, in order, longer than one: the groups of equal keys of a sorted array.
    func forEachRepeatedRun(where isAlike: (Element, Element) -> Bool, _ body: (Range<Int>) -> Void) {
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, isAlike(self[start], self[end]) { end += 1 }
            if end - start > 1 { body(start..<end) }
            start = end
        }
    }
}
