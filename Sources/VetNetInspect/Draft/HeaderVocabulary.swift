public import VetNetMapping

/// The column names practice systems, shelters and licence registers give each field, in English, German,
/// French and Dutch, compared as `HeaderVocabulary.key` makes them (`Client ID`, `client_id` and `ClientID`
/// are one name).
public enum HeaderVocabulary {
    /// A header name folded for comparison: lower-case letters and digits only, accents dropped, `ß` as `ss`.
    public static func key(_ header: String) -> String {
        var key = ""
        for character in header.lowercased() {
            switch character {
            case "ä", "à", "á", "â", "å": key += "a"
            case "ö", "ò", "ó", "ô": key += "o"
            case "ü", "ù", "ú", "û": key += "u"
            case "é", "è", "ê", "ë": key += "e"
            case "ï", "î", "í": key += "i"
            case "ç": key += "c"
            case "ß": key += "ss"
            case "#": key += "no"
            default:
                if character.isASCII, character.isLetter || character.isNumber { key.append(character) }
            }
        }
        return key
    }

    /// The field a header names in a source of `entity`, or nil.
    public static func field(for header: String, entity: Entity) -> String? {
        let key = key(header)
        let table = entity == .patient ? patientNames : ownerNames
        if let field = table[key] { return field }
        // `Owner Email`, `Pet Sex`, `animal_breed`: the entity's own word before a field's usual name.
        for prefix in entity == .patient ? patientPrefixes : ownerPrefixes
        where key.hasPrefix(prefix) && key.count > prefix.count {
            if let field = table[String(key.dropFirst(prefix.count))] { return field }
        }
        // `behaviour_note`, `Medical Notes`, `Kennel Comments`: any kind of note about the animal.
        if entity == .patient, noteWords.contains(where: { key.hasSuffix($0) }) { return "notes" }
        return nil
    }

    /// Words that end the names of note columns.
    static let noteWords = [
        "note", "notes", "comment", "comments", "remark", "remarks", "memo", "bemerkung", "bemerkungen", "notiz",
        "notizen", "kommentar", "anmerkung", "anmerkungen", "remarque", "remarques", "commentaire", "commentaires",
        "opmerking", "opmerkingen",
    ]

    /// Words in the name of the date an age was written down on (`intake_date`, `Visit Date`, `Aufnahmedatum`).
    static let ageDateWords = [
        "intake", "visit", "record", "admission", "admit", "arrival", "exam", "asof", "aufnahme", "eingang",
        "besuch", "untersuchung", "entree", "visite", "opname", "bezoek", "consult",
    ]

    /// The weight unit a weight column's name gives (`Weight (lb)`, `WeightLb`, `Gewicht kg`).
    public static func weightUnit(in header: String) -> String? {
        let key = key(header)
        for (suffix, unit) in [
            ("lbs", "lb"), ("lb", "lb"), ("pounds", "lb"), ("kg", "kg"), ("kilo", "kg"), ("grams", "g"), ("gramm", "g"),
            ("oz", "oz"),
        ]
        where key.hasSuffix(suffix) {
            return unit
        }
        if key.hasSuffix("g"), key.hasPrefix("weight") || key.hasPrefix("gewicht") || key.hasPrefix("poids"),
            key.count <= 8
        {
            return "g"
        }
        return nil
    }

    /// Whether a column holds the unit of the weight next to it (`Wt Unit`, `Weight Unit`, `Einheit`).
    public static func isWeightUnitColumn(_ header: String) -> Bool {
        ["unit", "wtunit", "weightunit", "units", "einheit", "unite", "eenheid", "uom"].contains(key(header))
    }

    static let ownerPrefixes = [
        "owner", "client", "customer", "kunde", "kunden", "besitzer", "halter", "eigenaar", "klant", "proprietaire",
    ]
    static let patientPrefixes = ["patient", "animal", "pet", "tier", "dier", "animals"]

    private static func table(_ entries: [(String, [String])]) -> [String: String] {
        var table: [String: String] = [:]
        for (field, names) in entries {
            for name in names where table[name] == nil { table[name] = field }
        }
        return table
    }

