/// Given names common enough that two different ones are two different people, not a typo of one another.
///
/// `Daniel`/`Danielle` or `Jon`/`Jan` score above 0.9 in Jaro-Winkler, yet both are real names: when both
/// forenames of a pair are known names with different canonical forms, the name comparator calls them different.
/// A typo rarely turns one common name into another, so little recall is lost for much precision on households.
public enum GivenNames {
    /// Whether `name` (lower-cased, accents removed) is a known given name or nickname.
    public static func isKnown(_ name: String) -> Bool { known.contains(name) }

    static let known: Set<String> = {
        var names = Set(common)
        for (formal, nicknames) in Nicknames.groups {
            names.insert(formal)
            names.formUnion(nicknames)
        }
        return names
    }()

    /// Frequent given names of English-speaking and European clients (lower-cased).
    public static let common: [String] = [
        "robert", "william", "elizabeth", "richard", "james", "john", "margaret", "katherine", "michael", "thomas",
        "joseph", "charles", "christopher", "daniel", "matthew", "anthony", "edward", "steven", "andrew", "joshua",
        "benjamin", "samuel", "alexander", "nicholas", "jonathan", "timothy", "patrick", "peter", "gregory",
        "raymond", "lawrence", "jeffrey", "kenneth", "ronald", "donald", "douglas", "frederick", "henry",
        "theodore", "zachary", "jennifer", "patricia", "susan", "deborah", "rebecca", "jessica", "victoria",
        "christine", "barbara", "dorothy", "abigail", "samantha", "alexandra", "jacqueline", "pamela", "kimberly",
        "stephanie", "cynthia", "sandra", "judith", "theresa", "nancy", "mary", "sarah", "anne", "helen",
        "eleanor", "valerie", "gabriel", "isabella", "olivia", "jacob", "nathaniel", "vincent", "walter",
        "leonard", "francis", "louis", "eugene", "philip", "stanley", "gerald", "albert", "harold", "frances",
        "virginia", "cassandra", "emma", "sophia", "ava", "mia", "emily", "madison", "chloe", "grace", "lily",
        "hannah", "natalie", "zoe", "laura", "linda", "karen", "lisa", "betty", "ashley", "donna", "carol",
        "michelle", "amanda", "melissa", "rachel", "brenda", "amy", "angela", "emma", "julia", "diana", "ruth",
        "sharon", "janet", "maria", "heather", "nicole", "denise", "tammy", "irene", "lauren", "megan", "andrea",
        "paula", "claire", "alice", "lucy", "fiona", "danielle", "joan", "jean", "janice", "gloria", "marie",
        "david", "mark", "paul", "kevin", "brian", "george", "jason", "ryan", "gary", "eric", "scott", "justin",
        "brandon", "frank", "adam", "aaron", "carl", "arthur", "roger", "keith", "jeremy", "terry", "sean",
        "christian", "austin", "dylan", "ethan", "noah", "logan", "lucas", "mason", "oliver", "owen", "luke",
        "ian", "neil", "simon", "martin", "colin", "graham", "hugh", "ivan", "oscar", "felix", "max", "leon",
        "jan", "hans", "klaus", "lars", "sven", "pierre", "jean", "luc", "marco", "luca", "carlos", "juan",
        "jose", "pedro", "miguel", "diego", "sofia", "lena", "anja", "ingrid", "elena", "carmen", "lucia",
        "ines", "eva", "nina", "sara", "julie", "camille", "louise", "manon", "chiara", "giulia", "francesca",
        "dennis", "jerry", "tyler", "aidan", "connor", "kyle", "shawn", "bruce", "wayne", "russell", "roy",
        "ralph", "randy", "howard", "phyllis", "evelyn", "joyce", "diane", "alicia", "kathleen", "shirley",
        "cheryl", "teresa", "tracy", "wendy", "dawn", "carolyn", "renee", "monica", "erin", "kelly", "shannon",
        "jesse", "martha", "beverly", "marilyn", "jordan", "amber", "brittany", "rose", "alan", "alexis", "lori",
        "kayla", "jane", "tiffany", "charlotte", "ella", "bryan", "joe", "juan", "jose", "ann", "catherine",
    ]
}
