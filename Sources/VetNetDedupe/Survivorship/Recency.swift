/// The order in which survivorship consults a cluster's records: most recently updated first.
///
/// `updatedAt` is ISO `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm:ss`, so plain string order is time order (a date
/// alone sorts before the same date with a time). Records without `updatedAt` come last; ties are broken by ID.
enum Recency {
    static func newestFirst(_ a: (updatedAt: String?, id: String), _ b: (updatedAt: String?, id: String)) -> Bool {
        switch (a.updatedAt, b.updatedAt) {
        case (let x?, let y?) where x != y: x > y
        case (.some, nil): true
        case (nil, .some): false
        default: a.id < b.id
        }
    }
}

extension Array {
    /// The first non-nil, non-empty value of `value` over the elements.
    func firstPresent(_ value: (Element) -> String?) -> String? {
        for element in self {
            if let text = value(element), !text.isEmpty { return text }
        }
        return nil
    }
}
