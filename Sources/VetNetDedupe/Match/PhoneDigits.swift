/// The digits of an owner's phone numbers, in order: the first two held in place, any more in a list. Most owners
/// have one or two, and a list for each of a million owners was an allocation to make and one to free, the
/// freeing on one core while the other waited.
public struct PhoneDigits: RandomAccessCollection, Equatable, Sendable {
    private var first = ""
    private var second = ""
    private var more: [String] = []
    public private(set) var count = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> String {
        precondition(position >= 0 && position < count, "no phone number \(position)")
        switch position {
        case 0: return first
        case 1: return second
        default: return more[position - 2]
        }
    }

    mutating func append(_ digits: String) {
        switch count {
        case 0: first = digits
        case 1: second = digits
        default: more.append(digits)
        }
        count += 1
    }
}
