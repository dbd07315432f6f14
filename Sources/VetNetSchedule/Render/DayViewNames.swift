/// Who the day view names: vets and patients as the front desk knows them, by the IDs the plan uses. A
/// request file has no names; then the page shows the IDs.
public struct DayViewNames: Sendable, Hashable {
    /// A patient with its owner, for the front desk to greet and call.
    public struct Patient: Sendable, Hashable {
        public var name: String
        public var species: String?
        public var ownerName: String?
        public var ownerPhone: String?

        public init(name: String, species: String? = nil, ownerName: String? = nil, ownerPhone: String? = nil) {
            self.name = name
            self.species = species
            self.ownerName = ownerName
            self.ownerPhone = ownerPhone
        }
    }

    /// Vets' names (`Dr. Grace Okafor`) by specialist ID.
    public var vets: [String: String]
    public var patients: [String: Patient]

    public init(vets: [String: String] = [:], patients: [String: Patient] = [:]) {
        self.vets = vets
        self.patients = patients
    }
}
