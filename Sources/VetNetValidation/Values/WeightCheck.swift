/// Whether a weight in kilograms is plausible for a species.
public enum WeightCheck: Hashable, Sendable {
    case valid
    /// Zero or negative (or not a number): never a real weight.
    case notPositive
    /// Outside the species' range; `likelyMixUp` names a unit error that would explain it, when one does.
    case outOfRange(ClosedRange<Double>, likelyMixUp: WeightUnitMixUp?)

    /// Checks `kilograms` against `range` (both ends included).
    public init(kilograms: Double, range: ClosedRange<Double>) {
        guard kilograms > 0, kilograms.isFinite else {
            self = .notPositive
            return
        }
        if range.contains(kilograms) {
            self = .valid
            return
        }
        self = .outOfRange(range, likelyMixUp: WeightUnitMixUp.explaining(kilograms, range: range))
    }

    public var isValid: Bool { self == .valid }
}

/// A unit error that would put an out-of-range weight back in range, for staff messages
/// (DOMAIN.md §3.5: "a 4.5 value for a budgie means grams vs kg, a 60 for a cat means lb vs kg").
public enum WeightUnitMixUp: String, Hashable, Sendable {
    /// The number was grams but read as kilograms.
    case gramsReadAsKilograms
    /// The number was pounds but read as kilograms.
    case poundsReadAsKilograms
    /// The number was kilograms but read as grams.
    case kilogramsReadAsGrams

    static func explaining(_ kilograms: Double, range: ClosedRange<Double>) -> WeightUnitMixUp? {
        if kilograms > range.upperBound {
            // Grams first: a number a thousand times too big is rarely pounds, and birds are weighed in grams.
            if range.contains(kilograms / 1000) { return .gramsReadAsKilograms }
            if range.contains(kilograms * 0.453_592_37) { return .poundsReadAsKilograms }
        } else if range.contains(kilograms * 1000) {
            return .kilogramsReadAsGrams
        }
        return nil
    }

    /// Plain words for a message: "the weight looks like pounds recorded as kilograms".
    public var explanation: String {
        switch self {
        case .gramsReadAsKilograms: "the number looks like grams recorded as kilograms"
        case .poundsReadAsKilograms: "the number looks like pounds recorded as kilograms"
        case .kilogramsReadAsGrams: "the number looks like kilograms recorded as grams"
        }
    }
}
