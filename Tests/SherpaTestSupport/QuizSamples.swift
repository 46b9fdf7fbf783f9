import Foundation
import SherpaCore

/// A hand-made quiz bank and its right answers, so quiz tests never depend on the wording of the
/// shipped banks.
package enum QuizSamples {
    package static func sampleBank(quiz: String = "section-1") -> QuizBank {
        QuizBank(
            quiz: quiz,
            title: "Sample checkpoint",
            passScore: 0.7,
            checkpoints: [
                QuizCheckpoint(id: "layers", text: "Name the layers."),
                QuizCheckpoint(id: "testing", text: "Explain why layers help testing."),
            ],
            questions: [
                QuizQuestion(
                    id: "q-network", kind: .multipleChoice, covers: ["layers"],
                    prompt: "Where does URLSession belong?",
                    choices: [
                        QuizChoice(text: "In the view", why: "The view draws; it does not fetch."),
                        QuizChoice(text: "In a repository", correct: true, why: "The repository owns data access."),
                        QuizChoice(text: "In the model", why: "A model is plain data.", misconception: true),
                    ],
                    explanation: "Data access goes to the repository. The view model only asks for data.",
                    detail: "Extra detail for deep learners."
                ),
                QuizQuestion(
                    id: "q-filter", kind: .multipleChoice, covers: ["layers"],
                    prompt: "Where does a screen's filter belong?",
                    choices: [
                        QuizChoice(text: "In the view model", correct: true),
                        QuizChoice(text: "In the view", why: "Then it cannot be tested alone."),
                    ],
                    explanation: "Screen logic lives in the view model."
                ),
                QuizQuestion(
                    id: "q-review", kind: .codeReview, covers: ["layers"],
                    prompt: "Which line belongs in the view?",
                    code: "1 URLSession\n2 filter\n3 List",
                    choices: [
                        QuizChoice(text: "Line 1", why: "Networking."),
                        QuizChoice(text: "Line 2", why: "Screen logic."),
                        QuizChoice(text: "Line 3", correct: true, why: "Drawing a list is the view's job."),
                    ],
                    explanation: "Only rendering stays in the view."
                ),
                QuizQuestion(
                    id: "q-why-protocol", kind: .explanation, covers: ["testing"],
                    prompt: "Why should a view model depend on an abstraction rather than a concrete type?",
                    explanation: "The protocol is the seam for test doubles.",
                    modelAnswer: "So a test can pass in a fake that conforms to the protocol.",
                    indicators: [
                        QuizIndicator(term: "fake", synonyms: ["mock", "double"], about: ["test", "protocol"]),
                        QuizIndicator(term: "protocol", synonyms: ["contract"], about: ["fake", "mock", "double"]),
                    ],
                    required: 2
                ),
                QuizQuestion(
                    id: "q-design", kind: .design, covers: ["layers", "testing"],
                    prompt: "Sketch the layers of a weather screen.",
                    explanation: "Each layer has one job.",
                    modelAnswer: "The view model calls the repository, and the view owns the view model and draws the model.",
                    indicators: [
                        QuizIndicator(term: "repository", about: ["view model"]),
                        QuizIndicator(term: "view model", synonyms: ["viewmodel"], about: ["view"]),
                        QuizIndicator(term: "model", about: ["view"]),
                    ],
                    required: 2
                ),
                QuizQuestion(
                    id: "q-name-lines", kind: .codeReview, covers: ["layers"],
                    prompt: "Name the layer for line 1.",
                    code: "1 URLSession.shared.data(from: url)",
                    explanation: "Networking is data access.",
                    modelAnswer: "Line 1 belongs in the repository.",
                    indicators: [QuizIndicator(term: "repository", about: ["line 1", "networking"])],
                    required: 1
                ),
            ]
        )
    }

    /// Every question answered right, as typed lines.
    package static let rightAnswers = ["2", "1", "3", "a fake that conforms to the protocol", "the view model calls the repository and the view owns the view model", "line 1 belongs in the repository"]
}
