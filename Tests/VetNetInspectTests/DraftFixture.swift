import Foundation
import VetNetCore
import VetNetMapping
import VetNetPipeline
import VetNetTestSupport

@testable import VetNetInspect

/// Drafts a pipeline from CSV text written to a temporary file, reading it again for repeated IDs as `init` does.
func draftOf(_ csv: String, entity: Entity? = .patient, file: String = "animals.csv") throws -> PipelineDraft {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(csv, to: file)
    let profile = try FileProfiler.profile(path: path)
    return PipelineDraft(inputs: [(profile, entity, file)], name: "draft") { profile, id, columns in
        try? RepeatProfiler.profile(path: profile.file, idColumn: id, columns: columns)
    } readCountry: { profile, postalCodes, phones, countries in
        try? CountryProfiler.profile(
            path: profile.file, postalCodes: postalCodes, phones: phones, countries: countries)
    }
}

extension PipelineDraft {
    /// The field `key` of the source named `source`.
    func field(_ key: String, of source: String) -> FieldDraft? {
        sources.first { $0.name == source }?.fields.first { $0.key == key }
    }

    /// The draft as the run reads it.
    func decoded() throws -> PipelineConfig {
        try PipelineFileDecoder.decode(yaml: yaml, file: "/tmp/draft/pipeline.yml")
    }
}
