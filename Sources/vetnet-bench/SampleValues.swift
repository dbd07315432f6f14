/// The small vocabularies the generated practice data is drawn from, shaped like a US practice system's export.
enum SampleValues {
    /// A species as the export codes it, with its breeds and a plausible weight range in hundredths of a pound.
    struct Species: Sendable {
        var code: String
        var breeds: [String]
        var hundredthsOfPound: ClosedRange<Int>
    }

    /// A person's name as shown, and as it appears in an email address.
    struct Name: Sendable {
        var shown: String
        var email: String

        init(_ shown: String, email: String? = nil) {
            self.shown = shown
            self.email = email ?? shown.lowercased()
        }
    }

    static let dogBreeds = [
        "Labrador Retriever", "Golden Retriever", "German Shepherd", "French Bulldog", "Beagle", "Poodle",
        "Dachshund", "Boxer", "Shih Tzu", "Border Collie", "Mixed Breed", "Chihuahua", "Australian Shepherd",
    ]
    static let catBreeds = [
        "Domestic Shorthair", "Domestic Longhair", "Maine Coon", "Siamese", "Ragdoll", "Persian", "Bengal",
    ]

    static let species: [(weight: Int, value: Species)] = [
        (42, Species(code: "K9", breeds: dogBreeds, hundredthsOfPound: 400...13_000)),
        (5, Species(code: "Canine", breeds: dogBreeds, hundredthsOfPound: 400...13_000)),
        (34, Species(code: "FEL", breeds: catBreeds, hundredthsOfPound: 500...2_000)),
        (5, Species(code: "Feline", breeds: catBreeds, hundredthsOfPound: 500...2_000)),
        (
            4,
            Species(
                code: "Avian", breeds: ["Budgerigar", "Cockatiel", "African Grey", "Lovebird"],
                hundredthsOfPound: 5...300)
        ),
        (
            4,
            Species(
                code: "Rabbit", breeds: ["Holland Lop", "Netherland Dwarf", "Rex", "Lionhead"],
                hundredthsOfPound: 200...1_400)
        ),
        (
            3,
            Species(
                code: "Reptile", breeds: ["Bearded Dragon", "Leopard Gecko", "Ball Python", "Red-eared Slider"],
                hundredthsOfPound: 10...2_000)
        ),
        (3, Species(code: "Guinea Pig", breeds: ["American", "Abyssinian", "Peruvian"], hundredthsOfPound: 150...350)),
    ]

    static let sexCodes: [(weight: Int, value: String)] = [
        (30, "MN"), (30, "FS"), (12, "MI"), (12, "FI"), (6, "M"), (6, "F"), (4, "U"),
    ]

    /// Y/N flags; blank means N to the mapping.
    static let inactiveFlags: [(weight: Int, value: String)] = [(8, "Y"), (80, "N"), (12, "")]
    static let deceasedFlags: [(weight: Int, value: String?)] = [(3, "Y"), (60, "N"), (37, nil)]

    static let petNames = [
        "Max", "Bella", "Charlie", "Luna", "Daisy", "Cooper", "Lucy", "Milo", "Bailey", "Sadie", "Rocky", "Molly",
        "Buddy", "Coco", "Tucker", "Lola", "Bear", "Zoey", "Duke", "Stella", "Oliver", "Chloe", "Leo", "Penny",
        "Jack", "Rosie", "Toby", "Ruby", "Winston", "Gracie", "Simba", "Nala", "Oreo", "Pepper", "Ziggy", "Biscuit",
        "Mochi", "Peanut", "Kiwi", "Shadow", "Smokey", "Ginger", "Jasper", "Willow", "Murphy", "Hazel",
    ]

