extension VaccineCatalog {
    /// The vaccine type with this output code (`rabies`, `fvrcp`), for records that carry only the code.
    public static func type(code: String) -> VaccineType? { typesByCode[code] }

    private static let typesByCode = Dictionary(types.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
}
