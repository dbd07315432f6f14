/// Names, streets and places of the realistic synthetic owners' countries, and the animals' names.
extension SyntheticVocabulary {
    static let germanForenames = [
        "anna", "lukas", "maria", "jonas", "sophie", "felix", "lena", "paul", "laura", "leon", "julia", "finn",
        "katharina", "jan", "sabine", "jürgen", "ursula", "klaus", "monika", "wolfgang", "petra", "stefan",
        "andrea", "thomas", "birgit", "michael", "claudia", "matthias", "susanne", "uwe", "heike", "dieter",
    ]

    static let germanSurnames = [
        "müller", "schmidt", "schneider", "fischer", "weber", "meyer", "wagner", "becker", "schulz", "hoffmann",
        "schäfer", "koch", "bauer", "richter", "klein", "wolf", "schröder", "neumann", "schwarz", "zimmermann",
        "braun", "krüger", "hofmann", "hartmann", "lange", "schmitt", "werner", "krause", "meier", "lehmann",
        "von der heide", "vom stein",
    ]

    static let britishSurnames = [
        "smith", "jones", "taylor", "brown", "williams", "wilson", "johnson", "davies", "robinson", "wright",
        "thompson", "evans", "walker", "white", "roberts", "green", "hall", "wood", "jackson", "clarke",
        "patel", "khan", "lewis", "harris", "hughes", "edwards", "turner", "collins", "stewart", "morgan",
        "ap rhys", "st john",
    ]

    static let australianSurnames = [
        "smith", "jones", "williams", "brown", "wilson", "taylor", "johnson", "white", "martin", "anderson",
        "thompson", "nguyen", "thomas", "walker", "harris", "lee", "ryan", "robinson", "kelly", "king", "davis",
        "wright", "evans", "roberts", "green", "hall", "wood", "jackson", "clarke", "mitchell", "o'brien",
        "mac donald",
    ]

    /// English-speaking street names; several of two words, which data entry runs together (`Lake View`).
    static let englishStreets = [
        "Main", "Oak", "Pine", "Maple", "Cedar", "Elm", "Church", "Park", "Victoria", "George", "High", "Station",
        "Mill", "River", "Queen", "King", "Albert", "Railway", "Bridge", "Hill", "Lake View", "Green Hill",
        "Oak Tree", "Sea View", "Fair Oaks", "Pine Ridge", "Mount Pleasant", "Long Meadow", "Brook Side",
        "Spring Field", "Elm Wood", "West Bourne",
    ]

    static let germanStreets = [
        "Hauptstraße", "Schulstraße", "Gartenstraße", "Bahnhofstraße", "Dorfstraße", "Bergstraße", "Lindenstraße",
        "Kirchstraße", "Waldstraße", "Ringstraße", "Am Markt", "Im Winkel", "Auf dem Berg", "Lange Reihe",
        "Alte Gasse", "Neue Straße",
    ]

    /// Towns (for AU, suburbs), a few of two words.
    static func towns(_ country: SyntheticCountry) -> [String] {
        switch country {
        case .us: cities
        case .gb:
            [
                "Reading", "Bristol", "Leeds", "York", "Bath", "Oxford", "Cambridge", "Exeter", "Durham", "Chester",
                "Norwich", "Ipswich", "Swindon", "Luton", "Derby", "Stockport", "Milton Keynes", "Newcastle",
            ]
        case .de:
            [
                "Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main", "Stuttgart", "Düsseldorf", "Leipzig",
                "Dortmund", "Essen", "Bremen", "Dresden", "Hannover", "Nürnberg", "Bielefeld", "Münster",
            ]
        case .au:
            [
                "Parramatta", "Chatswood", "Bondi Junction", "Frankston", "Toowoomba", "Dandenong", "Ringwood",
                "Hornsby", "Penrith", "Cronulla", "Glenelg", "Fremantle", "Randwick", "Marrickville", "Brunswick",
                "Fitzroy", "Box Hill", "Mount Druitt",
            ]
        }
    }

    static let forenamesByCountry: [SyntheticCountry: [String]] = [
        .us: forenames, .gb: forenames, .au: forenames, .de: germanForenames,
    ]

    static let surnamesByCountry: [SyntheticCountry: [String]] = [
        .us: surnames, .gb: britishSurnames, .au: australianSurnames, .de: germanSurnames,
    ]

    /// Common pet names: a shelter has many animals of each.
    static let petNames = [
        "Max", "Bella", "Charlie", "Luna", "Lucy", "Cooper", "Daisy", "Buddy", "Molly", "Rocky", "Bailey", "Duke",
        "Sadie", "Tucker", "Maggie", "Bear", "Sophie", "Jack", "Chloe", "Toby", "Lola", "Oliver", "Coco", "Milo",
        "Ruby", "Teddy", "Rosie", "Bentley", "Zoe", "Zeus", "Penny", "Winston", "Lily", "Leo", "Roxy", "Oscar",
        "Gracie", "Shadow", "Stella", "Bruno", "Nala", "Simba", "Ginger", "Pepper", "Buster", "Misty", "Tiger",
        "Smokey", "Sam", "Sasha",
    ]
}
