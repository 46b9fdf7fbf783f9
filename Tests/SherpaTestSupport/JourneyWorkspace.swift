import Foundation
import SherpaCore
import SherpaRunner

/// A tiny course written into a temporary folder: four ready sections and a planned fifth,
/// each with a guide page, hints, a starter and a solution. Commands run against it with a
/// captured console and a clock the test moves by hand.
package final class JourneyWorkspace {
    package let folder: TemporaryFolder
    package let clock: JourneyClock
    package var root: URL { folder.url }

    package static let route = "ios-app-patterns"
    package static let start = Date(timeIntervalSince1970: 1_772_452_800)  // 2026-03-02 12:00 UTC

    package init(readySections: Int = 4) throws {
        folder = try TemporaryFolder()
        clock = JourneyClock(Self.start)
        try folder.write(Self.catalog(readySections: readySections), to: "sherpa/catalog.json")
        try folder.write("# The route\n\nEvery section in order. Start with section 1.\n", to: "guide/route-map.md")
        for number in 1...5 {
            try folder.write(Self.guidePage(number), to: "guide/section-\(number).md")
        }
        try folder.write(Self.hints, to: "sherpa/hints/section-1.json")
        try folder.write("// TODO: say which member holds the state\nlet audit = [String: String]()\n", to: "Exercises/Section1-Topic1/Audit.swift")
        try folder.write("let audit = [\"books\": \"state\"]\n", to: "Solutions/Section1-Topic1/Audit.swift")
        try folder.write("struct Book {}\n", to: "Solutions/Section1-Topic1/Book.swift")
        for number in 2...4 {
            try folder.write("// TODO: refactor\nstruct Screen\(number) {}\n", to: "Exercises/Section\(number)-Topic\(number)/Screen.swift")
            try folder.write("struct Screen\(number) {}\n", to: "Solutions/Section\(number)-Topic\(number)/Screen.swift")
        }
    }

    package var workspace: Workspace {
        get throws { try Workspace.locate(from: root) }
    }

    package var store: ProgressStore {
        let clock = clock
        return ProgressStore(sessionsFolder: root.appendingPathComponent(".sessions"), route: Self.route, now: { clock.now })
    }

    package func progress() -> LearnerProgress { store.load() }

    package func section(_ number: Int) throws -> CatalogSection {
        try workspace.section(named: String(number))
    }

    /// Records a check of the learner's code (or, with `variant: .solution`, of the reference), as `sherpa check` would.
    package func recordCheck(_ number: Int, passed: Bool, failing: [String] = [], missing: [String] = [], total: Int = 5, status: CheckReport.Status? = nil, variant: CheckVariant = .starter) throws {
        let at = clock.now
        let id = "section-\(number)"
        let verdict = status ?? (passed ? .pass : .fail)
        let summary = (variant == .solution ? "reference solution " : "") + (passed ? "check passed (\(total)/\(total))" : "check failed: " + failing.joined(separator: "; "))
        try store.record(.check, section: id, summary: summary) { progress in
            progress[section: id].checks.append(CheckRecord(at: at, variant: variant, status: verdict, passed: total - failing.count, total: total, failing: failing + missing, missing: missing))
            if passed, variant == .starter, progress[section: id].completedAt == nil { progress[section: id].completedAt = at }
        }
    }

    /// Records a scored quiz, as `sherpa quiz` would.
    package func recordQuiz(_ id: String, score: Double, passed: Bool = true) throws {
        let at = clock.now
        try store.update { progress in
            let attempts = (progress[section: id].quiz?.attempts ?? 0) + 1
            progress[section: id].quiz = QuizRecord(attempts: attempts, bestScore: score, lastScore: score, lastAt: at, lastAnswers: [:], passed: passed)
            progress.activity.append(ActivityEntry(at: at, kind: .quiz, section: id, summary: "quiz \(passed ? "passed" : "not passed"): score \(Int(score * 100))%"))
        }
    }

    package func setPreferences(_ text: String) throws {
        try folder.write(text, to: ".sherpa-config.yml")
    }

    package func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    package func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path)
    }

    // MARK: The course's files

    package static func catalog(readySections: Int) -> String {
        let sections = (1...5).map { number in
            """
                {
                  "id": "section-\(number)", "number": \(number), "slug": "topic-\(number)",
                  "state": "\(number <= readySections ? "ready" : "planned")",
                  "title": "Topic \(number)", "summary": "Practise topic \(number).",
                  "starter": "Exercises/Section\(number)-Topic\(number)", "solution": "Solutions/Section\(number)-Topic\(number)",
                  "guide": "guide/section-\(number).md", "notes": "sherpa/notes/section-\(number).md",
                  "quiz": "sherpa/quizzes/section-\(number).json", "hints": "sherpa/hints/section-\(number).json",
                  "modules": [{ "name": "Topic\(number)", "path": ".", "dependencies": [], "exclude": [] }],
                  "suite": { "path": "sherpa/suites/section-\(number)", "sha256": "0" },
                  "rules": []
                }
            """
        }
        return """
            {
              "formatVersion": 1,
              "route": "\(route)",
              "title": "Tiny Route",
              "support": { "path": "sherpa/suites/Support", "sha256": "0" },
              "sections": [
            \(sections.joined(separator: ",\n"))
              ]
            }
            """
    }

    package static func guidePage(_ number: Int) -> String {
        """
        # Section \(number): topic \(number)

        ## Why it matters

        A view that keeps its **state**, its networking and its drawing in one place is hard to test, because nothing but the screen itself can create it and drive it through its paces.

        - Move the state into a `ViewModel` so tests can reach it.
        - Keep the view thin.

        ```swift
        let x = 1
        ```

        | Job | Where it goes |
        |-----|---------------|
        | state | view model |
        """
    }

    package static let generalHints = ["first, gentle hint", "a more direct hint", "nearly the answer"]
    package static let failingTest = "The audit names the member that holds the state"
    package static let failingTestHint = "Look for the property marked @State."
    /// A test whose fix comes before `failingTest`'s in the section's steps.
    package static let earlierStepTest = "The audit lists every member"
    package static let earlierStepTestHint = "Put back the line of the member you deleted."

    package static var hints: String {
        """
        {
          "formatVersion": 2,
          "section": "section-1",
          "general": ["\(generalHints[0])", "\(generalHints[1])", "\(generalHints[2])"],
          "tests": [
            { "test": "\(earlierStepTest)", "hint": "\(earlierStepTestHint)" },
            { "test": "\(failingTest)", "hint": "\(failingTestHint)" }
          ]
        }
        """
    }
}

