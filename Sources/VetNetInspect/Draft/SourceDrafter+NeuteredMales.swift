import VetNetCore
import VetNetMapping

extension SourceDrafter {
    /// Words that say neutered and nothing of the sex.
    static let neuteredWords: Set<String> = ["neutered", "neuter"]

    /// The values of a sex column that say `neutered` alone, each with the column's spayed value, when the column
    /// has a spayed value and no word of its own for neutered males: then, as in shelter exports (`SPAYED`,
    /// `NEUTERED`, `MALE`, `FEMALE`), `NEUTERED` is what it writes for males. Empty otherwise.
    static func neuteredMaleWords(_ values: [ValueCount]) -> [String: String] {
        let read = values.map { (value: $0.value, reading: SexCode.parse($0.value)) }
        guard let spayed = read.first(where: { $0.reading?.sex == .female && $0.reading?.status == .neutered }),
            !read.contains(where: { $0.reading?.sex == .male && $0.reading?.status == .neutered })
        else { return [:] }
        var words: [String: String] = [:]
        for value in read where neuteredWords.contains(value.value.trimmingWhitespace().lowercased()) {
            words[value.value] = spayed.value
        }
        return words
    }
}