    static let ownerNames = table([
        (
            "sourceId",
            [
                "id", "clientid", "ownerid", "customerid", "clientno", "clientnumber", "clientnum", "clientnr",
                "ownerno",
                "ownernumber", "ownernr", "customerno", "customernumber", "acct", "account", "accountno",
                "accountnumber",
                "accountid", "acctno", "custid", "custno", "personid", "kundennummer", "kundennr", "kundenid", "kdnr",
                "besitzerid", "halterid", "numeroclient", "noclient", "idclient", "klantnummer", "klantnr",
                "eigenaarid",
                "number", "no", "nr", "code", "key",
            ]
        ),
        (
            "firstName",
            [
                "firstname", "first", "fname", "givenname", "forename", "forenames", "vorname", "prenom", "voornaam",
                "ownerfirstname", "clientfirstname", "christianname",
            ]
        ),
        (
            "lastName",
            [
                "lastname", "last", "lname", "surname", "familyname", "nachname", "familienname", "nom", "nomdefamille",
                "achternaam", "ownerlastname", "clientlastname",
            ]
        ),
        (
            "fullName",
            [
                "name", "fullname", "ownername", "clientname", "customername", "owner", "client", "customer", "kunde",
                "besitzer", "halter", "naam", "nomcomplet", "contactname",
            ]
        ),
        (
            "organization",
            [
                "organization", "organisation", "organizationname", "organisationname", "org", "company", "companyname",
                "business", "businessname", "firma", "firmenname", "unternehmen", "agency", "agencyname", "societe",
                "entreprise", "raisonsociale", "bedrijf", "bedrijfsnaam",
            ]
        ),
        (
            "email",
            ["email", "emailaddress", "mail", "emailadresse", "courriel", "adresseemail", "emailadres", "mailadres"]
        ),
        (
            "phone",
            [
                "phone", "phonenumber", "phoneno", "telephone", "tel", "telno", "mobile", "mobilephone", "mobileno",
                "cell",
                "cellphone", "homephone", "workphone", "phone1", "phone2", "phone3", "telefon", "telefonnummer",
                "handy",
                "mobil", "mobiltelefon", "portable", "telephoneportable", "telefoon", "telefoonnummer", "mobiel", "gsm",
                "primaryphone", "secondaryphone", "dayphone", "eveningphone", "businessphone",
            ]
        ),
        (
            "address.line1",
            [
                "address", "address1", "addressline1", "addr", "addr1", "street", "streetaddress", "street1", "strasse",
                "strassehausnummer", "anschrift", "adresse", "adresse1", "rue", "straat", "straatnaam", "homeaddress",
                "mailingaddress",
            ]
        ),
        ("address.line2", ["address2", "addressline2", "addr2", "street2", "adresse2", "apt", "suite", "unit2"]),
        (
            "address.city",
            ["city", "town", "ort", "stadt", "wohnort", "ville", "localite", "plaats", "woonplaats", "suburb"]
        ),
        (
            "address.region",
            ["state", "province", "region", "county", "bundesland", "st", "prov", "provincie", "departement"]
        ),
        (
            "address.postalCode",
            [
                "zip", "zipcode", "postalcode", "postcode", "plz", "postleitzahl", "codepostal", "cp", "zip5", "postal",
            ]
        ),
        ("address.country", ["country", "countrycode", "land", "pays", "staat", "nation"]),
        ("emergencyContact.name", ["emergencycontact", "emergencyname", "emergencycontactname", "notfallkontakt"]),
        ("emergencyContact.phone", ["emergencyphone", "emergencycontactphone", "notfalltelefon"]),
        (
            "preferredCommunication",
            ["preferredcommunication", "contactpreference", "preferredcontact", "contactmethod"]
        ),
        ("inactive", ["inactive", "isinactive", "inaktiv", "inactif", "deleted", "archived", "geloescht"]),
        ("active", ["active", "isactive", "aktiv", "actif", "actief", "enabled"]),
        (
            "createdAt",
            [
                "created", "createdat", "createdon", "datecreated", "creationdate", "clientsince", "since",
                "registered",
                "registrationdate", "firstvisit", "erstellt", "angelegt", "erfasst", "datecreation", "aangemaakt",
            ]
        ),
        (
            "updatedAt",
            [
                "updated", "updatedat", "updatedon", "lastupdated", "lastmodified", "modified", "modifiedon",
                "datemodified", "lastchange", "lastchanged", "changed", "geaendert", "geandert", "letzteaenderung",
                "datemodification", "gewijzigd", "lastupdate",
            ]
        ),
    ])

