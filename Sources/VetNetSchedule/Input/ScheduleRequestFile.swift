import Foundation
public import VetNetCore

/// Reads and checks a request file (`schemas/schedule-request.schema.json`).
///
/// A file that cannot be used throws every problem found at once, each a `schedule.*` error diagnostic that
/// names the request or specialist and the field (`requests[3].earliest`), so staff can fix the file in one go.
public enum ScheduleRequestFile {
    /// Decodes and validates `bytes`; `path` only labels the diagnostics.
    public static func decode(_ bytes: [UInt8], path: String) throws(ScheduleRequestError) -> ScheduleRequest {
        let location = SourceLocation(file: path)
        let format: RequestFileFormat
        do {
            format = try JSONDecoder().decode(RequestFileFormat.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw ScheduleRequestError(diagnostics: [decodingDiagnostic(error, at: location)])
        } catch {
            throw ScheduleRequestError(diagnostics: [
                .error("schedule.request-malformed", "The request file is not valid JSON: \(error).", at: location)
            ])
        }
        var problems = unknownKeys(in: bytes, at: location)
        let request = RequestFileValidator(location: location).resolve(format, problems: &problems)
        guard problems.isEmpty, let request else { throw ScheduleRequestError(diagnostics: problems) }
        return request
    }

    private static func decodingDiagnostic(_ error: DecodingError, at location: SourceLocation) -> Diagnostic {
        switch error {
        case .keyNotFound(let key, let context):
            let field = fieldPath(context.codingPath + [key])
            return .error(
                "schedule.request-missing-key", "The request file lacks the required key \(field).",
                at: location.with(field: field))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = fieldPath(context.codingPath)
            return .error(
                "schedule.request-wrong-type", "\(field) has the wrong type: \(context.debugDescription)",
                at: location.with(field: field))
        case .dataCorrupted(let context):
            return .error(
                "schedule.request-malformed", "The request file is not valid JSON: \(context.debugDescription)",
                at: location)
        @unknown default:
            return .error("schedule.request-malformed", "The request file cannot be read: \(error).", at: location)
        }
    }

    /// `requests[3].fixed.start` for a coding path.
    static func fieldPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// Keys the format does not know: usually a typo that would otherwise be silently ignored.
    private static func unknownKeys(in bytes: [UInt8], at location: SourceLocation) -> [Diagnostic] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return [] }
        var problems: [Diagnostic] = []
        func check(_ object: Any?, _ known: Set<String>, _ path: String) {
            guard let object = object as? [String: Any] else { return }
            for key in object.keys.sorted() where !known.contains(key) {
                let field = path.isEmpty ? key : path + "." + key
                problems.append(
                    .error(
                        "schedule.request-unknown-key", "Unknown key \"\(key)\" in the request file.",
                        at: location.with(field: field)))
            }
        }
        check(root, RequestFileFormat.keys, "")
        for (index, specialist) in (root["specialists"] as? [Any] ?? []).enumerated() {
            check(specialist, SpecialistFormat.keys, "specialists[\(index)]")
            let fields = specialist as? [String: Any]
            for name in ["shifts", "breaks"] {
                for (inner, range) in (fields?[name] as? [Any] ?? []).enumerated() {
                    check(range, RangeFormat.keys, "specialists[\(index)].\(name)[\(inner)]")
                }
            }
        }
        for (index, request) in (root["requests"] as? [Any] ?? []).enumerated() {
            check(request, RequestFormat.keys, "requests[\(index)]")
            let fields = request as? [String: Any]
            check(fields?["fixed"], FixedFormat.keys, "requests[\(index)].fixed")
            check(fields?["vitals"], VitalsFormat.keys, "requests[\(index)].vitals")
        }
        return problems
    }
}

/// The problems that make a request file unusable, in file order.
public struct ScheduleRequestError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
