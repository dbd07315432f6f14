extension BreedCatalog {
    /// Bird kinds kept as pets, parrots first.
    static let birdKinds: [Breed] = [
        Breed("Parrot", ["Papagei", "Perroquet", "Papegaai"]),
        Breed(
            "African Grey",
            [
                "African Grey Parrot", "African Gray", "Congo African Grey", "CAG", "Timneh Grey",
                "Timneh African Grey",
                "Grey Parrot", "Graupapagei", "Gris du Gabon", "Grijze Roodstaart", "Jaco",
            ]),
        Breed(
            "Amazon Parrot",
            [
                "Amazon", "Amazone", "Blue-fronted Amazon", "Yellow-headed Amazon", "Orange-winged Amazon",
                "Double Yellow-headed Amazon", "Blaustirnamazone",
            ]),
        Breed("Macaw", ["Ara"]),
        Breed("Blue-and-yellow Macaw", ["Blue and Gold Macaw", "Blue-and-gold Macaw", "Gelbbrustara", "Ara Ararauna"]),
        Breed("Scarlet Macaw", ["Hellroter Ara", "Ara Macao"]),
        Breed("Green-winged Macaw", ["Dunkelroter Ara"]),
        Breed("Hyacinth Macaw", ["Hyazinthara"]),
        Breed("Cockatoo", ["Kakadu", "Cacatoès", "Kaketoe"]),
        Breed("Umbrella Cockatoo", ["White Cockatoo", "Weißhaubenkakadu"]),
        Breed("Moluccan Cockatoo", ["Salmon-crested Cockatoo", "Molukkenkakadu"]),
        Breed("Sulphur-crested Cockatoo", ["Gelbhaubenkakadu"]),
        Breed("Goffin's Cockatoo", ["Goffin Cockatoo", "Tanimbar Corella", "Goffinkakadu"]),
        Breed("Galah", ["Rose-breasted Cockatoo", "Rosakakadu"]),
        Breed("Cockatiel", ["Nymphensittich", "Calopsitte", "Valkparkiet", "Quarrion", "Weero"]),
        Breed(
            "Budgerigar",
            [
                "Budgie", "Parakeet", "Shell Parakeet", "Common Parakeet", "Wellensittich", "Perruche Ondulée",
                "Grasparkiet", "Parkiet",
            ]),
        Breed("Lovebird", ["Agapornis", "Unzertrennliche", "Inséparable", "Peach-faced Lovebird", "Agapornide"]),
        Breed("Conure", ["Sun Conure", "Green-cheeked Conure", "Nanday Conure", "Sonnensittich", "Rotbauchsittich"]),
        Breed("Eclectus", ["Eclectus Parrot", "Edelpapagei"]),
        Breed("Senegal Parrot", ["Senegal", "Mohrenkopfpapagei"]),
        Breed("Quaker Parrot", ["Quaker", "Monk Parakeet", "Mönchssittich"]),
        Breed("Indian Ringneck", ["Ring-necked Parakeet", "Ringneck", "Halsbandsittich"]),
        Breed("Parrotlet", ["Sperlingspapagei"]),
        Breed("Caique", ["Caique Parrot"]),
        Breed("Pionus", ["Pionus Parrot"]),
        Breed("Lory", ["Lorikeet", "Rainbow Lorikeet", "Lori"]),
        Breed("Kakariki", ["Ziegensittich"]),
        Breed("Canary", ["Kanarienvogel", "Canari", "Kanarie"]),
        Breed("Zebra Finch", ["Zebrafink"]),
        Breed("Finch", ["Fink"]),
        Breed("Gouldian Finch", ["Gouldamadine"]),
        Breed("Mynah", ["Myna", "Hill Myna", "Beo"]),
        Breed("Toucan", ["Tukan"]),
        Breed("Dove", ["Diamond Dove", "Ringed Turtle Dove", "Diamanttäubchen"]),
        Breed("Pigeon", ["Taube", "Pigeon Voyageur", "Racing Pigeon", "Brieftaube"]),
        Breed("Chicken", ["Hen", "Huhn", "Poule", "Kip", "Bantam"]),
        Breed("Duck", ["Ente", "Canard", "Eend"]),
        Breed("Goose", ["Gans", "Oie"]),
        Breed("Quail", ["Wachtel", "Caille"]),
    ]

    /// Reptile kinds kept as pets: lizards, snakes, tortoises and turtles.
    static let reptileKinds: [Breed] = [
        Breed(
            "Bearded Dragon",
            [
                "Beardie", "Bartagame", "Pogona", "Central Bearded Dragon", "Agame Barbu", "Baardagaam",
            ]),
        Breed("Leopard Gecko", ["Leopardgecko", "Gecko Léopard", "Luipaardgekko", "Eublepharis"]),
        Breed("Crested Gecko", ["Kronengecko", "Crestie"]),
        Breed("Gecko", ["Gekko"]),
        Breed("Green Iguana", ["Iguana", "Grüner Leguan", "Leguan", "Iguane"]),
        Breed("Chameleon", ["Veiled Chameleon", "Panther Chameleon", "Jemenchamäleon", "Chamäleon", "Caméléon"]),
        Breed("Blue-tongued Skink", ["Blue Tongue Skink", "Blauzungenskink", "Skink"]),
        Breed("Uromastyx", ["Dornschwanzagame"]),
        Breed("Savannah Monitor", ["Steppenwaran", "Monitor", "Monitor Lizard"]),
        Breed("Water Dragon", ["Chinese Water Dragon", "Wasseragame"]),
        Breed("Anole", ["Green Anole"]),
        Breed("Tegu", ["Argentine Tegu"]),
        Breed("Ball Python", ["Royal Python", "Königspython", "Python Royal", "Koningspython", "Python Regius"]),
        Breed("Python", ["Python Snake"]),
        Breed("Corn Snake", ["Kornnatter", "Red Rat Snake", "Serpent des Blés", "Korenslang"]),
        Breed("King Snake", ["Kingsnake", "Königsnatter"]),
        Breed("Milk Snake", ["Milchschlange"]),
        Breed("Boa Constrictor", ["Boa", "Red-tailed Boa", "Abgottschlange"]),
        Breed("Garter Snake", ["Strumpfbandnatter"]),
        Breed("Hognose Snake", ["Western Hognose", "Hognose", "Hakennasennatter"]),
        Breed("Snake", ["Schlange", "Serpent", "Slang"]),
        Breed(
            "Hermann's Tortoise",
            [
                "Hermann Tortoise", "Griechische Landschildkröte", "Tortue d'Hermann", "Griekse Landschildpad",
                "Testudo Hermanni",
            ]),
        Breed(
            "Spur-thighed Tortoise",
            [
                "Greek Tortoise", "Maurische Landschildkröte", "Testudo Graeca", "Moorse Landschildpad",
            ]),
        Breed(
            "Horsfield's Tortoise",
            [
                "Russian Tortoise", "Vierzehen-Landschildkröte", "Steppenschildkröte", "Testudo Horsfieldii",
            ]),
        Breed("Marginated Tortoise", ["Breitrandschildkröte", "Testudo Marginata"]),
        Breed("Sulcata Tortoise", ["African Spurred Tortoise", "Sulcata", "Spornschildkröte"]),
        Breed("Leopard Tortoise", ["Pantherschildkröte"]),
        Breed("Red-footed Tortoise", ["Köhlerschildkröte", "Redfoot Tortoise"]),
        Breed("Tortoise", ["Landschildkröte", "Tortue Terrestre", "Landschildpad"]),
        Breed("Red-eared Slider", ["Rotwangen-Schmuckschildkröte", "Slider", "Red Eared Terrapin"]),
        Breed("Box Turtle", ["Dosenschildkröte"]),
        Breed("Turtle", ["Terrapin", "Wasserschildkröte", "Schildkröte", "Tortue", "Schildpad"]),
    ]
}
