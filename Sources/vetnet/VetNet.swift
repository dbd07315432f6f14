import ArgumentParser

@main
struct VetNet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vetnet",
        abstract: "Migrate and import veterinary practice exports into normalized JSON.",
        discussion: """
            vetnet reads the CSV and XML exports of practice-management systems as a pipeline file describes \
            them, rejects records it cannot use with a reason and the file and line they came from, and writes \
            owners.json, patients.json, manifest.json and reports (HTML for staff, CSV, JSON).

            Start from a pipeline in pipelines/ and run it:
              vetnet run pipelines/us-clinic.yml

            Or draft one from the exports, look at its mapping, then run it:
              vetnet inspect exports/clients.csv
              vetnet init exports/clients.csv exports/patients.csv --out clinic.yml
              vetnet run clinic.yml --preview 5

            \(ExitStatus.helpText)
            """,
        version: "0.1.0",
        subcommands: [
            RunCommand.self, InspectCommand.self, InitCommand.self, ScheduleCommand.self, HistoryCommand.self,
        ],
        defaultSubcommand: nil)
}