    static let patientNames = table([
        (
            "sourceId",
            [
                "id", "patientid", "petid", "animalid", "patientno", "patientnumber", "patientnr", "petno", "petnumber",
                "animalno", "animalnumber", "tierid", "tiernummer", "tiernr", "patientennummer", "patnr", "dierid",
                "diernummer", "numeropatient", "idanimal", "idanimale", "recordid", "licensenumber", "licenseno",
                "licenceno", "licencenumber", "tagnumber", "number", "no", "nr", "code", "key", "docketno",
                "docketnumber",
            ]
        ),
        (
            "ownerSourceId",
            [
                "ownerid", "clientid", "customerid", "owneracct", "owneraccount", "acct", "account", "accountno",
                "ownerno", "ownernumber", "ownernr", "clientno", "clientnumber", "clientnr", "customerno", "personid",
                "kundennummer", "kundennr", "kundenid", "besitzerid", "besitzernummer", "halterid", "idclient",
                "klantnummer", "eigenaarid", "ownerref", "clientref",
            ]
        ),
        (
            "name",
            [
                "name", "petname", "animalname", "patientname", "animalsname", "petsname", "callname", "tiername",
                "nomanimal", "nomdelanimal", "diernaam", "naam", "pet", "animal", "patient", "dogname", "catname",
                "dogsname", "catsname", "hundename", "nomduchien", "hondnaam",
            ]
        ),
        (
            "species",
            [
                "species", "animaltype", "pettype", "type", "kind", "speciesname", "tierart", "art", "spezies",
                "espece",
                "soort", "diersoort", "typeofanimal", "speciescode",
            ]
        ),
        (
            "breed",
            [
                "breed", "primarybreed", "breedname", "rasse", "race", "ras", "breed1", "breeddescription", "mainbreed",
                "secondarybreed", "secondbreed", "breed2", "secondarybreedname", "zweitrasse", "racesecondaire",
            ]
        ),
        (
            "sex",
            [
                "sex", "gender", "sexcode", "geschlecht", "sexe", "geslacht", "sexupon", "sexuponoutcome",
                "sexuponintake",
            ]
        ),
        (
            "neutered",
            [
                "neutered", "spayed", "spayedneutered", "spayneuter", "neuterstatus", "fixed", "altered", "desexed",
                "kastriert", "sterilise", "sterilisiert", "gecastreerd", "castrated",
            ]
        ),
        (
            "birthDate",
            [
                "dob", "birthdate", "dateofbirth", "born", "birthday", "bday", "birth", "geburtsdatum", "geboren",
                "gebdatum",
                "datenaissance", "naissance", "geboortedatum", "birthdt",
            ]
        ),
        (
            "age",
            [
                "age", "ageyears", "ageinyears", "ageatintake", "ageonintake", "ageuponintake", "ageuponoutcome",
                "intakeage",
                "estimatedage", "currentage", "alter", "lebensalter", "leeftijd", "edad", "eta",
            ]
        ),
        (
            "weight",
            [
                "weight", "weightlb", "weightlbs", "weightkg", "wt", "wtlb", "wtkg", "bodyweight", "gewicht",
                "gewichtkg",
                "poids", "lastweight", "currentweight",
            ]
        ),
        (
            "microchip",
            [
                "microchip", "microchipnumber", "microchipno", "microchipid", "chip", "chipno", "chipnumber", "chipnr",
                "chipid", "chipnummer", "transponder", "transpondernummer", "transpondernr", "puce", "numeropuce",
                "microchipcode", "mchip", "idchip",
            ]
        ),
        (
            "notes",
            [
                "notes", "note", "comments", "comment", "remarks", "remark", "memo", "alerts", "bemerkung",
                "bemerkungen",
                "notizen", "notiz", "kommentar", "remarques", "commentaire", "opmerkingen", "opmerking", "description",
            ]
        ),
        (
            "deceased",
            [
                "deceased", "isdeceased", "dead", "isdead", "outcomeisdead", "died", "verstorben", "gestorben",
                "decede",
                "overleden", "expired", "deceaseddate", "datedeceased", "deceasedon", "dateofdeath", "deathdate",
                "diedon",
                "datedied", "todesdatum", "sterbedatum", "datededeces", "datedudeces", "overlijdensdatum",
            ]
        ),
        (
            "color",
            [
                "color", "colour", "colors", "colours", "coat", "coatcolor", "coatcolour", "markings", "marking",
                "primarycolor", "primarycolour", "secondarycolor", "secondarycolour", "color1", "color2", "colour1",
                "colour2", "farbe", "fellfarbe", "couleur", "robe", "kleur", "vachtkleur",
                // Shelter Manager's animal table and its exports.
                "basecolour", "basecolor", "basecolourname", "basecolorname", "maincolor", "maincolour", "colorname",
                "colourname",
            ]
        ),
        ("inactive", ["inactive", "isinactive", "inaktiv", "inactif", "deleted", "archived"]),
        ("active", ["active", "isactive", "aktiv", "actif", "actief"]),
        (
            "createdAt",
            [
                "created", "createdat", "createdon", "datecreated", "registered", "registrationdate", "erstellt",
                "angelegt", "firstvisit",
            ]
        ),
        (
            "updatedAt",
            [
                "updated", "updatedat", "updatedon", "lastupdated", "lastmodified", "modified", "datemodified",
                "lastchange", "changed", "geaendert", "geandert", "lastupdate",
            ]
        ),
    ])
}
