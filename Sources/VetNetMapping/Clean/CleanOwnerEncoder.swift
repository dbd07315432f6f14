public import VetNetCore
public import VetNetValidation

/// An owner mapped, checked and encoded straight from its row, with its IDs as keys.
public struct CleanOwner: Sendable {
    public let id: IDKey
    public let sourceId: IDKey
    public let encoded: EncodedRecord<Owner>
}

/// `CleanPatientEncoder` for owners: the usual owner row, plain ASCII with a first name, contact details the checks
/// accept and a way to reach the owner, mapped, checked and encoded in one pass, byte for byte as `RecordMapper`,
/// `RecordValidator` and `EncodedRecord` would; any other row gives nil and is left to them. Phone numbers typed
/// the usual way are checked on their bytes (`PhoneCheck.typed`), as are email addresses and postal codes already
/// in the form the checks write; other values go through the checks' own code, on strings made of the bytes.
public struct CleanOwnerEncoder {
    private let slots: OwnerSlots
    private let source: String
    private let ownerIDs: StableID.Maker
    private let defaultCountry: Country
    private let pivotYear: Int
    private let createdAtFormats: [DatePattern]
    private let updatedAtFormats: [DatePattern]

    /// Nil when the source maps owners in a way only the mapper reads: a default or constant value, a value map, a
    /// join, `present`, or an organisation.
    public init?(mapper: RecordMapper, validator: RecordValidator) {
        guard mapper.mapping.entity == .owner else { return nil }
        let slots = mapper.ownerSlots
        let all = [
            slots.sourceId, slots.firstName, slots.lastName, slots.fullName, slots.email, slots.phone,
            slots.addressLine1,
            slots.addressLine2, slots.addressCity, slots.addressRegion, slots.addressPostalCode, slots.addressCountry,
            slots.emergencyContactName, slots.emergencyContactPhone, slots.preferredCommunication, slots.createdAt,
            slots.updatedAt, slots.activity.active, slots.activity.inactive, slots.activity.deceased,
        ]
        guard slots.organization.field == nil, all.allSatisfy({ $0.readsFirstColumnOnly && $0.field?.valueMap == nil })
        else { return nil }
        self.slots = slots
        source = mapper.mapping.source
        ownerIDs = mapper.ownerIDs
        defaultCountry = validator.defaultCountry
        pivotYear = mapper.asOf.year
        createdAtFormats = slots.createdAt.dateFormats
        updatedAtFormats = slots.updatedAt.dateFormats
    }

    private static func isPlainName(_ range: Range<Int>, _ bytes: Span<UInt8>) -> Bool {
        NameCheck.isAcceptedASCII(utf8: bytes.extracting(range), lengthRange: NameCheck.ownerLengthRange)
    }

    /// The row mapped, checked and encoded into `arena`, when it is plain ASCII and passes every rule; otherwise nil.
    public func encode(_ raw: RawRecord, into arena: EncodingArena) -> CleanOwner? {
        guard !raw.hasProblem, var row = raw.packedUTF8 else { return nil }
        let all = row.bytes
        let bytes = all.span
        row.checkPlainASCII(in: bytes)
        // A row without a first name has a finding (or a full name to split): left to the mapper.
        guard case .read(let sourceIdAt) = row.text(slots.sourceId, in: bytes),
            case .read(let firstNameAt) = row.text(slots.firstName, in: bytes),
            case .clean(let lastNameAt) = row.optionalText(slots.lastName, in: bytes),
            case .clean(let line1At) = row.optionalText(slots.addressLine1, in: bytes),
            case .clean(let line2At) = row.optionalText(slots.addressLine2, in: bytes),
            case .clean(let cityAt) = row.optionalText(slots.addressCity, in: bytes),
            case .clean(let regionAt) = row.optionalText(slots.addressRegion, in: bytes),
            case .clean(let postalCodeAt) = row.optionalText(slots.addressPostalCode, in: bytes),
            case .clean(let countryAt) = row.optionalText(slots.addressCountry, in: bytes),
            case .clean(let emergencyNameAt) = row.optionalText(slots.emergencyContactName, in: bytes),
            case .clean(let emergencyPhoneAt) = row.optionalText(slots.emergencyContactPhone, in: bytes),
            case .clean(let preferredAt) = row.optionalText(slots.preferredCommunication, in: bytes),
            case .clean(let email) = email(row, bytes)
        else { return nil }
        // ASCII names of letters, spaces, hyphens, apostrophes and periods pass `owner.name-invalid`; any other
        // name is left to the checks.
        guard Self.isPlainName(firstNameAt, bytes), lastNameAt.map({ Self.isPlainName($0, bytes) }) ?? true else {
            return nil
        }
        let countryText = countryAt.map { String(readASCII: bytes.extracting($0)) }
        let country = Country.of(countryText, default: defaultCountry)
        guard case .clean(let phones) = phones(row, bytes, country: country),
            case .clean(let postalCode) = postalCode(postalCodeAt, bytes, country: country),
            email.isPresent || !phones.isEmpty || line1At != nil,
            let isActive = row.isActive(slots.activity, in: bytes),
            case .clean(let createdAt) = row.dateTime(
                slots.createdAt, createdAtFormats, pivotYear: pivotYear, in: bytes),
            case .clean(let updatedAt) = row.dateTime(
                slots.updatedAt, updatedAtFormats, pivotYear: pivotYear, in: bytes)
        else { return nil }
        let id = ownerIDs.id(utf8: bytes.extracting(sourceIdAt))
        // Every field of `OwnerField`, in its order and as its kind is written, as `EncodedRecord` writes them: the
        // tests hold the bytes to the table's.
        return writing(into: &arena.writer) { writer in
            let start = writer.count
            writer.string(ascii: id)
            writer.optional(firstNameAt, of: bytes)
            writer.optional(lastNameAt, of: bytes)
            writer.bool(false)  // organization
            writer.optional(email, of: bytes)
            writer.count(phones.count)
            for phone in phones { writer.string(ascii: phone) }
            let hasAddress =
                line1At != nil || line2At != nil || cityAt != nil || regionAt != nil || postalCodeAt != nil
                || countryAt != nil
            writer.bool(hasAddress)
            if hasAddress {
                writer.optional(line1At, of: bytes)
                writer.optional(line2At, of: bytes)
                writer.optional(cityAt, of: bytes)
                writer.optional(regionAt, of: bytes)
                writer.optional(postalCode, of: bytes)
                writer.optional(countryAt, of: bytes)
            }
            writer.bool(emergencyNameAt != nil || emergencyPhoneAt != nil)
            if emergencyNameAt != nil || emergencyPhoneAt != nil {
                writer.optional(emergencyNameAt, of: bytes)
                writer.optional(emergencyPhoneAt, of: bytes)
            }
            writer.optional(preferredAt.map { String(readASCII: bytes.extracting($0)).lowercased() })
            writer.bool(isActive)
            writer.optional(createdAt)
            writer.optional(updatedAt)
            writer.singleSource(source, sourceId: bytes.extracting(sourceIdAt), line: raw.location.line)
            writer.count(0)  // alternate emails
            writer.count(0)  // alternate addresses
            return CleanOwner(
                id: IDKey(id), sourceId: IDKey(utf8: bytes.extracting(sourceIdAt)),
                encoded: EncodedRecord(in: arena, range: start..<writer.count))
        }
    }

