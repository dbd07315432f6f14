extension SourceDrafter {
    /// Names of a column that holds only the house number (`street_number`, `Hausnummer`), folded as
    /// `HeaderVocabulary.key` folds them, each with whether the number is written after the street where the name
    /// is used (German and Dutch addresses: `Hauptstraße 12`) rather than before it (`12 Main Street`, `12 rue …`).
    static let houseNumberColumns: [String: Bool] = [
        "streetnumber": false, "streetno": false, "streetnum": false, "housenumber": false, "houseno": false,
        "housenum": false, "housenr": false, "civicnumber": false, "buildingnumber": false, "numerodevoie": false,
        "numerorue": false, "hausnummer": true, "hausnr": true, "huisnummer": true, "huisnr": true,
    ]

    /// An export that keeps the house number in a column of its own: the street line is read from both, the number
    /// where addresses of its language write it, so that two records of one address compare as one.
    static func joinHouseNumber(_ fields: inout [String: FieldDraft], in profile: FileProfile, taken: Set<String>) {
        guard var line = fields["address.line1"], line.columns.count == 1,
            let column = profile.columns.first(where: {
                !taken.contains($0.name) && houseNumberColumns[HeaderVocabulary.key($0.name)] != nil
            }),
            let afterStreet = houseNumberColumns[HeaderVocabulary.key(column.name)]
        else { return }
        line.columns = afterStreet ? line.columns + [column.name] : [column.name] + line.columns
        line.join = " "
        line.reasons.append(
            "with the house number from \(quoted(column.name)), \(afterStreet ? "after" : "before") the street")
        fields["address.line1"] = line
    }
}
