import Synchronization
import VetNetCore
import VetNetValidation

/// What the clean history path has worked out of values that repeat from row to row (a vaccine per species, a
/// vet), kept by their bytes and shared by the threads that prepare one source's rows: each distinct value is
/// worked out once for them all. The lock is held only to look up and to keep, never while working a value out.
final class CleanHistoryMemory: Sendable {
    private struct State {
        /// Per species (its index among the run's species names): the place of each vaccine's match in
        /// `matches`, -1 for a vaccine the catalog does not know.
        var vaccines: [ByteMemo<Int32>] = []
        var matches: [VaccineMatch] = []
        /// The place of each vet's ID in `vetIDs`, -1 for a vet the vet source does not have.
        var vets = ByteMemo<Int32>()
        var vetIDs: [String] = []
    }

    private let state = Mutex(State())

    /// The catalog's reading of the vaccine `key` names for an animal of species `species`, or `work`'s.
    func vaccine(_ key: Span<UInt8>, species: Int, work: (String) -> VaccineMatch?) -> VaccineMatch? {
        let kept: VaccineMatch?? = state.withLock { state in
            guard species < state.vaccines.count, let place = state.vaccines[species].value(for: key) else {
                return nil
            }
            return .some(place < 0 ? nil : state.matches[Int(place)])
        }
        if let kept { return kept }
        let match = work(String(readASCII: key))
        state.withLock { state in
            while state.vaccines.count <= species { state.vaccines.append(ByteMemo()) }
            guard state.vaccines[species].value(for: key) == nil, state.vaccines[species].hasRoom(for: key) else {
                return
            }
            var place: Int32 = -1
            if let match {
                place = Int32(state.matches.count)
                state.matches.append(match)
            }
            state.vaccines[species].keep(place, for: key)
        }
        return match
    }

    /// The vet ID of the vet `key` names when the vet source has it, or `work`'s answer.
    func vet(_ key: Span<UInt8>, work: (String) -> String?) -> String? {
        let kept: String?? = state.withLock { state in
            guard let place = state.vets.value(for: key) else { return nil }
            return .some(place < 0 ? nil : state.vetIDs[Int(place)])
        }
        if let kept { return kept }
        let id = work(String(readASCII: key))
        state.withLock { state in
            guard state.vets.value(for: key) == nil, state.vets.hasRoom(for: key) else { return }
            var place: Int32 = -1
            if let id {
                place = Int32(state.vetIDs.count)
                state.vetIDs.append(id)
            }
            state.vets.keep(place, for: key)
        }
        return id
    }
}