    static let firstNames: [Name] = [
        Name("James"), Name("Mary"), Name("Robert"), Name("Patricia"), Name("John"), Name("Jennifer"),
        Name("Michael"), Name("Linda"), Name("David"), Name("Elizabeth"), Name("William"), Name("Barbara"),
        Name("Richard"), Name("Susan"), Name("Joseph"), Name("Jessica"), Name("Thomas"), Name("Sarah"),
        Name("Christopher"), Name("Karen"), Name("Daniel"), Name("Lisa"), Name("Matthew"), Name("Nancy"),
        Name("Anthony"), Name("Sandra"), Name("Mark"), Name("Ashley"), Name("Hannah"), Name("Marcus"),
        Name("José", email: "jose"), Name("Zoë", email: "zoe"), Name("Renée", email: "renee"), Name("Ngozi"),
        Name("Wei"), Name("Priya"), Name("Mateo"), Name("Aaliyah"),
    ]

    static let lastNames: [Name] = [
        Name("Smith"), Name("Johnson"), Name("Williams"), Name("Brown"), Name("Jones"), Name("Garcia"),
        Name("Miller"), Name("Davis"), Name("Rodriguez"), Name("Martinez"), Name("Hernandez"), Name("Lopez"),
        Name("Gonzalez"), Name("Wilson"), Name("Anderson"), Name("Thomas"), Name("Taylor"), Name("Moore"),
        Name("Jackson"), Name("Martin"), Name("Lee"), Name("Thompson"), Name("White"), Name("Harris"),
        Name("Whitfield"), Name("Bennett"), Name("Ramirez"), Name("Müller", email: "mueller"),
        Name("O'Brien", email: "obrien"), Name("Nguyen"), Name("Patel"), Name("Okafor"), Name("Kowalski"),
    ]

    static let streets = [
        "Maple", "Oak", "Birch", "Cedar", "Elm", "Pine", "Walnut", "Harbor", "Lakeview", "Hillcrest", "Sunset",
        "Washington", "Lincoln", "Jefferson", "Prairie", "River", "Meadow", "Park",
    ]
    static let streetSuffixes = ["Street", "St", "Avenue", "Ave", "Lane", "Road", "Rd", "Blvd", "Drive", "Court"]
    static let unitSuffixes = ["Apt 4, Rear", "Unit 12, Bldg B", "Suite 200, Floor 2", "Apt 3B, Side Door"]

    /// City, state, and the first three digits of its ZIP codes.
    static let places: [(city: String, state: String, zip: Int)] = [
        ("Springfield", "IL", 627), ("Cedar Falls", "IA", 506), ("Madison", "WI", 537), ("Boise", "ID", 837),
        ("Austin", "TX", 787), ("Portland", "OR", 972), ("Columbus", "OH", 432), ("Raleigh", "NC", 276),
        ("Denver", "CO", 802), ("Tucson", "AZ", 857), ("Burlington", "VT", 54), ("Fargo", "ND", 581),
    ]

    /// Notes without delimiters or quotes; `&` and `<` make the XML writer escape.
    static let plainNotes = [
        "Annual vaccines due 04/2027", "Nervous at the vet; muzzle for nail trims", "Prefers Dr. Patel",
        "Food allergy & sensitive stomach", "Heart murmur grade 2/6", "Dental cleaning recommended",
        "Indoor only", "Rabies tag 2291-A", "Bites when restrained <use towel>", "Puppy series 2 of 3 done",
        "Overweight - diet plan started", "Senior panel yearly", "Microchip registered to previous owner",
    ]

    /// Notes that need quoting in CSV.
    static let quotedNotes = [
        "Hip dysplasia, mild; on joint supplement", "Allergic to chicken, beef", "Diabetic, insulin 2x daily, 4 units",
        "Owner says \"very friendly\", but nips", "Rescue, history unknown", "Boarding 12/20-12/28, needs meds",
    ]

    /// Quoted notes with an embedded line break, as exports of multi-line note fields have.
    static let multilineNotes = [
        "Seizure 03/2024, on phenobarbital\nRecheck levels every 6 months",
        "Post-op, cone for 10 days\nSutures out in 2 weeks",
        "FIV positive, keep indoors\nSeparate from other cats, \"Mittens\" especially",
    ]

    static let chipPrefixes = ["985", "981", "956", "900", "941", "982"]
}
