extension BreedCatalog {
    /// Rabbit breeds. German `Widder`, Dutch `Hangoor` and French `Bélier` mean lop-eared (the EU sample maps
    /// `Widder` to `Lop`).
    static let rabbitBreeds: [Breed] = [
        Breed("Lop", ["Widder", "Hangoor", "Bélier", "Lop Eared", "Lop-eared Rabbit", "Lop Rabbit"]),
        Breed("Holland Lop", ["Hollandse Hangoor", "Holland Lop Eared"]),
        Breed("Mini Lop", ["Minilop"]),
        Breed("Dwarf Lop", ["Zwergwidder", "Zwerg-Widder", "Teddywidder", "Teddy Widder", "Mini Widder"]),
        Breed("French Lop", ["Französischer Widder", "Franse Hangoor", "Bélier Français"]),
        Breed("English Lop", ["Englischer Widder", "Engelse Hangoor", "Bélier Anglais"]),
        Breed(
            "Netherland Dwarf", ["Netherlands Dwarf", "Farbenzwerg", "Hermelin", "Nederlandse Dwerg", "Dwarf Rabbit"]),
        Breed("Lionhead", ["Löwenkopf", "Lion Head", "Leeuwenkop", "Tête de Lion"]),
        Breed("Jersey Wooly", ["Jersey Woolly"]),
        Breed("Angora", ["English Angora", "Angorakaninchen", "Angora Rabbit", "French Angora"]),
        Breed("Rex", ["Castor Rex", "Rex Rabbit", "Rexkaninchen"]),
        Breed("Mini Rex", ["Zwergrex", "Dwarf Rex"]),
        Breed("Dutch", ["Holländer", "Hollander", "Dutch Rabbit", "Hollander Rabbit"]),
        Breed("Flemish Giant", ["Flämischer Riese", "Vlaamse Reus", "Géant des Flandres"]),
        Breed("Continental Giant", ["German Giant", "Deutscher Riese", "Riese"]),
        Breed("Californian", ["Kalifornier", "Californian Rabbit", "Californiër"]),
        Breed("New Zealand", ["New Zealand White", "Neuseeländer", "Nieuw-Zeelander", "New Zealand Red"]),
        Breed("Himalayan", ["Russe", "Russian", "Himalaya", "Russenkaninchen"]),
        Breed("Harlequin", ["Japaner", "Japanese"]),
        Breed("Polish", ["Polnisch", "Polish Rabbit"]),
        Breed("Britannia Petite"),
        Breed("Havana", ["Havanna"]),
        Breed("Cinnamon"),
        Breed("Silver Fox"),
        Breed("Checkered Giant", ["Deutsche Riesenschecke", "Riesenschecke"]),
        Breed("English Spot", ["Englische Schecke"]),
        Breed("Belgian Hare", ["Belgischer Hase", "Leporide"]),
        Breed("Blanc de Hotot", ["Hotot"]),
        Breed("Dwarf Hotot", ["Zwerg-Hotot", "Zwerghotot"]),
        Breed("Chinchilla", ["Chinchilla Rabbit", "Chinchillakaninchen"]),
        Breed("Thrianta"),
        Breed("Rhinelander", ["Rheinische Schecke"]),
        // The rest of the American Rabbit Breeders Association's recognised breeds.
        Breed("American", ["American Blue", "American White", "American Rabbit"]),
        Breed("American Chinchilla"),
        Breed("American Fuzzy Lop", ["Fuzzy Lop"]),
        Breed("American Sable"),
        Breed("Argente Brun"),
        Breed("Beveren"),
        Breed("Champagne d'Argent", ["Champagne"]),
        Breed("Crème d'Argent", ["Creme d'Argent"]),
        Breed("Czech Frosty"),
        Breed("Dwarf Papillon"),
        Breed("Florida White"),
        Breed("Giant Angora"),
        Breed("Giant Chinchilla"),
        Breed("Lilac"),
        Breed("Mini Satin"),
        Breed("Palomino"),
        Breed("Satin", ["Satin Rabbit"]),
        Breed("Satin Angora"),
        Breed("Silver"),
        Breed("Silver Marten"),
        Breed("Standard Chinchilla"),
        Breed("Tan", ["Tan Rabbit"]),
    ]

    /// Guinea-pig breeds. German `Rosette` is the Abyssinian (the EU sample maps it so).
    static let guineaPigBreeds: [Breed] = [
        Breed("Abyssinian", ["Rosette", "Rosettenmeerschweinchen", "Abessinier", "Abyssin", "Rosetten"]),
        Breed(
            "American",
            [
                "English", "Smooth", "Glatthaar", "Short-haired", "Shorthair", "English Shorthair",
                "American Shorthair",
                "American Short Hair", "American Smooth",
            ]),
        Breed("Peruvian", ["Peruaner", "Péruvien"]),
        Breed("Silkie", ["Sheltie", "Shelty"]),
        Breed("Texel"),
        Breed("Teddy", ["US Teddy"]),
        Breed("Coronet", ["Coronet Guinea Pig"]),
        Breed("Crested", ["English Crested", "American Crested", "Crested Guinea Pig", "Crown"]),
        Breed("Rex", ["Rex Guinea Pig"]),
        Breed("Skinny Pig", ["Skinny", "Hairless"]),
        Breed("Baldwin"),
        Breed("Himalayan", ["Himalaya"]),
        Breed("Merino"),
        Breed("Alpaca"),
        Breed("Lunkarya", ["Lunkarya Peruvian"]),
        Breed("Sheba", ["Sheba Mini Yak"]),
        Breed("Cuy", ["Peruvian Cuy"]),
        Breed("Ridgeback"),
        Breed("Satin", ["Satin Guinea Pig"]),
    ]

    /// Ferrets have colours and coat lengths rather than breeds.
    static let ferretKinds: [Breed] = [
        Breed("Domestic Ferret", ["Ferret", "Standard Ferret", "Frettchen", "Iltisfrettchen", "Furet"]),
        Breed("Angora Ferret", ["Angorafrettchen"]),
    ]

    /// Rodent kinds (DOMAIN.md §3.3: hamster, rat, mouse, gerbil, chinchilla).
    static let rodentKinds: [Breed] = [
        Breed("Hamster"),
        Breed("Syrian Hamster", ["Golden Hamster", "Goldhamster", "Teddy Bear Hamster", "Teddy Hamster"]),
        Breed(
            "Dwarf Hamster",
            [
                "Campbell's Dwarf Hamster", "Winter White", "Winter White Dwarf Hamster", "Djungarian Hamster",
                "Dsungarischer Zwerghamster", "Zwerghamster", "Russian Dwarf Hamster",
            ]),
        Breed("Roborovski Hamster", ["Roborovski", "Robo"]),
        Breed("Chinese Hamster"),
        Breed("Fancy Rat", ["Rat", "Farbratte", "Dumbo Rat", "Ratte", "Standard Rat"]),
        Breed("Fancy Mouse", ["Mouse", "Farbmaus", "Maus"]),
        Breed("Mongolian Gerbil", ["Gerbil", "Rennmaus", "Mongolische Rennmaus"]),
        Breed("Chinchilla"),
        Breed("Degu"),
    ]
}
