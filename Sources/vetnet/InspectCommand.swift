import ArgumentParser
import Foundation
import VetNetCore
import VetNetInspect

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Profile an export: its encoding, delimiter, columns and what each column holds.",
        discussion: """
            Reads FILE (CSV) once, streamed, with the reader a run uses, and prints its encoding, delimiter, \
            record count and, per column: the share of empty values, how many values differ and the most \
            frequent ones, the date layouts found (and whether day and month could be either way round), \
            decimal marks, and whether the column looks like IDs, dates, phone numbers, email addresses, \
            microchips, sex codes or species. Values are shown, with control and direction characters written \
            out (‹U+202E›). Up to 2,000 different values per column are counted, then only how many differ \
            (up to 100,000).

            Use it before writing a pipeline; `vetnet init` writes a draft from the same profile.

            \(ExitStatus.helpText)
            """)

    @Argument(help: "The export to profile (CSV).")
    var file: String

    @Flag(name: .long, help: "Print the profile as JSON.")
    var json = false

    @Option(name: .long, help: "How many of the most frequent values to show per column.")
    var top = 5

    func validate() throws {
        if top < 0 { throw ValidationError("--top cannot be negative.") }
    }

    func run() throws {
        let profile: FileProfile
        do {
            profile = try FileProfiler.profile(path: file, topCount: top)
        } catch {
            printError(error.rendered(showingValue: false))
            throw ExitStatus(for: error).exitCode
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let data = try encoder.encode(profile)
            print(escapeInvisiblesInJSON(String(decoding: data, as: UTF8.self)))
        } else {
            print(profile.text, terminator: "")
        }
    }
}

/// JSON text with every invisible or direction character (`isInvisible`) written as a `\u` escape: the same
/// JSON to a machine, and nothing a terminal obeys.
func escapeInvisiblesInJSON(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: isInvisible) else { return json }
    var escaped = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
        if isInvisible(scalar), scalar != "\n" {
            escaped.append(contentsOf: "\\u\(visibleName(scalar).dropFirst(2))".unicodeScalars)
        } else {
            escaped.append(scalar)
        }
    }
    return String(escaped)
}
