extension Array where Element: Comparable {
    /// The first index of `value` in this sorted array, or nil when it is not there.
    func sortedFirstIndex(of value: Element) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < count && self[low] == value ? low : nil
    }

    /// The index of `value` in this sorted array, which must contain it.
    func binarySearch(_ value: Element) -> Int {
        guard let index = sortedFirstIndex(of: value) else { preconditionFailure("\(value) is not in the array") }
        return index
    }
}
