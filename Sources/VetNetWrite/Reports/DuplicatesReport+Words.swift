import VetNetCore

/// The duplicates page's words for the report's codes: fields, agreement levels, merge rules and reasons.
extension DuplicatesReport {
    static func fieldKey(_ field: String) -> PageKey? {
        switch field {
        case "name": .fieldName
        case "email": .fieldEmail
        case "phone": .fieldPhone
        case "address": .fieldAddress
        case "microchip": .fieldMicrochip
        case "species": .fieldSpecies
        case "birthDate": .fieldBirthDate
        case "sex": .fieldSex
        case "breed": .fieldBreed
        case "color": .fieldColor
        case "speciesOriginal": .fieldSpeciesOriginal
        default: nil
        }
    }

    /// How a field agreed, in words: owners' names, emails, phones and addresses have levels of their own
    /// (`sameStreet`, `surnameOnly`); animals' fields are `exact`, `similar`, `compatible`, `missing` or `different`.
    static func levelKey(field: String, level: String) -> PageKey? {
        switch (field, level) {
        case ("name", "exact"): .levelSameName
        case ("phone", "exact"): .levelSameNumber
        case ("email", "fuzzy"): .levelTypo
        case (_, "exact"): .levelSame
        case (_, "nickname"): .levelNickname
        case (_, "swapped"): .levelSwapped
        case (_, "fuzzyStrong"): .levelOneTypo
        case (_, "fuzzy"), (_, "similar"): .levelSimilar
        case (_, "forenameMissing"): .levelForenameMissing
        case (_, "surnameOnly"): .levelSurnameOnly
        case (_, "forenameOnly"): .levelForenameOnly
        case (_, "different"): .levelDifferent
        case (_, "missing"): .levelMissing
        case (_, "username"): .levelUsername
        case (_, "sameStreet"): .levelSameStreet
        case (_, "samePostalCode"): .levelSamePostalCode
        case (_, "shared"): .levelSharedChip
        case (_, "compatible"): .levelCompatible
        default: nil
        }
    }

    static func ruleKey(_ rule: String) -> PageKey {
        switch rule {
        case "sameMicrochip": .ruleSameChip
        case "sameNameSpeciesAndBirthDate": .ruleSameNameBirth
        default: .ruleScore
        }
    }

    static func kindKey(_ kind: String) -> PageKey {
        switch kind {
        case "visit": .kindVisit
        case "medication": .kindMedication
        case "alert": .kindAlert
        default: .kindVaccination
        }
    }

    static func reasonKey(_ reason: String) -> PageKey {
        switch reason {
        case "namesDiffer": .reasonNamesDiffer
        case "wouldChainDifferentPeople": .reasonWouldChain
        case "animalNameOnly": .reasonAnimalNameOnly
        case "animalSexAndBreedOnly": .reasonAnimalSexBreed
        case "animalTwoIdsInOneExport": .reasonAnimalTwoIds
        default: .reasonOther
        }
    }
}
