/// One row of a rota: a vet's shift on one day, with an optional break. A vet may have several rows per day.
///
/// Times are minutes since midnight (`08:30` is 510); 1440 is 24:00, the end of the day.
public struct RotaEntry: Hashable, Codable, Sendable {
    /// The vet's ID (`VET-…`) and the source ID the rota row named.
    public var vetId: String
    public var vetSourceId: String
    public var date: LocalDate
    public var shiftStart: Int
    public var shiftEnd: Int
    public var breakStart: Int?
    public var breakEnd: Int?
    public var sources: [SourceRef]

    public init(
        vetId: String, vetSourceId: String, date: LocalDate, shiftStart: Int, shiftEnd: Int, breakStart: Int? = nil,
        breakEnd: Int? = nil, sources: [SourceRef]
    ) {
        self.vetId = vetId
        self.vetSourceId = vetSourceId
        self.date = date
        self.shiftStart = shiftStart
        self.shiftEnd = shiftEnd
        self.breakStart = breakStart
        self.breakEnd = breakEnd
        self.sources = sources
    }
}
