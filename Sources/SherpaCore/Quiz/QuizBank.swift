import Foundation

/// A checkpoint quiz as data: `sherpa/quizzes/section-N.json` or `route-end.json`.
/// Field meanings for instructors are in `docs/quiz-format.md`.
package struct QuizBank: Codable, Sendable, Equatable {
    /// The only format this build reads.
    static let supportedFormatVersion = 2
    /// Used when a bank does not set `passScore`.
    static let defaultPassScore = 0.7
    /// The id of the quiz that closes the route.
    package static let routeEndID = "route-end"
    package static let routeEndPath = "sherpa/quizzes/route-end.json"

    var formatVersion: Int
    /// `section-N` or `route-end`.
    package var quiz: String
    package var title: String
    /// Share of the points (0...1) that counts as a pass.
    package var passScore: Double?
    /// What the learner should be able to do; every question names the items it covers.
    package var checkpoints: [QuizCheckpoint]
    package var questions: [QuizQuestion]

    package init(formatVersion: Int = QuizBank.supportedFormatVersion, quiz: String, title: String, passScore: Double? = nil, checkpoints: [QuizCheckpoint], questions: [QuizQuestion]) {
        self.formatVersion = formatVersion
        self.quiz = quiz
        self.title = title
        self.passScore = passScore
        self.checkpoints = checkpoints
        self.questions = questions
    }

    package var effectivePassScore: Double { passScore ?? Self.defaultPassScore }

    func checkpoint(id: String) -> QuizCheckpoint? { checkpoints.first { $0.id == id } }
}

/// One item of a section's checkpoint list.
package struct QuizCheckpoint: Codable, Sendable, Equatable {
    package var id: String
    /// The item in the quiz's words.
    package var text: String
    /// A phrase from the matching line of the guide page's checkpoint list; `sherpa verify` uses
    /// it to prove that every checkpoint item of the guide has questions.
    package var guide: String?

    package init(id: String, text: String, guide: String? = nil) {
        self.id = id
        self.text = text
        self.guide = guide
    }
}

/// One question. Choice questions carry `choices`; free-text questions carry `modelAnswer`
/// and `indicators`.
package struct QuizQuestion: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable, CaseIterable {
        case multipleChoice = "multiple_choice"
        /// A snippet; the learner picks (choices) or names (free text) what belongs in which layer.
        case codeReview = "code_review"
        /// A feature description; the learner sketches the layers.
        case design
        case explanation

        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let kind = Kind(rawValue: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a question kind; use one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self = kind
        }

        var label: String {
            switch self {
            case .multipleChoice: "multiple choice"
            case .codeReview: "code review"
            case .design: "design"
            case .explanation: "explanation"
            }
        }
    }

    package var id: String
    package var kind: Kind
    /// Checkpoint ids this question checks.
    package var covers: [String]
    package var prompt: String
    /// A code snippet shown under the prompt.
    package var code: String?
    package var choices: [QuizChoice]?
    /// Why the right answer is right; shown after answering.
    package var explanation: String
    /// A further paragraph for learners who asked for detailed explanations.
    var detail: String?
    package var modelAnswer: String?
    package var indicators: [QuizIndicator]?
    /// How many indicators a free-text answer must cover for full credit (default: half, rounded up).
    package var required: Int?

    package init(id: String, kind: Kind, covers: [String], prompt: String, code: String? = nil, choices: [QuizChoice]? = nil, explanation: String, detail: String? = nil, modelAnswer: String? = nil, indicators: [QuizIndicator]? = nil, required: Int? = nil) {
        self.id = id
        self.kind = kind
        self.covers = covers
        self.prompt = prompt
        self.code = code
        self.choices = choices
        self.explanation = explanation
        self.detail = detail
        self.modelAnswer = modelAnswer
        self.indicators = indicators
        self.required = required
    }

    /// True when the learner picks a numbered choice; false for a written answer.
    package var isChoice: Bool { !(choices ?? []).isEmpty }

    /// 1-based number of the right choice.
    package var correctChoiceNumber: Int? {
        (choices ?? []).firstIndex { $0.correct == true }.map { $0 + 1 }
    }

    package var requiredIndicators: Int {
        let count = indicators?.count ?? 0
        return max(1, min(required ?? (count + 1) / 2, max(count, 1)))
    }
}

package struct QuizChoice: Codable, Sendable, Equatable {
    package var text: String
    package var correct: Bool?
    /// Why this choice is right or wrong; a wrong choice must say why.
    package var why: String?
    /// Marks a distractor that captures a common misconception.
    var misconception: Bool?

    package init(text: String, correct: Bool? = nil, why: String? = nil, misconception: Bool? = nil) {
        self.text = text
        self.correct = correct
        self.why = why
        self.misconception = misconception
    }

    package var isCorrect: Bool { correct == true }
}

/// A statement a free-text answer should make: the idea (`term` and its `synonyms`) linked to what
/// it is said `about` by a linking word, as `KeywordScorer` describes.
package struct QuizIndicator: Codable, Sendable, Equatable {
    package var term: String
    var synonyms: [String]?
    /// What the idea is said about: the other end of the relation.
    package var about: [String]
    /// The words that may link the two ends; without them, `KeywordScorer.defaultLinks`.
    package var links: [String]?
    /// The idea in a few words, said to a learner whose answer lacks it, so the feedback names the
    /// thought to add rather than a word to type. Without it the model answer's sentence is quoted.
    var idea: String?

    package init(term: String, synonyms: [String]? = nil, about: [String], links: [String]? = nil, idea: String? = nil) {
        self.term = term
        self.synonyms = synonyms
        self.about = about
        self.links = links
        self.idea = idea
    }

    package var spellings: [String] { [term] + (synonyms ?? []) }
}

extension QuizBank {
    /// Reads a bank; `displayPath` is the path named in messages.
    package static func load(from url: URL, displayPath: String? = nil) throws -> QuizBank {
        let shown = displayPath ?? url.path
        guard FileManager.default.fileExists(atPath: url.path) else { throw QuizBankError.missing(path: shown) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw QuizBankError.unreadable(path: shown, reason: error.localizedDescription)
        }
        struct Header: Decodable { var formatVersion: Int }
        if let header = try? JSONDecoder().decode(Header.self, from: data), header.formatVersion != supportedFormatVersion {
            throw QuizBankError.unsupportedFormat(path: shown, found: header.formatVersion)
        }
        do {
            return try JSONDecoder().decode(QuizBank.self, from: data)
        } catch let error as DecodingError {
            throw QuizBankError.unreadable(path: shown, reason: describe(error))
        } catch {
            throw QuizBankError.unreadable(path: shown, reason: error.localizedDescription)
        }
    }

    /// A decoding error as a field path an instructor can find in the file.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : "." + key.stringValue }
            }
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) should be \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is null but should be \(typeName(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the file is not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
