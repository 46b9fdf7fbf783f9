import Foundation

/// Everything sherpa remembers about a learner's route: `.sessions/<route>/progress.json`.
/// This file is the source of truth; the Markdown in `.sessions/` is generated from it.
public struct LearnerProgress: Codable, Sendable, Equatable {
    public static let currentFormatVersion = 1

    public var formatVersion = LearnerProgress.currentFormatVersion
    public var route: String
    public var sections: [String: SectionProgress] = [:]
    /// Every command that touched the route, oldest first; session logs are cut from it.
    public var activity: [ActivityEntry] = []
    /// Each `sherpa wrapup` the learner finished, oldest first. Absent in files from before the
    /// wrap-up existed; an optional field, so those files still load and the format version stays 1.
    public var wrapUps: [WrapUpRecord]?

    public init(route: String) {
        self.route = route
    }

    /// The latest wrap-up, if the learner has closed the route at least once.
    public var lastWrapUp: WrapUpRecord? { wrapUps?.last }

    public subscript(section id: String) -> SectionProgress {
        get { sections[id] ?? SectionProgress() }
        set { sections[id] = newValue }
    }
}

/// One section's record.
public struct SectionProgress: Codable, Sendable, Equatable {
    public var checks: [CheckRecord] = []
    public var quiz: QuizRecord?
    /// How many of the section's general hints have been shown.
    public var hintsUsed = 0
    /// When the learner's own check first passed.
    public var completedAt: Date?

    public init() {}

    public var lastCheck: CheckRecord? { checks.last }
}

/// One `sherpa check`, as remembered.
public struct CheckRecord: Codable, Sendable, Equatable {
    public var at: Date
    /// Stored as `starter`/`solution`, as before the type was an enum.
    public var variant: CheckVariant
    /// Stored as `pass`/`fail`/`error`.
    public var status: CheckStatus
    public var passed: Int
    public var total: Int
    /// Names of the tests and rules that did not pass, and the sentences of `missing`.
    public var failing: [String]
    /// The sentences naming what the section asks for and the code lacks, so advice can tell
    /// them from test names that also end in a full stop. Absent in records from before it was kept.
    public var missing: [String]?

    public init(at: Date, variant: CheckVariant, status: CheckStatus, passed: Int, total: Int, failing: [String], missing: [String]? = nil) {
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
public struct QuizRecord: Codable, Sendable, Equatable {
    public var attempts: Int
    /// Best score so far, from 0 to 1.
    public var bestScore: Double
    public var lastScore: Double
    public var lastAt: Date
    /// Per question id of the last attempt: whether it was answered right.
    public var lastAnswers: [String: Bool]
    /// Whether any attempt reached the bank's pass mark. Absent in records from before it was
    /// kept; those count as passed, as they did then.
    public var passed: Bool?

    public init(attempts: Int, bestScore: Double, lastScore: Double, lastAt: Date, lastAnswers: [String: Bool], passed: Bool? = nil) {
        self.attempts = attempts
        self.bestScore = bestScore
        self.lastScore = lastScore
        self.lastAt = lastAt
        self.lastAnswers = lastAnswers
        self.passed = passed
    }

    /// A quiz below its pass mark is still due.
    public var isPassed: Bool { passed ?? true }
}

/// A line in the activity log.
public struct ActivityEntry: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case check, quiz, hint, guide, reset, diff
    }

    public var at: Date
    public var kind: Kind
    public var section: String?
    /// One plain sentence: what happened.
    public var summary: String

    public init(at: Date, kind: Kind, section: String?, summary: String) {
        self.at = at
        self.kind = kind
        self.section = section
        self.summary = summary
    }
}
