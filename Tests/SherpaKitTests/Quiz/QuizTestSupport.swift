import Foundation
import SherpaCore
import SherpaGrading
import SherpaKit
import SherpaRunner

/// A small course in a temporary folder: a catalog with two sections and hand-made quiz banks,
/// so quiz tests never depend on the wording of the shipped banks.
final class QuizCourse {
    let folder: TemporaryFolder
    var root: URL { folder.url }
    let output = OutputBuffer()

    init(bank: QuizBank = QuizCourse.sampleBank(), config: String? = nil) throws {
        folder = try TemporaryFolder()
        try folder.write(Self.catalog, to: "sherpa/catalog.json")
        try write(bank, to: "sherpa/quizzes/section-1.json")
        try write(Self.sampleBank(quiz: QuizBank.routeEndID), to: QuizBank.routeEndPath)
        if let config { try folder.write(config, to: ".sherpa-config.yml") }
    }

    func write(_ bank: QuizBank, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try folder.write(String(decoding: try encoder.encode(bank), as: UTF8.self), to: path)
    }

    var workspace: Workspace { get throws { try Workspace.locate(from: root) } }

    var store: ProgressStore {
        ProgressStore(sessionsFolder: root.appendingPathComponent(".sessions"), route: "quiz-course", now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    /// Runs `sherpa <arguments>` in-process with the given typed lines.
    func run(_ arguments: [String], lines: [String] = [], terminal: Bool = false) -> Int32 {
        var remaining = lines[...]
        let context = CommandContext(
            currentDirectory: root,
            console: .capturing(output),
            now: { Date(timeIntervalSince1970: 1_800_000_000) },
            environment: [:],
            readLine: { remaining.popFirst() },
            inputIsTerminal: terminal
        )
        return SherpaCLI.main(arguments, context: context)
    }

    /// Two multiple-choice questions (right answers 2 and 1), one code review with choices
    /// (right answer 3), and three written questions.
    static func sampleBank(quiz: String = "section-1") -> QuizBank {
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
                        QuizIndicator(term: "fake", synonyms: ["mock", "double"]),
                        QuizIndicator(term: "protocol", synonyms: ["contract"]),
                    ],
                    required: 2
                ),
                QuizQuestion(
                    id: "q-design", kind: .design, covers: ["layers", "testing"],
                    prompt: "Sketch the layers of a weather screen.",
                    explanation: "Each layer has one job.",
                    modelAnswer: "A Forecast model, a repository, a view model and a view.",
                    indicators: [
                        QuizIndicator(term: "repository"),
                        QuizIndicator(term: "view model", synonyms: ["viewmodel"]),
                        QuizIndicator(term: "model"),
                    ],
                    required: 2
                ),
                QuizQuestion(
                    id: "q-name-lines", kind: .codeReview, covers: ["layers"],
                    prompt: "Name the layer for line 1.",
                    code: "1 URLSession.shared.data(from: url)",
                    explanation: "Networking is data access.",
                    modelAnswer: "The repository.",
                    indicators: [QuizIndicator(term: "repository")],
                    required: 1
                ),
            ]
        )
    }

    /// Every question answered right, as typed lines.
    static let rightAnswers = ["2", "1", "3", "a fake that conforms to the protocol", "repository and view model", "repository"]

    static let catalog = """
        {
          "formatVersion": 1,
          "route": "quiz-course",
          "title": "Quiz course (test fixture)",
          "support": { "path": "sherpa/suites/Support", "sha256": "" },
          "sections": [
            {
              "id": "section-1", "number": 1, "slug": "layers", "state": "ready",
              "title": "Layers", "summary": "A fixture.",
              "starter": "Exercises/one", "solution": "Solutions/one",
              "guide": "guide/section-1-layers.md", "notes": "notes.md",
              "quiz": "sherpa/quizzes/section-1.json", "hints": "hints.json",
              "modules": [{ "name": "One", "path": ".", "dependencies": [], "exclude": [] }],
              "suite": { "path": "sherpa/suites/one", "sha256": "" },
              "rules": []
            },
            {
              "id": "section-2", "number": 2, "slug": "more", "state": "ready",
              "title": "More", "summary": "A fixture.",
              "starter": "Exercises/two", "solution": "Solutions/two",
              "guide": "guide/section-2-more.md", "notes": "notes.md",
              "quiz": "sherpa/quizzes/section-2.json", "hints": "hints.json",
              "modules": [{ "name": "Two", "path": ".", "dependencies": [], "exclude": [] }],
              "suite": { "path": "sherpa/suites/two", "sha256": "" },
              "rules": []
            }
          ]
        }
        """
}