/// A clock the test advances by hand.
package final class JourneyClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    package init(_ start: Date) { current = start }

    package var now: Date { lock.withLock { current } }

    package func advance(minutes: Double) {
        lock.withLock { current = current.addingTimeInterval(minutes * 60) }
    }
}

/// Answers the few git commands `sherpa reset` uses from a dictionary of committed files.
package final class JourneyFakeGit: ProcessRunning, @unchecked Sendable {
    package let root: URL
    /// Repository-relative path -> content at HEAD.
    package let files: [String: String]
    package let isRepository: Bool
    private let lock = NSLock()
    private var calls: [[String]] = []

    package init(root: URL, files: [String: String], isRepository: Bool = true) {
        self.root = root
        self.files = files
        self.isRepository = isRepository
    }

    package var invocations: [[String]] { lock.withLock { calls } }

    package func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        lock.withLock { calls.append(invocation.arguments) }
        guard invocation.program == "git", invocation.arguments.prefix(2) == ["-C", root.path] else {
            return ProcessOutcome(exitCode: 127, stderr: "unexpected command")
        }
        guard isRepository else {
            return ProcessOutcome(exitCode: 128, stderr: "fatal: not a git repository (or any of the parent directories): .git")
        }
        let arguments = Array(invocation.arguments.dropFirst(2))
        switch arguments.first {
        case "rev-parse":
            return ProcessOutcome(exitCode: 0, stdout: "true\n")
        case "ls-tree":
            guard arguments.contains("HEAD") else { return ProcessOutcome(exitCode: 128, stderr: "fatal: Not a valid object name") }
            let prefix = arguments.last ?? ""
            let names = files.keys.filter { $0.hasPrefix(prefix) }.sorted()
            return ProcessOutcome(exitCode: 0, stdout: names.map { $0 + "\0" }.joined())
        case "cat-file":
            let spec = arguments.last ?? ""
            let path = spec.components(separatedBy: ":./").last ?? ""
            guard spec.hasPrefix("HEAD:./"), let text = files[path] else { return ProcessOutcome(exitCode: 128, stderr: "fatal: path not in HEAD") }
            return ProcessOutcome(exitCode: 0, stdout: text)
        default:
            return ProcessOutcome(exitCode: 1, stderr: "unsupported")
        }
    }
}
