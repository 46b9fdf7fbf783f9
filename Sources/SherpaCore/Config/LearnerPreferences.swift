import Foundation

/// How a learner likes to be taught, read from `.sherpa-config.yml`.
/// Raw values are the spellings the file uses.
package struct LearnerPreferences: Equatable, Sendable {
    package enum Tone: String, CaseIterable, Sendable { case objective, encouraging, humorous }
    package enum ExplanationDepth: String, CaseIterable, Sendable { case concise, balanced, detailed }
    package enum Pacing: String, CaseIterable, Sendable { case learnerLed = "learner-led", balanced, structured }
    package enum QuizType: String, CaseIterable, Sendable { case multipleChoice = "multiple_choice", explanation, mixed }
    package enum QuizFrequency: String, CaseIterable, Sendable {
        case afterEachSection = "after_each_section", afterMajorTopics = "after_major_topics", endOfRoute = "end_of_route"
    }
    package enum FeedbackStyle: String, CaseIterable, Sendable { case immediate, summary, detailed }

    package var tone: Tone
    package var explanationDepth: ExplanationDepth
    package var pacing: Pacing
    package var quizType: QuizType
    package var quizFrequency: QuizFrequency
    package var feedbackStyle: FeedbackStyle

    package init(
        tone: Tone = .objective,
        explanationDepth: ExplanationDepth = .balanced,
        pacing: Pacing = .balanced,
        quizType: QuizType = .mixed,
        quizFrequency: QuizFrequency = .afterEachSection,
        feedbackStyle: FeedbackStyle = .immediate
    ) {
        self.tone = tone
        self.explanationDepth = explanationDepth
        self.pacing = pacing
        self.quizType = quizType
        self.quizFrequency = quizFrequency
        self.feedbackStyle = feedbackStyle
    }

    /// The defaults DESIGN.md fixes: objective, balanced, balanced, mixed, after_each_section, immediate.
    package static let defaults = LearnerPreferences()

    /// The file's keys, in the order `sherpa config` shows them.
    package static let keys = ["tone", "explanation_depth", "pacing", "quiz_type", "quiz_frequency", "feedback_style"]

    /// The spellings a key accepts, for messages; nil for an unknown key.
    package static func allowedValues(for key: String) -> [String]? {
        switch key {
        case "tone": Tone.allCases.map(\.rawValue)
        case "explanation_depth": ExplanationDepth.allCases.map(\.rawValue)
        case "pacing": Pacing.allCases.map(\.rawValue)
        case "quiz_type": QuizType.allCases.map(\.rawValue)
        case "quiz_frequency": QuizFrequency.allCases.map(\.rawValue)
        case "feedback_style": FeedbackStyle.allCases.map(\.rawValue)
        default: nil
        }
    }

    /// The current value of a key, spelled as in the file.
    package func value(for key: String) -> String? {
        switch key {
        case "tone": tone.rawValue
        case "explanation_depth": explanationDepth.rawValue
        case "pacing": pacing.rawValue
        case "quiz_type": quizType.rawValue
        case "quiz_frequency": quizFrequency.rawValue
        case "feedback_style": feedbackStyle.rawValue
        default: nil
        }
    }

    /// Sets a key from its spelling. Case, hyphens and underscores are forgiven
    /// (`Learner_Led` means `learner-led`); returns false when the value is not one of the allowed ones.
    mutating func set(_ key: String, to spelling: String) -> Bool {
        func pick<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> Value? where Value.RawValue == String {
            Value.allCases.first { Self.normalized($0.rawValue) == Self.normalized(spelling) }
        }
        switch key {
        case "tone": if let value = pick(Tone.self) { tone = value; return true }
        case "explanation_depth": if let value = pick(ExplanationDepth.self) { explanationDepth = value; return true }
        case "pacing": if let value = pick(Pacing.self) { pacing = value; return true }
        case "quiz_type": if let value = pick(QuizType.self) { quizType = value; return true }
        case "quiz_frequency": if let value = pick(QuizFrequency.self) { quizFrequency = value; return true }
        case "feedback_style": if let value = pick(FeedbackStyle.self) { feedbackStyle = value; return true }
        default: break
        }
        return false
    }

    static func normalized(_ text: String) -> String {
        String(text.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 })
    }
}

/// The effective preferences plus where each came from and what was wrong with the file.
package struct LoadedPreferences: Sendable {
    package var preferences: LearnerPreferences
    /// Key -> ".sherpa-config.yml line 3" or "default".
    package var sources: [String: String]
    /// Whole sentences, each naming the line and, for a bad value, the allowed values.
    package var problems: [String]

    init(preferences: LearnerPreferences = .defaults, sources: [String: String]? = nil, problems: [String] = []) {
        self.preferences = preferences
        self.sources = sources ?? Dictionary(uniqueKeysWithValues: LearnerPreferences.keys.map { ($0, "default") })
        self.problems = problems
    }
}

/// A config file that could not be read at all (as opposed to a bad line, which is a problem).
enum ConfigError: LocalizedError, Equatable {
    case unreadable(path: String, reason: String)

    var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason): "\(path) could not be read (\(reason)); the default settings are used."
        }
    }
}
