/// What the command Ctrl-C or SIGTERM stops was doing, so the sentence it leaves names it.
package enum InterruptedWork: Sendable {
    /// `sherpa check` and everything else that checks one learner's code.
    case check
    /// `sherpa grade`: a class's build and test runs.
    case grade

    /// What the stopped processes were, and what became of the unfinished work.
    var consequence: String {
        switch self {
        case .check: "(a check's build and tests); the unfinished check was not recorded."
        case .grade: "(the grade's build and test runs); the grade did not finish, so no gradebook was written."
        }
    }
}