    /// The address as the checks write it; unclean when they would report it.
    private func email(_ row: PackedRecord, _ bytes: Span<UInt8>) -> CleanValue<CleanText> {
        switch row.text(slots.email, in: bytes) {
        case .absent: return .clean(.none)
        case .read(let range):
            if EmailCheck.isValidAsWritten(ascii: bytes.extracting(range)) { return .clean(.bytes(range)) }
            switch EmailCheck(String(readASCII: bytes.extracting(range)).lowercasedIfNeeded()) {
            case .absent: return .clean(.none)
            case .valid(let address): return .clean(.text(address))
            case .invalid: return .unclean
            }
        case .needsText: return .unclean
        }
    }

    /// The numbers of every phone column in E.164, each once, as `FieldReader.list` and the phone check make
    /// them; unclean when one cannot be read.
    private func phones(_ row: PackedRecord, _ bytes: Span<UInt8>, country: Country?) -> CleanValue<[ShortASCII]> {
        guard let field = slots.phone.field else { return .clean([]) }
        var phones: [ShortASCII] = []
        phones.reserveCapacity(field.indexes.count)
        for index in field.indexes {
            guard let range = row.range(ofField: index) else { continue }
            switch row.asciiReading(range, in: bytes, hasDefault: false) {
            case .absent: continue
            case .read(let trimmed):
                guard case .clean(let phone) = phone(bytes.extracting(trimmed), country: country) else {
                    return .unclean
                }
                if let phone, !phones.contains(phone) { phones.append(phone) }
            case .needsText: return .unclean
            }
        }
        return .clean(phones)
    }

    /// A phone number as the checks write it, nil when there is none; unclean when they would report it.
    private func phone(_ text: Span<UInt8>, country: Country?) -> CleanValue<ShortASCII?> {
        if let typed = PhoneCheck.typed(utf8: text, country: country) {
            switch typed {
            case .absent: return .clean(nil)
            case .valid(let e164): return .clean(e164)
            case .invalid: return .unclean
            }
        }
        // Text the byte path leaves to the check's own: an extension, a placeholder word.
        switch PhoneCheck(String(readASCII: text), country: country) {
        case .absent: return .clean(nil)
        case .valid(let number): return ShortASCII(ascii: number.description).map { .clean($0) } ?? .unclean
        case .invalid, .unchecked: return .unclean
        }
    }

    /// The postal code as the checks write it, checked when the address's country and its shape are known;
    /// unclean when they would report it.
    private func postalCode(_ range: Range<Int>?, _ bytes: Span<UInt8>, country: Country?) -> CleanValue<CleanText> {
        guard let range else { return .clean(.none) }
        guard let country else { return .clean(.bytes(range)) }
        if PostalCodeCheck.isValidAsWritten(utf8: bytes.extracting(range), country: country) {
            return .clean(.bytes(range))
        }
        switch PostalCodeCheck(String(readASCII: bytes.extracting(range)), country: country) {
        case nil: return .clean(.bytes(range))
        case .absent?: return .clean(.none)
        case .valid(let code)?: return .clean(.text(code))
        case .leadingZeroLost?, .invalid?: return .unclean
        }
    }
}
