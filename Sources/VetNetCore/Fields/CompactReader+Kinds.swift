/// The values of the field kinds beyond text and flags, read as `CompactWriter` writes them, and any kind skipped.
extension CompactReader {
    /// `FieldKind.date`: a text that is not a date reads as none.
    public mutating func date() throws(Damaged) -> LocalDate? {
        try optional().flatMap(LocalDate.init(iso:))
    }

    /// `FieldKind.doubleBits`.
    @inlinable public mutating func doubleBits() throws(Damaged) -> Double? {
        try bool() ? Double(bitPattern: UInt64(truncatingIfNeeded: try count())) : nil
    }

    /// `FieldKind.enumCase`: a text that is no raw value reads as `unknown`.
    public mutating func enumCase<Value: StoredEnum>(_: Value.Type = Value.self) throws(Damaged) -> Value {
        Value.stored(try string())
    }

    /// `FieldKind.address`.
    public mutating func address() throws(Damaged) -> PostalAddress? {
        guard try bool() else { return nil }
        return PostalAddress(
            line1: try optional(), line2: try optional(), city: try optional(), region: try optional(),
            postalCode: try optional(), country: try optional())
    }

    /// `FieldKind.addresses`: an address kept as absent is dropped.
    public mutating func addresses() throws(Damaged) -> [PostalAddress] {
        var addresses: [PostalAddress] = []
        for _ in 0..<max(try count(), 0) {
            if let address = try address() { addresses.append(address) }
        }
        return addresses
    }

    /// `FieldKind.contact`.
    public mutating func contact() throws(Damaged) -> EmergencyContact? {
        try bool() ? EmergencyContact(name: try optional(), phone: try optional()) : nil
    }

    /// `FieldKind.age`.
    public mutating func age() throws(Damaged) -> PatientAge? {
        try bool() ? PatientAge(years: try count(), months: try count()) : nil
    }

    /// `FieldKind.sources`.
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

    /// Moves past what `sources()` reads, without making the strings.
    @inlinable public mutating func skipSources() throws(Damaged) {
        for _ in 0..<(try listCount()) {
            try skipString()  // source
            try skipString()  // source ID
            if try bool() { _ = try count() }  // line
        }
    }

    /// Moves past an address; whether one is present.
    @inlinable @discardableResult public mutating func skipAddress() throws(Damaged) -> Bool {
        guard try bool() else { return false }
        for _ in 0..<6 { try skipOptional() }
        return true
    }

    /// Moves past a value of `kind` without making it. Small, each kind a call, so that it is inlined where the
    /// kind is known, down to that call.
    @inlinable @inline(__always) public mutating func skip(_ kind: FieldKind) throws(Damaged) {
        switch kind {
        case .string, .enumCase: try skipString()
        case .optionalString, .date: try skipOptional()
        case .bool: _ = try bool()
        case .doubleBits: _ = try doubleBits()
        case .strings: try skipStrings()
        case .sources: try skipSources()
        case .address: try skipAddress()
        case .addresses: try skipAddresses()
        case .contact: _ = try skipContact()
        case .age: _ = try age()
        }
    }

    /// Moves past what `addresses()` reads.
    @usableFromInline mutating func skipAddresses() throws(Damaged) {
        for _ in 0..<max(try count(), 0) { try skipAddress() }
    }

    /// Moves past what `contact()` reads; whether one is present.
    @usableFromInline mutating func skipContact() throws(Damaged) -> Bool {
        guard try bool() else { return false }
        try skipOptional()
        try skipOptional()
        return true
    }
}
