extension HeaderVocabulary {
    /// Whether a column's name says it holds a coordinate (`location_lat`, `Longitude`, `GPS Lng`, `X Coordinate`,
    /// `Y`): its values are numbers of a place, never microchips, however many digits they have.
    public static func isCoordinate(_ header: String) -> Bool {
        let key = key(header)
        if coordinateNames.contains(key) || coordinateEndings.contains(where: key.hasSuffix) { return true }
        return words(header).contains(where: coordinateWords.contains)
    }

    /// Whole names of coordinate columns.
    static let coordinateNames: Set<String> = [
        "x", "y", "xcoord", "ycoord", "coordx", "coordy", "latlong", "latlng", "latlon", "geolocation", "gps",
    ]
    /// Words that end a coordinate column's name run together (`LocationLatitude`, `xcoordinate`).
    static let coordinateEndings = [
        "latitude", "longitude", "coordinate", "coordinates", "breitengrad", "laengengrad", "langengrad",
        "coordonnee", "coordonnees", "breedtegraad", "lengtegraad",
    ]
    /// Words of a coordinate column's name (`location_lat`, `GPS Lng`, `geo-lon`).
    static let coordinateWords: Set<String> = ["lat", "lng", "lon", "long", "coord", "coords"]

    /// The words of a header, split at anything but letters and digits and where a capital follows a small letter
    /// (`LocationLat`), each folded as `key` folds a name.
    static func words(_ header: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previousIsLower = false
        for character in header {
            if !(character.isLetter || character.isNumber) || (previousIsLower && character.isUppercase) {
                if !word.isEmpty { words.append(key(word)) }
                word = ""
            }
            if character.isLetter || character.isNumber { word.append(character) }
            previousIsLower = character.isLowercase
        }
        if !word.isEmpty { words.append(key(word)) }
        return words
    }
}
