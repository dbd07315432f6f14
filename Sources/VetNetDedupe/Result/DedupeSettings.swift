/// The knobs of the dedupe stage (the pipeline's `dedupe:` section).
public struct DedupeSettings: Hashable, Sendable {
    /// Pairs scoring at least this many bits of evidence (see `MatchWeights`) are merged.
    public var mergeThreshold: Double
    /// Pairs scoring at least this, but below `mergeThreshold` (or vetoed by their names), are listed as
    /// possible duplicates for staff.
    public var reviewThreshold: Double
    /// The weights used when they are not estimated, and the starting point of the estimation.
    public var weights: MatchWeights
    /// Re-estimate the weights from the data (u from random pairs, m by EM) when there are at least this many
    /// owners; nil keeps `weights` as they are.
    public var estimateWeightsFromOwners: Int?
    /// A block larger than this is compared by sorted neighbourhood (sorted by name, `neighbourhoodWindow`
    /// neighbours each) instead of all pairs, so one very common key cannot make the run quadratic.
    ///
    /// By default twice the window and one: up to that size every record of a block is within the window of every
    /// other, so the whole block costs no more than the neighbourhood would. Above it whole blocks cost the square
    /// of their size: with 400, the blocks of 100 to 400 owners that a few placeholder postal codes made on a messy
    /// export gave 9.4 of its 13.4 million candidate pairs, and no merge that the neighbourhood misses.
    public var maxBlockSize: Int
    public var neighbourhoodWindow: Int
    /// Jaro-Winkler at or above which two animal names count as similar; names below it conflict.
    public var animalNameSimilarity: Double
    /// Days two birth dates may differ and still be one animal.
    public var birthDateToleranceDays: Int
    /// An owner with more animals than this is an organisation (a shelter, a breeder, a farm): two of its
    /// animals of one name merge only when born on the same day and of the same sex, and only where it has at
    /// most this many animals of the name.
    public var householdAnimalLimit: Int
    /// A phone number or email on more owner records than this is a placeholder (`(000) 000-0000`,
    /// `none@none.com`) or a business's, not a person's: evidence neither way when two records are compared.
    public var sharedContactLimit = 5
    /// Keeps every candidate pair's comparison and score, not only those that reach a threshold: the reference the
    /// tests hold the kept pairs to.
    var keepsEveryScoredPair = false

    public init(
        mergeThreshold: Double = 16, reviewThreshold: Double = 12, weights: MatchWeights = .standard,
        estimateWeightsFromOwners: Int? = nil, maxBlockSize: Int? = nil, neighbourhoodWindow: Int = 40,
        animalNameSimilarity: Double = 0.85, birthDateToleranceDays: Int = 31,
        householdAnimalLimit: Int = 20
    ) {
        self.mergeThreshold = mergeThreshold
        self.reviewThreshold = reviewThreshold
        self.weights = weights
        self.estimateWeightsFromOwners = estimateWeightsFromOwners
        self.maxBlockSize = maxBlockSize ?? 2 * neighbourhoodWindow + 1
        self.neighbourhoodWindow = neighbourhoodWindow
        self.animalNameSimilarity = animalNameSimilarity
        self.birthDateToleranceDays = birthDateToleranceDays
        self.householdAnimalLimit = householdAnimalLimit
    }

    public static let standard = DedupeSettings()
}
