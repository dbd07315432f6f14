import VetNetCore

/// The owner rules: a name, at least one way to reach the owner.
enum OwnerRules {
    static func check(_ owner: Owner, defaultCountry: String, _ context: inout RuleContext) {
        if owner.firstName == nil && owner.lastName == nil {
            context.report("owner.name-missing", "The owner has no name; enter at least the last name.", field: "lastName")
        } else if owner.firstName == nil {
            context.report("owner.first-name-missing", "The owner has no first name.", field: "firstName")
        }
        if owner.email == nil && owner.phones.isEmpty && (owner.address?.line1 == nil) {
            context.report("owner.no-contact", "The owner has no email, phone or street address: the clinic cannot reach them. Add one.", field: "email")
        }
    }
}
