/// A postal address as the source gave it, trimmed.
public struct PostalAddress: Hashable, Codable, Sendable {
    public var line1: String?
    public var line2: String?
    public var city: String?
    public var region: String?
    public var postalCode: String?
    public var country: String?

    public init(
        line1: String? = nil, line2: String? = nil, city: String? = nil, region: String? = nil,
        postalCode: String? = nil, country: String? = nil
    ) {
        self.line1 = line1
        self.line2 = line2
        self.city = city
        self.region = region
        self.postalCode = postalCode
        self.country = country
    }

    public var isEmpty: Bool {
        line1 == nil && line2 == nil && city == nil && region == nil && postalCode == nil && country == nil
    }
}

/// Someone to call when the owner cannot be reached.
public struct EmergencyContact: Hashable, Codable, Sendable {
    public var name: String?
    public var phone: String?

    public init(name: String? = nil, phone: String? = nil) {
        self.name = name
        self.phone = phone
    }
}

/// An animal's owner (a clinic's client), normalized.
public struct Owner: Hashable, Codable, Sendable {
    public var id: String
    public var firstName: String?
    public var lastName: String?
    /// The name of a business, shelter or farm that owns animals, kept whole.
    public var organization: String?
    /// Lower-cased; the unique key among owners.
    public var email: String?
    public var phones: [String]
    public var address: PostalAddress?
    public var emergencyContact: EmergencyContact?
    public var preferredCommunication: String?
    public var isActive: Bool
    public var createdAt: String?
    public var updatedAt: String?
    public var sources: [SourceRef]
    /// Emails of merged duplicate records that differ from `email` (dedupe survivorship), in member order.
    public var alternateEmails: [String]
    /// Addresses of merged duplicate records that differ from `address` (dedupe survivorship), in member order.
    public var alternateAddresses: [PostalAddress]

    @inlinable public init(
        id: String, firstName: String? = nil, lastName: String? = nil, organization: String? = nil,
        email: String? = nil, phones: [String] = [],
        address: PostalAddress? = nil, emergencyContact: EmergencyContact? = nil,
        preferredCommunication: String? = nil, isActive: Bool = true, createdAt: String? = nil,
        updatedAt: String? = nil, sources: [SourceRef] = [], alternateEmails: [String] = [],
        alternateAddresses: [PostalAddress] = []
    ) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.organization = organization
        self.email = email
        self.phones = phones
        self.address = address
        self.emergencyContact = emergencyContact
        self.preferredCommunication = preferredCommunication
        self.isActive = isActive
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.sources = sources
        self.alternateEmails = alternateEmails
        self.alternateAddresses = alternateAddresses
    }
}
