// The request file exactly as written on disk: times are still text, so that a malformed time can be reported
// with the request it belongs to instead of failing the whole decode.

struct RequestFileFormat: Decodable {
    var date: String
    var slotMinutes: Int?
    var specialists: [SpecialistFormat]
    var requests: [RequestFormat]

    static let keys: Set<String> = ["date", "slotMinutes", "specialists", "requests"]
}

struct RangeFormat: Decodable {
    var start: String
    var end: String

    static let keys: Set<String> = ["start", "end"]
}

struct SpecialistFormat: Decodable {
    var id: String
    var specialties: [String]
    var species: [String]?
    var shifts: [RangeFormat]
    var breaks: [RangeFormat]?

    static let keys: Set<String> = ["id", "specialties", "species", "shifts", "breaks"]
}

struct RequestFormat: Decodable {
    var id: String
    var patientId: String
    var species: String
    var specialty: String
    var durationMinutes: Int
    var vtl: Int?
    var earliest: String
    var latest: String
    var fixed: FixedFormat?
    var complaint: String?
    var vitals: VitalsFormat?

    static let keys: Set<String> = [
        "id", "patientId", "species", "specialty", "durationMinutes", "vtl", "earliest", "latest", "fixed",
        "complaint", "vitals",
    ]
}

struct FixedFormat: Decodable {
    var specialistId: String
    var start: String

    static let keys: Set<String> = ["specialistId", "start"]
}

struct VitalsFormat: Decodable {
    var temperatureC: Double?
    var heartRate: Double?
    var respiratoryRate: Double?

    static let keys: Set<String> = ["temperatureC", "heartRate", "respiratoryRate"]
}
