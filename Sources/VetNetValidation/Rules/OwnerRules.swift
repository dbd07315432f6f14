import VetNetCore

/// The owner rules: a name, valid contact details written in normal form, at least one way to reach them.
enum OwnerRules {
    static func check(_ owner: inout Owner, defaultCountry: Country, _ context: inout RuleContext) {
        if owner.firstName == nil && owner.lastName == nil {
            // A business, shelter or farm has its organisation's name and needs no person's.
            if owner.organization == nil {
                context.report(
                    "owner.name-missing", "The owner has no name; enter at least the last name.", field: "lastName")
            }
        } else if owner.firstName == nil, owner.organization == nil {
            context.report("owner.first-name-missing", "The owner has no first name.", field: "firstName")
        }
        for (field, name) in [("firstName", owner.firstName), ("lastName", owner.lastName)] {
            guard let name, case .invalid(let problem) = NameCheck(name, lengthRange: NameCheck.ownerLengthRange) else {
                continue
            }
            context.report(
                "owner.name-invalid",
                "The name {value} looks damaged: \(problem.reason). A person's name is letters of any script, spaces, hyphens, apostrophes and periods, at most 100; check it in the old system.",
                field: field, value: name)
        }
        if let organization = owner.organization, let problem = organizationProblem(organization) {
            context.report(
                "owner.name-invalid",
                "The organisation's name {value} looks damaged: \(problem). Check it in the old system.",
                field: "organization", value: organization)
        }
        checkEmail(&owner, &context)
        let country = Country.of(owner.address?.country, default: defaultCountry)
        checkPhones(&owner, country: country, &context)
        if let country { checkPostalCode(&owner, country: country, &context) }
        if owner.email == nil && owner.phones.isEmpty && owner.address?.line1 == nil {
            context.report(
                "owner.no-contact",
                "The owner has no valid email, phone or street address: the clinic cannot reach them. Add one.",
                field: "email")
        }
    }

    /// An organisation's name may hold digits and signs (`K9 Rescue & Co.`), but not markup, control or invisible
    /// characters, nor run past 200 characters.
    static func organizationProblem(_ name: String) -> String? {
        let count = name.count
        if count > 200 { return "it is \(count) characters long, more than 200" }
        let refused = name.unicodeScalars.filter { scalar in
            scalar == "<" || scalar == ">"
                || [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
        guard let first = refused.first else { return nil }
        return "it holds \(Diagnostic.derived(escapeInvisibles(String(first)))), which no name has"
    }

    /// An invalid address is left out of the output (it would never reach the owner) and reported.
    private static func checkEmail(_ owner: inout Owner, _ context: inout RuleContext) {
        guard let raw = owner.email else { return }
        switch EmailCheck(raw) {
        case .absent: owner.email = nil
        case .valid(let address): owner.email = address
        case .invalid(let problem):
            owner.email = nil
            context.report(
                "owner.email-invalid", "The email address {value} is not valid (\(problem.reason)); it was left out.",
                field: "email", value: raw)
        }
    }

    /// Phones are written in E.164 (`+15552013344`); one that cannot be read is kept as written, with a warning,
    /// and so is a national number whose country is not known, without one.
    private static func checkPhones(_ owner: inout Owner, country: Country?, _ context: inout RuleContext) {
        // Owners have one or two numbers: a linear search for repeats beats hashing them. The kept numbers are
        // written over the list from its front, which never passes the number being read.
        var kept = 0
        for index in owner.phones.indices {
            let raw = owner.phones[index]
            let phone: String
            switch PhoneCheck(raw, country: country) {
            case .absent: continue
            case .valid(let number): phone = number.description
            case .unchecked: phone = raw
            case .invalid(let problem):
                phone = raw
                context.report(
                    "owner.phone-invalid",
                    "The phone number {value} cannot be read: \(problem.reason). It was kept as written.",
                    field: "phone", value: raw)
            }
            if !owner.phones[..<kept].contains(phone) {
                owner.phones[kept] = phone
                kept += 1
            }
        }
        if kept < owner.phones.count { owner.phones.removeSubrange(kept...) }
    }

    private static func checkPostalCode(_ owner: inout Owner, country: Country, _ context: inout RuleContext) {
        guard let raw = owner.address?.postalCode, let check = PostalCodeCheck(raw, country: country) else { return }
        switch check {
        case .absent: owner.address?.postalCode = nil
        case .valid(let code): owner.address?.postalCode = code
        case .leadingZeroLost(let proposed):
            context.report(
                "owner.postal-code-invalid",
                "The postal code {value} has lost its leading zero (a spreadsheet drops it); it is probably \(Diagnostic.derived(proposed)).",
                field: "address.postalCode", value: raw)
        case .invalid(_, let expected):
            context.report(
                "owner.postal-code-invalid",
                "The postal code {value} does not fit \(country.code) (\(expected)); it was kept as written.",
                field: "address.postalCode", value: raw)
        }
    }
}
