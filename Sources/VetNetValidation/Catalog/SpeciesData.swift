extension SpeciesCatalog {
    /// The built-in species.
    ///
    /// Weights (kg):
    /// - dog 0.5–100, cat 0.5–15, bird 0.01–20, other 0.01–1000: the seed's `weightRange(for:)`
    ///   (DESIGN.md, "Domain rules from the seeds").
    /// - guinea pig 0.01–4: DOMAIN.md §3.5 gives adults 0.7–1.2 kg and heavy breeds (Cuy) up to 3.6 kg; the upper
    ///   end is 3.6 kg plus a margin. Pups are patients too and §3.5 gives no juvenile weights, so the lower end is
    ///   the seed's floor for `other`.
    /// - ferret 0.01–4: §3.5 gives entire males up to 2.7 kg with up to 40 % seasonal gain (3.8 kg); lower end as
    ///   for guinea pigs.
    /// - rabbit, reptile, rodent: §3.5 has no upper bound (giant rabbits and reptiles were "not found"), so they
    ///   keep the seed's `other` range rather than an invented one.
    ///
    /// Ages (years): 30 by default, the seed's "not more than 30 years back". Two documented exceptions:
    /// - bird 85: parrots outlive the default. The oldest documented parrot, "Cookie", a Major Mitchell's cockatoo
    ///   at Brookfield Zoo, lived about 83 years (1933–2016, Guinness World Records, as reported at
    ///   https://visualfoodie.com/record-breaking-lifetime-of-a-parrot); large macaws, African greys and Amazons
    ///   commonly reach 40–60 (https://animalage.info/pages/lifespan-of-common-parrots.html), and Rosemary Low
    ///   found no firm evidence of other parrots beyond 70 (https://www.northernparrots.com/blog/how-long-do-parrots-really-live/).
    /// - reptile 100: tortoises. Hermann's tortoises "could reach one hundred years, more often sixty to eighty" in
    ///   captivity (https://sognudimare.com/en/post/hermann-s-tortoise); AnAge records 31.7 years with anecdotal
    ///   reports over 90 (http://prod.eol.org/pages/1055218/articles). Claims of 120–150 years for sulcatas are
    ///   unverified and not used.
    /// The ceiling is per species, not per kind: a 40-year-old budgerigar passes, because no sourced per-kind table
    /// exists and a wrongly rejected patient costs staff more than a missed implausible one.
    ///
    /// `rodent` follows DOMAIN.md §3.3's recommended species list (hamster, rat, mouse, gerbil, chinchilla).
    /// Synonyms include the German, French and Dutch words of the EU samples and common age words (`Puppy`,
    /// `Kitten`), which leak into species columns (DOMAIN.md §3.3).
    static let table: [Species] = [
        Species(
            id: "dog", name: "dog", weightRangeKg: 0.5...100, maxAgeYears: 30,
            synonyms: [
                "dogs", "K9", "K-9", "canine", "canis", "canis familiaris", "canis lupus familiaris", "puppy", "pup",
                "hund", "hündin", "welpe", "chien", "chienne", "chiot", "hond", "reu", "teef", "perro", "cane",
            ]),
        Species(
            id: "cat", name: "cat", weightRangeKg: 0.5...15, maxAgeYears: 30,
            synonyms: [
                "cats", "FEL", "feline", "felis", "felis catus", "felis silvestris catus", "kitten", "kitty", "katze",
                "kater", "kätzchen", "chat", "chatte", "chaton", "kat", "poes", "gato", "gatto",
            ]),
        Species(
            id: "bird", name: "bird", weightRangeKg: 0.01...20, maxAgeYears: 85,
            synonyms: [
                "birds", "avian", "aves", "psittacine", "parrot", "parakeet", "budgie", "budgerigar", "cockatiel",
                "canary", "finch", "poultry", "fowl", "chicken", "hen", "dove", "pigeon", "vogel", "papagei",
                "wellensittich", "oiseau", "perroquet", "perruche", "papegaai", "parkiet", "ave", "uccello",
            ], hasBreedRegistries: false),
        Species(
            id: "rabbit", name: "rabbit", weightRangeKg: 0.01...1000, maxAgeYears: 30,
            synonyms: [
                "rabbits", "bunny", "lagomorph", "kaninchen", "hase", "zwergkaninchen", "lapin", "konijn", "conejo",
                "coniglio",
                // A city shelter's public export (Bloomington Animal Care & Control) files its rabbits as
                // `House Rabbit`; the other two are the same words for a pet rather than a wild rabbit.
                "house rabbit", "domestic rabbit", "pet rabbit",
            ]),
        Species(
            id: "guinea-pig", name: "guinea pig", weightRangeKg: 0.01...4, maxAgeYears: 30,
            synonyms: [
                "guinea pigs", "guineapig", "cavy", "cavia", "cavia porcellus", "cuy", "meerschweinchen",
                "cochon d'inde", "cobaye", "cobaya",
            ]),
        Species(
            id: "reptile", name: "reptile", weightRangeKg: 0.01...1000, maxAgeYears: 100,
            synonyms: [
                "reptiles", "reptil", "reptiel", "rettile", "lizard", "snake", "tortoise", "turtle", "terrapin",
                "chelonian", "gecko", "iguana", "python", "boa", "echse", "schlange", "schildkröte",
                "landschildkröte", "lézard", "serpent", "tortue", "hagedis", "slang", "schildpad",
            ], hasBreedRegistries: false),
        Species(
            id: "ferret", name: "ferret", weightRangeKg: 0.01...4, maxAgeYears: 30,
            synonyms: ["ferrets", "mustela furo", "frettchen", "furet", "fret", "hurón", "furetto"],
            hasBreedRegistries: false),
        Species(
            id: "rodent", name: "rodent", weightRangeKg: 0.01...1000, maxAgeYears: 30,
            synonyms: [
                "rodents", "hamster", "rat", "mouse", "gerbil", "chinchilla", "degu", "nager", "nagetier", "ratte",
                "maus", "rennmaus", "rongeur", "souris", "knaagdier", "muis", "woestijnrat",
            ], hasBreedRegistries: false),
        Species(
            id: "other", name: "other", weightRangeKg: 0.01...1000, maxAgeYears: 30,
            synonyms: [
                "exotic", "exotics", "misc", "miscellaneous", "andere", "sonstige", "autre", "autres", "overig",
                "anders",
                // Licence and shelter exports also hold farm animals and wildlife (a city's licences: goats and pigs;
                // a shelter's intakes: livestock, wild, amphibian).
                "livestock", "farm animal", "goat", "goats", "pig", "pigs", "mini pig", "pot bellied pig",
                "potbellied pig",
                "hog", "swine", "sheep", "lamb", "horse", "pony", "donkey", "mule", "cow", "cattle", "llama", "alpaca",
                "wild", "wildlife", "wild animal", "amphibian", "frog", "toad", "opossum", "possum", "raccoon", "skunk",
                "fox", "deer", "bat",
            ], hasBreedRegistries: false),
    ]
}
