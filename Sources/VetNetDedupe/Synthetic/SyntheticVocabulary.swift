/// Names, streets and places the synthetic owner generator draws from (frequent ones first).
enum SyntheticVocabulary {
    static let forenames = [
        "james", "mary", "robert", "patricia", "john", "jennifer", "michael", "linda", "william", "elizabeth",
        "david", "barbara", "richard", "susan", "joseph", "jessica", "thomas", "sarah", "charles", "karen",
        "christopher", "nancy", "daniel", "lisa", "matthew", "margaret", "anthony", "betty", "mark", "sandra",
        "donald", "ashley", "steven", "kimberly", "paul", "emily", "andrew", "donna", "joshua", "michelle",
        "kenneth", "dorothy", "kevin", "carol", "brian", "amanda", "george", "melissa", "edward", "deborah",
        "ronald", "stephanie", "timothy", "rebecca", "jason", "laura", "jeffrey", "helen", "ryan", "sharon",
        "jacob", "cynthia", "gary", "kathleen", "nicholas", "amy", "eric", "shirley", "jonathan", "angela",
        "stephen", "anne", "larry", "brenda", "justin", "pamela", "scott", "nicole", "brandon", "katherine",
        "benjamin", "samantha", "samuel", "christine", "gregory", "rachel", "frank", "janet", "alexander",
        "catherine", "raymond", "maria", "patrick", "heather", "jack", "diane", "dennis", "julie", "jerry", "joyce",
        "tyler", "victoria", "aaron", "kelly", "henry", "christina", "douglas", "joan", "peter", "evelyn",
        "adam", "lauren", "nathan", "judith", "zachary", "olivia", "walter", "frances", "kyle", "martha",
        "harold", "cheryl", "carl", "megan", "arthur", "andrea", "gerald", "hannah", "roger", "jacqueline",
        "keith", "ann", "lawrence", "gloria", "terry", "teresa", "sean", "sara", "christian", "janice",
        "albert", "julia", "austin", "marie", "joe", "madison", "ethan", "grace", "jesse", "judy",
        "willie", "theresa", "billy", "beverly", "bryan", "denise", "bruce", "marilyn", "jordan", "amber",
        "ralph", "danielle", "roy", "abigail", "noah", "brittany", "dylan", "rose", "eugene", "diana",
        "wayne", "natalie", "alan", "sophia", "juan", "alexis", "louis", "lori", "russell", "kayla",
        "gabriel", "jane", "randy", "tiffany", "philip", "kathryn", "harry", "isabella", "vincent", "emma",
        "bobby", "charlotte", "johnny", "ella", "logan", "chloe", "björn", "zoë", "josé", "renée", "françois",
        "siobhán", "inés", "søren", "chloé", "noël",
    ]

    static let surnames = [
        "smith", "johnson", "williams", "brown", "jones", "garcia", "miller", "davis", "rodriguez", "martinez",
        "hernandez", "lopez", "gonzalez", "wilson", "anderson", "thomas", "taylor", "moore", "jackson", "martin",
        "lee", "perez", "thompson", "white", "harris", "sanchez", "clark", "ramirez", "lewis", "robinson",
        "walker", "young", "allen", "king", "wright", "scott", "torres", "nguyen", "hill", "flores", "green",
        "adams", "nelson", "baker", "hall", "rivera", "campbell", "mitchell", "carter", "roberts", "gomez",
        "phillips", "evans", "turner", "diaz", "parker", "cruz", "edwards", "collins", "reyes", "stewart",
        "morris", "morales", "murphy", "cook", "rogers", "gutierrez", "ortiz", "morgan", "cooper", "peterson",
        "bailey", "reed", "kelly", "howard", "ramos", "kim", "cox", "ward", "richardson", "watson", "brooks",
        "chavez", "wood", "james", "bennett", "gray", "mendoza", "ruiz", "hughes", "price", "alvarez",
        "castillo", "sanders", "patel", "myers", "long", "ross", "foster", "jimenez", "powell", "jenkins",
        "perry", "russell", "sullivan", "bell", "coleman", "butler", "henderson", "barnes", "gonzales", "fisher",
        "vasquez", "simmons", "romero", "jordan", "patterson", "alexander", "hamilton", "graham", "reynolds",
        "griffin", "wallace", "moreno", "west", "cole", "hayes", "bryant", "herrera", "gibson", "ellis", "tran",
        "medina", "aguilar", "stevens", "murray", "ford", "castro", "marshall", "owens", "harrison", "fernandez",
        "mcdonald", "woods", "washington", "kennedy", "wells", "vargas", "henry", "chen", "freeman", "webb",
        "tucker", "guzman", "burns", "crawford", "olson", "simpson", "porter", "hunter", "gordon", "mendez",
        "silva", "shaw", "snyder", "mason", "dixon", "munoz", "hunt", "hicks", "holmes", "palmer", "wagner",
        "black", "robertson", "boyd", "rose", "stone", "salazar", "fox", "warren", "mills", "meyer", "rice",
        "schmidt", "garza", "daniels", "ferguson", "nichols", "stephens", "soto", "weaver", "ryan", "gardner",
        "payne", "grant", "dunn", "kelley", "spencer", "hawkins", "arnold", "pierce", "vazquez", "hansen",
        "peters", "santos", "hart", "bradley", "knight", "elliott", "cunningham", "duncan", "armstrong",
        "hudson", "carroll", "lane", "riley", "andrews", "alvarado", "ray", "delgado", "berry", "perkins",
        "hoffman", "johnston", "matthews", "peña", "richards", "willis", "carpenter", "lawrence", "sandoval",
        "o'brien", "müller", "smith-jones", "van der berg", "o'connor", "mcallister", "de la cruz", "schröder",
    ]

    static let streets = [
        "main", "oak", "pine", "maple", "cedar", "elm", "washington", "lake", "hill", "park", "walnut", "spring",
        "north", "ridge", "church", "willow", "mill", "sunset", "railroad", "jackson", "cherry", "highland",
        "river", "meadow", "forest", "lincoln", "jefferson", "madison", "franklin", "chestnut", "center",
        "valley", "lakeview", "birch", "dogwood", "hickory", "magnolia", "poplar", "sycamore", "laurel",
        "adams", "harrison", "grant", "prospect", "orchard", "broad", "market", "union", "school", "college",
    ]

    /// Full form and abbreviation of street suffixes.
    static let suffixes = [
        ("Street", "St"), ("Avenue", "Ave"), ("Road", "Rd"), ("Drive", "Dr"), ("Lane", "Ln"), ("Court", "Ct"),
        ("Place", "Pl"), ("Boulevard", "Blvd"), ("Terrace", "Ter"), ("Circle", "Cir"),
    ]

    static let cities = [
        "Springfield", "Riverside", "Franklin", "Greenville", "Bristol", "Clinton", "Fairview", "Salem",
        "Madison", "Georgetown", "Arlington", "Ashland", "Burlington", "Manchester", "Oxford", "Milton",
        "Newport", "Dover", "Hudson", "Kingston", "Marion", "Lexington", "Auburn", "Dayton", "Jackson",
        "Lebanon", "Troy", "Winchester", "Centerville", "Mount Vernon",
    ]

    static let domains = [
        "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net",
    ]
}
