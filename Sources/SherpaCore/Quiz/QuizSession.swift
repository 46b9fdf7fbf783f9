import Foundation

/// One question's outcome.
package struct QuestionResult: Equatable, Sendable, Codable {
    package enum Status: String, Codable, Sendable {
        case correct, partial, incorrect, skipped
    }

    package var questionID: String
    package var status: Status
    /// 0...1.
    package var credit: Double
    /// What the learner typed: the choice number or the text.
    package var answer: String
    /// 1-based, for choice questions.
    package var chosen: Int?
    /// Indicator terms found and not found, for written answers.
    package var covered: [String]?
    package var missed: [String]?

    package init(questionID: String, status: Status, credit: Double, answer: String, chosen: Int? = nil, covered: [String]? = nil, missed: [String]? = nil) {
        self.questionID = questionID
        self.status = status
        self.credit = credit
        self.answer = answer
        self.chosen = chosen
        self.covered = covered
        self.missed = missed
    }

    package var isCorrect: Bool { status == .correct }
}

/// A line the learner typed, as the quiz understands it.
enum QuizInput: Equatable, Sendable {
    case choice(Int)
    case text(String)
    case skip
    case quit
    case help
    /// Not an answer to this question; the message says what is expected. Nothing is recorded.
    case invalid(String)
}

