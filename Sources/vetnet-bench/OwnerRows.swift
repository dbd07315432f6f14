import VetNetCore
import VetNetDedupe

/// Writes the owners of a data set: `SyntheticOwners`' records (about 28 % duplicates of another record's
/// person, with nicknames, typos, swapped names, moves and households as hard negatives), shaped like a US
/// practice system's export, and the ground truth beside them so that a run's merges can be scored.
enum OwnerRows {
    /// An owner row that describes the same person as an earlier row (both as offsets from the first row).
    struct Duplicate {
        var row: Int32
        var original: Int32
    }

    static let header =
        "ClientID,First Name,Last Name,Email,Home Phone,Mobile,Address,Address 2,City,State,Zip,Inactive,Last Modified\r\n"

    /// Writes `count` owners to `csvPath`, and to `truthPath` a `ClientID,Person` line per owner, where the
    /// person is the ClientID of the row that first describes them. Returns the CSV's size and the duplicate rows.
    /// The messy profile gives rows findings (`MessyOwner`); `changedPercent` of the rows have their inactive flag
    /// turned, as between two nights.
    static func write(
        count: Int, seed: UInt64, csvPath: String, truthPath: String, profile: DataProfile = .clean,
        changedPercent: Int = 0
    ) throws(BenchError) -> (bytes: Int, duplicates: [Duplicate]) {
        let csv = try BufferedFileWriter(path: csvPath)
        let truth = try BufferedFileWriter(path: truthPath)
        csv.write(header)
        truth.write("ClientID,Person\n")
        var random = SplitMix64(seed: seed ^ 0x666F_726D_6174)
        var duplicates: [Duplicate] = []
        // Streams of their own, drawn only when used, so that the clean rows stay as they were.
        var messy = SplitMix64(seed: seed ^ 0x6D65_7373_79)
        var changes = SplitMix64(seed: seed ^ 0x6368_616E_6765)
        var row = 0
        SyntheticOwners.forEachRecord(count: count, seed: seed) { owner, person in
            let clientID = DataGenerator.firstOwnerID + row
            var owner = owner
            if profile == .messy { MessyOwner.apply(to: &owner, &messy) }
            let changed = changedPercent > 0 && changes.below(10_000) < changedPercent * 100
            writeRow(owner, clientID: clientID, changed: changed, to: csv, &random)
            truth.write(clientID)
            truth.write(",")
            truth.write(DataGenerator.firstOwnerID + person)
            truth.write("\n")
            if person != row { duplicates.append(Duplicate(row: Int32(row), original: Int32(person))) }
            row += 1
        }
        try csv.close()
        try truth.close()
        return (csv.bytesWritten, duplicates)
    }

    private static func writeRow(
        _ owner: Owner, clientID: Int, changed: Bool, to csv: BufferedFileWriter, _ random: inout SplitMix64
    ) {
        csv.write(clientID)
        for text in [owner.firstName, owner.lastName, owner.email] {
            csv.write(",")
            if let text { csv.writeCSVField(text) }
        }
        for index in 0..<2 {
            csv.write(",")
            if index < owner.phones.count { writePhone(owner.phones[index], to: csv, &random) }
        }
        let address = owner.address
        for text in [address?.line1, address?.line2, address?.city, address?.region, address?.postalCode] {
            csv.write(",")
            if let text { csv.writeCSVField(text) }
        }
        csv.write(",")
        let inactive = random.pick(weighted: SampleValues.inactiveFlags)
        csv.write(changed ? (inactive == "Y" ? "N" : "Y") : inactive)
        csv.write(",")
        if let updatedAt = owner.updatedAt { writeTimestamp(updatedAt, to: csv, &random) }
        csv.write("\r\n")
    }

    /// `+12025550143` as a front desk types it: `(202) 555-0143`, `202-555-0143`, `202.555.0143` or
    /// `+1 202 555 0143`.
    private static func writePhone(_ phone: String, to csv: BufferedFileWriter, _ random: inout SplitMix64) {
        let digits = Array(phone.utf8.dropFirst(2))
        guard phone.hasPrefix("+1"), digits.count == 10 else {
            csv.writeCSVField(phone)
            return
        }
        let area = String(decoding: digits[0..<3], as: UTF8.self)
        let exchange = String(decoding: digits[3..<6], as: UTF8.self)
        let line = String(decoding: digits[6...], as: UTF8.self)
        switch random.below(4) {
        case 0: csv.write("(\(area)) \(exchange)-\(line)")
        case 1: csv.write("\(area)-\(exchange)-\(line)")
        case 2: csv.write("\(area).\(exchange).\(line)")
        default: csv.write("+1 \(area) \(exchange) \(line)")
        }
    }

    /// `2019-03-04T13:05:00` as `03/04/2019 01:05 PM`; a date without a time gets a time of day at random.
    private static func writeTimestamp(_ timestamp: String, to csv: BufferedFileWriter, _ random: inout SplitMix64) {
        let bytes = Array(timestamp.utf8)
        func number(_ range: Range<Int>) -> Int {
            range.reduce(0) { $0 * 10 + Int(bytes[$1] &- UInt8(ascii: "0")) }
        }
        let hasTime = bytes.count >= 16
        let hour = hasTime ? number(11..<13) : random.below(24)
        let minute = hasTime ? number(14..<16) : random.below(60)
        csv.write(number(5..<7), width: 2)
        csv.write("/")
        csv.write(number(8..<10), width: 2)
        csv.write("/")
        csv.write(number(0..<4), width: 4)
        csv.write(" ")
        csv.write(hour % 12 == 0 ? 12 : hour % 12, width: 2)
        csv.write(":")
        csv.write(minute, width: 2)
        csv.write(hour < 12 ? " AM" : " PM")
    }
}
