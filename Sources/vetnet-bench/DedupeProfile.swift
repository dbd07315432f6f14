import ArgumentParser

/// Which synthetic owners the dedupe phase measures (`SyntheticOwners.Profile`).
enum DedupeProfile: String, CaseIterable, Sendable, ExpressibleByArgument {
    case clean, realistic
}
