import VetNetCore
/// One generated patient, written identically to the CSV and the XML file.
struct PatientRow {
    var id: Int
    var ownerID: Int
    var name: String
    var species: SampleValues.Species
    var breed: String?
    var sex: String
    var birth: (month: Int, day: Int, year: Int)
    /// In hundredths of a pound.
    var weight: Int?
    var weightDecimals: Int
    var microchip: String?
    var notes: String?
    var deceased: String?
    /// A deliberate fault (validate phase only); nil for a clean row.
    var defect: PatientDefect?
    /// How the birth date is written (the messy profile varies it).
    var birthLayout = BirthLayout.monthFirst
    /// Written instead of the birth date when set: an unreadable one.
    var birthText: String?

    init(id: Int, owners: Int, _ random: inout SplitMix64) {
        self.id = id
        ownerID = DataGenerator.firstOwnerID + random.below(owners)
        name = random.pick(SampleValues.petNames)
        species = random.pick(weighted: SampleValues.species)
        breed = random.chance(0.95) ? random.pick(species.breeds) : nil
        sex = random.pick(weighted: SampleValues.sexCodes)
        birth = (random.int(in: 1...12), random.int(in: 1...28), random.int(in: 2006...2025))
        weight = random.chance(0.97) ? random.int(in: species.hundredthsOfPound) : nil
        weightDecimals = random.chance(0.7) ? 1 : 2
        microchip = random.chance(0.8) ? Self.microchip(&random) : nil
        switch random.below(100) {
        case 0..<45: notes = nil
        case 45..<90: notes = random.pick(SampleValues.plainNotes)
        case 90..<97: notes = random.pick(SampleValues.quotedNotes)
        default: notes = random.pick(SampleValues.multilineNotes)
        }
        deceased = random.pick(weighted: SampleValues.deceasedFlags)
    }

    /// 15 digits from a manufacturer prefix; one in ten typed with spaces or dashes, as front desks do. The
    /// national part is below 2^38, as on a real ISO 11784 chip (larger ones are rejected as typos).
    private static func microchip(_ random: inout SplitMix64) -> String {
        let body = String(random.below(1 << 38))
        let digits = random.pick(SampleValues.chipPrefixes) + String(repeating: "0", count: 12 - body.count) + body
        guard random.chance(0.1) else { return digits }
        let separator: Character = random.chance(0.5) ? " " : "-"
        var spaced = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, offset % 3 == 0 { spaced.append(separator) }
            spaced.append(digit)
        }
        return spaced
    }

    func writeCSV(to out: BufferedFileWriter) {
        out.write(id)
        out.write(",")
        out.write(ownerID)
        out.write(",")
        out.write(name)
        out.write(",")
        out.write(species.code)
        out.write(",")
        if let breed { out.write(breed) }
        out.write(",")
        out.write(sex)
        if defect == .tooFewFields {
            out.write("\r\n")
            return
        }
        out.write(",")
        writeBirth(to: out)
        out.write(",")
        if let weight { out.write(hundredths: weight, decimals: weightDecimals) }
        out.write(",")
        if let microchip { out.write(microchip) }
        out.write(",")
        if let notes { out.writeCSVField(notes) }
        out.write(",")
        if let deceased { out.write(deceased) }
        out.write("\r\n")
    }

    func writeXML(to out: BufferedFileWriter) {
        out.write("    <Patient id=\"")
        out.write(id)
        out.write("\">\n      <Owner ref=\"")
        out.write(ownerID)
        out.write("\"/>\n      <Name>")
        out.writeXMLEscaped(name)
        out.write("</Name><Species>")
        out.writeXMLEscaped(species.code)
        out.write("</Species>")
        if let breed {
            out.write("<Breed>")
            out.writeXMLEscaped(breed)
            out.write("</Breed>")
        }
        out.write("<Sex>")
        out.write(sex)
        out.write("</Sex>\n      <DOB>")
        writeBirth(to: out)
        out.write("</DOB>")
        if let weight {
            out.write("<Weight unit=\"lb\">")
            out.write(hundredths: weight, decimals: weightDecimals)
            out.write("</Weight>")
        }
        if let microchip {
            out.write("<Microchip>")
            out.write(microchip)
            out.write("</Microchip>")
        }
        if let notes {
            out.write("\n      <Notes>")
            out.writeXMLEscaped(notes)
            out.write("</Notes>")
        }
        if let deceased {
            out.write("<Deceased>")
            out.write(deceased)
            out.write("</Deceased>")
        }
        out.write("\n    </Patient>\n")
    }

    private func writeBirth(to out: BufferedFileWriter) {
        if defect == .unparseableDate {
            out.write("13/45/")
            out.write(birth.year, width: 4)
            return
        }
        if let birthText {
            // The messy profile's unreadable dates need neither CSV quoting nor XML escaping.
            out.write(birthText)
            return
        }
        switch birthLayout {
        case .monthFirst:
            out.write(birth.month, width: 2)
            out.write("/")
            out.write(birth.day, width: 2)
            out.write("/")
            out.write(birth.year, width: 4)
        case .iso:
            out.write(birth.year, width: 4)
            out.write("-")
            out.write(birth.month, width: 2)
            out.write("-")
            out.write(birth.day, width: 2)
        case .shortYear:
            out.write(birth.month)
            out.write("/")
            out.write(birth.day)
            out.write("/")
            out.write(birth.year % 100, width: 2)
        }
    }

    /// A new weighing, for a night on which some records changed.
    mutating func weighAgain() {
        let low = species.hundredthsOfPound.lowerBound
        guard let weight else {
            self.weight = low + 100
            return
        }
        self.weight = weight > low + 7 ? weight - 7 : weight + 7
    }
}

extension PatientRow {
    /// The same animal entered again under another client record: the name sometimes in capitals, the chip
    /// sometimes left out, a newer weight, notes and flags of its own.
    func registeredAgain(id: Int, ownerID: Int, _ random: inout SplitMix64) -> PatientRow {
        var again = self
        again.id = id
        again.ownerID = ownerID
        if random.chance(0.3) { again.name = name.uppercased() }
        if random.chance(0.3) { again.microchip = nil }
        if let weight, random.chance(0.5) { again.weight = max(1, weight + random.int(in: -weight / 10...weight / 10)) }
        again.notes = random.chance(0.5) ? nil : random.pick(SampleValues.plainNotes)
        again.deceased = random.pick(weighted: SampleValues.deceasedFlags)
        return again
    }
}
