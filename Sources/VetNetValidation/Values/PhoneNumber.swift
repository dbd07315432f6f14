/// A phone number in E.164 form.
public struct PhoneNumber: Hashable, Sendable, CustomStringConvertible {
    /// `+` country code national number, digits only: `+15552013344`.
    public let e164: String
    /// An extension written after the number (`x123` → `123`), which E.164 cannot hold.
    public let extensionNumber: String?

    public init(e164: String, extensionNumber: String? = nil) {
        self.e164 = e164
        self.extensionNumber = extensionNumber
    }

    /// `+15552013344`, or `+15552013344;ext=12` (RFC 3966's spelling) with an extension.
    public var description: String { extensionNumber.map { "\(e164);ext=\($0)" } ?? e164 }

    /// What kind of line libphonenumber's ranges say the number is; `.unknown` when it is in no range in service.
    /// Worked out on demand: it costs microseconds (a regular expression per kind), too much for every number of
    /// a run.
    public var kind: Kind { PhoneLibrary.type(ofE164: e164) }

    /// libphonenumber's number types.
    public enum Kind: CaseIterable, Sendable {
        case fixedLine, mobile, fixedLineOrMobile, tollFree, premiumRate, sharedCost, voip, personal, pager
        case universalAccess, voicemail, unknown
    }
}
