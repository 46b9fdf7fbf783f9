import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

@Suite("Learner preferences from .sherpa-config.yml")
struct ConfigPreferencesTests {
    @Test("The defaults are DESIGN.md's: objective, balanced, balanced, mixed, after_each_section, immediate")
    func defaults() {
        let defaults = LearnerPreferences.defaults
        #expect(defaults.tone == .objective)
        #expect(defaults.explanationDepth == .balanced)
        #expect(defaults.pacing == .balanced)
        #expect(defaults.quizType == .mixed)
        #expect(defaults.quizFrequency == .afterEachSection)
        #expect(defaults.feedbackStyle == .immediate)
    }

    @Test("Without a config file every setting is the default and says so")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        let loaded = PreferencesLoader.load(from: folder.url.appendingPathComponent(".sherpa-config.yml"))
        #expect(loaded.preferences == .defaults)
        #expect(loaded.problems.isEmpty)
        #expect(Set(loaded.sources.values) == ["default"])
        #expect(loaded.sources.count == 6)
    }

    @Test("Every key is read, and its source names the line")
    func readsEveryKey() {
        let loaded = PreferencesLoader.parse("""
            tone: humorous
            explanation_depth: concise
            pacing: learner-led
            quiz_type: explanation
            quiz_frequency: end_of_route
            feedback_style: summary
            """)
        #expect(loaded.problems.isEmpty)
        #expect(loaded.preferences == LearnerPreferences(tone: .humorous, explanationDepth: .concise, pacing: .learnerLed, quizType: .explanation, quizFrequency: .endOfRoute, feedbackStyle: .summary))
        #expect(loaded.sources["pacing"] == ".sherpa-config.yml line 3")
        #expect(loaded.sources["feedback_style"] == ".sherpa-config.yml line 6")
    }

    @Test("A bad value names the line and the allowed values, and the default is used")
    func badValue() {
        let loaded = PreferencesLoader.parse("# settings\ntone: sarcastic\npacing: structured\n")
        #expect(loaded.preferences.tone == .objective)
        #expect(loaded.preferences.pacing == .structured)
        #expect(loaded.sources["tone"] == "default")
        #expect(loaded.problems.count == 1)
        let problem = loaded.problems[0]
        #expect(problem.contains("line 2"))
        #expect(problem.contains("sarcastic"))
        #expect(problem.contains("objective, encouraging, humorous"))
        #expect(problem.contains("default, objective"))
    }

    @Test("An unknown key names the line and lists the settings that exist")
    func unknownKey() {
        let loaded = PreferencesLoader.parse("tone: objective\ncolour: blue\n")
        #expect(loaded.preferences == .defaults)
        #expect(loaded.problems.count == 1)
        #expect(loaded.problems[0].contains("line 2"))
        #expect(loaded.problems[0].contains("colour"))
        #expect(loaded.problems[0].contains("tone, explanation_depth, pacing, quiz_type, quiz_frequency, feedback_style"))
    }

    @Test("Case, hyphens and underscores are forgiven in keys and values")
    func forgivingSpelling() {
        let loaded = PreferencesLoader.parse("Quiz-Type: Multiple-Choice\npacing: LEARNER_LED\n")
        #expect(loaded.problems.isEmpty)
        #expect(loaded.preferences.quizType == .multipleChoice)
        #expect(loaded.preferences.pacing == .learnerLed)
    }

    @Test("A key set twice keeps the later value and reports both lines")
    func duplicateKey() {
        let loaded = PreferencesLoader.parse("tone: humorous\ntone: encouraging\n")
        #expect(loaded.preferences.tone == .encouraging)
        #expect(loaded.sources["tone"] == ".sherpa-config.yml line 2")
        #expect(loaded.problems.count == 1)
        #expect(loaded.problems[0].contains("line 2") && loaded.problems[0].contains("line 1"))
    }

    @Test("A file of 200,000 bad lines gives the first ten problems and a count of the rest, and good lines still count")
    func problemsAreCapped() {
        let text = "tone: humorous\n" + String(repeating: "  indented: line\n", count: 200_000)
        let loaded = PreferencesLoader.parse(text)
        #expect(loaded.preferences.tone == .humorous)
        #expect(loaded.problems.count == PreferencesLoader.shownProblems + 1)
        #expect(loaded.problems[0].contains("line 2 is indented"))
        #expect(loaded.problems.last == ".sherpa-config.yml has 199990 more problems after these. Fix the lines above, then `sherpa config` lists what is left.")
    }

    @Test("Ten problems or fewer are all shown, with no count")
    func fewProblemsAreAllShown() {
        let loaded = PreferencesLoader.parse(String(repeating: "  indented: line\n", count: PreferencesLoader.shownProblems))
        #expect(loaded.problems.count == PreferencesLoader.shownProblems)
        #expect(!loaded.problems.contains { $0.contains("more problem") })
    }

    @Test("A syntax problem is reported with its line and the rest of the file still counts")
    func syntaxProblemKeepsTheRest() {
        let loaded = PreferencesLoader.parse("tone encouraging\nfeedback_style: detailed\n")
        #expect(loaded.preferences.feedbackStyle == .detailed)
        #expect(loaded.preferences.tone == .objective)
        #expect(loaded.problems == [".sherpa-config.yml line 1 is not a `key: value` line; the line is ignored."])
    }

    @Test("A file that is not text gives a problem and the defaults, never a crash")
    func binaryFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent(".sherpa-config.yml")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: url)
        let loaded = PreferencesLoader.load(from: url)
        #expect(loaded.preferences == .defaults)
        #expect(loaded.problems.count == 1)
    }

    @Test("A workspace reads .sherpa-config.yml from its root")
    func workspaceLoads() throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        defer { try? FileManager.default.removeItem(at: course) }
        try "tone: encouraging\n".write(to: course.appendingPathComponent(".sherpa-config.yml"), atomically: true, encoding: .utf8)
        let loaded = try Workspace.locate(from: course).loadPreferences()
        #expect(loaded.preferences.tone == .encouraging)
        #expect(loaded.sources["tone"] == ".sherpa-config.yml line 1")
    }

    @Test("A huge value or key is quoted only in part, with its length", arguments: [
        "tone: " + String(repeating: "x", count: 1_000_000),
        String(repeating: "k", count: 1_000_000) + ": warm",
        "tone:" + String(repeating: "y", count: 1_000_000),
    ])
    func longValuesAreCut(_ line: String) {
        let loaded = PreferencesLoader.parse(line + "\n")
        #expect(loaded.problems.count == 1)
        let problem = loaded.problems.first ?? ""
        #expect(problem.count < 400, "a problem of \(problem.count) characters")
        #expect(problem.contains("characters)"))
    }
}
