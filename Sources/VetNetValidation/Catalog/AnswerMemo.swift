import Synchronization

/// Answers kept by value and scope (a species, a country), shared by every thread that validates.
///
/// An export repeats its few unknown breeds and placeholder phone numbers on thousands of rows, and each answer
/// costs work per row: a "did you mean" an edit distance to every breed of the species, a value that names no
/// breed directly its taking apart into parents and mix markers, a phone number libphonenumber's regular
/// expressions. Worked out per row, the suggestions took most of the time of a run on such an export. At most
/// `capacity` answers are kept; others are worked out every time, so a column of distinct typos costs no more
/// memory than that.
final class AnswerMemo<Answer: Sendable>: Sendable {
    private struct Key: Hashable {
        let scope: String
        let text: String
    }

    let capacity: Int
    private let answers = Mutex<[Key: Answer]>([:])

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The kept answer for `text` in `scope`, or `work()`'s, kept when there is room.
    func answer(for text: String, scope: String, work: () -> Answer) -> Answer {
        let key = Key(scope: scope, text: text)
        if let kept = answers.withLock({ $0[key] }) { return kept }
        let answer = work()
        answers.withLock { answers in
            if answers.count < capacity { answers[key] = answer }
        }
        return answer
    }

    /// How many answers are kept.
    var count: Int { answers.withLock { $0.count } }
}

/// "Did you mean" answers: a breed or vaccine name, or none.
typealias SuggestionMemo = AnswerMemo<String?>

extension AnswerMemo where Answer == String? {
    /// The kept suggestion for `text`, or `work()`'s, kept when there is room.
    func suggestion(for text: String, species: String, work: () -> String?) -> String? {
        answer(for: text, scope: species, work: work)
    }
}
