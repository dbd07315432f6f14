import Glibc
import VetNetCore

/// One vaccination or visit to be written, in 32 bytes: all a row needs, so that rows can be drawn per patient
/// and written later in date order across the clinic.
struct HistoryEvent {
    /// `LocalDate.dayNumber` of the date given or visited.
    var day: Int32
    /// Orders the events of one day (the order the front desk entered them).
    var order: UInt32
    var patientID: UInt32
    /// The patient's birth, as a day number, and weight in hundredths of a pound (0: not weighed).
    var birthDay: Int32
    var weight: UInt32
    var isVisit: Bool
    var animal: HistoryVocabulary.Animal
    /// Index into `HistoryVocabulary.vaccines` (vaccinations only).
    var vaccine: UInt8
    /// The messy profile's finding, `MessyHistory.rawValue + 1`; 0 for none.
    var finding: UInt8
    /// The rest of the row's values are drawn from this.
    var detail: UInt64

    static let size = 32

    func append(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: day.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: order.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: patientID.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: birthDay.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: weight.littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(isVisit ? 1 : 0)
        bytes.append(animal.rawValue)
        bytes.append(vaccine)
        bytes.append(finding)
        withUnsafeBytes(of: detail.littleEndian) { bytes.append(contentsOf: $0) }
    }

    init(
        day: Int32, order: UInt32, patientID: UInt32, birthDay: Int32, weight: UInt32, isVisit: Bool,
        animal: HistoryVocabulary.Animal, vaccine: UInt8, finding: UInt8, detail: UInt64
    ) {
        self.day = day
        self.order = order
        self.patientID = patientID
        self.birthDay = birthDay
        self.weight = weight
        self.isVisit = isVisit
        self.animal = animal
        self.vaccine = vaccine
        self.finding = finding
        self.detail = detail
    }

    /// Reads what `append` wrote at `offset`.
    init(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        func load<T: FixedWidthInteger>(_ at: Int, _: T.Type) -> T {
            T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + at, as: T.self))
        }
        day = load(0, Int32.self)
        order = load(4, UInt32.self)
        patientID = load(8, UInt32.self)
        birthDay = load(12, Int32.self)
        weight = load(16, UInt32.self)
        isVisit = bytes[offset + 20] != 0
        animal = HistoryVocabulary.Animal(rawValue: bytes[offset + 21]) ?? .dog
        vaccine = bytes[offset + 22]
        finding = bytes[offset + 23]
        detail = load(24, UInt64.self)
    }
}

/// The generated events, spooled to one file per calendar month as they are drawn (patient by patient), then
/// read back a month at a time and sorted by day: memory holds a month of events, not the history.
final class HistoryEventBuckets {
    private let directory: String
    private var buffers: [[UInt8]]
    private var written: [Bool]
    private var failure: BenchError?
    /// Months from January of `firstYear`; events outside are put in the first or last month.
    static let firstYear = 2000
    static let months = 40 * 12
    private static let bufferSize = 32 * 1024

    init(directory: String) throws(BenchError) {
        self.directory = directory
        guard mkdir(directory, 0o755) == 0 || errno == EEXIST else {
            throw .system("cannot create \(directory)")
        }
        buffers = Array(repeating: [], count: Self.months)
        written = Array(repeating: false, count: Self.months)
    }

    static func month(of day: Int32) -> Int {
        guard let date = LocalDate(dayNumber: Int(day)) else { return 0 }
        return min(max((date.year - firstYear) * 12 + date.month - 1, 0), months - 1)
    }

    func add(_ event: HistoryEvent) {
        let month = Self.month(of: event.day)
        event.append(to: &buffers[month])
        if buffers[month].count >= Self.bufferSize { flush(month) }
    }

    /// Each month's events in date order (then entry order), oldest month first; the files are removed.
    func forEachMonth(_ body: ([HistoryEvent]) -> Void) throws(BenchError) {
        for month in 0..<Self.months { flush(month) }
        if let failure { throw failure }
        for month in 0..<Self.months where written[month] {
            let path = self.path(month)
            guard let bytes = Self.contents(of: path) else { throw .system("cannot read \(path)") }
            unlink(path)
            var events: [HistoryEvent] = []
            events.reserveCapacity(bytes.count / HistoryEvent.size)
            bytes.withUnsafeBytes { raw in
                for offset in stride(from: 0, to: raw.count, by: HistoryEvent.size) {
                    events.append(HistoryEvent(raw, at: offset))
                }
            }
            events.sort { ($0.day, $0.order, $0.patientID) < ($1.day, $1.order, $1.patientID) }
            body(events)
        }
        rmdir(directory)
    }

    /// Removes whatever is left (after a failure).
    func removeAll() {
        for month in 0..<Self.months where written[month] { unlink(path(month)) }
        rmdir(directory)
    }

    /// A file's bytes, nil when it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private func path(_ month: Int) -> String { directory + "/month-\(month)" }

    private func flush(_ month: Int) {
        guard !buffers[month].isEmpty else { return }
        defer { buffers[month].removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        let descriptor = open(path(month), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            failure = .system("cannot create \(path(month))")
            return
        }
        defer { close(descriptor) }
        written[month] = true
        buffers[month].withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = .system("cannot write \(path(month))")
                    return
                }
                offset += count
            }
        }
    }
}
