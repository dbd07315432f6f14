public import VetNetCore

/// Owners and patients with random text in every field (empty, non-ASCII, line breaks, long values), optionals
/// nil about a third of the time: for round trips through the compact forms.
public struct RandomRecords {
    public var random: SplitMix64
    let pieces = [
        "", "a", "Zoë", "O'Malley", "🐕", "12 Oak St.", "+15551230001", "line\nbreak",
        String(repeating: "x", count: 300),
    ]

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    public mutating func text() -> String {
        (0..<random.int(in: 0...3)).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    public mutating func optional() -> String? { random.below(3) == 0 ? nil : text() }

    public mutating func texts() -> [String] { (0..<random.int(in: 0...3)).map { _ in text() } }

    public mutating func address() -> PostalAddress? {
        random.below(3) == 0
            ? nil
            : PostalAddress(
                line1: optional(), line2: optional(), city: optional(), region: optional(), postalCode: optional(),
                country: optional())
    }

    public mutating func sources() -> [SourceRef] {
        (0..<random.int(in: 1...3)).map { _ in
            SourceRef(
                source: text(), sourceId: text(), line: random.below(2) == 0 ? nil : random.int(in: 1...2_000_000))
        }
    }

    public mutating func owner() -> Owner {
        Owner(
            id: text(), firstName: optional(), lastName: optional(), organization: optional(), email: optional(),
            phones: texts(),
            address: address(),
            emergencyContact: random.below(2) == 0 ? nil : EmergencyContact(name: optional(), phone: optional()),
            preferredCommunication: optional(), isActive: random.below(2) == 0, createdAt: optional(),
            updatedAt: optional(), sources: sources(), alternateEmails: texts(),
            alternateAddresses: (0..<random.int(in: 0...2)).compactMap { _ in address() })
    }

    /// A patient whose age, when it has a birth date, is its age on `asOf`.
    public mutating func patient(asOf: LocalDate) -> Patient {
        let birth =
            random.below(3) == 0
            ? nil
            : LocalDate(year: random.int(in: 1990...2026), month: random.int(in: 1...12), day: random.int(in: 1...28))
        return Patient(
            id: text(), medicalId: text(), name: text(), species: optional(), breed: optional(),
            sex: Sex.allCases[random.below(Sex.allCases.count)],
            reproductiveStatus: ReproductiveStatus.allCases[random.below(ReproductiveStatus.allCases.count)],
            birthDate: birth, birthDateEstimated: birth != nil && random.below(4) == 0, age: birth?.age(on: asOf),
            weightKg: random.below(3) == 0 ? nil : Double(random.int(in: 1...900_000)) / 1000,
            microchip: optional(), notes: optional(), ownerId: text(), isActive: random.below(2) == 0,
            createdAt: optional(), updatedAt: optional(), sources: sources(), breedOriginal: optional(),
            alternateNames: texts(), alternateMicrochips: texts(), color: optional(),
            speciesOriginal: optional())
    }

    /// A history record of `kind` with random values in about two fields of three: texts that need escaping
    /// (quotes, backslashes, control characters, line breaks) and non-ASCII, dates of any year, numbers whole and
    /// fractional, small and large, negative integers, lists (empty ones too), and one to three sources.
    public mutating func history(_ kind: HistoryKind) -> HistoryRecord {
        let awkward = ["\"quoted\"", "back\\slash", "tab\tand\u{1}", "é ü ✓"]
        func historyText() -> String { random.below(4) == 0 ? awkward[random.below(awkward.count)] : text() }
        func present() -> Bool { random.below(3) != 0 }
        let values: [HistoryValue?] = kind.table.fields.map { field in
            guard present() else { return nil }
            switch field.kind {
            case .text: return .text(historyText())
            case .date: return .date(LocalDate(dayNumber: random.int(in: 366...3_652_000))!)
            case .number, .weight:
                let numbers = [
                    Double(random.int(in: -100_000...100_000)) / 100, Double(random.int(in: 0...1_000_000)) / 3,
                    Double(random.int(in: 0...50)), 1e20 * Double(random.int(in: 1...9)), 0.000_1,
                ]
                return .number(numbers[random.below(numbers.count)])
            case .integer: return .integer(random.int(in: -1_000_000...1_000_000))
            case .list: return .list((0..<random.int(in: 0...3)).map { _ in historyText() })
            }
        }
        var record = HistoryRecord(
            kind: kind, id: kind.idPrefix + text(), patientId: present() ? text() : nil,
            ownerId: present() ? text() : nil, values: values, sources: sources())
        record.isActive = present()
        return record
    }
}