/// The quiz engine: which questions are asked, in what order, and how each answer scores.
/// It never reads or prints anything, so the terminal, scripted input and tests all drive it
/// the same way.
package struct QuizSession: Sendable {
    let bank: QuizBank
    package let preferences: LearnerPreferences
    /// The questions this attempt asks, after `quiz_type` filtering, in bank order.
    package let questions: [QuizQuestion]
    /// Set when the preferred kinds were not available and every kind is asked instead.
    package let note: String?
    package private(set) var results: [String: QuestionResult] = [:]
    /// Every accepted input in order (question id, raw line), so a paused attempt can be replayed.
    private(set) var transcript: [QuizDraft.Entry] = []
    private var queue: [Int]
    private var deferred: Set<String> = []

    package init(bank: QuizBank, preferences: LearnerPreferences) {
        self.bank = bank
        self.preferences = preferences
        let wanted = bank.questions.filter { Self.isAsked($0, for: preferences.quizType) }
        if wanted.isEmpty {
            questions = bank.questions
            note = "This quiz has no \(preferences.quizType == .multipleChoice ? "choice" : "written-answer") questions, so every kind is asked."
        } else {
            questions = wanted
            note = nil
        }
        queue = Array(questions.indices)
    }

    /// `multiple_choice` asks the questions answered by picking a number (multiple choice and
    /// code review with choices); `explanation` asks the written ones (explanation, design, code
    /// review by naming); `mixed` asks everything.
    static func isAsked(_ question: QuizQuestion, for type: LearnerPreferences.QuizType) -> Bool {
        switch type {
        case .mixed: true
        case .multipleChoice: question.isChoice
        case .explanation: !question.isChoice
        }
    }

    package var current: QuizQuestion? { queue.first.map { questions[$0] } }
    /// 1-based number of the current question among those answered so far, and the total.
    package var position: (number: Int, total: Int) { (results.count + 1, questions.count) }
    package var isFinished: Bool { queue.isEmpty }
    package var answeredCount: Int { results.count }

    /// Reads a line for the current question without changing anything.
    func interpret(_ line: String) -> QuizInput {
        guard let question = current else { return .invalid("The quiz is over.") }
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        switch trimmed.lowercased() {
        case "q", "quit", "exit": return .quit
        case "s", "skip": return .skip
        case "?", "h", "help": return .help
        default: break
        }
        if let choices = question.choices, !choices.isEmpty {
            var digits = trimmed
            if digits.hasSuffix(".") || digits.hasSuffix(")") { digits.removeLast() }
            guard let number = Int(digits), (1...choices.count).contains(number) else {
                let shown = trimmed.isEmpty ? "An empty line" : "\"\(trimmed)\""
                return .invalid("\(shown) is not one of the choices. Type a number from 1 to \(choices.count), s to skip, or q to stop (your answers so far are kept).")
            }
            return .choice(number)
        }
        guard !trimmed.isEmpty else {
            return .invalid("Write your answer on one line, then press Return. Type s to skip or q to stop (your answers so far are kept).")
        }
        return .text(trimmed)
    }

    package enum Outcome: Equatable, Sendable {
        case answered(QuestionResult)
        /// Skipped for now; with learner-led pacing it comes back once at the end.
        case deferred
        case quit
        case help
        case invalid(String)
    }

    /// Applies a typed line to the current question.
    package mutating func submit(_ line: String) -> Outcome {
        guard let index = queue.first else { return .invalid("The quiz is over.") }
        let question = questions[index]
        let input = interpret(line)
        switch input {
        case .quit: return .quit
        case .help: return .help
        case .invalid(let message): return .invalid(message)
        case .skip:
            transcript.append(QuizDraft.Entry(question: question.id, input: "skip"))
            if preferences.pacing == .learnerLed, !deferred.contains(question.id) {
                deferred.insert(question.id)
                queue.append(queue.removeFirst())
                return .deferred
            }
            return .answered(record(QuestionResult(questionID: question.id, status: .skipped, credit: 0, answer: "")))
        case .choice(let number):
            transcript.append(QuizDraft.Entry(question: question.id, input: String(number)))
            let right = question.correctChoiceNumber == number
            return .answered(record(QuestionResult(questionID: question.id, status: right ? .correct : .incorrect, credit: right ? 1 : 0, answer: String(number), chosen: number)))
        case .text(let text):
            transcript.append(QuizDraft.Entry(question: question.id, input: text))
            let score = KeywordScorer.score(text, indicators: question.indicators ?? [], required: question.requiredIndicators)
            let status: QuestionResult.Status = score.isCorrect ? .correct : score.covered.isEmpty ? .incorrect : .partial
            return .answered(record(QuestionResult(
                questionID: question.id, status: status, credit: score.credit, answer: text,
                covered: score.covered.map(\.term), missed: score.missed.map(\.term)
            )))
        }
    }

    private mutating func record(_ result: QuestionResult) -> QuestionResult {
        results[result.questionID] = result
        queue.removeFirst()
        return result
    }

    /// Replays a paused attempt. Returns false, leaving the session untouched, when the draft
    /// no longer fits (the bank or the quiz type changed since).
    package mutating func restore(_ draft: QuizDraft) -> Bool {
        guard draft.quiz == bank.quiz, draft.questionIDs == questions.map(\.id) else { return false }
        var copy = self
        for entry in draft.entries {
            guard copy.current?.id == entry.question else { return false }
            switch copy.submit(entry.input) {
            case .answered, .deferred: continue
            default: return false
            }
        }
        self = copy
        return true
    }

    /// The state of a paused attempt, for `QuizDraftStore`.
    package func draft(savedAt: Date) -> QuizDraft {
        QuizDraft(quiz: bank.quiz, questionIDs: questions.map(\.id), entries: transcript, savedAt: savedAt)
    }

    /// The attempt so far: results in question order; unanswered questions count zero.
    package var outcome: QuizOutcome {
        let ordered = questions.compactMap { results[$0.id] }
        let points = ordered.reduce(0) { $0 + $1.credit }
        let score = questions.isEmpty ? 0 : points / Double(questions.count)
        return QuizOutcome(quiz: bank.quiz, title: bank.title, results: ordered, total: questions.count, score: score, passScore: bank.effectivePassScore)
    }
}

/// The summary of an attempt.
package struct QuizOutcome: Equatable, Sendable {
    package var quiz: String
    package var title: String
    /// In question order, for the questions answered or skipped.
    package var results: [QuestionResult]
    package var total: Int
    /// 0...1 over all questions of the attempt.
    package var score: Double
    package var passScore: Double

    package init(quiz: String, title: String, results: [QuestionResult], total: Int, score: Double, passScore: Double) {
        self.quiz = quiz
        self.title = title
        self.results = results
        self.total = total
        self.score = score
        self.passScore = passScore
    }

    package var isComplete: Bool { results.count == total }
    package var passed: Bool { isComplete && score + 1e-9 >= passScore }
    package var correctCount: Int { results.filter(\.isCorrect).count }
    package var percent: Int { Int((score * 100).rounded()) }
}
