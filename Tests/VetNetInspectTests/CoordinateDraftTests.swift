import Testing

@testable import VetNetInspect

/// A shelter's outcome export with where each animal was found: its coordinates hold 15 digits and a point, which
/// must not be taken for microchips.
@Suite struct CoordinateDraftTests {
    static let strays = """
        animal_id,name,animal_type,breed,color,sex_upon_outcome,date_of_birth,outcome_type,location_lat,location_long
        A1,,Cat,Domestic Shorthair Mix,Black,Unknown,2017-04-09,Transfer,30.4139760508221,-97.7419963476444
        A3,Max,Dog,Beagle,Black,Neutered Male,2015-01-01,Adoption,30.4155814217965,-97.6524455897478

        """

    func profile(_ values: [String], name: String = "reading") -> ColumnProfile {
        var profiler = ColumnProfiler(name: name, position: 1)
        for value in values { profiler.observe(value) }
        return profiler.profile()
    }

    @Test("Latitude and longitude columns are not drafted as the microchip, by their names or by their values")
    func stray() throws {
        let draft = try draftOf(Self.strays, file: "strays.csv")
        #expect(draft.field("microchip", of: "strays") == nil)
        #expect(!draft.yaml.contains("microchip"))
        let columns = try #require(draft.sources.first?.profile.columns)
        for name in ["location_lat", "location_long"] {
            let column = try #require(columns.first { $0.name == name })
            #expect(!column.kinds.contains(.microchip), "\(name)")
            #expect(column.kinds.contains(.number), "\(name)")
        }
    }

    @Test(
        "Decimal numbers, signed or not, are numbers and never microchips, whatever the column's name",
        arguments: [
            ["30.4139760508221", "30.4155814217965", "30.2672000000001"],
            ["-97.7419963476444", "-97.6524455897478", "-97.7431000000001"],
        ])
    func decimalValues(_ values: [String]) {
        let column = profile(values)
        #expect(!column.kinds.contains(.microchip))
        #expect(column.kinds.contains(.number))
        #expect(column.decimalPoints == values.count)
    }

    @Test("15 digits grouped by several dots are still microchips, unless the column's name says coordinates")
    func groupedChips() {
        let chips = ["985.112.003.456.789", "985.141.000.123.456", "276.098.100.123.456"]
        #expect(profile(chips).kinds.contains(.microchip))
        #expect(!profile(chips, name: "GPS Lat").kinds.contains(.microchip))
    }

    @Test(
        "Names of coordinate columns are recognised, run together, in words or camel case",
        arguments: [
            "location_lat", "location_long", "Latitude", "LONGITUDE", "lng", "GPS Lng", "geo-lon", "LocationLat",
            "FoundLocationLatitude", "X Coordinate", "y_coordinate", "x", "Y", "Coordinates", "coord_x", "lat_long",
        ])
    func coordinateNames(_ header: String) {
        #expect(HeaderVocabulary.isCoordinate(header))
    }

    @Test(
        "Chip, ID and other column names are no coordinates",
        arguments: ["Microchip", "chip_no", "animal_id", "Color", "Altitude", "Coordinator", "Relationship", "Latest"])
    func otherNames(_ header: String) {
        #expect(!HeaderVocabulary.isCoordinate(header))
    }
}
