/// The values of the field kinds beyond text and flags, written as `FieldKind` describes them.
extension CompactWriter {
    /// `FieldKind.date`.
    @inlinable public mutating func date(_ date: LocalDate?) {
        optional(date?.description)
    }

    /// `FieldKind.doubleBits`.
    @inlinable public mutating func doubleBits(_ value: Double?) {
        bool(value != nil)
        if let value { count(Int(truncatingIfNeeded: value.bitPattern)) }
    }

    /// `FieldKind.enumCase`.
    @inlinable public mutating func enumCase(_ value: some StoredEnum) {
        string(value.rawValue)
    }

    /// `FieldKind.address`.
    public mutating func address(_ address: PostalAddress?) {
        bool(address != nil)
        guard let address else { return }
        optional(address.line1)
        optional(address.line2)
        optional(address.city)
        optional(address.region)
        optional(address.postalCode)
        optional(address.country)
    }

    /// `FieldKind.addresses`.
    public mutating func addresses(_ addresses: [PostalAddress]) {
        count(addresses.count)
        for address in addresses { self.address(address) }
    }

    /// `FieldKind.contact`.
    @inlinable public mutating func contact(_ contact: EmergencyContact?) {
        bool(contact != nil)
        guard let contact else { return }
        optional(contact.name)
        optional(contact.phone)
    }

    /// `FieldKind.age`.
    @inlinable public mutating func age(_ age: PatientAge?) {
        bool(age != nil)
        guard let age else { return }
        count(age.years)
        count(age.months)
    }

    /// `FieldKind.sources`.
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
