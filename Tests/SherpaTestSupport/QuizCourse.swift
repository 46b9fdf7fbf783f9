import Foundation
import SherpaCore

/// A small course in a temporary folder: a catalog with two sections and hand-made quiz banks,
/// so quiz tests never depend on the wording of the shipped banks.
package final class QuizCourse {
    package let folder: TemporaryFolder
    package var root: URL { folder.url }
    /// What the commands run in it printed, every run appended.
    package let output = Transcript()

    package init(bank: QuizBank = QuizSamples.sampleBank(), config: String? = nil) throws {
        folder = try TemporaryFolder()
        try folder.write(Self.catalog, to: "sherpa/catalog.json")
        try write(bank, to: "sherpa/quizzes/section-1.json")
        try write(QuizSamples.sampleBank(quiz: QuizBank.routeEndID), to: QuizBank.routeEndPath)
        if let config { try folder.write(config, to: ".sherpa-config.yml") }
    }

    package func write(_ bank: QuizBank, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try folder.write(String(decoding: try encoder.encode(bank), as: UTF8.self), to: path)
    }

    package var workspace: Workspace { get throws { try Workspace.locate(from: root) } }

    package var store: ProgressStore {
        ProgressStore(sessionsFolder: root.appendingPathComponent(".sessions"), route: "quiz-course", now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    /// Two multiple-choice questions (right answers 2 and 1), one code review with choices
    /// (right answer 3), and three written questions.
    package static let catalog = """
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
