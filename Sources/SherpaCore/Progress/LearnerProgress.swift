import Foundation

/// Everything sherpa remembers about a learner's route: `.sessions/<route>/progress.json`.
/// This file is the source of truth; the Markdown in `.sessions/` is generated from it.
package struct LearnerProgress: Codable, Sendable, Equatable {
    static let currentFormatVersion = 1

    var formatVersion = LearnerProgress.currentFormatVersion
    package var route: String
    package var sections: [String: SectionProgress] = [:]
    /// Every command that touched the route, oldest first; session logs are cut from it.
    package var activity: [ActivityEntry] = []
    /// Each `sherpa wrapup` the learner finished, oldest first. Absent in files from before the
    /// wrap-up existed; an optional field, so those files still load and the format version stays 1.
    package var wrapUps: [WrapUpRecord]?

    package init(route: String) {
        self.route = route
    }

    /// The latest wrap-up, if the learner has closed the route at least once.
    package var lastWrapUp: WrapUpRecord? { wrapUps?.last }

    package subscript(section id: String) -> SectionProgress {
        get { sections[id] ?? SectionProgress() }
        set { sections[id] = newValue }
    }
}

/// One section's record.
package struct SectionProgress: Codable, Sendable, Equatable {
    package var checks: [CheckRecord] = []
    package var quiz: QuizRecord?
    /// How many of the section's general hints have been shown.
    package var hintsUsed = 0
    /// When the learner's own check first passed. It stays set when the code breaks again, so it
    /// says the section was done once, not where it stands now: `lastLearnerCheck` says that.
    package var completedAt: Date?

    package init() {}

    /// The latest check of the learner's own code, which alone says where the section stands:
    /// a check of the reference solution says nothing about the learner's work.
    package var lastLearnerCheck: CheckRecord? { checks.last { $0.variant == .starter } }
}

/// One `sherpa check`, as remembered.
package struct CheckRecord: Codable, Sendable, Equatable {
    package var at: Date
    /// Stored as `starter`/`solution`, as before the type was an enum.
    package var variant: CheckVariant
    /// Stored as `pass`/`fail`/`error`.
    package var status: CheckStatus
    package var passed: Int
    package var total: Int
    /// Names of the tests and rules that did not pass, and the sentences of `missing`.
    package var failing: [String]
    /// The sentences naming what the section asks for and the code lacks, so advice can tell
    /// them from test names that also end in a full stop. Absent in records from before it was kept.
    package var missing: [String]?

    package init(at: Date, variant: CheckVariant, status: CheckStatus, passed: Int, total: Int, failing: [String], missing: [String]? = nil) {
        self.at = at
        self.variant = variant
        self.status = status
        self.passed = passed
        self.total = total
        self.failing = failing
        self.missing = missing
    }
}

/// A section's quiz history.
package struct QuizRecord: Codable, Sendable, Equatable {
    package var attempts: Int
    /// Best score so far, from 0 to 1.
    package var bestScore: Double
    package var lastScore: Double
    package var lastAt: Date
    /// Per question id of the last attempt: whether it was answered right.
    package var lastAnswers: [String: Bool]
    /// Whether any attempt reached the bank's pass mark. Absent in records from before it was
    /// kept; those count as passed, as they did then.
    package var passed: Bool?

    package init(attempts: Int, bestScore: Double, lastScore: Double, lastAt: Date, lastAnswers: [String: Bool], passed: Bool? = nil) {
        self.attempts = attempts
        self.bestScore = bestScore
        self.lastScore = lastScore
        self.lastAt = lastAt
        self.lastAnswers = lastAnswers
        self.passed = passed
    }

    /// A quiz below its pass mark is still due.
    package var isPassed: Bool { passed ?? true }
}

/// A line in the activity log.
package struct ActivityEntry: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable {
        case check, quiz, hint, guide, reset, diff
    }

    package var at: Date
    package var kind: Kind
    package var section: String?
    /// One plain sentence: what happened.
    package var summary: String

    package init(at: Date, kind: Kind, section: String?, summary: String) {
        self.at = at
        self.kind = kind
        self.section = section
        self.summary = summary
    }
}
