extension Owner: CompactStorable {
    public func encodeFields(to writer: inout CompactWriter) {
        writer.optional(firstName)
        writer.optional(lastName)
        writer.optional(organization)
        writer.optional(email)
        writer.strings(phones)
        writer.address(address)
        writer.bool(emergencyContact != nil)
        if let emergencyContact {
            writer.optional(emergencyContact.name)
            writer.optional(emergencyContact.phone)
        }
        writer.optional(preferredCommunication)
        writer.bool(isActive)
        writer.optional(createdAt)
        writer.optional(updatedAt)
        writer.sources(sources)
        writer.strings(alternateEmails)
        writer.count(alternateAddresses.count)
        for address in alternateAddresses { writer.address(address) }
    }

    public static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Owner {
        try decode(id: id, fields: &reader, layout: CompactLayout.current)
    }

    /// `layout` 1 is the form before `organization`, which such records read as nil.
    public static func decode(id: String, fields reader: inout CompactReader, layout: Int) throws(CompactReader.Damaged)
        -> Owner
    {
        // Read into locals and made at once: setting fields of a `var` owner copied it.
        let firstName = try reader.optional()
        let lastName = try reader.optional()
        let organization = layout >= 2 ? try reader.optional() : nil
        let email = try reader.optional()
        let phones = try reader.strings()
        let address = try reader.address()
        let emergencyContact =
            try reader.bool() ? EmergencyContact(name: try reader.optional(), phone: try reader.optional()) : nil
        let preferredCommunication = try reader.optional()
        let isActive = try reader.bool()
        let createdAt = try reader.optional()
        let updatedAt = try reader.optional()
        let sources = try reader.sources()
        let alternateEmails = try reader.strings()
        var alternateAddresses: [PostalAddress] = []
        for _ in 0..<max(try reader.count(), 0) {
            if let address = try reader.address() { alternateAddresses.append(address) }
        }
        return Owner(
            id: id, firstName: firstName, lastName: lastName, organization: organization, email: email, phones: phones,
            address: address,
            emergencyContact: emergencyContact, preferredCommunication: preferredCommunication, isActive: isActive,
            createdAt: createdAt, updatedAt: updatedAt, sources: sources, alternateEmails: alternateEmails,
            alternateAddresses: alternateAddresses)
    }
}

extension Owner {
    /// The fields owner matching compares: the names, email, phones and address.
    public struct MatchingFields: Sendable {
        public var firstName: String?
        public var lastName: String?
        public var email: String?
        public var phones: [String]
        public var address: PostalAddress?

        public init(firstName: String?, lastName: String?, email: String?, phones: [String], address: PostalAddress?) {
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
            self.phones = phones
            self.address = address
        }
    }

    /// The fields owner matching compares, read from a stored owner (its ID first) without making the rest: the
    /// fields of `encodeFields`, in its order, up to the address.
    public static func matchingFields(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> MatchingFields {
        try reader.skipString()  // id
        let firstName = try reader.optional()
        let lastName = try reader.optional()
        try reader.skipOptional()  // organization
        let email = try reader.optional()
        let phones = try reader.strings()
        let address = try reader.address()
        return MatchingFields(firstName: firstName, lastName: lastName, email: email, phones: phones, address: address)
    }
}

extension CompactWriter {
    mutating func address(_ address: PostalAddress?) {
        bool(address != nil)
        guard let address else { return }
        optional(address.line1)
        optional(address.line2)
        optional(address.city)
        optional(address.region)
        optional(address.postalCode)
        optional(address.country)
    }

    public mutating func sources(_ sources: [SourceRef]) {
        count(sources.count)
        for source in sources { sourceEntry(source.source, sourceId: source.sourceId.utf8.span, line: source.line) }
    }

    /// The list of one source, its ID given as UTF-8, as `sources` writes `[SourceRef(source:sourceId:line:)]`.
    public mutating func singleSource(_ source: String, sourceId: Span<UInt8>, line: Int?) {
        count(1)
        sourceEntry(source, sourceId: sourceId, line: line)
    }

    private mutating func sourceEntry(_ source: String, sourceId: Span<UInt8>, line: Int?) {
        string(source)
        string(utf8: sourceId)
        bool(line != nil)
        if let line { count(line) }
    }
}

extension CompactReader {
    mutating func address() throws(Damaged) -> PostalAddress? {
        guard try bool() else { return nil }
        return PostalAddress(
            line1: try optional(), line2: try optional(), city: try optional(), region: try optional(),
            postalCode: try optional(), country: try optional())
    }

    /// Moves past what `sources()` reads, without making the strings.
    public mutating func skipSources() throws(Damaged) {
        for _ in 0..<(try listCount()) {
            try skipString()  // source
            try skipString()  // source ID
            if try bool() { _ = try count() }  // line
        }
    }

    public mutating func sources() throws(Damaged) -> [SourceRef] {
        let total = try listCount()
        var sources: [SourceRef] = []
        sources.reserveCapacity(total)
        for _ in 0..<total {
            let source = try string()
            let sourceId = try string()
            let line = try bool() ? try count() : nil
            sources.append(SourceRef(source: source, sourceId: sourceId, line: line))
        }
        return sources
    }
}
