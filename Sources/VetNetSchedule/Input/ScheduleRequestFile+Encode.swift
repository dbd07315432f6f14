import Foundation
import VetNetCore

extension ScheduleRequestFile {
    /// `request` as a request file (`schemas/schedule-request.schema.json`): sorted keys, pretty printed, times as
    /// `HH:mm`. Decoding the bytes gives `request` back; the benchmark and demos write generated days with it.
    public static func encode(_ request: ScheduleRequest) -> [UInt8] {
        let document = FileDocument(
            date: request.date.description, slotMinutes: request.slotMinutes,
            specialists: request.specialists.map(SpecialistRow.init), requests: request.requests.map(RequestRow.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Plain structs of strings and numbers always encode.
        let data = (try? encoder.encode(document)) ?? Data()
        return Array(data) + [0x0A]
    }

    private struct FileDocument: Encodable {
        var date: String
        var slotMinutes: Int
        var specialists: [SpecialistRow]
        var requests: [RequestRow]
    }

    private struct RangeRow: Encodable {
        var start, end: String

        init(_ range: TimeRange) {
            start = ClockTime.text(range.start)
            end = ClockTime.text(range.end)
        }
    }

    private struct SpecialistRow: Encodable {
        var id: String
        var specialties: [String]
        var species: [String]?
        var shifts: [RangeRow]
        var breaks: [RangeRow]

        init(_ item: Specialist) {
            id = item.id
            specialties = item.specialties
            species = item.species
            shifts = item.shifts.map(RangeRow.init)
            breaks = item.breaks.map(RangeRow.init)
        }
    }

    private struct FixedRow: Encodable {
        var specialistId, start: String
    }

    private struct VitalsRow: Encodable {
        var temperatureC, heartRate, respiratoryRate: Double?
    }

    private struct RequestRow: Encodable {
        var id, patientId, species, specialty, earliest, latest: String
        var durationMinutes: Int
        var vtl: Int?
        var fixed: FixedRow?
        var complaint: String?
        var vitals: VitalsRow?

        init(_ item: AppointmentRequest) {
            id = item.id
            patientId = item.patientId
            species = item.species
            specialty = item.specialty
            durationMinutes = item.durationMinutes
            vtl = item.vtl
            earliest = ClockTime.text(item.earliest)
            latest = ClockTime.text(item.latest)
            fixed = item.fixed.map { FixedRow(specialistId: $0.specialistId, start: ClockTime.text($0.start)) }
            complaint = item.complaint
            vitals = item.vitals.map {
                VitalsRow(temperatureC: $0.temperatureC, heartRate: $0.heartRate, respiratoryRate: $0.respiratoryRate)
            }
        }
    }
}
